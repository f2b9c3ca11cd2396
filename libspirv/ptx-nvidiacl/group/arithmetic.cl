/* Sums and products: GroupIAdd, GroupFAdd, GroupIMulKHR, GroupFMulKHR over
 * a work-group or sub-group, and GroupNonUniformIAdd, FAdd, IMul, FMul over
 * the active lanes, for every integer and float type. */
#include "collectives.h"

GROUP_CORE(iadd_uint, uint, PLUS, REDUX(add, uint))
GROUP_CORE(iadd_ulong, ulong, PLUS, )
GROUP_CORE(imul_uint, uint, TIMES, )
GROUP_CORE(imul_ulong, ulong, TIMES, )
GROUP_CORE(fadd__Float16, _Float16, FADD__Float16, )
GROUP_CORE(fadd_float, float, FADD_float, )
GROUP_CORE(fadd_double, double, FADD_double, )
GROUP_CORE(fmul__Float16, _Float16, FMUL__Float16, )
GROUP_CORE(fmul_float, float, FMUL_float, )
GROUP_CORE(fmul_double, double, FMUL_double, )

#define SPIRV_BODY "arithmetic.inc"
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY "arithmetic.inc"
#include <spirv/gentype/floatn.inc>
