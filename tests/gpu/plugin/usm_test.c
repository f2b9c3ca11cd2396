/* USM: device, host and shared allocations, memcpy, memset, 2D copies,
 * prefetch, advise and allocation info.  usage: plugin_usm */
#include <stdlib.h>
#include <string.h>

#include "gpu_test.h"

enum { N = 1 << 20 };

static bool allocations_and_info(struct gpu *g) {
  void *dev = NULL, *host = NULL, *shared = NULL;
  OK(piextUSMDeviceAlloc(&dev, g->context, g->device, NULL, N, 0));
  OK(piextUSMHostAlloc(&host, g->context, NULL, N, 64));
  OK(piextUSMSharedAlloc(&shared, g->context, g->device, NULL, N, 256));
  EXPECT((uintptr_t)host % 64 == 0 && (uintptr_t)shared % 256 == 0);
  struct {
    void *ptr;
    pi_usm_type type;
  } expect[] = {{dev, PI_MEM_TYPE_DEVICE}, {host, PI_MEM_TYPE_HOST}, {shared, PI_MEM_TYPE_SHARED}};
  for (int i = 0; i < 3; ++i) {
    pi_usm_type type;
    void *base = NULL;
    size_t size = 0;
    OK(piextUSMGetMemAllocInfo(g->context, (char *)expect[i].ptr + 100, PI_MEM_ALLOC_TYPE,
                               sizeof type, &type, NULL));
    EXPECT(type == expect[i].type);
    OK(piextUSMGetMemAllocInfo(g->context, (char *)expect[i].ptr + 100, PI_MEM_ALLOC_BASE_PTR,
                               sizeof base, &base, NULL));
    EXPECT(base == expect[i].ptr);
    OK(piextUSMGetMemAllocInfo(g->context, expect[i].ptr, PI_MEM_ALLOC_SIZE, sizeof size, &size,
                               NULL));
    EXPECT(size >= N);
  }
  pi_device owner = NULL;
  OK(piextUSMGetMemAllocInfo(g->context, dev, PI_MEM_ALLOC_DEVICE, sizeof owner, &owner, NULL));
  EXPECT(owner == g->device);
  int stack_value;
  pi_usm_type unknown;
  OK(piextUSMGetMemAllocInfo(g->context, &stack_value, PI_MEM_ALLOC_TYPE, sizeof unknown,
                             &unknown, NULL));
  EXPECT(unknown == PI_MEM_TYPE_UNKNOWN);
  EXPECT_PI(PI_ERROR_INVALID_VALUE,
            piextUSMDeviceAlloc(&dev, g->context, g->device, NULL, N, 3));
  OK(piextUSMFree(g->context, dev));
  OK(piextUSMFree(g->context, host));
  OK(piextUSMFree(g->context, shared));
  return true;
}

static bool memcpy_and_memset(struct gpu *g) {
  unsigned char *dev = NULL, *host = NULL, *shared = NULL;
  unsigned char *plain = malloc(N);
  OK(piextUSMDeviceAlloc((void **)&dev, g->context, g->device, NULL, N, 0));
  OK(piextUSMHostAlloc((void **)&host, g->context, NULL, N, 0));
  OK(piextUSMSharedAlloc((void **)&shared, g->context, g->device, NULL, N, 0));
  for (int i = 0; i < N; ++i)
    host[i] = (unsigned char)(i * 13);
  pi_event copied;
  OK(piextUSMEnqueueMemcpy(g->queue, PI_FALSE, dev, host, N, 0, NULL, &copied));
  OK(piextUSMEnqueueMemset(g->queue, dev + 1000, 0x5A, 24, 1, &copied, NULL));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_FALSE, shared, dev, N, 0, NULL, NULL));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, plain, shared, N, 0, NULL, NULL));
  for (int i = 0; i < N; ++i) {
    unsigned char expected = i >= 1000 && i < 1024 ? 0x5A : (unsigned char)(i * 13);
    EXPECT(plain[i] == expected && shared[i] == expected);
  }
  OK(piEventRelease(copied));
  OK(piextUSMFree(g->context, dev));
  OK(piextUSMFree(g->context, host));
  OK(piextUSMFree(g->context, shared));
  free(plain);
  return true;
}

static bool two_dimensional(struct gpu *g) {
  enum { W = 100, H = 50, PITCH = 128 };
  unsigned char *dev = NULL, src[PITCH * H], dst[W * H];
  OK(piextUSMDeviceAlloc((void **)&dev, g->context, g->device, NULL, PITCH * H, 0));
  for (int i = 0; i < PITCH * H; ++i)
    src[i] = (unsigned char)i;
  OK(piextUSMEnqueueMemset2D(g->queue, dev, PITCH, 0, PITCH, H, 0, NULL, NULL));
  OK(piextUSMEnqueueMemcpy2D(g->queue, PI_FALSE, dev, PITCH, src, PITCH, W, H, 0, NULL, NULL));
  OK(piextUSMEnqueueMemset2D(g->queue, dev, PITCH, 0x77, 4, H, 0, NULL, NULL));
  OK(piextUSMEnqueueMemcpy2D(g->queue, PI_TRUE, dst, W, dev, PITCH, W, H, 0, NULL, NULL));
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x)
      EXPECT(dst[y * W + x] == (x < 4 ? 0x77 : src[y * PITCH + x]));
  pi_bool fill2d = PI_TRUE;
  OK(piContextGetInfo(g->context, PI_EXT_ONEAPI_CONTEXT_INFO_USM_FILL2D_SUPPORT, sizeof fill2d,
                      &fill2d, NULL));
  EXPECT(fill2d == PI_FALSE);
  EXPECT_PI(PI_ERROR_UNSUPPORTED_FEATURE,
            piextUSMEnqueueFill2D(g->queue, dev, PITCH, 1, src, W, H, 0, NULL, NULL));
  size_t pitch = 0;
  void *pitched = NULL;
  OK(piextUSMPitchedAlloc(&pitched, &pitch, g->context, g->device, NULL, 1000, 10, 4));
  EXPECT(pitch >= 1000);
  OK(piextUSMFree(g->context, pitched));
  OK(piextUSMFree(g->context, dev));
  return true;
}

static bool prefetch_and_advise(struct gpu *g) {
  int *shared = NULL, *dev = NULL;
  OK(piextUSMSharedAlloc((void **)&shared, g->context, g->device, NULL, N * sizeof(int), 0));
  OK(piextUSMDeviceAlloc((void **)&dev, g->context, g->device, NULL, N * sizeof(int), 0));
  for (int i = 0; i < N; ++i)
    shared[i] = i;
  pi_event ev;
  OK(piextUSMEnqueueMemAdvise(g->queue, shared, N * sizeof(int),
                              PI_MEM_ADVICE_CUDA_SET_READ_MOSTLY, NULL));
  OK(piextUSMEnqueueMemAdvise(g->queue, shared, N * sizeof(int),
                              PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION |
                                  PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY_HOST,
                              NULL));
  OK(piextUSMEnqueuePrefetch(g->queue, shared, N * sizeof(int), 0, 0, NULL, &ev));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, dev, shared, N * sizeof(int), 1, &ev, NULL));
  OK(piextUSMEnqueueMemAdvise(g->queue, shared, N * sizeof(int), PI_MEM_ADVICE_RESET, NULL));
  /* Device memory takes the hints as no-ops. */
  OK(piextUSMEnqueuePrefetch(g->queue, dev, 4096, 0, 0, NULL, NULL));
  OK(piextUSMEnqueueMemAdvise(g->queue, dev, 4096, PI_MEM_ADVICE_CUDA_SET_READ_MOSTLY, NULL));
  EXPECT_PI(PI_ERROR_INVALID_VALUE, piextUSMEnqueueMemAdvise(g->queue, shared, 64,
                                                             PI_MEM_ADVICE_UNKNOWN, NULL));
  OK(piQueueFinish(g->queue));
  int check[16];
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, check, dev + N - 16, sizeof check, 0, NULL, NULL));
  for (int i = 0; i < 16; ++i)
    EXPECT(check[i] == N - 16 + i);
  OK(piEventRelease(ev));
  OK(piextUSMFree(g->context, shared));
  OK(piextUSMFree(g->context, dev));
  return true;
}

int main(void) {
  struct gpu g;
  gpu_open(&g);
  const struct named_case cases[] = {
      {"device, host and shared allocations and their info", allocations_and_info},
      {"memcpy and memset across allocation kinds", memcpy_and_memset},
      {"2D memset and memcpy; no 2D fill", two_dimensional},
      {"prefetch and advise", prefetch_and_advise},
  };
  int rc = run_cases(&g, cases, sizeof cases / sizeof *cases);
  gpu_close(&g);
  return rc;
}
