/* The host side of vector add, on the PI plugin: load the fatbin that
 * sycl-nvptx built, run the kernel on the first CUDA device, check c = a + b.
 * usage: vector_add FATBIN */
#include <pi.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N (1u << 20)
#define LOCAL_SIZE 256u

#define CHECK(call)                                                            \
  do {                                                                         \
    pi_result check_result = (call);                                           \
    if (check_result != PI_SUCCESS) {                                          \
      fprintf(stderr, "vector_add: %s failed with PI error %d\n", #call,       \
              (int)check_result);                                              \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static unsigned char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "vector_add: %s: cannot open (build it with sycl-nvptx)\n", path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  rewind(f);
  unsigned char *data = malloc(*size);
  if (fread(data, 1, *size, f) != *size) {
    fprintf(stderr, "vector_add: %s: short read\n", path);
    exit(1);
  }
  fclose(f);
  return data;
}

/* Without a GPU the demo has still shown the whole compile path. Under the
 * GPU suite (SYCL_NVPTX_GPU_SUITE set) that counts as skipped, not passed. */
static int no_device(const char *fatbin) {
  char *reason = NULL;
  piPluginGetLastError(&reason);
  printf("vector_add: kernel compiled to %s; no CUDA device found (%s), so nothing was run\n",
         fatbin, reason && *reason ? reason : "the driver reports none");
  if (getenv("SYCL_NVPTX_GPU_SUITE")) {
    puts("SKIPPED: no CUDA device");
    return 77;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: vector_add FATBIN\n");
    return 2;
  }
  size_t binary_size;
  unsigned char *binary = read_file(argv[1], &binary_size);

  pi_uint32 platform_count = 0;
  pi_platform platform;
  CHECK(piPlatformsGet(1, &platform, &platform_count));
  if (platform_count == 0)
    return no_device(argv[1]);
  pi_device device;
  pi_uint32 device_count = 0;
  CHECK(piDevicesGet(platform, PI_DEVICE_TYPE_GPU, 1, &device, &device_count));
  if (device_count == 0)
    return no_device(argv[1]);
  char device_name[256];
  CHECK(piDeviceGetInfo(device, PI_DEVICE_INFO_NAME, sizeof device_name, device_name, NULL));

  pi_context context;
  pi_queue queue;
  CHECK(piContextCreate(NULL, 1, &device, NULL, NULL, &context));
  CHECK(piQueueCreate(context, device, 0, &queue));

  float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
  for (unsigned i = 0; i < N; i++) {
    a[i] = (float)i * 0.5f;
    b[i] = 1.0f - (float)i;
  }
  pi_mem buffers[3];
  for (int i = 0; i < 3; i++)
    CHECK(piMemBufferCreate(context, PI_MEM_FLAGS_ACCESS_RW, N * sizeof(float), NULL,
                            &buffers[i], NULL));
  CHECK(piEnqueueMemBufferWrite(queue, buffers[0], PI_TRUE, 0, N * sizeof(float), a, 0, NULL,
                                NULL));
  CHECK(piEnqueueMemBufferWrite(queue, buffers[1], PI_TRUE, 0, N * sizeof(float), b, 0, NULL,
                                NULL));

  pi_program program;
  const unsigned char *binaries[] = {binary};
  CHECK(piProgramCreateWithBinary(context, 1, &device, &binary_size, binaries, 0, NULL, NULL,
                                  &program));
  CHECK(piProgramBuild(program, 1, &device, "", NULL, NULL));
  pi_kernel kernel;
  CHECK(piKernelCreate(program, "vector_add", &kernel));
  for (pi_uint32 i = 0; i < 3; i++)
    CHECK(piextKernelSetArgMemObj(kernel, i, NULL, &buffers[i]));
  pi_uint64 n = N;
  CHECK(piKernelSetArg(kernel, 3, sizeof n, &n));

  size_t global = N, local = LOCAL_SIZE;
  pi_event done;
  CHECK(piEnqueueKernelLaunch(queue, kernel, 1, NULL, &global, &local, 0, NULL, &done));
  CHECK(piEventsWait(1, &done));
  CHECK(piEnqueueMemBufferRead(queue, buffers[2], PI_TRUE, 0, N * sizeof(float), c, 0, NULL,
                               NULL));

  unsigned wrong = 0;
  for (unsigned i = 0; i < N; i++)
    if (fabsf(c[i] - (a[i] + b[i])) > 0.0f)
      wrong++;
  if (wrong)
    printf("vector_add: FAILED: %u of %u elements wrong on %s\n", wrong, N, device_name);
  else
    printf("vector_add: %u elements verified on %s\n", N, device_name);

  CHECK(piEventRelease(done));
  CHECK(piKernelRelease(kernel));
  CHECK(piProgramRelease(program));
  for (int i = 0; i < 3; i++)
    CHECK(piMemRelease(buffers[i]));
  CHECK(piQueueRelease(queue));
  CHECK(piContextRelease(context));
  free(a), free(b), free(c), free(binary);
  return wrong ? 1 : 0;
}
