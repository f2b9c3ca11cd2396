/* Kernels for workitem_test.c: every work-item records what each work-item
 * builtin answers, in the 2025 headers' form __spirv_BuiltIn<Name>(dim) with
 * the dimension known at run time and at compile time, and in the _x/_y/_z
 * form, in the field order of workitem_test.c. */
#define FIELDS_PER_DIMENSION 8
#define RECORD (3 * 3 * FIELDS_PER_DIMENSION + FIELDS_PER_DIMENSION + 8)

#define BY_DIMENSION(out, dim)                                                 \
  out[0] = __spirv_BuiltInGlobalInvocationId(dim);                             \
  out[1] = __spirv_BuiltInGlobalSize(dim);                                     \
  out[2] = __spirv_BuiltInGlobalOffset(dim);                                   \
  out[3] = __spirv_BuiltInLocalInvocationId(dim);                              \
  out[4] = __spirv_BuiltInWorkgroupSize(dim);                                  \
  out[5] = __spirv_BuiltInEnqueuedWorkgroupSize(dim);                          \
  out[6] = __spirv_BuiltInWorkgroupId(dim);                                    \
  out[7] = __spirv_BuiltInNumWorkgroups(dim)

#define BY_SUFFIX(out, d)                                                      \
  out[0] = __spirv_GlobalInvocationId_##d();                                   \
  out[1] = __spirv_GlobalSize_##d();                                           \
  out[2] = __spirv_GlobalOffset_##d();                                         \
  out[3] = __spirv_LocalInvocationId_##d();                                    \
  out[4] = __spirv_WorkgroupSize_##d();                                        \
  out[5] = __spirv_EnqueuedWorkgroupSize_##d();                                \
  out[6] = __spirv_WorkgroupId_##d();                                          \
  out[7] = __spirv_NumWorkgroups_##d()

/* dims holds 0, 1, 2, 3: dimensions the compiler cannot see. */
kernel void work_item_builtins(global ulong *records, global const int *dims) {
  size_t x = __spirv_GlobalInvocationId_x() - __spirv_GlobalOffset_x();
  size_t y = __spirv_GlobalInvocationId_y() - __spirv_GlobalOffset_y();
  size_t z = __spirv_GlobalInvocationId_z() - __spirv_GlobalOffset_z();
  size_t index = (z * __spirv_GlobalSize_y() + y) * __spirv_GlobalSize_x() + x;
  global ulong *out = records + index * RECORD;
  for (int d = 0; d < 3; d++) {
    BY_DIMENSION((out + d * FIELDS_PER_DIMENSION), dims[d]);
  }
  out += 3 * FIELDS_PER_DIMENSION;
  BY_DIMENSION(out, 0);
  BY_DIMENSION((out + FIELDS_PER_DIMENSION), 1);
  BY_DIMENSION((out + 2 * FIELDS_PER_DIMENSION), 2);
  out += 3 * FIELDS_PER_DIMENSION;
  BY_SUFFIX(out, x);
  BY_SUFFIX((out + FIELDS_PER_DIMENSION), y);
  BY_SUFFIX((out + 2 * FIELDS_PER_DIMENSION), z);
  out += 3 * FIELDS_PER_DIMENSION;
  BY_DIMENSION(out, dims[3]);
  out += FIELDS_PER_DIMENSION;
  out[0] = __spirv_BuiltInGlobalLinearId();
  out[1] = __spirv_BuiltInLocalInvocationIndex();
  out[2] = __spirv_BuiltInSubgroupSize();
  out[3] = __spirv_BuiltInSubgroupMaxSize();
  out[4] = __spirv_BuiltInNumSubgroups();
  out[5] = __spirv_BuiltInNumEnqueuedSubgroups();
  out[6] = __spirv_BuiltInSubgroupId();
  out[7] = __spirv_BuiltInSubgroupLocalInvocationId();
}
