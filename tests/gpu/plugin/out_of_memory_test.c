/* Allocations past the device's memory fail with an out-of-resources PI
 * error and a message naming CUDA's out-of-memory error, and the plugin keeps
 * working: after one allocation twice the device's size, and after device
 * memory is used up 1 GiB at a time and given back, a kernel still runs and
 * gives the right result.
 * usage: plugin_out_of_memory KERNELS.fatbin */
#include <stdlib.h>
#include <string.h>

#include "add_one_kernel.h"

enum { N = 1024, MAX_CHUNKS = 1024 };
static const size_t chunk = (size_t)1 << 30;

static const char *last_error(void) {
  char *message = NULL;
  piPluginGetLastError(&message);
  return message ? message : "";
}

static bool names_out_of_memory(void) {
  if (strstr(last_error(), "CUDA_ERROR_OUT_OF_MEMORY") == NULL) {
    printf("  message does not name CUDA_ERROR_OUT_OF_MEMORY: %s\n", last_error());
    return false;
  }
  return true;
}

static size_t device_memory(struct gpu *g) {
  pi_uint64 total = 0;
  piDeviceGetInfo(g->device, PI_DEVICE_INFO_GLOBAL_MEM_SIZE, sizeof total, &total, NULL);
  return (size_t)total;
}

/* A buffer and a USM allocation, add_one on each, read back. */
static bool still_works(struct gpu *g) {
  static int host[N];
  memset(host, 0, sizeof host);
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof host, host, &m, NULL));
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(k != NULL);
  size_t global = N;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
  OK(piEnqueueMemBufferRead(g->queue, m, PI_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    if (host[i] != 1) {
      printf("  after the failed allocations: buffer element %d is %d, expected 1\n", i, host[i]);
      return false;
    }
  int *usm = NULL;
  OK(piextUSMDeviceAlloc((void **)&usm, g->context, g->device, NULL, sizeof host, 0));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, usm, host, sizeof host, 0, NULL, NULL));
  pi_kernel on_usm = make_kernel(test_program, "add_one");
  EXPECT(on_usm != NULL);
  uint64_t n = N;
  OK(piextKernelSetArgPointer(on_usm, 0, sizeof usm, &usm));
  OK(piKernelSetArg(on_usm, 1, sizeof n, &n));
  OK(piEnqueueKernelLaunch(g->queue, on_usm, 1, NULL, &global, NULL, 0, NULL, NULL));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, host, usm, sizeof host, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    if (host[i] != 2) {
      printf("  after the failed allocations: USM element %d is %d, expected 2\n", i, host[i]);
      return false;
    }
  OK(piextUSMFree(g->context, usm));
  OK(piKernelRelease(on_usm));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  return true;
}

static bool twice_device_memory(struct gpu *g) {
  size_t too_big = 2 * device_memory(g);
  printf("  device memory %zu MiB; asking for %zu MiB\n", too_big / 2 >> 20, too_big >> 20);
  EXPECT(too_big > 0);
  pi_mem m = NULL;
  EXPECT_PI(PI_ERROR_MEM_OBJECT_ALLOCATION_FAILURE,
            piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, too_big, NULL, &m, NULL));
  EXPECT(names_out_of_memory());
  EXPECT(m == NULL);
  void *usm = NULL;
  EXPECT_PI(PI_ERROR_OUT_OF_RESOURCES,
            piextUSMDeviceAlloc(&usm, g->context, g->device, NULL, too_big, 0));
  EXPECT(names_out_of_memory());
  EXPECT(usm == NULL);
  return still_works(g);
}

static bool used_up_then_given_back(struct gpu *g) {
  void **chunks = calloc(MAX_CHUNKS, sizeof *chunks);
  EXPECT(chunks != NULL);
  size_t count = 0;
  pi_result last = PI_SUCCESS;
  while (count < MAX_CHUNKS &&
         (last = piextUSMDeviceAlloc(&chunks[count], g->context, g->device, NULL, chunk, 0)) ==
             PI_SUCCESS)
    ++count;
  printf("  %zu GiB allocated before the first failure\n", count);
  bool ok = true;
  if (last != PI_ERROR_OUT_OF_RESOURCES) {
    printf("  the failing allocation returned %d, expected PI_ERROR_OUT_OF_RESOURCES (%d)\n",
           (int)last, (int)PI_ERROR_OUT_OF_RESOURCES);
    ok = false;
  }
  ok = ok && names_out_of_memory();
  /* A buffer cannot be had either while the memory is gone. */
  pi_mem m = NULL;
  pi_result buffer = piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, chunk, NULL, &m, NULL);
  if (buffer != PI_ERROR_MEM_OBJECT_ALLOCATION_FAILURE) {
    printf("  a 1 GiB buffer with the memory used up returned %d, expected %d\n", (int)buffer,
           (int)PI_ERROR_MEM_OBJECT_ALLOCATION_FAILURE);
    ok = false;
    if (buffer == PI_SUCCESS)
      piMemRelease(m);
  }
  for (size_t i = 0; i < count; ++i)
    if (piextUSMFree(g->context, chunks[i]) != PI_SUCCESS) {
      printf("  freeing chunk %zu failed: %s\n", i, last_error());
      ok = false;
    }
  free(chunks);
  EXPECT(ok && count > 0);
  return still_works(g);
}

int main(int argc, char **argv) {
  const struct named_case cases[] = {
      {"twice the device's memory: an out-of-resources error, then it still works",
       twice_device_memory},
      {"device memory used up 1 GiB at a time, then given back: it still works",
       used_up_then_given_back},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
