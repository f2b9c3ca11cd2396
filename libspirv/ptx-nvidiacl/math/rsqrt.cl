/* rsqrt. float: rsqrt.approx.f32, CUDA's rsqrtf: 2 ulp in CUDA's tables,
 * OpenCL's bound; its non-ftz form scales subnormal arguments, and gives
 * +-inf for +-0, +0 for +inf, NaN below zero, as OpenCL wants. double:
 * libdevice's __nv_rsqrt. Half in float. */
#include "libdevice.h"

float _CLC_DEF __spirv_ocl_rsqrt(float x) { return __nvvm_rsqrt_approx_f(x); }

LIBDEVICE_1(double, rsqrt, __nv_rsqrt)
SPIRV_HALF_IN_FLOAT_1(rsqrt)

#define SPIRV_FUNCTION __spirv_ocl_rsqrt
#define SPIRV_ARITY 1
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>
