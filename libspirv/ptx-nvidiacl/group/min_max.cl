/* Minimum and maximum: GroupSMin, GroupUMin, GroupFMin, GroupSMax,
 * GroupUMax, GroupFMax over a work-group or sub-group, and their
 * GroupNonUniform forms over the active lanes. Float ones follow fmin and
 * fmax: a NaN loses to any number. */
#include "collectives.h"

GROUP_CORE(smin_int, int, LESSER, REDUX(min, int))
GROUP_CORE(smin_long, long, LESSER, )
GROUP_CORE(umin_uint, uint, LESSER, REDUX(umin, uint))
GROUP_CORE(umin_ulong, ulong, LESSER, )
GROUP_CORE(smax_int, int, GREATER, REDUX(max, int))
GROUP_CORE(smax_long, long, GREATER, )
GROUP_CORE(umax_uint, uint, GREATER, REDUX(umax, uint))
GROUP_CORE(umax_ulong, ulong, GREATER, )
GROUP_CORE(fmin__Float16, _Float16, FMIN__Float16, )
GROUP_CORE(fmin_float, float, FMIN_float, )
GROUP_CORE(fmin_double, double, FMIN_double, )
GROUP_CORE(fmax__Float16, _Float16, FMAX__Float16, )
GROUP_CORE(fmax_float, float, FMAX_float, )
GROUP_CORE(fmax_double, double, FMAX_double, )

#define SPIRV_BODY "min_max.inc"
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY "min_max.inc"
#include <spirv/gentype/floatn.inc>
