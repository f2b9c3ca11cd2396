/* Command buffers (CUDA graphs) through the plugin: every append kind
 * recorded with sync-point dependencies and replayed, launches back to back
 * and across queues, kernel updates between replays, a recoverable assert
 * inside a replay, a native one (in a process of its own: it ends CUDA for
 * the process), and the errors of misuse.
 * usage: plugin_command_buffer KERNELS.fatbin RECOVERABLE_ASSERT.fatbin NATIVE_ASSERT.fatbin */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gpu_test.h"

enum { N = 192, GROUP = 64, RECT_SIDE = 8, BLOCK = 4 };

static const char *recoverable_path, *native_path;

static pi_ext_command_buffer new_buffer(struct gpu *g, bool updatable) {
  pi_ext_command_buffer_desc desc = {PI_EXT_STRUCTURE_TYPE_COMMAND_BUFFER_DESC, NULL,
                                     updatable ? PI_TRUE : PI_FALSE};
  pi_ext_command_buffer b = NULL;
  if (piextCommandBufferCreate(g->context, g->device, &desc, &b) != PI_SUCCESS)
    return NULL;
  return b;
}

static pi_mem new_buffer_mem(struct gpu *g, size_t size) {
  pi_mem m = NULL;
  if (piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, size, NULL, &m, NULL) != PI_SUCCESS)
    return NULL;
  return m;
}

static bool replay(struct gpu *g, pi_ext_command_buffer b) {
  pi_event ev;
  OK(piextEnqueueCommandBuffer(b, g->queue, 0, NULL, &ev));
  OK(piEventsWait(1, &ev));
  OK(piEventRelease(ev));
  return true;
}

/* Prints the first difference. */
static bool same_ints(const char *what, const int *got, const int *want, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (got[i] != want[i]) {
      printf("  %s[%zu] = %d, expected %d\n", what, i, got[i], want[i]);
      return false;
    }
  return true;
}

/* Everything one graph of every append kind reads, writes and checks. */
struct every_kind {
  pi_mem a, b, c, off, zero, local, rect, rect_copy;
  int *usm_d, *usm_e, *usm_f, *shared_d, *shared_e, *shared_f;
  int in[N], out_b[N], out_c[N], out_off[N], out_zero[N], out_local[N / GROUP];
  int block[BLOCK * BLOCK], out_rect[BLOCK * BLOCK], out_rect_full[RECT_SIDE * RECT_SIDE],
      out_rect_copy[BLOCK * BLOCK];
};

static bool allocate(struct gpu *g, struct every_kind *k) {
  k->a = new_buffer_mem(g, sizeof k->in);
  k->b = new_buffer_mem(g, sizeof k->in);
  k->c = new_buffer_mem(g, sizeof k->in);
  k->off = new_buffer_mem(g, sizeof k->in);
  k->zero = new_buffer_mem(g, sizeof k->in);
  k->local = new_buffer_mem(g, sizeof k->out_local);
  k->rect = new_buffer_mem(g, sizeof k->out_rect_full);
  k->rect_copy = new_buffer_mem(g, sizeof k->out_rect_copy);
  EXPECT(k->a && k->b && k->c && k->off && k->zero && k->local && k->rect && k->rect_copy);
  int **device[] = {&k->usm_d, &k->usm_e, &k->usm_f};
  int **shared[] = {&k->shared_d, &k->shared_e, &k->shared_f};
  for (int i = 0; i < 3; ++i) {
    OK(piextUSMDeviceAlloc((void **)device[i], g->context, g->device, NULL, N * sizeof(int), 0));
    OK(piextUSMSharedAlloc((void **)shared[i], g->context, g->device, NULL, N * sizeof(int), 0));
  }
  for (int i = 0; i < N; ++i)
    k->in[i] = i;
  for (int i = 0; i < BLOCK * BLOCK; ++i)
    k->block[i] = 100 + i;
  return true;
}

static bool release_every_kind(struct gpu *g, struct every_kind *k) {
  pi_mem mems[] = {k->a, k->b, k->c, k->off, k->zero, k->local, k->rect, k->rect_copy};
  for (size_t i = 0; i < sizeof mems / sizeof *mems; ++i)
    OK(piMemRelease(mems[i]));
  int *usm[] = {k->usm_d, k->usm_e, k->usm_f, k->shared_d, k->shared_e, k->shared_f};
  for (size_t i = 0; i < sizeof usm / sizeof *usm; ++i)
    OK(piextUSMFree(g->context, usm[i]));
  return true;
}

/* Kernels: add_one on a, record_global_id with and without an offset (one
 * kernel object, its argument changed between the appends: each append
 * keeps the arguments it saw), local_pair with two local arguments. */
static bool record_kernels(pi_ext_command_buffer b, struct every_kind *k, pi_kernel *kernels,
                           pi_ext_sync_point write_a, pi_ext_sync_point *add_one) {
  uint64_t n = N;
  size_t global = N, group = GROUP, offset = 64;
  kernels[0] = make_kernel(test_program, "add_one");
  kernels[1] = make_kernel(test_program, "record_global_id");
  kernels[2] = make_kernel(test_program, "local_pair");
  EXPECT(kernels[0] && kernels[1] && kernels[2]);
  OK(piextKernelSetArgMemObj(kernels[0], 0, NULL, &k->a));
  OK(piKernelSetArg(kernels[0], 1, sizeof n, &n));
  OK(piextCommandBufferNDRangeKernel(b, kernels[0], 1, NULL, &global, &group, 1, &write_a,
                                     add_one, NULL));
  pi_ext_sync_point shifted, point;
  OK(piextKernelSetArgMemObj(kernels[1], 0, NULL, &k->off));
  OK(piextCommandBufferNDRangeKernel(b, kernels[1], 1, &offset, &global, &group, 0, NULL,
                                     &shifted, NULL));
  OK(piextKernelSetArgMemObj(kernels[1], 0, NULL, &k->zero));
  OK(piextCommandBufferNDRangeKernel(b, kernels[1], 1, NULL, &global, NULL, 0, NULL, &point,
                                     NULL));
  OK(piextKernelSetArgMemObj(kernels[2], 0, NULL, &k->local));
  OK(piKernelSetArg(kernels[2], 1, GROUP * sizeof(int), NULL));
  OK(piKernelSetArg(kernels[2], 2, GROUP, NULL));
  OK(piextCommandBufferNDRangeKernel(b, kernels[2], 1, NULL, &global, &group, 0, NULL, &point,
                                     NULL));
  OK(piextCommandBufferMemBufferRead(b, k->off, 0, sizeof k->out_off, k->out_off, 1, &shifted,
                                     &point));
  return true;
}

static bool record_every_kind(pi_ext_command_buffer b, struct every_kind *k, pi_kernel *kernels) {
  pi_ext_sync_point write_a, add_one, copy_b, fill_c, p, fill_d, fill_e, fill_f;
  OK(piextCommandBufferMemBufferWrite(b, k->a, 0, sizeof k->in, k->in, 0, NULL, &write_a));
  EXPECT(record_kernels(b, k, kernels, write_a, &add_one));
  OK(piextCommandBufferMemBufferCopy(b, k->a, k->b, 0, 0, sizeof k->in, 1, &add_one, &copy_b));
  OK(piextCommandBufferMemBufferRead(b, k->b, 0, sizeof k->out_b, k->out_b, 1, &copy_b, &p));
  int pair[2] = {7, 9};
  OK(piextCommandBufferMemBufferFill(b, k->c, pair, sizeof pair, 0, sizeof k->in, 0, NULL,
                                     &fill_c));
  OK(piextCommandBufferMemBufferRead(b, k->c, 0, sizeof k->out_c, k->out_c, 1, &fill_c, &p));
  /* The kernels' outputs, after every append so far (wait on all of them). */
  pi_ext_sync_point all[16];
  for (pi_ext_sync_point i = 0; i <= fill_c; ++i)
    all[i] = i;
  OK(piextCommandBufferMemBufferRead(b, k->zero, 0, sizeof k->out_zero, k->out_zero, fill_c + 1,
                                     all, &p));
  OK(piextCommandBufferMemBufferRead(b, k->local, 0, sizeof k->out_local, k->out_local,
                                     fill_c + 1, all, &p));
  /* USM fills of 4, 12 and 2 bytes, copied to shared memory. */
  int five = 5, twelve[3] = {1, 2, 3};
  uint16_t two = 0x1234;
  OK(piextCommandBufferFillUSM(b, k->usm_d, &five, sizeof five, N * sizeof(int), 0, NULL,
                               &fill_d));
  OK(piextCommandBufferFillUSM(b, k->usm_e, twelve, sizeof twelve, N * sizeof(int), 0, NULL,
                               &fill_e));
  OK(piextCommandBufferFillUSM(b, k->usm_f, &two, sizeof two, N * sizeof(int), 0, NULL,
                               &fill_f));
  OK(piextCommandBufferMemcpyUSM(b, k->shared_d, k->usm_d, N * sizeof(int), 1, &fill_d, &p));
  OK(piextCommandBufferPrefetchUSM(b, k->shared_d, N * sizeof(int), 0, 1, &p, &p));
  OK(piextCommandBufferAdviseUSM(b, k->shared_d, N * sizeof(int), PI_MEM_ADVICE_RESET, 1, &p,
                                 &p));
  OK(piextCommandBufferMemcpyUSM(b, k->shared_e, k->usm_e, N * sizeof(int), 1, &fill_e, &p));
  OK(piextCommandBufferMemcpyUSM(b, k->shared_f, k->usm_f, N * sizeof(int), 1, &fill_f, &p));
  /* Rects: zero the 8x8 ints, write a 4x4 block at (2, 3), read it back as a
   * rect, copy it as a rect into a packed 4x4 buffer, read everything. */
  pi_ext_sync_point zero_rect, write_rect, copy_rect;
  int zero = 0;
  OK(piextCommandBufferMemBufferFill(b, k->rect, &zero, sizeof zero, 0, sizeof k->out_rect_full,
                                     0, NULL, &zero_rect));
  struct pi_buff_rect_offset_struct corner = {2 * sizeof(int), 3, 0}, origin = {0, 0, 0};
  struct pi_buff_rect_region_struct extent = {BLOCK * sizeof(int), BLOCK, 1};
  size_t pitch = RECT_SIDE * sizeof(int);
  OK(piextCommandBufferMemBufferWriteRect(b, k->rect, &corner, &origin, &extent, pitch, 0, 0, 0,
                                          k->block, 1, &zero_rect, &write_rect));
  OK(piextCommandBufferMemBufferReadRect(b, k->rect, &corner, &origin, &extent, pitch, 0, 0, 0,
                                         k->out_rect, 1, &write_rect, &p));
  OK(piextCommandBufferMemBufferCopyRect(b, k->rect, k->rect_copy, &corner, &origin, &extent,
                                         pitch, 0, 0, 0, 1, &write_rect, &copy_rect));
  OK(piextCommandBufferMemBufferRead(b, k->rect_copy, 0, sizeof k->out_rect_copy,
                                     k->out_rect_copy, 1, &copy_rect, &p));
  OK(piextCommandBufferMemBufferRead(b, k->rect, 0, sizeof k->out_rect_full, k->out_rect_full, 1,
                                     &write_rect, &p));
  return true;
}

static void clear_outputs(struct every_kind *k) {
  memset(k->out_b, 0, sizeof k->out_b);
  memset(k->out_c, 0, sizeof k->out_c);
  memset(k->out_off, 0, sizeof k->out_off);
  memset(k->out_zero, 0, sizeof k->out_zero);
  memset(k->out_local, 0, sizeof k->out_local);
  memset(k->out_rect, 0, sizeof k->out_rect);
  memset(k->out_rect_full, 0xff, sizeof k->out_rect_full);
  memset(k->out_rect_copy, 0, sizeof k->out_rect_copy);
  memset(k->shared_d, 0, N * sizeof(int));
  memset(k->shared_e, 0, N * sizeof(int));
  memset(k->shared_f, 0, N * sizeof(int));
}

static bool check_every_kind(const struct every_kind *k) {
  int want[N];
  for (int i = 0; i < N; ++i)
    want[i] = i + 1;
  EXPECT(same_ints("add_one then copy", k->out_b, want, N));
  for (int i = 0; i < N; ++i)
    want[i] = i % 2 ? 9 : 7;
  EXPECT(same_ints("8-byte buffer fill", k->out_c, want, N));
  for (int i = 0; i < N; ++i)
    want[i] = i + 64;
  EXPECT(same_ints("offset 64 (twin)", k->out_off, want, N));
  for (int i = 0; i < N; ++i)
    want[i] = i;
  EXPECT(same_ints("no offset", k->out_zero, want, N));
  int sums[N / GROUP];
  for (int i = 0; i < N / GROUP; ++i)
    sums[i] = 1001 * (GROUP * (GROUP - 1) / 2);
  EXPECT(same_ints("local_pair sums", k->out_local, sums, N / GROUP));
  for (int i = 0; i < N; ++i)
    want[i] = 5;
  EXPECT(same_ints("4-byte USM fill", k->shared_d, want, N));
  for (int i = 0; i < N; ++i)
    want[i] = 1 + i % 3;
  EXPECT(same_ints("12-byte USM fill", k->shared_e, want, N));
  for (int i = 0; i < N; ++i)
    want[i] = 0x12341234;
  EXPECT(same_ints("2-byte USM fill", k->shared_f, want, N));
  EXPECT(same_ints("read rect", k->out_rect, k->block, BLOCK * BLOCK));
  EXPECT(same_ints("copy rect", k->out_rect_copy, k->block, BLOCK * BLOCK));
  int full[RECT_SIDE * RECT_SIDE];
  for (int y = 0; y < RECT_SIDE; ++y)
    for (int x = 0; x < RECT_SIDE; ++x) {
      bool inside = y >= 3 && y < 3 + BLOCK && x >= 2 && x < 2 + BLOCK;
      full[y * RECT_SIDE + x] = inside ? k->block[(y - 3) * BLOCK + (x - 2)] : 0;
    }
  EXPECT(same_ints("write rect into the zeroed buffer", k->out_rect_full, full,
                   RECT_SIDE * RECT_SIDE));
  return true;
}

static bool every_append_kind_replayed(struct gpu *g) {
  struct every_kind *k = calloc(1, sizeof *k);
  EXPECT(k != NULL);
  EXPECT(allocate(g, k));
  pi_ext_command_buffer b = new_buffer(g, false);
  EXPECT(b != NULL);
  pi_kernel kernels[3] = {NULL, NULL, NULL};
  EXPECT(record_every_kind(b, k, kernels));
  OK(piextCommandBufferFinalize(b));
  for (int round = 0; round < 3; ++round) {
    clear_outputs(k);
    EXPECT(replay(g, b));
    if (!check_every_kind(k)) {
      printf("  (replay %d)\n", round);
      return false;
    }
  }
  OK(piextCommandBufferRelease(b));
  for (int i = 0; i < 3; ++i)
    OK(piKernelRelease(kernels[i]));
  EXPECT(release_every_kind(g, k));
  free(k);
  return true;
}

static bool misuse_refused(struct gpu *g) {
  pi_ext_command_buffer b = new_buffer(g, false);
  EXPECT(b != NULL);
  int *usm = NULL, five = 5;
  OK(piextUSMDeviceAlloc((void **)&usm, g->context, g->device, NULL, 64, 0));
  pi_ext_sync_point p, later = 3;
  OK(piextCommandBufferFillUSM(b, usm, &five, sizeof five, 64, 0, NULL, &p));
  EXPECT(p == 0);
  EXPECT_PI(PI_ERROR_INVALID_SYNC_POINT_WAIT_LIST_KHR,
            piextCommandBufferFillUSM(b, usm, &five, sizeof five, 64, 1, &later, &p));
  EXPECT_PI(PI_ERROR_INVALID_OPERATION, piextEnqueueCommandBuffer(b, g->queue, 0, NULL, NULL));
  OK(piextCommandBufferFinalize(b));
  EXPECT_PI(PI_ERROR_INVALID_OPERATION, piextCommandBufferFinalize(b));
  EXPECT_PI(PI_ERROR_INVALID_OPERATION,
            piextCommandBufferFillUSM(b, usm, &five, sizeof five, 64, 0, NULL, &p));
  /* A kernel command of a buffer not made updatable refuses updates. */
  pi_ext_command_buffer fixed = new_buffer(g, false);
  EXPECT(fixed != NULL);
  pi_mem m = new_buffer_mem(g, 64 * sizeof(int));
  EXPECT(m != NULL);
  pi_kernel k = make_kernel(test_program, "add_one");
  EXPECT(k != NULL);
  uint64_t n = 64;
  OK(piextKernelSetArgMemObj(k, 0, NULL, &m));
  OK(piKernelSetArg(k, 1, sizeof n, &n));
  size_t global = 64;
  pi_ext_command_buffer_command command = NULL;
  OK(piextCommandBufferNDRangeKernel(fixed, k, 1, NULL, &global, NULL, 0, NULL, &p, &command));
  OK(piextCommandBufferFinalize(fixed));
  pi_ext_command_buffer_update_kernel_launch_desc update = {0};
  update.num_work_dim = 1;
  update.global_work_size = &global;
  EXPECT_PI(PI_ERROR_INVALID_OPERATION, piextCommandBufferUpdateKernelLaunch(command, &update));
  OK(piextCommandBufferRetainCommand(command));
  OK(piextCommandBufferReleaseCommand(command));
  OK(piextCommandBufferReleaseCommand(command));
  OK(piextCommandBufferRelease(fixed));
  OK(piextCommandBufferRelease(b));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  OK(piextUSMFree(g->context, usm));
  return true;
}

/* add_one over a buffer, launched four times without waiting in between:
 * twice on the test queue, once on a second queue, once more on the first. */
static bool enqueue_back_to_back(struct gpu *g) {
  int data[N] = {0};
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof data, data, &m, NULL));
  pi_kernel k = make_kernel(test_program, "add_one");
  EXPECT(k != NULL);
  uint64_t n = N;
  OK(piextKernelSetArgMemObj(k, 0, NULL, &m));
  OK(piKernelSetArg(k, 1, sizeof n, &n));
  pi_ext_command_buffer b = new_buffer(g, false);
  EXPECT(b != NULL);
  size_t global = N;
  OK(piextCommandBufferNDRangeKernel(b, k, 1, NULL, &global, NULL, 0, NULL, NULL, NULL));
  OK(piextCommandBufferFinalize(b));
  pi_queue second;
  OK(piQueueCreate(g->context, g->device, 0, &second));
  pi_event ev[4];
  OK(piextEnqueueCommandBuffer(b, g->queue, 0, NULL, &ev[0]));
  OK(piextEnqueueCommandBuffer(b, g->queue, 0, NULL, &ev[1]));
  OK(piextEnqueueCommandBuffer(b, second, 0, NULL, &ev[2]));
  OK(piextEnqueueCommandBuffer(b, g->queue, 0, NULL, &ev[3]));
  OK(piEventsWait(4, ev));
  pi_command_type type = 0;
  OK(piEventGetInfo(ev[0], PI_EVENT_INFO_COMMAND_TYPE, sizeof type, &type, NULL));
  EXPECT(type == PI_COMMAND_TYPE_EXT_COMMAND_BUFFER);
  for (int i = 0; i < 4; ++i)
    OK(piEventRelease(ev[i]));
  OK(piEnqueueMemBufferRead(g->queue, m, PI_TRUE, 0, sizeof data, data, 0, NULL, NULL));
  int want[N];
  for (int i = 0; i < N; ++i)
    want[i] = 4;
  EXPECT(same_ints("after four launches", data, want, N));
  /* Released with a launch in flight: the graph outlives it. */
  OK(piextEnqueueCommandBuffer(b, second, 0, NULL, NULL));
  OK(piextCommandBufferRelease(b));
  OK(piQueueFinish(second));
  OK(piEnqueueMemBufferRead(g->queue, m, PI_TRUE, 0, sizeof data, data, 0, NULL, NULL));
  EXPECT(data[0] == 5 && data[N - 1] == 5);
  OK(piQueueRelease(second));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  return true;
}

static bool update_args(pi_ext_command_buffer_command c, uint32_t mems,
                        pi_ext_command_buffer_update_memobj_arg_desc_t *mem_list, uint32_t ptrs,
                        pi_ext_command_buffer_update_pointer_arg_desc_t *ptr_list,
                        uint32_t values,
                        pi_ext_command_buffer_update_value_arg_desc_t *value_list,
                        size_t *global) {
  pi_ext_command_buffer_update_kernel_launch_desc d = {
      mems, ptrs, values, global ? 1 : 0, mem_list, ptr_list, value_list, NULL, global, NULL};
  OK(piextCommandBufferUpdateKernelLaunch(c, &d));
  return true;
}

/* Updates between replays: add_one's buffer, count and range, then a USM
 * pointer; record_global_id's offset 0 -> 32 -> 0 (the twin in and out);
 * local_pair's work-group size. */
static bool update_between_replays(struct gpu *g) {
  pi_ext_command_buffer b = new_buffer(g, true);
  EXPECT(b != NULL);
  int zeros[N] = {0};
  pi_mem first, second, ids, sums;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof zeros, zeros, &first,
                       NULL));
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof zeros, zeros, &second,
                       NULL));
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof zeros, zeros, &ids, NULL));
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof zeros, zeros, &sums,
                       NULL));
  int *usm = NULL;
  OK(piextUSMDeviceAlloc((void **)&usm, g->context, g->device, NULL, sizeof zeros, 0));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, usm, zeros, sizeof zeros, 0, NULL, NULL));
  pi_kernel add = make_kernel(test_program, "add_one");
  pi_kernel rec = make_kernel(test_program, "record_global_id");
  pi_kernel pair = make_kernel(test_program, "local_pair");
  EXPECT(add && rec && pair);
  uint64_t n = 64;
  OK(piextKernelSetArgMemObj(add, 0, NULL, &first));
  OK(piKernelSetArg(add, 1, sizeof n, &n));
  OK(piextKernelSetArgMemObj(rec, 0, NULL, &ids));
  OK(piextKernelSetArgMemObj(pair, 0, NULL, &sums));
  OK(piKernelSetArg(pair, 1, GROUP * sizeof(int), NULL));
  OK(piKernelSetArg(pair, 2, GROUP, NULL));
  size_t global = 64, ids_global = N, pair_global = 128, group = GROUP;
  pi_ext_command_buffer_command c_add, c_rec, c_pair;
  OK(piextCommandBufferNDRangeKernel(b, add, 1, NULL, &global, NULL, 0, NULL, NULL, &c_add));
  OK(piextCommandBufferNDRangeKernel(b, rec, 1, NULL, &ids_global, NULL, 0, NULL, NULL, &c_rec));
  OK(piextCommandBufferNDRangeKernel(b, pair, 1, NULL, &pair_global, &group, 0, NULL, NULL,
                                     &c_pair));
  OK(piextCommandBufferFinalize(b));
  EXPECT(replay(g, b));
  int got[N], want[N];
  OK(piEnqueueMemBufferRead(g->queue, first, PI_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    want[i] = i < 64;
  EXPECT(same_ints("first replay", got, want, N));

  /* add_one on the second buffer, all N of it; record_global_id from 32. */
  pi_ext_command_buffer_update_memobj_arg_desc_t mem = {0, NULL, second};
  uint64_t all = N;
  pi_ext_command_buffer_update_value_arg_desc_t count = {1, sizeof all, &all};
  size_t everything = N;
  EXPECT(update_args(c_add, 1, &mem, 0, NULL, 1, &count, &everything));
  size_t offset = 32;
  pi_ext_command_buffer_update_kernel_launch_desc shift = {0, 0, 0, 1, NULL, NULL, NULL,
                                                           &offset, NULL, NULL};
  OK(piextCommandBufferUpdateKernelLaunch(c_rec, &shift));
  size_t small_group = 32;
  pi_ext_command_buffer_update_kernel_launch_desc regroup = {0, 0, 0, 1, NULL, NULL, NULL,
                                                             NULL, &pair_global, &small_group};
  OK(piextCommandBufferUpdateKernelLaunch(c_pair, &regroup));
  EXPECT(replay(g, b));
  OK(piEnqueueMemBufferRead(g->queue, second, PI_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    want[i] = 1;
  EXPECT(same_ints("updated buffer, count and range", got, want, N));
  OK(piEnqueueMemBufferRead(g->queue, first, PI_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    want[i] = i < 64;
  EXPECT(same_ints("the old buffer left alone", got, want, N));
  OK(piEnqueueMemBufferRead(g->queue, ids, PI_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    want[i] = i + 32;
  EXPECT(same_ints("offset updated to 32", got, want, N));
  OK(piEnqueueMemBufferRead(g->queue, sums, PI_TRUE, 0, 4 * sizeof(int), got, 0, NULL, NULL));
  for (int i = 0; i < 4; ++i)
    want[i] = 1001 * (32 * 31 / 2);
  EXPECT(same_ints("work-groups of 32", got, want, 4));

  /* add_one on a USM pointer (new_ptr points at the pointer); offset back to 0. */
  pi_ext_command_buffer_update_pointer_arg_desc_t ptr = {0, &usm};
  EXPECT(update_args(c_add, 0, NULL, 1, &ptr, 0, NULL, NULL));
  offset = 0;
  OK(piextCommandBufferUpdateKernelLaunch(c_rec, &shift));
  EXPECT(replay(g, b));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, got, usm, sizeof got, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    want[i] = 1;
  EXPECT(same_ints("updated USM pointer", got, want, N));
  OK(piEnqueueMemBufferRead(g->queue, ids, PI_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    want[i] = i;
  EXPECT(same_ints("offset back to 0", got, want, N));

  pi_ext_command_buffer_command commands[] = {c_add, c_rec, c_pair};
  for (int i = 0; i < 3; ++i)
    OK(piextCommandBufferReleaseCommand(commands[i]));
  OK(piextCommandBufferRelease(b));
  pi_kernel kernels[] = {add, rec, pair};
  for (int i = 0; i < 3; ++i)
    OK(piKernelRelease(kernels[i]));
  pi_mem mems[] = {first, second, ids, sums};
  for (int i = 0; i < 4; ++i)
    OK(piMemRelease(mems[i]));
  OK(piextUSMFree(g->context, usm));
  return true;
}

/* A write of host data then check_non_negative (recoverable asserts): a
 * replay with a negative element reports the assert on its event wait,
 * once; the next replay, with the host data fixed, runs clean. */
struct assert_graph {
  struct gpu *g;
  pi_ext_command_buffer b;
  pi_result first, second;
};

static void replay_asserting(void *arg) {
  struct assert_graph *a = arg;
  pi_event ev;
  a->first = piextEnqueueCommandBuffer(a->b, a->g->queue, 0, NULL, &ev);
  if (a->first != PI_SUCCESS)
    return;
  a->first = piEventsWait(1, &ev);
  a->second = piEventsWait(1, &ev);
  piEventRelease(ev);
  fflush(stdout);
  fflush(stderr);
}

static bool recoverable_assert_in_replay(struct gpu *g) {
  pi_program program = build_program_file(g, recoverable_path, NULL);
  EXPECT(program != NULL);
  pi_kernel k = make_kernel(program, "check_non_negative");
  EXPECT(k != NULL);
  int values[64] = {0};
  values[5] = -1;
  pi_mem data;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, sizeof values, NULL, &data, NULL));
  OK(piextKernelSetArgMemObj(k, 0, NULL, &data));
  struct assert_graph a = {g, new_buffer(g, false), PI_SUCCESS, PI_SUCCESS};
  EXPECT(a.b != NULL);
  pi_ext_sync_point write;
  size_t global = 64;
  OK(piextCommandBufferMemBufferWrite(a.b, data, 0, sizeof values, values, 0, NULL, &write));
  OK(piextCommandBufferNDRangeKernel(a.b, k, 1, NULL, &global, NULL, 1, &write, NULL, NULL));
  OK(piextCommandBufferFinalize(a.b));
  char *output = capture_output(replay_asserting, &a);
  int messages = count_occurrences(output, "Assertion `data[i] >= 0` failed.");
  free(output);
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, a.first);
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, a.second);
  if (messages != 1) {
    printf("  the assert message was printed %d times, expected once\n", messages);
    return false;
  }
  values[5] = 5;
  EXPECT(replay(g, a.b));
  OK(piQueueFinish(g->queue));
  OK(piextCommandBufferRelease(a.b));
  OK(piKernelRelease(k));
  OK(piMemRelease(data));
  OK(piProgramRelease(program));
  return true;
}

/* In its own process: a replayed graph whose kernel fails a native assert
 * returns the assert error on the wait, as a plain launch does. */
static int native_assert_replay(const char *fatbin) {
  struct gpu t;
  gpu_open(&t);
  pi_program program = load_program(&t, fatbin);
  pi_kernel k = make_kernel(program, "check_non_negative");
  int values[64] = {0};
  values[9] = -1;
  pi_mem data;
  PI_CHECK(piMemBufferCreate(t.context, PI_MEM_FLAGS_ACCESS_RW, sizeof values, NULL, &data, NULL));
  PI_CHECK(piextKernelSetArgMemObj(k, 0, NULL, &data));
  pi_ext_command_buffer b = new_buffer(&t, false);
  pi_ext_sync_point write;
  size_t global = 64;
  PI_CHECK(piextCommandBufferMemBufferWrite(b, data, 0, sizeof values, values, 0, NULL, &write));
  PI_CHECK(piextCommandBufferNDRangeKernel(b, k, 1, NULL, &global, NULL, 1, &write, NULL, NULL));
  PI_CHECK(piextCommandBufferFinalize(b));
  pi_event ev;
  PI_CHECK(piextEnqueueCommandBuffer(b, t.queue, 0, NULL, &ev));
  alarm(60); /* a hang fails the test instead of blocking the suite */
  pi_result waited = piEventsWait(1, &ev);
  alarm(0);
  report_case("native assert in a replay: the wait returns the assert error",
              waited == PI_ERROR_DEVICE_ASSERT, "got PI error %d", (int)waited);
  return cases_exit_code();
}

static bool native_assert_in_replay(struct gpu *g) {
  (void)g;
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    execl("/proc/self/exe", "plugin_command_buffer", "native-assert", native_path, (char *)NULL);
    _exit(127);
  }
  int status = 0;
  bool ran = child > 0 && waitpid(child, &status, 0) == child;
  if (!ran || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    printf("  its process ended with status 0x%x\n", (unsigned)status);
    return false;
  }
  return true;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "native-assert") == 0)
    return native_assert_replay(argv[2]);
  if (argc != 4) {
    fprintf(stderr, "usage: %s KERNELS.fatbin RECOVERABLE_ASSERT.fatbin NATIVE_ASSERT.fatbin\n",
            argv[0]);
    return 2;
  }
  recoverable_path = argv[2];
  native_path = argv[3];
  const struct named_case cases[] = {
      {"every append kind, replayed 3 times", every_append_kind_replayed},
      {"misuse refused", misuse_refused},
      {"enqueued back to back and across queues", enqueue_back_to_back},
      {"kernel updates between replays", update_between_replays},
      {"recoverable assert in a replay", recoverable_assert_in_replay},
      {"native assert in a replay (own process)", native_assert_in_replay},
  };
  return run_binary_cases(2, argv, cases, sizeof cases / sizeof *cases);
}
