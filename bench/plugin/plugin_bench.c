/* PI plugin against the raw CUDA driver, side by side in one process:
 * launch overhead (host time to enqueue a launch) and copy bandwidth for
 * buffers and USM. The raw side opens libcuda.so.1 itself; this program
 * links only the plugin.  usage: plugin_bench BENCH_KERNELS.fatbin
 * Exit 0 when the plugin is within the limits (launch overhead <= 0.3 us,
 * bandwidth >= 0.98x raw), 1 when not, 77 without a CUDA device. */
#include <cuda.h>
#include <dlfcn.h>
#include <pi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RAW_FUNCTIONS(X)                                                       \
  X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent)                \
  X(cuModuleLoadData) X(cuModuleGetFunction) X(cuLaunchKernel)                 \
  X(cuStreamCreate) X(cuStreamSynchronize) X(cuMemAlloc) X(cuMemFree)         \
  X(cuMemcpyHtoDAsync) X(cuMemcpyDtoHAsync) X(cuMemcpyAsync) X(cuMemHostAlloc) \
  X(cuMemFreeHost)

#define RAW_ENTRY(fn) __typeof__(fn) *fn;
static struct {
  RAW_FUNCTIONS(RAW_ENTRY)
} raw;

typedef CUresult (*get_proc_fn)(const char *, void **, int, cuuint64_t,
                                CUdriverProcAddressQueryResult *);

static int load_raw_driver(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  get_proc_fn get_proc = lib ? (get_proc_fn)(uintptr_t)dlsym(lib, "cuGetProcAddress_v2") : NULL;
  if (!get_proc)
    return -1;
#define RESOLVE(fn)                                                            \
  if (get_proc(#fn, (void **)&raw.fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, NULL) != CUDA_SUCCESS) \
    return -1;
  RAW_FUNCTIONS(RESOLVE)
#undef RESOLVE
  return 0;
}

#define PI(call)                                                               \
  do {                                                                         \
    pi_result r_ = (call);                                                     \
    if (r_ != PI_SUCCESS) {                                                    \
      fprintf(stderr, "plugin_bench: %s -> %d\n", #call, (int)r_);             \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)
#define CU(call)                                                               \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      fprintf(stderr, "plugin_bench: %s -> CUDA error %d\n", #call, (int)r_);  \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

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

static int report_copies(struct setup *s) {
  struct copy_target t = {.s = s};
  CU(raw.cuMemHostAlloc(&t.host, COPY_BYTES, CU_MEMHOSTALLOC_PORTABLE));
  memset(t.host, 1, COPY_BYTES);
  CU(raw.cuMemAlloc(&t.dev_a, COPY_BYTES));
  CU(raw.cuMemAlloc(&t.dev_b, COPY_BYTES));
  PI(piMemBufferCreate(s->context, PI_MEM_FLAGS_ACCESS_RW, COPY_BYTES, NULL, &t.buf_a, NULL));
  PI(piMemBufferCreate(s->context, PI_MEM_FLAGS_ACCESS_RW, COPY_BYTES, NULL, &t.buf_b, NULL));
  PI(piextUSMDeviceAlloc(&t.usm_a, s->context, s->device, NULL, COPY_BYTES, 0));
  PI(piextUSMDeviceAlloc(&t.usm_b, s->context, s->device, NULL, COPY_BYTES, 0));
  static const char *names[] = {"host->device", "device->host", "device->device"};
  int failed = 0;
  for (int k = H2D; k <= D2D; ++k) {
    double best[3] = {1e30, 1e30, 1e30};
    for (int r = 0; r < COPY_REPEATS; ++r) {
      double times[3] = {raw_copy(&t, k), buffer_copy(&t, k), usm_copy(&t, k)};
      for (int i = 0; i < 3; ++i)
        best[i] = times[i] < best[i] ? times[i] : best[i];
    }
    double rawbw = COPY_BYTES / best[0] / 1e9, buf = COPY_BYTES / best[1] / 1e9,
           usm = COPY_BYTES / best[2] / 1e9;
    double rb = buf / rawbw, ru = usm / rawbw;
    printf("copy %-14s 256 MiB: raw cuMemcpy %7.1f GB/s | PI buffer %7.1f GB/s (ratio %.3f) "
           "| PI USM %7.1f GB/s (ratio %.3f)\n",
           names[k], rawbw, buf, rb, usm, ru);
    failed += rb < 0.98 || ru < 0.98;
  }
  return failed;
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
  /* Warm both paths, then alternate them. */
  raw_launch(&s);
  pi_launch(&s);
  double raw_t = 1e30, pi_t = 1e30, overheads[ROUNDS];
  for (int r = 0; r < ROUNDS; ++r) {
    double a = raw_launch(&s), b = pi_launch(&s);
    raw_t = a < raw_t ? a : raw_t;
    pi_t = b < pi_t ? b : pi_t;
    overheads[r] = b - a;
  }
  /* The median of the paired differences: each pair ran back to back, so
   * drift between rounds cancels. */
  qsort(overheads, ROUNDS, sizeof *overheads, compare_doubles);
  double overhead_us = overheads[ROUNDS / 2] * 1e6;
  printf("launch: raw cuLaunchKernel %.3f us | piEnqueueKernelLaunch %.3f us (best of %d) | "
         "overhead %.3f us per launch, median of %d paired rounds (limit 0.3) | ratio %.3f\n",
         raw_t * 1e6, pi_t * 1e6, ROUNDS, overhead_us, ROUNDS, pi_t / raw_t);
  int failed = report_copies(&s) + (overhead_us > 0.3);
  printf("plugin_bench: %s\n", failed ? "OUTSIDE the limits" : "within the limits");
  return failed ? 1 : 0;
}
