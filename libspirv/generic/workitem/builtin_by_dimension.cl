/* The work-item functions of the 2025 SYCL headers: __spirv_BuiltIn<Name>(dim)
 * for dimension 0, 1 or 2 (x, y, z), and the argument-less ones. Outside
 * 0..2, ids and offsets are 0 and sizes 1, as OpenCL's get_global_id and
 * get_global_size answer. The global offset comes from __spirv_GlobalOffset_*,
 * so the global-offset pass finds its reads as before. */
#include <spirv/spirv.h>

#define SPIRV_BY_DIMENSION(name, outside)                                      \
  size_t _CLC_DEF __spirv_BuiltIn##name(int dim) {                             \
    switch (dim) {                                                             \
    case 0:                                                                    \
      return __spirv_##name##_x();                                             \
    case 1:                                                                    \
      return __spirv_##name##_y();                                             \
    case 2:                                                                    \
      return __spirv_##name##_z();                                             \
    default:                                                                   \
      return outside;                                                          \
    }                                                                          \
  }

SPIRV_BY_DIMENSION(GlobalInvocationId, 0)
SPIRV_BY_DIMENSION(GlobalSize, 1)
SPIRV_BY_DIMENSION(GlobalOffset, 0)
SPIRV_BY_DIMENSION(LocalInvocationId, 0)
SPIRV_BY_DIMENSION(WorkgroupSize, 1)
SPIRV_BY_DIMENSION(EnqueuedWorkgroupSize, 1)
SPIRV_BY_DIMENSION(WorkgroupId, 0)
SPIRV_BY_DIMENSION(NumWorkgroups, 1)

/* OpenCL's get_global_linear_id: the offset cancels out of (id - offset),
 * so this reads none. */
size_t _CLC_DEF __spirv_BuiltInGlobalLinearId(void) {
  size_t x = __spirv_WorkgroupId_x() * __spirv_WorkgroupSize_x() + __spirv_LocalInvocationId_x();
  size_t y = __spirv_WorkgroupId_y() * __spirv_WorkgroupSize_y() + __spirv_LocalInvocationId_y();
  size_t z = __spirv_WorkgroupId_z() * __spirv_WorkgroupSize_z() + __spirv_LocalInvocationId_z();
  return (z * __spirv_GlobalSize_y() + y) * __spirv_GlobalSize_x() + x;
}

size_t _CLC_DEF __spirv_BuiltInLocalInvocationIndex(void) {
  return (__spirv_LocalInvocationId_z() * __spirv_WorkgroupSize_y() +
          __spirv_LocalInvocationId_y()) * __spirv_WorkgroupSize_x() +
         __spirv_LocalInvocationId_x();
}

uint _CLC_DEF __spirv_BuiltInSubgroupSize(void) { return __spirv_SubgroupSize(); }
uint _CLC_DEF __spirv_BuiltInSubgroupMaxSize(void) { return __spirv_SubgroupMaxSize(); }
uint _CLC_DEF __spirv_BuiltInNumSubgroups(void) { return __spirv_NumSubgroups(); }
uint _CLC_DEF __spirv_BuiltInNumEnqueuedSubgroups(void) { return __spirv_NumEnqueuedSubgroups(); }
uint _CLC_DEF __spirv_BuiltInSubgroupId(void) { return __spirv_SubgroupId(); }
uint _CLC_DEF __spirv_BuiltInSubgroupLocalInvocationId(void) {
  return __spirv_SubgroupLocalInvocationId();
}
