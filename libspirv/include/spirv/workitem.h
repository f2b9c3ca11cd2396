/* Work-item builtins (SPIR-V BuiltIn variables as functions, one per
 * dimension). All ids and sizes are size_t, as SYCL's id and range use. */
#ifndef SPIRV_WORKITEM_H
#define SPIRV_WORKITEM_H

#define SPIRV_DECLARE_XYZ(name)                                                \
  size_t _CLC_DECL __spirv_##name##_x(void);                                   \
  size_t _CLC_DECL __spirv_##name##_y(void);                                   \
  size_t _CLC_DECL __spirv_##name##_z(void);

SPIRV_DECLARE_XYZ(GlobalInvocationId)
SPIRV_DECLARE_XYZ(GlobalSize)
SPIRV_DECLARE_XYZ(GlobalOffset)
SPIRV_DECLARE_XYZ(LocalInvocationId)
SPIRV_DECLARE_XYZ(WorkgroupSize)
SPIRV_DECLARE_XYZ(EnqueuedWorkgroupSize)
SPIRV_DECLARE_XYZ(WorkgroupId)
SPIRV_DECLARE_XYZ(NumWorkgroups)

#undef SPIRV_DECLARE_XYZ

uint _CLC_DECL __spirv_SubgroupSize(void);
uint _CLC_DECL __spirv_SubgroupMaxSize(void);
uint _CLC_DECL __spirv_NumSubgroups(void);
uint _CLC_DECL __spirv_NumEnqueuedSubgroups(void);
uint _CLC_DECL __spirv_SubgroupId(void);
uint _CLC_DECL __spirv_SubgroupLocalInvocationId(void);

/* The 2025 SYCL headers' form: one function per builtin, the dimension
 * (0, 1, 2) as argument. */
size_t _CLC_DECL __spirv_BuiltInGlobalInvocationId(int dim);
size_t _CLC_DECL __spirv_BuiltInGlobalSize(int dim);
size_t _CLC_DECL __spirv_BuiltInGlobalOffset(int dim);
size_t _CLC_DECL __spirv_BuiltInLocalInvocationId(int dim);
size_t _CLC_DECL __spirv_BuiltInWorkgroupSize(int dim);
size_t _CLC_DECL __spirv_BuiltInEnqueuedWorkgroupSize(int dim);
size_t _CLC_DECL __spirv_BuiltInWorkgroupId(int dim);
size_t _CLC_DECL __spirv_BuiltInNumWorkgroups(int dim);
size_t _CLC_DECL __spirv_BuiltInGlobalLinearId(void);
size_t _CLC_DECL __spirv_BuiltInLocalInvocationIndex(void);
uint _CLC_DECL __spirv_BuiltInSubgroupSize(void);
uint _CLC_DECL __spirv_BuiltInSubgroupMaxSize(void);
uint _CLC_DECL __spirv_BuiltInNumSubgroups(void);
uint _CLC_DECL __spirv_BuiltInNumEnqueuedSubgroups(void);
uint _CLC_DECL __spirv_BuiltInSubgroupId(void);
uint _CLC_DECL __spirv_BuiltInSubgroupLocalInvocationId(void);

#endif
