/* PI plugin against the raw CUDA driver, side by side in one process:
 * launch overhead (host time to enqueue a launch) and copy bandwidth for
 * buffers and USM, as RESULT rows (bench.h). The raw side opens libcuda.so.1
 * itself; this program links only the plugin.
 * With two GPUs also the peer copy from the first to the second.
 * usage: plugin_bench BENCH_KERNELS.fatbin
 * Goals: launch overhead <= 0.3 us, bandwidth >= 0.98x raw (peer copies
 * >= 0.97x). The launched
 * kernel and every copy path are checked before they are timed. Exit 1 when
 * a check fails, 77 without a CUDA device. */
#include "bench.h"
#include "raw_driver.h"

#include <pi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const bench_program = "plugin_bench";

/* Launch times on the GPU machine vary run to run by more than the overhead
 * measured: many short alternating rounds keep that noise out. */
enum { BATCH = 512, BATCHES = 100, ROUNDS = 25 };

struct setup {
  pi_context context;
  pi_device device;
  pi_queue queue;
  pi_kernel kernel;
  CUstream stream;
  CUfunction function;
  CUdeviceptr data;
};

/* Host seconds per launch, enqueue loop only; the queue drains untimed. */
static double raw_launch(struct setup *s) {
  uint64_t n = 0;
  void *params[] = {&s->data, &n};
  double total = 0;
  for (int b = 0; b < BATCHES; ++b) {
    double t0 = now_s();
    for (int i = 0; i < BATCH; ++i)
      CU(raw.cuLaunchKernel(s->function, 1, 1, 1, 32, 1, 1, 0, s->stream, params, NULL));
    total += now_s() - t0;
    CU(raw.cuStreamSynchronize(s->stream));
  }
  return total / (BATCH * BATCHES);
}

static double pi_launch(struct setup *s) {
  size_t global = 32, local = 32;
  double total = 0;
  for (int b = 0; b < BATCHES; ++b) {
    double t0 = now_s();
    for (int i = 0; i < BATCH; ++i)
      PI(piEnqueueKernelLaunch(s->queue, s->kernel, 1, NULL, &global, &local, 0, NULL, NULL));
    total += now_s() - t0;
    PI(piQueueFinish(s->queue));
  }
  return total / (BATCH * BATCHES);
}

enum { COPY_BYTES = 256 << 20, COPY_REPEATS = 10 };
enum copy_kind { H2D, D2H, D2D };

struct copy_target {
  struct setup *s;
  void *host;           /* pinned */
  CUdeviceptr dev_a, dev_b;
  pi_mem buf_a, buf_b;  /* buffers on the PI side */
  void *usm_a, *usm_b;  /* USM device allocations on the PI side */
};

/* Each copy function times one copy; the caller interleaves them. */
static double raw_copy(struct copy_target *t, enum copy_kind kind) {
  double t0 = now_s();
  if (kind == H2D)
    CU(raw.cuMemcpyHtoDAsync(t->dev_a, t->host, COPY_BYTES, t->s->stream));
  else if (kind == D2H)
    CU(raw.cuMemcpyDtoHAsync(t->host, t->dev_a, COPY_BYTES, t->s->stream));
  else
    CU(raw.cuMemcpyAsync(t->dev_b, t->dev_a, COPY_BYTES, t->s->stream));
  CU(raw.cuStreamSynchronize(t->s->stream));
  return now_s() - t0;
}

static double buffer_copy(struct copy_target *t, enum copy_kind kind) {
  pi_queue q = t->s->queue;
  double t0 = now_s();
  if (kind == H2D)
    PI(piEnqueueMemBufferWrite(q, t->buf_a, PI_TRUE, 0, COPY_BYTES, t->host, 0, NULL, NULL));
  else if (kind == D2H)
    PI(piEnqueueMemBufferRead(q, t->buf_a, PI_TRUE, 0, COPY_BYTES, t->host, 0, NULL, NULL));
  else {
    PI(piEnqueueMemBufferCopy(q, t->buf_a, t->buf_b, 0, 0, COPY_BYTES, 0, NULL, NULL));
    PI(piQueueFinish(q));
  }
  return now_s() - t0;
}

static double usm_copy(struct copy_target *t, enum copy_kind kind) {
  void *dst = kind == D2H ? t->host : kind == H2D ? t->usm_a : t->usm_b;
  void *src = kind == H2D ? t->host : t->usm_a;
  double t0 = now_s();
  PI(piextUSMEnqueueMemcpy(t->s->queue, PI_TRUE, dst, src, COPY_BYTES, 0, NULL, NULL));
  return now_s() - t0;
}

static unsigned char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  rewind(f);
  unsigned char *data = malloc(*size + 1);
  if (fread(data, 1, *size, f) != *size)
    *size = 0;
  fclose(f);
  return data;
}

static void setup_pi(struct setup *s, const unsigned char *image, size_t size) {
  pi_platform platform;
  PI(piPlatformsGet(1, &platform, NULL));
  PI(piDevicesGet(platform, PI_DEVICE_TYPE_GPU, 1, &s->device, NULL));
  PI(piContextCreate(NULL, 1, &s->device, NULL, NULL, &s->context));
  PI(piQueueCreate(s->context, s->device, 0, &s->queue));
  pi_program program;
  PI(piProgramCreateWithBinary(s->context, 1, &s->device, &size, &image, 0, NULL, NULL,
                               &program));
  PI(piProgramBuild(program, 1, &s->device, NULL, NULL, NULL));
  PI(piKernelCreate(program, "touch", &s->kernel));
  uint64_t n = 0;
  PI(piextUSMDeviceAlloc((void **)&s->data, s->context, s->device, NULL, 4096, 0));
  PI(piextKernelSetArgPointer(s->kernel, 0, sizeof s->data, &s->data));
  PI(piKernelSetArg(s->kernel, 1, sizeof n, &n));
}

static void setup_raw(struct setup *s, const unsigned char *image) {
  CUdevice dev;
  CUcontext ctx;
  CU(raw.cuDeviceGet(&dev, 0));
  CU(raw.cuDevicePrimaryCtxRetain(&ctx, dev));
  CU(raw.cuCtxSetCurrent(ctx));
  CUmodule module;
  CU(raw.cuModuleLoadData(&module, image));
  CU(raw.cuModuleGetFunction(&s->function, module, "touch"));
  CU(raw.cuStreamCreate(&s->stream, CU_STREAM_NON_BLOCKING));
}

/* Host -> device -> device -> host through one PI path must give the pattern
 * back: `a` and `b` are that path's two device copies. */
static bool copy_path_round_trip(struct copy_target *t, bool usm, char *why, size_t why_size) {
  unsigned char *back = malloc(COPY_BYTES);
  if (!back) {
    snprintf(why, why_size, "out of host memory");
    return false;
  }
  unsigned char *host = t->host;
  for (size_t i = 0; i < COPY_BYTES; ++i)
    host[i] = (unsigned char)(i * 131 + (i >> 12));
  memset(back, 0, COPY_BYTES);
  pi_queue q = t->s->queue;
  if (usm) {
    PI(piextUSMEnqueueMemcpy(q, PI_TRUE, t->usm_a, host, COPY_BYTES, 0, NULL, NULL));
    PI(piextUSMEnqueueMemcpy(q, PI_TRUE, t->usm_b, t->usm_a, COPY_BYTES, 0, NULL, NULL));
    PI(piextUSMEnqueueMemcpy(q, PI_TRUE, back, t->usm_b, COPY_BYTES, 0, NULL, NULL));
  } else {
    PI(piEnqueueMemBufferWrite(q, t->buf_a, PI_TRUE, 0, COPY_BYTES, host, 0, NULL, NULL));
    PI(piEnqueueMemBufferCopy(q, t->buf_a, t->buf_b, 0, 0, COPY_BYTES, 0, NULL, NULL));
    PI(piEnqueueMemBufferRead(q, t->buf_b, PI_TRUE, 0, COPY_BYTES, back, 0, NULL, NULL));
  }
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < COPY_BYTES; ++i)
    if (back[i] != host[i] && bad++ == 0)
      first = i;
  free(back);
  if (bad)
    snprintf(why, why_size, "%zu of %d bytes differ after the round trip, first at %zu", bad,
             COPY_BYTES, first);
  return bad == 0;
}

static void report_copies(struct setup *s) {
  struct copy_target t = {.s = s};
  CU(raw.cuMemHostAlloc(&t.host, COPY_BYTES, CU_MEMHOSTALLOC_PORTABLE));
  CU(raw.cuMemAlloc(&t.dev_a, COPY_BYTES));
  CU(raw.cuMemAlloc(&t.dev_b, COPY_BYTES));
  PI(piMemBufferCreate(s->context, PI_MEM_FLAGS_ACCESS_RW, COPY_BYTES, NULL, &t.buf_a, NULL));
  PI(piMemBufferCreate(s->context, PI_MEM_FLAGS_ACCESS_RW, COPY_BYTES, NULL, &t.buf_b, NULL));
  PI(piextUSMDeviceAlloc(&t.usm_a, s->context, s->device, NULL, COPY_BYTES, 0));
  PI(piextUSMDeviceAlloc(&t.usm_b, s->context, s->device, NULL, COPY_BYTES, 0));
  static const char *names[] = {"host->device", "device->host", "device->device"};
  static const char *paths[] = {"buffer", "USM"};
  bool path_ok[2];
  char why[2][160];
  for (int p = 0; p < 2; ++p)
    path_ok[p] = copy_path_round_trip(&t, p == 1, why[p], sizeof why[p]);
  for (int k = H2D; k <= D2D; ++k) {
    struct bench_pairs pairs[2] = {{0}, {0}}; /* buffer, USM; each against raw */
    for (int r = 0; r < COPY_REPEATS; ++r) {
      double raw_s = raw_copy(&t, k), buffer_s = buffer_copy(&t, k), usm_s = usm_copy(&t, k);
      bench_pairs_add(&pairs[0], buffer_s, raw_s);
      bench_pairs_add(&pairs[1], usm_s, raw_s);
    }
    for (int p = 0; p < 2; ++p) {
      char name[64];
      snprintf(name, sizeof name, "copy %s %s vs cuMemcpy", names[k], paths[p]);
      struct bench_row row = {name, "GB/s", BENCH_HIGHER_IS_BETTER, 0.98, false};
      if (!path_ok[p]) {
        bench_fail(&row, "PI %s copies: %s", paths[p], why[p]);
        continue;
      }
      bench_pairs_rate(&pairs[p], COPY_BYTES * 1e-9);
      bench_report(&row, &pairs[p], "256 MiB, pinned host memory, %d repeats", COPY_REPEATS);
    }
  }
}

/* Both sides of a peer copy: device 0 to device 1, the plugin's in a
 * context over both, the raw one between the devices' primary contexts, each
 * on a stream of device 0. */
struct peer_target {
  pi_queue queue;
  void *from, *to;
  CUcontext raw_ctx[2];
  CUdeviceptr raw_from, raw_to;
  CUstream raw_stream;
};

static double raw_peer_copy(struct peer_target *t) {
  CU(raw.cuCtxSetCurrent(t->raw_ctx[0]));
  double t0 = now_s();
  CU(raw.cuMemcpyPeerAsync(t->raw_to, t->raw_ctx[1], t->raw_from, t->raw_ctx[0], COPY_BYTES,
                           t->raw_stream));
  CU(raw.cuStreamSynchronize(t->raw_stream));
  return now_s() - t0;
}

static double pi_peer_copy(struct peer_target *t) {
  double t0 = now_s();
  PI(piextUSMEnqueueMemcpy(t->queue, PI_TRUE, t->to, t->from, COPY_BYTES, 0, NULL, NULL));
  return now_s() - t0;
}

/* The pattern goes host -> device 0 -> device 1 -> host through the plugin. */
static bool peer_copy_works(struct peer_target *t, char *why, size_t why_size) {
  unsigned char *host = malloc(COPY_BYTES), *back = calloc(1, COPY_BYTES);
  bool ok = host && back;
  if (!ok)
    snprintf(why, why_size, "out of host memory");
  for (size_t i = 0; ok && i < COPY_BYTES; ++i)
    host[i] = (unsigned char)(i * 29 + (i >> 16));
  if (ok) {
    PI(piextUSMEnqueueMemcpy(t->queue, PI_TRUE, t->from, host, COPY_BYTES, 0, NULL, NULL));
    pi_peer_copy(t);
    PI(piextUSMEnqueueMemcpy(t->queue, PI_TRUE, back, t->to, COPY_BYTES, 0, NULL, NULL));
    for (size_t i = 0; ok && i < COPY_BYTES; ++i)
      if (back[i] != host[i]) {
        snprintf(why, why_size, "byte %zu is %u after the peer copy, expected %u", i, back[i],
                 host[i]);
        ok = false;
      }
  }
  free(host);
  free(back);
  return ok;
}

static void report_peer_copy(void) {
  struct bench_row row = {"copy device0->device1 USM vs cuMemcpyPeer", "GB/s",
                          BENCH_HIGHER_IS_BETTER, 0.97, false};
  pi_platform platform;
  pi_device devices[2];
  pi_uint32 count = 0;
  PI(piPlatformsGet(1, &platform, NULL));
  PI(piDevicesGet(platform, PI_DEVICE_TYPE_GPU, 2, devices, &count));
  if (count < 2) {
    printf("SKIP %s: needs 2 CUDA devices\n", row.name);
    return;
  }
  struct peer_target t;
  pi_context context;
  PI(piContextCreate(NULL, 2, devices, NULL, NULL, &context));
  PI(piQueueCreate(context, devices[0], 0, &t.queue));
  PI(piextUSMDeviceAlloc(&t.from, context, devices[0], NULL, COPY_BYTES, 0));
  PI(piextUSMDeviceAlloc(&t.to, context, devices[1], NULL, COPY_BYTES, 0));
  for (int d = 1; d >= 0; --d) {
    CUdevice dev;
    CU(raw.cuDeviceGet(&dev, d));
    CU(raw.cuDevicePrimaryCtxRetain(&t.raw_ctx[d], dev));
    CU(raw.cuCtxSetCurrent(t.raw_ctx[d]));
    CU(raw.cuMemAlloc(d ? &t.raw_to : &t.raw_from, COPY_BYTES));
  }
  CU(raw.cuStreamCreate(&t.raw_stream, CU_STREAM_NON_BLOCKING));
  char why[160];
  if (!peer_copy_works(&t, why, sizeof why)) {
    bench_fail(&row, "%s", why);
  } else {
    raw_peer_copy(&t);
    struct bench_pairs pairs = {0};
    for (int r = 0; r < COPY_REPEATS; ++r) {
      double raw_s = raw_peer_copy(&t), pi_s = pi_peer_copy(&t);
      bench_pairs_add(&pairs, pi_s, raw_s);
    }
    bench_pairs_rate(&pairs, COPY_BYTES * 1e-9);
    bench_report(&row, &pairs, "256 MiB device memory, %d repeats", COPY_REPEATS);
  }
  PI(piextUSMFree(context, t.from));
  PI(piextUSMFree(context, t.to));
  PI(piQueueRelease(t.queue));
  PI(piContextRelease(context));
}

/* The launched kernel does its work through both paths before its empty
 * launches are timed. */
static bool touch_works(struct setup *s, char *why, size_t why_size) {
  enum { N = 64 };
  uint64_t n = N;
  int got[N];
  size_t global = N, local = 32;
  PI(piextUSMEnqueueMemset(s->queue, (void *)s->data, 0, sizeof got, 0, NULL, NULL));
  PI(piKernelSetArg(s->kernel, 1, sizeof n, &n));
  PI(piEnqueueKernelLaunch(s->queue, s->kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  PI(piextUSMEnqueueMemcpy(s->queue, PI_TRUE, got, (void *)s->data, sizeof got, 0, NULL, NULL));
  n = 0;
  PI(piKernelSetArg(s->kernel, 1, sizeof n, &n));
  for (int i = 0; i < N; ++i) {
    if (got[i] != 1) {
      snprintf(why, why_size, "touch through PI: data[%d] = %d, expected 1", i, got[i]);
      return false;
    }
  }
  return true;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: plugin_bench BENCH_KERNELS.fatbin\n");
    return 2;
  }
  pi_uint32 platforms = 0;
  PI(piPlatformsGet(0, NULL, &platforms));
  if (platforms == 0 || load_raw_driver() != 0) {
    puts("SKIPPED: no CUDA device");
    return 77;
  }
  size_t size = 0;
  unsigned char *image = read_file(argv[1], &size);
  if (!image || !size) {
    fprintf(stderr, "plugin_bench: cannot read %s\n", argv[1]);
    return 1;
  }
  struct setup s;
  setup_pi(&s, image, size);
  setup_raw(&s, image);
  char device_name[256] = "", driver[128] = "";
  PI(piDeviceGetInfo(s.device, PI_DEVICE_INFO_NAME, sizeof device_name, device_name, NULL));
  PI(piDeviceGetInfo(s.device, PI_DEVICE_INFO_DRIVER_VERSION, sizeof driver, driver, NULL));
  printf("DEVICE\t%s\t%s\n", device_name, driver);
  struct bench_row launch_row = {"launch: piEnqueueKernelLaunch vs cuLaunchKernel", "us/launch",
                                 BENCH_LOWER_IS_BETTER, 0, false};
  char why[160];
  if (!touch_works(&s, why, sizeof why)) {
    bench_fail(&launch_row, "%s", why);
  } else {
    /* Warm both paths, then alternate them. */
    raw_launch(&s);
    pi_launch(&s);
    struct bench_pairs pairs = {0};
    double overheads[ROUNDS];
    for (int r = 0; r < ROUNDS; ++r) {
      double a = raw_launch(&s) * 1e6, b = pi_launch(&s) * 1e6;
      bench_pairs_add(&pairs, b, a);
      overheads[r] = b - a;
    }
    /* The median of the paired differences: each pair ran back to back, so
     * drift between rounds cancels. */
    double overhead_us = bench_median(overheads, ROUNDS);
    /* The 0.3 us limit as a ratio: raw / PI >= raw / (raw + 0.3). */
    double raw_best = bench_summarize(&pairs, BENCH_LOWER_IS_BETTER).reference;
    launch_row.goal = raw_best / (raw_best + 0.3);
    bench_report(&launch_row, &pairs,
                 "host time per enqueue, %d x %d launches per round; overhead %.3f us (median "
                 "of paired rounds), limit 0.3 us",
                 BATCHES, BATCH, overhead_us);
  }
  report_copies(&s);
  report_peer_copy();
  return bench_exit_code();
}
