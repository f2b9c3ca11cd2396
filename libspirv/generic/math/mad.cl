/* mad: OpenCL allows a correctly rounded fma or a rounded multiply and add;
 * fma is one instruction for every type (fma.rn.f16 for half). */
#include <spirv/math/impl.h>

#define MAD(T)                                                                 \
  T _CLC_DEF __spirv_ocl_mad(T x, T y, T z) { return __spirv_ocl_fma(x, y, z); }
MAD(_Float16)
MAD(float)
MAD(double)

#define SPIRV_FUNCTION __spirv_ocl_mad
#define SPIRV_ARITY 3
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>
