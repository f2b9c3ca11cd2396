/* Global ids and sizes composed from the per-work-group builtins, for any
 * target whose hardware reports only work-group-relative ids. */
#include <spirv/spirv.h>

#define SPIRV_GLOBAL(dim)                                                      \
  size_t _CLC_DEF __spirv_GlobalInvocationId_##dim(void) {                     \
    return __spirv_WorkgroupId_##dim() * __spirv_WorkgroupSize_##dim() +       \
           __spirv_LocalInvocationId_##dim() + __spirv_GlobalOffset_##dim();   \
  }                                                                            \
  size_t _CLC_DEF __spirv_GlobalSize_##dim(void) {                             \
    return __spirv_NumWorkgroups_##dim() * __spirv_WorkgroupSize_##dim();      \
  }                                                                            \
  /* SYCL launches uniform work-groups, so the enqueued size is the size. */   \
  size_t _CLC_DEF __spirv_EnqueuedWorkgroupSize_##dim(void) {                  \
    return __spirv_WorkgroupSize_##dim();                                      \
  }

SPIRV_GLOBAL(x)
SPIRV_GLOBAL(y)
SPIRV_GLOBAL(z)
