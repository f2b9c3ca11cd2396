/* Sub-group shuffles (SPV_INTEL_subgroups): a value from another work-item
 * of the sub-group. SYCL headers declare them as templates,
 * __spirv_SubgroupShuffleINTEL<T>(T, uint32_t); libspirv defines those names
 * and, for OpenCL C, the overloads below. */
#ifndef SPIRV_SUBGROUP_H
#define SPIRV_SUBGROUP_H

#define SPIRV_DECLARE_SHUFFLES(T)                                              \
  T _CLC_DECL __spirv_SubgroupShuffleINTEL(T data, uint invocation);           \
  T _CLC_DECL __spirv_SubgroupShuffleXorINTEL(T data, uint lane_mask);         \
  T _CLC_DECL __spirv_SubgroupShuffleDownINTEL(T current, T next, uint delta); \
  T _CLC_DECL __spirv_SubgroupShuffleUpINTEL(T previous, T current, uint delta);

SPIRV_DECLARE_SHUFFLES(char)
SPIRV_DECLARE_SHUFFLES(uchar)
SPIRV_DECLARE_SHUFFLES(short)
SPIRV_DECLARE_SHUFFLES(ushort)
SPIRV_DECLARE_SHUFFLES(int)
SPIRV_DECLARE_SHUFFLES(uint)
SPIRV_DECLARE_SHUFFLES(long)
SPIRV_DECLARE_SHUFFLES(ulong)
SPIRV_DECLARE_SHUFFLES(_Float16)
SPIRV_DECLARE_SHUFFLES(float)
SPIRV_DECLARE_SHUFFLES(double)

#undef SPIRV_DECLARE_SHUFFLES

#endif
