/* Command buffers: 1,000 small kernels (touch, 32 work-items each, each
 * after the one before) replayed as one PI command buffer, against the same
 * 1,000 launched one by one through the plugin (goal: the command buffer
 * faster, ratio >= 1) and against a native cuGraphLaunch of the same chain
 * built with the driver API in this process (goal >= 0.95). Each figure is
 * the host time from the first submission to the finished queue or stream.
 * usage: graph_bench BENCH_KERNELS.fatbin
 * Both graphs' results are checked before they are timed. Exit 1 when a
 * check fails, 77 without a CUDA device. */
#include "bench.h"
#include "raw_driver.h"

#include <pi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

const char *const bench_program = "graph_bench";

enum { KERNELS = 1000, ITEMS = 32, RUNS = 5, ROUNDS = 20 };

struct setup {
  pi_context context;
  pi_device device;
  pi_queue queue;
  pi_kernel kernel;
  pi_ext_command_buffer buffer;
  int *data; /* USM device: the PI side's */
  CUstream stream;
  CUdeviceptr raw_data;
  CUgraphExec raw_graph;
};

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
  uint64_t n = ITEMS;
  PI(piextUSMDeviceAlloc((void **)&s->data, s->context, s->device, NULL, ITEMS * sizeof(int),
                         0));
  PI(piextKernelSetArgPointer(s->kernel, 0, sizeof s->data, &s->data));
  PI(piKernelSetArg(s->kernel, 1, sizeof n, &n));
  /* The chain: each kernel after the one before, as an in-order queue runs them. */
  pi_ext_command_buffer_desc desc = {PI_EXT_STRUCTURE_TYPE_COMMAND_BUFFER_DESC, NULL, PI_FALSE};
  PI(piextCommandBufferCreate(s->context, s->device, &desc, &s->buffer));
  size_t global = ITEMS, local = ITEMS;
  pi_ext_sync_point previous = 0;
  for (int i = 0; i < KERNELS; ++i)
    PI(piextCommandBufferNDRangeKernel(s->buffer, s->kernel, 1, NULL, &global, &local,
                                       i ? 1 : 0, i ? &previous : NULL, &previous, NULL));
  PI(piextCommandBufferFinalize(s->buffer));
}

static void setup_raw(struct setup *s, const unsigned char *image) {
  CUdevice dev;
  CUcontext ctx;
  CU(raw.cuDeviceGet(&dev, 0));
  CU(raw.cuDevicePrimaryCtxRetain(&ctx, dev));
  CU(raw.cuCtxSetCurrent(ctx));
  CUmodule module;
  CUfunction function;
  CU(raw.cuModuleLoadData(&module, image));
  CU(raw.cuModuleGetFunction(&function, module, "touch"));
  CU(raw.cuStreamCreate(&s->stream, CU_STREAM_NON_BLOCKING));
  CU(raw.cuMemAlloc(&s->raw_data, ITEMS * sizeof(int)));
  uint64_t n = ITEMS;
  void *params[] = {&s->raw_data, &n};
  CUDA_KERNEL_NODE_PARAMS node = {.func = function,
                                  .gridDimX = 1, .gridDimY = 1, .gridDimZ = 1,
                                  .blockDimX = ITEMS, .blockDimY = 1, .blockDimZ = 1,
                                  .kernelParams = params};
  CUgraph graph;
  CU(raw.cuGraphCreate(&graph, 0));
  CUgraphNode previous = NULL;
  for (int i = 0; i < KERNELS; ++i) {
    CUgraphNode added;
    CU(raw.cuGraphAddKernelNode(&added, graph, i ? &previous : NULL, i ? 1 : 0, &node));
    previous = added;
  }
  CU(raw.cuGraphInstantiateWithFlags(&s->raw_graph, graph, 0));
}

static double one_by_one(struct setup *s) {
  size_t global = ITEMS, local = ITEMS;
  double t0 = now_s();
  for (int i = 0; i < KERNELS; ++i)
    PI(piEnqueueKernelLaunch(s->queue, s->kernel, 1, NULL, &global, &local, 0, NULL, NULL));
  PI(piQueueFinish(s->queue));
  return now_s() - t0;
}

static double command_buffer(struct setup *s) {
  double t0 = now_s();
  PI(piextEnqueueCommandBuffer(s->buffer, s->queue, 0, NULL, NULL));
  PI(piQueueFinish(s->queue));
  return now_s() - t0;
}

static double native_graph(struct setup *s) {
  double t0 = now_s();
  CU(raw.cuGraphLaunch(s->raw_graph, s->stream));
  CU(raw.cuStreamSynchronize(s->stream));
  return now_s() - t0;
}

/* Microseconds per submission of the 1,000 kernels, mean of RUNS. */
static double mean_us(double (*run)(struct setup *), struct setup *s) {
  double total = 0;
  for (int r = 0; r < RUNS; ++r)
    total += run(s);
  return total / RUNS * 1e6;
}

/* Both graphs write 1 into every element of zeroed memory. */
static bool graphs_work(struct setup *s, char *why, size_t why_size) {
  int got[ITEMS];
  PI(piextUSMEnqueueMemset(s->queue, s->data, 0, sizeof got, 0, NULL, NULL));
  command_buffer(s);
  PI(piextUSMEnqueueMemcpy(s->queue, PI_TRUE, got, s->data, sizeof got, 0, NULL, NULL));
  for (int i = 0; i < ITEMS; ++i)
    if (got[i] != 1) {
      snprintf(why, why_size, "command buffer: data[%d] = %d, expected 1", i, got[i]);
      return false;
    }
  CU(raw.cuMemsetD32Async(s->raw_data, 0, ITEMS, s->stream));
  native_graph(s);
  CU(raw.cuMemcpyDtoH(got, s->raw_data, sizeof got));
  for (int i = 0; i < ITEMS; ++i)
    if (got[i] != 1) {
      snprintf(why, why_size, "native graph: data[%d] = %d, expected 1", i, got[i]);
      return false;
    }
  return true;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: graph_bench BENCH_KERNELS.fatbin\n");
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
    fprintf(stderr, "graph_bench: cannot read %s\n", argv[1]);
    return 1;
  }
  struct setup s;
  setup_pi(&s, image, size);
  setup_raw(&s, image);
  char device_name[256] = "", driver[128] = "";
  PI(piDeviceGetInfo(s.device, PI_DEVICE_INFO_NAME, sizeof device_name, device_name, NULL));
  PI(piDeviceGetInfo(s.device, PI_DEVICE_INFO_DRIVER_VERSION, sizeof driver, driver, NULL));
  printf("DEVICE\t%s\t%s\n", device_name, driver);
  struct bench_row vs_launches = {"graph: 1000 kernels, command buffer vs one-by-one launches",
                                  "us", BENCH_LOWER_IS_BETTER, 1.0, false};
  struct bench_row vs_native = {"graph: 1000 kernels, command buffer vs native cuGraphLaunch",
                                "us", BENCH_LOWER_IS_BETTER, 0.95, false};
  char why[160];
  if (!graphs_work(&s, why, sizeof why)) {
    bench_fail(&vs_launches, "%s", why);
    bench_fail(&vs_native, "%s", why);
    return bench_exit_code();
  }
  /* Warm every path, then alternate them round by round. */
  mean_us(one_by_one, &s);
  mean_us(command_buffer, &s);
  mean_us(native_graph, &s);
  struct bench_pairs launches = {0}, native = {0};
  for (int r = 0; r < ROUNDS; ++r) {
    double ours = mean_us(command_buffer, &s);
    bench_pairs_add(&launches, ours, mean_us(one_by_one, &s));
    bench_pairs_add(&native, ours, mean_us(native_graph, &s));
  }
  bench_report(&vs_launches, &launches,
               "host time from submission to finished queue, %d kernels of %d work-items in a "
               "chain, mean of %d per round",
               KERNELS, ITEMS, RUNS);
  bench_report(&vs_native, &native,
               "the same chain built with cuGraphAddKernelNode, launched on a raw stream");
  return bench_exit_code();
}
