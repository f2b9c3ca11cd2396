/* Kernels: value, pointer and memory-object arguments, local-memory
 * arguments, group info, global offsets and launch shapes.
 * usage: plugin_kernel KERNELS.fatbin */
#include <stdlib.h>
#include <string.h>

#include "gpu_test.h"


static pi_mem new_buffer(struct gpu *g, size_t size) {
  pi_mem m = NULL;
  if (piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, size, NULL, &m, NULL) != PI_SUCCESS)
    printf("  piMemBufferCreate(%zu) failed\n", size);
  return m;
}

static bool scalar_arguments(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "scalars");
  EXPECT(k != NULL);
  pi_mem out = new_buffer(g, sizeof(int64_t));
  int a = 7;
  int64_t b = 1ll << 40;
  float c = 3.0f;
  char d = 2;
  OK(piextKernelSetArgMemObj(k, 0, NULL, &out));
  OK(piKernelSetArg(k, 1, sizeof a, &a));
  OK(piKernelSetArg(k, 2, sizeof b, &b));
  OK(piKernelSetArg(k, 3, sizeof c, &c));
  OK(piKernelSetArg(k, 4, sizeof d, &d));
  size_t one = 1;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &one, &one, 0, NULL, NULL));
  int64_t result = 0;
  OK(piEnqueueMemBufferRead(g->queue, out, PI_TRUE, 0, sizeof result, &result, 0, NULL, NULL));
  EXPECT(result == 7 + (1ll << 40) + 3 + 2);
  pi_uint32 nargs = 0;
  OK(piKernelGetInfo(k, PI_KERNEL_INFO_NUM_ARGS, sizeof nargs, &nargs, NULL));
  EXPECT(nargs == 5);
  OK(piMemRelease(out));
  OK(piKernelRelease(k));
  return true;
}

static bool usm_pointer_argument(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "add_one");
  EXPECT(k != NULL);
  enum { N = 1000 };
  int *data = NULL;
  OK(piextUSMSharedAlloc((void **)&data, g->context, g->device, NULL, N * sizeof *data, 0));
  for (int i = 0; i < N; ++i)
    data[i] = i;
  uint64_t n = N;
  OK(piextKernelSetArgPointer(k, 0, sizeof data, &data));
  OK(piKernelSetArg(k, 1, sizeof n, &n));
  size_t global = 1024; /* rounded up: the kernel checks n */
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
  OK(piQueueFinish(g->queue));
  for (int i = 0; i < N; ++i)
    EXPECT(data[i] == i + 1);
  OK(piextUSMFree(g->context, data));
  OK(piKernelRelease(k));
  return true;
}

static bool missing_and_bad_arguments(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "add_one");
  EXPECT(k != NULL);
  size_t global = 64;
  uint64_t n = 64;
  OK(piKernelSetArg(k, 1, sizeof n, &n));
  EXPECT_PI(PI_ERROR_INVALID_KERNEL_ARGS,
            piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
  EXPECT_PI(PI_ERROR_INVALID_ARG_INDEX, piKernelSetArg(k, 7, sizeof n, &n));
  EXPECT_PI(PI_ERROR_INVALID_ARG_SIZE, piKernelSetArg(k, 1, 0, &n));
  size_t local = 48; /* 64 is not a multiple of 48 */
  pi_mem m = new_buffer(g, 64 * sizeof(int));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &m));
  EXPECT_PI(PI_ERROR_INVALID_WORK_GROUP_SIZE,
            piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
  EXPECT_PI(PI_ERROR_INVALID_WORK_DIMENSION,
            piEnqueueKernelLaunch(g->queue, k, 4, NULL, &global, NULL, 0, NULL, NULL));
  OK(piMemRelease(m));
  OK(piKernelRelease(k));
  return true;
}

/* Runs local_pair with `groups` groups of `local` items; each group's sum
 * is sum(l * 1000 + (l & 0x7f)). */
static bool local_pair(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "local_pair");
  EXPECT(k != NULL);
  enum { GROUPS = 8, LOCAL = 200 };
  pi_mem out = new_buffer(g, GROUPS * sizeof(int));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &out));
  /* 200 ints then 200 chars: the char slice starts at 800. */
  OK(piKernelSetArg(k, 1, LOCAL * sizeof(int), NULL));
  OK(piKernelSetArg(k, 2, LOCAL, NULL));
  size_t global = GROUPS * LOCAL, local = LOCAL;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
  int sums[GROUPS];
  OK(piEnqueueMemBufferRead(g->queue, out, PI_TRUE, 0, sizeof sums, sums, 0, NULL, NULL));
  int expected = 0;
  for (int l = 0; l < LOCAL; ++l)
    expected += l * 1000 + (l & 0x7f);
  for (int i = 0; i < GROUPS; ++i)
    EXPECT(sums[i] == expected);
  pi_uint64 local_mem = 0;
  OK(piKernelGetGroupInfo(k, g->device, PI_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE, sizeof local_mem,
                          &local_mem, NULL));
  EXPECT(local_mem >= LOCAL * sizeof(int) + LOCAL);
  OK(piMemRelease(out));
  OK(piKernelRelease(k));
  return true;
}

static bool run_local_big(struct gpu *g, pi_kernel k, uint32_t count, pi_result expected) {
  pi_mem out = new_buffer(g, 4 * sizeof(int));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &out));
  OK(piKernelSetArg(k, 1, count * sizeof(int), NULL));
  OK(piKernelSetArg(k, 2, sizeof count, &count));
  size_t global = 4 * 256, local = 256;
  EXPECT_PI(expected, piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, &local, 0, NULL,
                                            NULL));
  if (expected == PI_SUCCESS) {
    int sums[4];
    OK(piEnqueueMemBufferRead(g->queue, out, PI_TRUE, 0, sizeof sums, sums, 0, NULL, NULL));
    int expected_sum = (int)((int64_t)count * (count - 1) / 2);
    for (int i = 0; i < 4; ++i)
      EXPECT(sums[i] == expected_sum);
  }
  OK(piMemRelease(out));
  return true;
}

/* 256 items read small[l + 1] past a local argument of 9 ints: without the
 * plugin's local-memory floor this faults (a shared read past the block's
 * allocation) and the context is lost. */
static bool local_read_past(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "local_read_past");
  EXPECT(k != NULL);
  enum { COUNT = 8, LOCAL = 256 };
  uint32_t count = COUNT;
  pi_mem out = new_buffer(g, COUNT * sizeof(int));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &out));
  OK(piKernelSetArg(k, 1, (COUNT + 1) * sizeof(int), NULL));
  OK(piKernelSetArg(k, 2, sizeof count, &count));
  size_t global = LOCAL, local = LOCAL;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
  int next[COUNT];
  OK(piEnqueueMemBufferRead(g->queue, out, PI_TRUE, 0, sizeof next, next, 0, NULL, NULL));
  for (int l = 0; l < COUNT; ++l)
    EXPECT(next[l] == l + 1);
  OK(piMemRelease(out));
  OK(piKernelRelease(k));
  return true;
}

static bool local_memory_limits(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "local_big");
  EXPECT(k != NULL);
  pi_uint64 limit = 0;
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_LOCAL_MEM_SIZE, sizeof limit, &limit, NULL));
  EXPECT(run_local_big(g, k, 1000, PI_SUCCESS));
  /* 64 KB: past the 48 KB CUDA gives without the kernel's opt-in. */
  if (limit >= 64 * 1024)
    EXPECT(run_local_big(g, k, 16 * 1024, PI_SUCCESS));
  EXPECT(run_local_big(g, k, (uint32_t)(limit / sizeof(int)) + 1024,
                       PI_ERROR_OUT_OF_RESOURCES));
  char *why = NULL;
  piPluginGetLastError(&why);
  printf("  beyond the limit: %s\n", why);
  EXPECT(strstr(why, "local memory") != NULL);
  OK(piKernelRelease(k));
  return true;
}

static bool global_offset(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "record_global_id");
  EXPECT(k != NULL);
  enum { N = 512 };
  pi_mem out = new_buffer(g, N * sizeof(uint32_t));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &out));
  size_t global = N, local = 64, offsets[2][1] = {{0}, {1000}};
  for (int t = 0; t < 2; ++t) {
    OK(piEnqueueKernelLaunch(g->queue, k, 1, offsets[t], &global, &local, 0, NULL, NULL));
    uint32_t ids[N];
    OK(piEnqueueMemBufferRead(g->queue, out, PI_TRUE, 0, sizeof ids, ids, 0, NULL, NULL));
    for (uint32_t i = 0; i < N; ++i)
      EXPECT(ids[i] == i + offsets[t][0]);
  }
  OK(piMemRelease(out));
  OK(piKernelRelease(k));
  return true;
}

static bool two_dimensions(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "record_2d");
  EXPECT(k != NULL);
  enum { W = 48, H = 20 };
  pi_mem out = new_buffer(g, W * H * sizeof(uint32_t));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &out));
  size_t global[2] = {W, H}, local[2] = {16, 4};
  OK(piEnqueueKernelLaunch(g->queue, k, 2, NULL, global, local, 0, NULL, NULL));
  uint32_t values[W * H];
  OK(piEnqueueMemBufferRead(g->queue, out, PI_TRUE, 0, sizeof values, values, 0, NULL, NULL));
  for (uint32_t y = 0; y < H; ++y)
    for (uint32_t x = 0; x < W; ++x)
      EXPECT(values[y * W + x] == y * 1000 + x);
  OK(piMemRelease(out));
  OK(piKernelRelease(k));
  return true;
}

static bool group_info(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "vector_add");
  EXPECT(k != NULL);
  size_t wg = 0, multiple = 0, compile[3] = {1, 1, 1};
  OK(piKernelGetGroupInfo(k, g->device, PI_KERNEL_GROUP_INFO_WORK_GROUP_SIZE, sizeof wg, &wg,
                          NULL));
  EXPECT(wg >= 256 && wg <= 1024);
  OK(piKernelGetGroupInfo(k, g->device, PI_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                          sizeof multiple, &multiple, NULL));
  EXPECT(multiple == 32);
  OK(piKernelGetGroupInfo(k, g->device, PI_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE,
                          sizeof compile, compile, NULL));
  EXPECT(compile[0] == 0);
  pi_uint64 private_mem = 1;
  OK(piKernelGetGroupInfo(k, g->device, PI_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE,
                          sizeof private_mem, &private_mem, NULL));
  pi_uint32 sg = 0;
  OK(piKernelGetSubGroupInfo(k, g->device, PI_KERNEL_MAX_SUB_GROUP_SIZE, 0, NULL, sizeof sg,
                             &sg, NULL));
  EXPECT(sg == 32);
  char name[64];
  OK(piKernelGetInfo(k, PI_KERNEL_INFO_FUNCTION_NAME, sizeof name, name, NULL));
  EXPECT(strcmp(name, "vector_add") == 0);
  pi_uint32 groups = 0;
  OK(piextKernelSuggestMaxCooperativeGroupCount(k, 256, 0, &groups));
  EXPECT(groups > 0);
  OK(piKernelRelease(k));
  return true;
}

int main(int argc, char **argv) {
  const struct named_case cases[] = {
      {"scalar arguments of four sizes", scalar_arguments},
      {"USM pointer argument and guessed local size", usm_pointer_argument},
      {"missing and invalid arguments", missing_and_bad_arguments},
      {"two local-memory arguments", local_pair},
      {"a read past a small local argument", local_read_past},
      {"local memory past 48 KB and past the device limit", local_memory_limits},
      {"global offset through the _with_offset twin", global_offset},
      {"two-dimensional launch", two_dimensions},
      {"kernel and group info", group_info},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
