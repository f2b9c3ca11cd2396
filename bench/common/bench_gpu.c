/* Device side of the benchmarks: a profiling queue, batches of launches
 * timed by the plugin's event timestamps, buffers and arguments. */
#include "bench.h"

#include <math.h>
#include <stdlib.h>

void bench_open(struct bench_gpu *b) {
  gpu_open(&b->gpu);
  /* The scaffold's queue records no timestamps: replace it by one that does. */
  PI_CHECK(piQueueRelease(b->gpu.queue));
  PI_CHECK(piQueueCreate(b->gpu.context, b->gpu.device, PI_QUEUE_FLAG_PROFILING_ENABLE,
                         &b->gpu.queue));
  char driver[128] = "";
  PI_CHECK(piDeviceGetInfo(b->gpu.device, PI_DEVICE_INFO_DRIVER_VERSION, sizeof driver, driver,
                           NULL));
  PI_CHECK(piDeviceGetInfo(b->gpu.device, PI_DEVICE_INFO_MAX_COMPUTE_UNITS,
                           sizeof b->compute_units, &b->compute_units, NULL));
  printf("DEVICE\t%s\t%s\n", b->gpu.device_name, driver);
  fflush(stdout);
}

void bench_close(struct bench_gpu *b) { gpu_close(&b->gpu); }

void bench_open_pair(struct bench_gpu *b, int argc, char **argv, const char *extra,
                     pi_program programs[2]) {
  if (argc != 3 && !(extra && argc == 4)) {
    fprintf(stderr, "usage: %s OURS.fatbin NVCC.cubin%s%s\n", argv[0], extra ? " " : "",
            extra ? extra : "");
    exit(2);
  }
  bench_open(b);
  programs[0] = load_program(&b->gpu, argv[1]);
  programs[1] = load_program(&b->gpu, argv[2]);
}

static void enqueue(struct bench_gpu *b, const struct bench_launch *l, pi_event *event) {
  PI_CHECK(piEnqueueKernelLaunch(b->gpu.queue, l->kernel, l->dims, l->offset, l->global,
                                 l->local, 0, NULL, event));
}

static double timestamp_ns(pi_event event, pi_profiling_info which) {
  pi_uint64 ns = 0;
  PI_CHECK(piEventGetProfilingInfo(event, which, sizeof ns, &ns, NULL));
  return (double)ns;
}

/* Only the first and the last launch carry an event: the ones between are
 * launched exactly as a program without profiling launches them. */
double bench_time_launches(struct bench_gpu *b, const struct bench_launch *launch, int launches) {
  pi_event first = NULL, last = NULL;
  PI_CHECK(piQueueFinish(b->gpu.queue));
  for (int i = 0; i < launches; ++i)
    enqueue(b, launch, i == 0 ? &first : i == launches - 1 ? &last : NULL);
  if (!last)
    last = first;
  PI_CHECK(piEventsWait(1, &last));
  double ns = timestamp_ns(last, PI_PROFILING_INFO_COMMAND_END) -
              timestamp_ns(first, PI_PROFILING_INFO_COMMAND_START);
  PI_CHECK(piEventRelease(first));
  if (last != first)
    PI_CHECK(piEventRelease(last));
  return ns * 1e-9 / launches;
}

int bench_batch_size(struct bench_gpu *b, const struct bench_launch *ours,
                     const struct bench_launch *reference, double target_seconds) {
  bench_time_launches(b, ours, 2);
  bench_time_launches(b, reference, 2);
  double a = bench_time_launches(b, ours, 3), r = bench_time_launches(b, reference, 3);
  double slower = a > r ? a : r;
  double launches = slower > 0 ? ceil(target_seconds / slower) : 5000;
  return launches < 2 ? 2 : launches > 5000 ? 5000 : (int)launches;
}

void bench_interleave(struct bench_gpu *b, const struct bench_launch *ours,
                      const struct bench_launch *reference, int launches, int rounds,
                      struct bench_pairs *seconds) {
  for (int round = 0; round < rounds; ++round) {
    double o, r;
    if (round % 2 == 0) {
      o = bench_time_launches(b, ours, launches);
      r = bench_time_launches(b, reference, launches);
    } else {
      r = bench_time_launches(b, reference, launches);
      o = bench_time_launches(b, ours, launches);
    }
    bench_pairs_add(seconds, o, r);
  }
}

int bench_time_pair(struct bench_gpu *b, const struct bench_row *row,
                    const struct bench_launch launches[2], int rounds, double batch_seconds,
                    struct bench_pairs *seconds,
                    bool (*check)(void *context, char *why, size_t why_size), void *context) {
  int batch = bench_batch_size(b, &launches[0], &launches[1], batch_seconds);
  bench_interleave(b, &launches[0], &launches[1], batch, rounds, seconds);
  char why[256] = "";
  if (!check(context, why, sizeof why)) {
    bench_fail(row, "after the timed launches: %s", why);
    return 0;
  }
  return batch;
}

pi_mem bench_buffer(struct bench_gpu *b, size_t bytes) {
  pi_mem buffer;
  PI_CHECK(piMemBufferCreate(b->gpu.context, PI_MEM_FLAGS_ACCESS_RW, bytes, NULL, &buffer, NULL));
  return buffer;
}

void bench_write(struct bench_gpu *b, pi_mem buffer, const void *data, size_t bytes) {
  PI_CHECK(piEnqueueMemBufferWrite(b->gpu.queue, buffer, PI_TRUE, 0, bytes, data, 0, NULL, NULL));
}

void bench_read(struct bench_gpu *b, pi_mem buffer, void *data, size_t bytes) {
  PI_CHECK(piEnqueueMemBufferRead(b->gpu.queue, buffer, PI_TRUE, 0, bytes, data, 0, NULL, NULL));
}

pi_kernel bench_kernel(pi_program program, const char *name) {
  pi_kernel kernel = NULL;
  if (piKernelCreate(program, name, &kernel) != PI_SUCCESS) {
    printf("  no kernel %s in the program\n", name);
    return NULL;
  }
  return kernel;
}

void bench_arg_mem(pi_kernel kernel, pi_uint32 index, pi_mem *buffer) {
  PI_CHECK(piextKernelSetArgMemObj(kernel, index, NULL, buffer));
}

void bench_arg_value(pi_kernel kernel, pi_uint32 index, size_t size, const void *value) {
  PI_CHECK(piKernelSetArg(kernel, index, size, value));
}

void bench_arg_local(pi_kernel kernel, pi_uint32 index, size_t bytes) {
  PI_CHECK(piKernelSetArg(kernel, index, bytes, NULL));
}

void bench_run_once(struct bench_gpu *b, const struct bench_launch *launch) {
  enqueue(b, launch, NULL);
  PI_CHECK(piQueueFinish(b->gpu.queue));
}
