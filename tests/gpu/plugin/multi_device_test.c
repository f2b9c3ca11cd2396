/* One PI context over every GPU: a buffer of the context, add_one run on it
 * from a queue on each device in turn, every element then counts the
 * devices. On a machine with one GPU the case says SKIP.
 * usage: plugin_multi_device KERNELS.fatbin */
#include "gpu_test.h"

#include <stdlib.h>

enum { MAX_DEVICES = 8, ELEMENTS = 1 << 16 };

static bool kernel_on_each_device(pi_device *devices, pi_uint32 count, const char *fatbin) {
  pi_context ctx;
  OK(piContextCreate(NULL, count, devices, NULL, NULL, &ctx));
  size_t size = 0;
  unsigned char *image = read_binary(fatbin, &size);
  EXPECT(image != NULL);
  const unsigned char *binaries[MAX_DEVICES];
  size_t sizes[MAX_DEVICES];
  for (pi_uint32 i = 0; i < count; ++i) {
    binaries[i] = image;
    sizes[i] = size;
  }
  pi_program program;
  OK(piProgramCreateWithBinary(ctx, count, devices, sizes, binaries, 0, NULL, NULL, &program));
  OK(piProgramBuild(program, count, devices, "", NULL, NULL));
  free(image);
  pi_mem data;
  int *host = calloc(ELEMENTS, sizeof *host);
  OK(piMemBufferCreate(ctx, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                       ELEMENTS * sizeof *host, host, &data, NULL));
  pi_kernel kernel = make_kernel(program, "add_one");
  EXPECT(kernel != NULL);
  uint64_t n = ELEMENTS;
  OK(piextKernelSetArgMemObj(kernel, 0, NULL, &data));
  OK(piKernelSetArg(kernel, 1, sizeof n, &n));
  size_t global = ELEMENTS, local = 256;
  pi_queue queue = NULL;
  for (pi_uint32 i = 0; i < count; ++i) {
    OK(piQueueCreate(ctx, devices[i], 0, &queue));
    OK(piEnqueueKernelLaunch(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
    OK(piQueueFinish(queue));
    if (i + 1 < count)
      OK(piQueueRelease(queue));
  }
  OK(piEnqueueMemBufferRead(queue, data, PI_TRUE, 0, ELEMENTS * sizeof *host, host, 0, NULL,
                            NULL));
  bool all_counted = true;
  for (int i = 0; i < ELEMENTS; ++i)
    all_counted &= host[i] == (int)count;
  free(host);
  OK(piQueueRelease(queue));
  OK(piKernelRelease(kernel));
  OK(piMemRelease(data));
  OK(piProgramRelease(program));
  OK(piContextRelease(ctx));
  EXPECT(all_counted);
  return true;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_device devices[MAX_DEVICES];
  pi_uint32 count = 0;
  piDevicesGet(g.platform, PI_DEVICE_TYPE_GPU, MAX_DEVICES, devices, &count);
  gpu_close(&g);
  const char *name = "a kernel from each device of one context on a shared buffer";
  if (count < 2) {
    printf("SKIP %s (one GPU here)\n", name);
    return 0;
  }
  bool ok = kernel_on_each_device(devices, count > MAX_DEVICES ? MAX_DEVICES : count, argv[1]);
  printf("%s %s (%u devices)\n", ok ? "PASS" : "FAIL", name, count);
  return ok ? 0 : 1;
}
