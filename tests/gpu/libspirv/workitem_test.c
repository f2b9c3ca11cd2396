/* The 2025 headers' work-item functions on the GPU, __spirv_BuiltIn<Name>(dim)
 * with the dimension known at run time and at compile time, against the
 * launch geometry and against the _x/_y/_z functions, on a 3-D launch of
 * work-groups of 36 (a full warp and a short one), with and without a
 * global offset (the plain kernel and its _with_offset twin). Dimension 3
 * gives ids and offsets 0 and sizes 1. usage: gpu_workitem_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

#define FIELDS_PER_DIMENSION 8
#define RECORD (3 * 3 * FIELDS_PER_DIMENSION + FIELDS_PER_DIMENSION + 8)
#define WARP 32
#define MAX_REPORTED 10

static const size_t global[3] = {8, 6, 9}, local[3] = {4, 3, 3};

static const char *dimension_fields[FIELDS_PER_DIMENSION] = {
    "GlobalInvocationId", "GlobalSize", "GlobalOffset", "LocalInvocationId",
    "WorkgroupSize", "EnqueuedWorkgroupSize", "WorkgroupId", "NumWorkgroups"};
static const char *other_fields[8] = {
    "BuiltInGlobalLinearId", "BuiltInLocalInvocationIndex", "BuiltInSubgroupSize",
    "BuiltInSubgroupMaxSize", "BuiltInNumSubgroups", "BuiltInNumEnqueuedSubgroups",
    "BuiltInSubgroupId", "BuiltInSubgroupLocalInvocationId"};
static const char *forms[4] = {"BuiltIn%s(dim %d, at run time)", "BuiltIn%s(%d)", "%s_%c",
                               "BuiltIn%s(%d, out of range)"};

/* What each field must hold for the work-item at (unoffset) position g. */
static void expected_record(const size_t g[3], const size_t offset[3], unsigned long long *want) {
  unsigned long long per_dimension[3][FIELDS_PER_DIMENSION];
  for (int d = 0; d < 3; d++) {
    unsigned long long values[FIELDS_PER_DIMENSION] = {
        g[d] + offset[d], global[d], offset[d],          g[d] % local[d],
        local[d],         local[d],  g[d] / local[d], global[d] / local[d]};
    for (int f = 0; f < FIELDS_PER_DIMENSION; f++)
      per_dimension[d][f] = values[f];
  }
  for (int form = 0; form < 3; form++)
    for (int d = 0; d < 3; d++)
      for (int f = 0; f < FIELDS_PER_DIMENSION; f++)
        want[(form * 3 + d) * FIELDS_PER_DIMENSION + f] = per_dimension[d][f];
  unsigned long long *outside = want + 9 * FIELDS_PER_DIMENSION;
  const unsigned long long outside_values[FIELDS_PER_DIMENSION] = {0, 1, 0, 0, 1, 1, 0, 1};
  for (int f = 0; f < FIELDS_PER_DIMENSION; f++)
    outside[f] = outside_values[f];
  unsigned long long *other = outside + FIELDS_PER_DIMENSION;
  size_t group_size = local[0] * local[1] * local[2];
  size_t local_index = ((g[2] % local[2]) * local[1] + g[1] % local[1]) * local[0] + g[0] % local[0];
  size_t warps = (group_size + WARP - 1) / WARP, warp = local_index / WARP;
  other[0] = (g[2] * global[1] + g[1]) * global[0] + g[0];
  other[1] = local_index;
  other[2] = warp + 1 < warps || group_size % WARP == 0 ? WARP : group_size % WARP;
  other[3] = WARP;
  other[4] = warps;
  other[5] = warps;
  other[6] = warp;
  other[7] = local_index % WARP;
}

static void field_name(int field, char *name, size_t size) {
  int group = field / FIELDS_PER_DIMENSION, f = field % FIELDS_PER_DIMENSION;
  if (group >= 10) {
    snprintf(name, size, "%s", other_fields[f]);
  } else if (group == 9) {
    snprintf(name, size, forms[3], dimension_fields[f], 3);
  } else if (group / 3 == 2) {
    snprintf(name, size, forms[2], dimension_fields[f], "xyz"[group % 3]);
  } else {
    snprintf(name, size, forms[group / 3], dimension_fields[f], group % 3);
  }
}

static bool run_launch(struct gpu *t, const size_t offset[3]) {
  pi_kernel kernel = make_kernel(test_program, "work_item_builtins");
  size_t items = global[0] * global[1] * global[2];
  size_t bytes = items * RECORD * sizeof(unsigned long long);
  int dims[4] = {0, 1, 2, 3};
  pi_mem records, dims_buffer;
  PI_CHECK(piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW, bytes, NULL, &records, NULL));
  PI_CHECK(piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                             sizeof dims, dims, &dims_buffer, NULL));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 0, NULL, &records));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 1, NULL, &dims_buffer));
  PI_CHECK(piEnqueueKernelLaunch(t->queue, kernel, 3, offset, global, local, 0, NULL, NULL));
  unsigned long long *host = calloc(items * RECORD, sizeof *host);
  PI_CHECK(piEnqueueMemBufferRead(t->queue, records, PI_TRUE, 0, bytes, host, 0, NULL, NULL));
  PI_CHECK(piMemRelease(records));
  PI_CHECK(piMemRelease(dims_buffer));
  int reported = 0;
  size_t g[3];
  for (g[2] = 0; g[2] < global[2]; g[2]++)
    for (g[1] = 0; g[1] < global[1]; g[1]++)
      for (g[0] = 0; g[0] < global[0]; g[0]++) {
        unsigned long long want[RECORD];
        expected_record(g, offset, want);
        const unsigned long long *got = host + ((g[2] * global[1] + g[1]) * global[0] + g[0]) * RECORD;
        for (int f = 0; f < RECORD; f++)
          if (got[f] != want[f] && reported++ < MAX_REPORTED) {
            char name[96];
            field_name(f, name, sizeof name);
            printf("  work-item (%zu,%zu,%zu): %s = %llu, expected %llu\n", g[0], g[1], g[2],
                   name, got[f], want[f]);
          }
      }
  free(host);
  PI_CHECK(piKernelRelease(kernel));
  return reported == 0;
}

static bool without_offset(struct gpu *t) {
  const size_t zero[3] = {0, 0, 0};
  return run_launch(t, zero);
}

static bool with_offset(struct gpu *t) {
  const size_t offset[3] = {1000, 7, 3};
  return run_launch(t, offset);
}

static const struct named_case cases[] = {
    {"BuiltIn*(dim) on a 3-D launch without offset (plain kernel)", without_offset},
    {"BuiltIn*(dim) on a 3-D launch with offset {1000,7,3} (_with_offset twin)", with_offset},
};

int main(int argc, char **argv) {
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
