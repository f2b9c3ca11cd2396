/* Buffers: host-pointer modes, sub-buffers, copies (also rectangular),
 * fills, map and unmap.  usage: plugin_memory KERNELS.fatbin */
#include <stdlib.h>
#include <string.h>

#include "add_one_kernel.h"

enum { N = 1 << 16 };

/* add_one over the first n ints of `m`. */
static bool add_one(struct gpu *g, pi_mem m, size_t n) {
  pi_kernel k = add_one_kernel(m, n);
  EXPECT(k != NULL);
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
  OK(piKernelRelease(k));
  return true;
}

static bool host_pointer_modes(struct gpu *g) {
  static const pi_mem_flags modes[] = {
      PI_MEM_FLAGS_HOST_PTR_COPY, PI_MEM_FLAGS_HOST_PTR_USE, PI_MEM_FLAGS_HOST_PTR_ALLOC,
      PI_MEM_FLAGS_HOST_PTR_ALLOC | PI_MEM_FLAGS_HOST_PTR_COPY};
  for (size_t m = 0; m < sizeof modes / sizeof *modes; ++m) {
    int *host = malloc(N * sizeof *host);
    for (int i = 0; i < N; ++i)
      host[i] = i;
    bool takes_ptr = modes[m] & (PI_MEM_FLAGS_HOST_PTR_COPY | PI_MEM_FLAGS_HOST_PTR_USE);
    pi_mem buf;
    OK(piMemBufferCreate(g->context, modes[m] | PI_MEM_FLAGS_ACCESS_RW, N * sizeof *host,
                         takes_ptr ? host : NULL, &buf, NULL));
    if (!takes_ptr)
      OK(piEnqueueMemBufferWrite(g->queue, buf, PI_TRUE, 0, N * sizeof *host, host, 0, NULL,
                                 NULL));
    EXPECT(add_one(g, buf, N));
    int *mapped = NULL;
    OK(piEnqueueMemBufferMap(g->queue, buf, PI_TRUE, PI_MAP_READ, 0, N * sizeof *host, 0, NULL,
                             NULL, (void **)&mapped));
    for (int i = 0; i < N; ++i)
      EXPECT(mapped[i] == i + 1);
    if (modes[m] & PI_MEM_FLAGS_HOST_PTR_USE)
      EXPECT(mapped == host);
    OK(piEnqueueMemUnmap(g->queue, buf, mapped, 0, NULL, NULL));
    OK(piQueueFinish(g->queue));
    OK(piMemRelease(buf));
    free(host);
  }
  return true;
}

static bool map_write_and_unmap(struct gpu *g) {
  pi_mem buf;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, N * sizeof(int), NULL, &buf, NULL));
  int *mapped = NULL;
  OK(piEnqueueMemBufferMap(g->queue, buf, PI_TRUE, PI_MAP_WRITE_INVALIDATE_REGION, 0,
                           N * sizeof(int), 0, NULL, NULL, (void **)&mapped));
  for (int i = 0; i < N; ++i)
    mapped[i] = 3 * i;
  void *again = NULL;
  EXPECT_PI(PI_ERROR_INVALID_OPERATION,
            piEnqueueMemBufferMap(g->queue, buf, PI_TRUE, PI_MAP_READ, 0, 16, 0, NULL, NULL,
                                  &again));
  pi_event unmapped;
  OK(piEnqueueMemUnmap(g->queue, buf, mapped, 0, NULL, &unmapped));
  EXPECT(add_one(g, buf, N));
  int *back = malloc(N * sizeof *back);
  OK(piEnqueueMemBufferRead(g->queue, buf, PI_TRUE, 0, N * sizeof *back, back, 1, &unmapped,
                            NULL));
  for (int i = 0; i < N; ++i)
    EXPECT(back[i] == 3 * i + 1);
  free(back);
  OK(piEventRelease(unmapped));
  OK(piMemRelease(buf));
  return true;
}

static bool sub_buffers(struct gpu *g) {
  int *host = calloc(N, sizeof *host);
  pi_mem buf, sub;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, N * sizeof *host, host, &buf,
                       NULL));
  struct pi_buffer_region_struct region = {1024 * sizeof(int), 2048 * sizeof(int)};
  OK(piMemBufferPartition(buf, PI_MEM_FLAGS_ACCESS_RW, PI_BUFFER_CREATE_TYPE_REGION, &region,
                          &sub));
  EXPECT(add_one(g, sub, 2048));
  int head[4] = {9, 9, 9, 9};
  OK(piEnqueueMemBufferWrite(g->queue, sub, PI_FALSE, 0, sizeof head, head, 0, NULL, NULL));
  OK(piEnqueueMemBufferRead(g->queue, buf, PI_TRUE, 0, N * sizeof *host, host, 0, NULL, NULL));
  for (int i = 0; i < N; ++i) {
    int expected = i < 1024 || i >= 3072 ? 0 : i < 1028 ? 9 : 1;
    EXPECT(host[i] == expected);
  }
  struct pi_buffer_region_struct outside = {N * sizeof(int) - 4, 8};
  pi_mem bad;
  EXPECT_PI(PI_ERROR_INVALID_VALUE, piMemBufferPartition(buf, 0, PI_BUFFER_CREATE_TYPE_REGION,
                                                         &outside, &bad));
  OK(piMemRelease(buf)); /* the sub-buffer keeps its parent alive */
  OK(piEnqueueMemBufferRead(g->queue, sub, PI_TRUE, 16, sizeof head, head, 0, NULL, NULL));
  EXPECT(head[0] == 1);
  OK(piMemRelease(sub));
  free(host);
  return true;
}

static bool copies_and_rects(struct gpu *g) {
  enum { W = 64, H = 32, D = 4 };
  static unsigned char src[W * H * D], dst[W * H * D];
  for (int i = 0; i < W * H * D; ++i)
    src[i] = (unsigned char)(i * 7);
  pi_mem a, b;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof src, src, &a, NULL));
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, sizeof src, NULL, &b, NULL));
  OK(piEnqueueMemBufferCopy(g->queue, a, b, 0, 0, sizeof src, 0, NULL, NULL));
  EXPECT_PI(PI_ERROR_MEM_COPY_OVERLAP,
            piEnqueueMemBufferCopy(g->queue, a, a, 0, 16, 64, 0, NULL, NULL));
  /* A 16x8x2 box at (8, 4, 1) of b to the same place of a zeroed host block. */
  memset(dst, 0, sizeof dst);
  struct pi_buff_rect_offset_struct origin = {8, 4, 1};
  struct pi_buff_rect_region_struct box = {16, 8, 2};
  OK(piEnqueueMemBufferReadRect(g->queue, b, PI_TRUE, &origin, &origin, &box, W, W * H, W,
                                W * H, dst, 0, NULL, NULL));
  for (int z = 0; z < D; ++z)
    for (int y = 0; y < H; ++y)
      for (int x = 0; x < W; ++x) {
        int i = (z * H + y) * W + x;
        bool inside = x >= 8 && x < 24 && y >= 4 && y < 12 && z >= 1 && z < 3;
        EXPECT(dst[i] == (inside ? src[i] : 0));
      }
  /* Write the box back shifted to the origin of a, then copy it rect-wise. */
  struct pi_buff_rect_offset_struct zero = {0, 0, 0};
  OK(piEnqueueMemBufferWriteRect(g->queue, a, PI_TRUE, &zero, &origin, &box, 16, 16 * 8, W,
                                 W * H, dst, 0, NULL, NULL));
  OK(piEnqueueMemBufferCopyRect(g->queue, a, b, &zero, &zero, &box, 16, 16 * 8, 16, 16 * 8, 0,
                                NULL, NULL));
  unsigned char packed[16 * 8 * 2];
  OK(piEnqueueMemBufferRead(g->queue, b, PI_TRUE, 0, sizeof packed, packed, 0, NULL, NULL));
  for (int z = 0; z < 2; ++z)
    for (int y = 0; y < 8; ++y)
      for (int x = 0; x < 16; ++x)
        EXPECT(packed[(z * 8 + y) * 16 + x] == src[((z + 1) * H + y + 4) * W + x + 8]);
  OK(piMemRelease(a));
  OK(piMemRelease(b));
  return true;
}

static bool fills(struct gpu *g) {
  static const size_t pattern_sizes[] = {1, 2, 4, 8, 16, 32, 64, 128, 12};
  enum { SIZE = 3 * 128 * 64 };
  unsigned char *back = malloc(SIZE + 256);
  pi_mem buf;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, SIZE + 256, NULL, &buf, NULL));
  for (size_t p = 0; p < sizeof pattern_sizes / sizeof *pattern_sizes; ++p) {
    size_t ps = pattern_sizes[p];
    unsigned char pattern[128];
    for (size_t i = 0; i < ps; ++i)
      pattern[i] = (unsigned char)(0x10 + i * 3 + ps);
    unsigned char guard = 0xEE;
    OK(piEnqueueMemBufferFill(g->queue, buf, &guard, 1, 0, SIZE + 256, 0, NULL, NULL));
    OK(piEnqueueMemBufferFill(g->queue, buf, pattern, ps, 128, SIZE, 0, NULL, NULL));
    OK(piEnqueueMemBufferRead(g->queue, buf, PI_TRUE, 0, SIZE + 256, back, 0, NULL, NULL));
    for (size_t i = 0; i < SIZE + 256; ++i) {
      unsigned char expected = i < 128 || i >= 128 + SIZE ? 0xEE : pattern[(i - 128) % ps];
      if (back[i] != expected) {
        printf("  pattern size %zu: byte %zu is 0x%x, expected 0x%x\n", ps, i, back[i],
               expected);
        return false;
      }
    }
  }
  unsigned char pattern[3] = {1, 2, 3};
  EXPECT_PI(PI_ERROR_INVALID_VALUE,
            piEnqueueMemBufferFill(g->queue, buf, pattern, 3, 0, 100, 0, NULL, NULL));
  OK(piMemRelease(buf));
  free(back);
  return true;
}

static bool buffer_info(struct gpu *g) {
  pi_mem buf;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, 4096, NULL, &buf, NULL));
  size_t size = 0;
  pi_context ctx = NULL;
  OK(piMemGetInfo(buf, PI_MEM_SIZE, sizeof size, &size, NULL));
  OK(piMemGetInfo(buf, PI_MEM_CONTEXT, sizeof ctx, &ctx, NULL));
  EXPECT(size == 4096 && ctx == g->context);
  int x;
  pi_mem bad;
  EXPECT_PI(PI_ERROR_INVALID_BUFFER_SIZE,
            piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, 0, NULL, &bad, NULL));
  EXPECT_PI(PI_ERROR_INVALID_HOST_PTR,
            piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, 4, NULL, &bad, NULL));
  EXPECT_PI(PI_ERROR_INVALID_HOST_PTR,
            piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, 4, &x, &bad, NULL));
  EXPECT_PI(PI_ERROR_INVALID_VALUE,
            piEnqueueMemBufferRead(g->queue, buf, PI_TRUE, 4000, 200, &x, 0, NULL, NULL));
  OK(piMemRelease(buf));
  return true;
}

int main(int argc, char **argv) {
  const struct named_case cases[] = {
      {"host pointer modes: copy, use, alloc, alloc+copy", host_pointer_modes},
      {"map for writing, unmap, kernel, read", map_write_and_unmap},
      {"sub-buffers", sub_buffers},
      {"buffer copy and rectangular read, write, copy", copies_and_rects},
      {"fills with 1..128-byte patterns", fills},
      {"buffer info and argument errors", buffer_info},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
