/* Our adapter under Intel's UR loader of the same oneAPI release (made to
 * load only ours), driven over the raw UR API as SYCL drives it: device
 * queries, context and queue, the three USM kinds with memcpy and fill, a
 * fatbin built into a program, and kernels launched the release's way
 * (ur_gpu_launch.c) with pointer, value and local arguments and a global
 * offset; a recoverable device assert, after which the context works on.
 * Results are checked on the host. With `native-assert` it runs only the
 * native device assert, which leaves CUDA unusable to the process. Built
 * once per release (UR_CLIENT_RELEASE); exit 0 all passed, 1 a case
 * failed, 77 no CUDA device or no runtime files.
 * usage: ur_gpu_test_<release> RUNTIME_LIB_DIR SYCL_RT_KERNELS.fatbin
 *          SYCL_RT_KERNELS_RECOVERABLE.fatbin UR_KERNELS.fatbin [native-assert] */
#include "output_capture.h"
#include "ur_check.h"
#include "ur_gpu_launch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct ur_loader ur;
static ur_device_handle_t device;
static ur_context_handle_t context;
static ur_queue_handle_t queue;
static int failures;


static void report(const char *name, bool ok) {
  printf("%s %s\n", ok ? "PASS" : "FAIL", name);
  failures += !ok;
}

static bool device_queries(void) {
  char name[256] = "", version[32] = "";
  ur_bool_t native_assert = false;
  UR_OK(ur.urDeviceGetInfo(device, UR_DEVICE_INFO_NAME, sizeof name, name, NULL));
  UR_OK(ur.urDeviceGetInfo(device, UR_DEVICE_INFO_VERSION, sizeof version, version, NULL));
  UR_OK(ur.urDeviceGetInfo(device, UR_DEVICE_INFO_USE_NATIVE_ASSERT, sizeof native_assert,
                           &native_assert, NULL));
  printf("  device %s, compute capability %s\n", name, version);
  unsigned major = 0, minor = 0;
  char rest = 0;
  EXPECT(name[0] != '\0', "an empty name");
  /* SYCL maps "major.minor" to its nvidia_gpu_sm_XX architecture. */
  EXPECT(sscanf(version, "%u.%u%c", &major, &minor, &rest) == 2 && major >= 5,
         "VERSION '%s' is not major.minor", version);
  EXPECT(native_assert, "USE_NATIVE_ASSERT is false");
  return true;
}

enum { N = 1000 };

/* host array -> device -> shared, shared read on the host; host USM -> device -> host array. */
static bool usm_memcpy(void) {
  float in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = (float)i * 0.5f;
  void *dev = NULL, *shared = NULL, *host = NULL;
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, sizeof in, &dev));
  UR_OK(ur.urUSMSharedAlloc(context, device, NULL, NULL, sizeof in, &shared));
  UR_OK(ur.urUSMHostAlloc(context, NULL, NULL, sizeof in, &host));
  UR_OK(ur.urEnqueueUSMMemcpy(queue, true, dev, in, sizeof in, 0, NULL, NULL));
  ur_event_handle_t done = NULL;
  UR_OK(ur.urEnqueueUSMMemcpy(queue, false, shared, dev, sizeof in, 0, NULL, &done));
  UR_OK(ur.urEventWait(1, &done));
  UR_OK(ur.urEventRelease(done));
  EXPECT(memcmp(shared, in, sizeof in) == 0, "shared USM differs from what was copied in");
  for (int i = 0; i < N; i++)
    ((float *)host)[i] = (float)-i;
  UR_OK(ur.urEnqueueUSMMemcpy(queue, false, dev, host, sizeof in, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queue, false, out, dev, sizeof out, 0, NULL, NULL));
  UR_OK(ur.urQueueFinish(queue));
  EXPECT(memcmp(out, host, sizeof out) == 0, "host USM -> device -> host differs");
  UR_OK(ur.urUSMFree(context, dev));
  UR_OK(ur.urUSMFree(context, shared));
  UR_OK(ur.urUSMFree(context, host));
  return true;
}

/* A 4-byte pattern into the middle of a device buffer, the rest untouched. */
static bool usm_fill(void) {
  uint32_t out[N];
  void *dev = NULL;
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, sizeof out, &dev));
  const uint8_t zero = 0;
  const uint32_t pattern = 0x12345678u;
  UR_OK(ur.urEnqueueUSMFill(queue, dev, 1, &zero, sizeof out, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMFill(queue, (uint32_t *)dev + 10, sizeof pattern, &pattern,
                            100 * sizeof pattern, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queue, true, out, dev, sizeof out, 0, NULL, NULL));
  for (int i = 0; i < N; i++)
    EXPECT(out[i] == (i >= 10 && i < 110 ? pattern : 0), "element %d is 0x%x", i, out[i]);
  UR_OK(ur.urUSMFree(context, dev));
  return true;
}

static bool launch(ur_program_handle_t program, const char *name, size_t offset, size_t items,
                   const size_t *group, uint32_t count, const struct ur_gpu_arg *args) {
  ur_kernel_handle_t kernel = NULL;
  UR_OK(ur.urKernelCreate(program, name, &kernel));
  ur_event_handle_t done = NULL;
  UR_OK(ur_gpu_launch(&ur, queue, kernel, offset, items, group, count, args, &done));
  UR_OK(ur.urEventWait(1, &done));
  UR_OK(ur.urEventRelease(done));
  UR_OK(ur.urKernelRelease(kernel));
  return true;
}

/* vector_add(a, b, c, n): pointers to device and shared USM, n by value,
 * over more items than n (the kernel's bound check). */
static bool vector_add(ur_program_handle_t program) {
  float a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = (float)i;
    b[i] = (float)(2 * i + 1);
  }
  void *da = NULL, *db = NULL, *c = NULL;
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, sizeof a, &da));
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, sizeof b, &db));
  UR_OK(ur.urUSMSharedAlloc(context, device, NULL, NULL, sizeof a + sizeof(float), &c));
  ((float *)c)[N] = -1.0f; /* past n: must stay */
  UR_OK(ur.urEnqueueUSMMemcpy(queue, false, da, a, sizeof a, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queue, false, db, b, sizeof b, 0, NULL, NULL));
  const uint64_t n = N;
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_POINTER, 0, sizeof da, da},
                                    {UR_GPU_ARG_POINTER, 1, sizeof db, db},
                                    {UR_GPU_ARG_POINTER, 2, sizeof c, c},
                                    {UR_GPU_ARG_VALUE, 3, sizeof n, &n}};
  const size_t group = 128;
  if (!launch(program, "vector_add", 0, 1024, &group, 4, args))
    return false;
  for (int i = 0; i < N; i++)
    EXPECT(((float *)c)[i] == a[i] + b[i], "c[%d] = %g", i, ((float *)c)[i]);
  EXPECT(((float *)c)[N] == -1.0f, "the item past n wrote c[n]");
  UR_OK(ur.urUSMFree(context, da));
  UR_OK(ur.urUSMFree(context, db));
  UR_OK(ur.urUSMFree(context, c));
  return true;
}

/* group_sum(in, out, local scratch): each group of 64 sums its slice in a
 * local-memory argument. */
static bool group_sum(ur_program_handle_t program) {
  enum { ITEMS = 256, GROUP = 64 };
  int in[ITEMS];
  for (int i = 0; i < ITEMS; i++)
    in[i] = i;
  void *din = NULL, *out = NULL;
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, sizeof in, &din));
  UR_OK(ur.urUSMSharedAlloc(context, device, NULL, NULL, ITEMS / GROUP * sizeof(int), &out));
  UR_OK(ur.urEnqueueUSMMemcpy(queue, false, din, in, sizeof in, 0, NULL, NULL));
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_POINTER, 0, sizeof din, din},
                                    {UR_GPU_ARG_POINTER, 1, sizeof out, out},
                                    {UR_GPU_ARG_LOCAL, 2, GROUP * sizeof(int), NULL}};
  const size_t group = GROUP;
  if (!launch(program, "group_sum", 0, ITEMS, &group, 3, args))
    return false;
  for (int g = 0; g < ITEMS / GROUP; g++) {
    int want = 0;
    for (int i = g * GROUP; i < (g + 1) * GROUP; i++)
      want += in[i];
    EXPECT(((int *)out)[g] == want, "group %d summed %d, not %d", g, ((int *)out)[g], want);
  }
  UR_OK(ur.urUSMFree(context, din));
  UR_OK(ur.urUSMFree(context, out));
  return true;
}

/* record_offset over items 100..163: out[i] = 100 + i. */
static bool global_offset(ur_program_handle_t program) {
  enum { OFFSET = 100, ITEMS = 64 };
  void *out = NULL;
  UR_OK(ur.urUSMSharedAlloc(context, device, NULL, NULL, ITEMS * sizeof(uint64_t), &out));
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_POINTER, 0, sizeof out, out}};
  const size_t group = 32;
  if (!launch(program, "record_offset", OFFSET, ITEMS, &group, 1, args))
    return false;
  for (int i = 0; i < ITEMS; i++)
    EXPECT(((uint64_t *)out)[i] == (uint64_t)(OFFSET + i), "out[%d] = %llu", i,
           (unsigned long long)((uint64_t *)out)[i]);
  UR_OK(ur.urUSMFree(context, out));
  return true;
}

/* check_non_negative(data) over ASSERT_ITEMS ints, data[ASSERT_BAD]
 * negative: its assert fails in that one work-item. Gives what the launch
 * and wait returned and what was printed meanwhile on stdout and stderr;
 * false when it did not get to the launch. */
enum { ASSERT_ITEMS = 4096, ASSERT_BAD = 1234 };

static bool failing_assert(ur_program_handle_t program, void *data, ur_result_t *waited,
                           char **out, char **err) {
  int32_t host[ASSERT_ITEMS];
  for (int i = 0; i < ASSERT_ITEMS; i++)
    host[i] = i == ASSERT_BAD ? -1 : i;
  ur_kernel_handle_t kernel = NULL;
  UR_OK(ur.urEnqueueUSMMemcpy(queue, true, data, host, sizeof host, 0, NULL, NULL));
  UR_OK(ur.urKernelCreate(program, "check_non_negative", &kernel));
  struct output_capture capture;
  EXPECT(output_capture_begin(&capture), "to capture stdout and stderr");
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_POINTER, 0, sizeof data, data}};
  ur_event_handle_t done = NULL;
  /* No group size: the adapter picks it. */
  *waited = ur_gpu_launch(&ur, queue, kernel, 0, ASSERT_ITEMS, NULL, 1, args, &done);
  if (*waited == UR_RESULT_SUCCESS)
    *waited = ur.urEventWait(1, &done);
  output_capture_end(&capture, out, err);
  printf("  the launch and wait -> %d\n", (int)*waited);
  if (done)
    UR_OK(ur.urEventRelease(done));
  UR_OK(ur.urKernelRelease(kernel));
  return true;
}

/* Recoverable: the wait fails with DEVICE_LOST (what the adapter makes of a
 * device assert), the adapter prints the assert once on stderr naming the
 * failing item, the queue has nothing more to report, and the same kernel
 * then runs again over good data. */
static bool recoverable_assert(ur_program_handle_t program) {
  void *data = NULL;
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, ASSERT_ITEMS * sizeof(int32_t), &data));
  ur_result_t waited = UR_RESULT_SUCCESS;
  char *out = NULL, *err = NULL;
  if (!failing_assert(program, data, &waited, &out, &err))
    return false;
  int messages = output_count(err, "Assertion `data[i] >= 0` failed.");
  bool right_item = strstr(err, "global id: [1234,0,0]") != NULL;
  free(out);
  free(err);
  EXPECT(waited == UR_RESULT_ERROR_DEVICE_LOST, "the wait returned %d", (int)waited);
  EXPECT(messages == 1, "the assert message %d times on stderr", messages);
  EXPECT(right_item, "global id [1234,0,0] in the message");
  UR_OK(ur.urQueueFinish(queue));
  const int32_t good = 5;
  UR_OK(ur.urEnqueueUSMMemcpy(queue, true, (int32_t *)data + ASSERT_BAD, &good, sizeof good, 0,
                              NULL, NULL));
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_POINTER, 0, sizeof data, data}};
  if (!launch(program, "check_non_negative", 0, ASSERT_ITEMS, NULL, 1, args))
    return false;
  UR_OK(ur.urUSMFree(context, data));
  return true;
}

/* Native: the wait fails with DEVICE_LOST and CUDA prints its own line
 * ("block: [..], thread: [..] Assertion ..."; on stderr with the CUDA 13
 * driver, seen on the H100, so either stream counts); CUDA is then gone for
 * the process, which later calls say as DEVICE_LOST, and what was made can
 * still be released. */
static bool native_assert(ur_program_handle_t program) {
  void *data = NULL;
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, ASSERT_ITEMS * sizeof(int32_t), &data));
  ur_result_t waited = UR_RESULT_SUCCESS;
  char *out = NULL, *err = NULL;
  if (!failing_assert(program, data, &waited, &out, &err))
    return false;
  bool cuda_line = (strstr(out, "Assertion `data[i] >= 0` failed.") && strstr(out, "block: [")) ||
                   (strstr(err, "Assertion `data[i] >= 0` failed.") && strstr(err, "block: ["));
  free(out);
  free(err);
  EXPECT(waited == UR_RESULT_ERROR_DEVICE_LOST, "the wait returned %d", (int)waited);
  EXPECT(cuda_line, "CUDA's assert line on stdout or stderr");
  void *later = NULL;
  ur_result_t allocated = ur.urUSMDeviceAlloc(context, device, NULL, NULL, 64, &later);
  ur_result_t finished = ur.urQueueFinish(queue);
  printf("  later: urUSMDeviceAlloc -> %d, urQueueFinish -> %d\n", (int)allocated, (int)finished);
  EXPECT(allocated == UR_RESULT_ERROR_DEVICE_LOST && finished == UR_RESULT_ERROR_DEVICE_LOST,
         "both DEVICE_LOST");
  UR_OK(ur.urUSMFree(context, data));
  return true;
}

/* Every case but the native assert. */
static void all_cases(const char *sycl_rt_path, const char *recoverable_path,
                      const char *ur_kernels_path) {
  report("device queries", device_queries());
  report("USM memcpy (device, shared, host)", usm_memcpy());
  report("USM fill", usm_fill());
  ur_program_handle_t sycl_rt_kernels = ur_gpu_load_program(&ur, context, device, sycl_rt_path);
  ur_program_handle_t recoverable = ur_gpu_load_program(&ur, context, device, recoverable_path);
  ur_program_handle_t ur_kernels = ur_gpu_load_program(&ur, context, device, ur_kernels_path);
  report("programs from fatbins", sycl_rt_kernels && recoverable && ur_kernels);
  if (sycl_rt_kernels) {
    report("vector_add (pointer and value arguments)", vector_add(sycl_rt_kernels));
    report("group_sum (local-memory argument)", group_sum(sycl_rt_kernels));
  }
  if (ur_kernels) {
    report("record_offset (global offset)", global_offset(ur_kernels));
    report("urProgramRelease", ur.urProgramRelease(ur_kernels) == UR_RESULT_SUCCESS);
  }
  if (recoverable) {
    report("recoverable assert: DEVICE_LOST from the wait, the message once, then runs again",
           recoverable_assert(recoverable));
    report("urProgramRelease", ur.urProgramRelease(recoverable) == UR_RESULT_SUCCESS);
  }
  if (sycl_rt_kernels) {
    report("vector_add after the recoverable assert", vector_add(sycl_rt_kernels));
    report("urProgramRelease", ur.urProgramRelease(sycl_rt_kernels) == UR_RESULT_SUCCESS);
  }
  report("urQueueFinish", ur.urQueueFinish(queue) == UR_RESULT_SUCCESS);
}

int main(int argc, char **argv) {
  bool native = argc == 6 && strcmp(argv[5], "native-assert") == 0;
  if (argc != 5 && !native) {
    fprintf(stderr,
            "usage: %s RUNTIME_LIB_DIR SYCL_RT_KERNELS.fatbin SYCL_RT_KERNELS_RECOVERABLE.fatbin "
            "UR_KERNELS.fatbin [native-assert]\n",
            argv[0]);
    return 2;
  }
  printf("ur_gpu_test: oneAPI %d.%d headers, loader and adapter from %s\n",
         UR_CLIENT_RELEASE / 100, UR_CLIENT_RELEASE % 100, argv[1]);
  struct ur_gpu gpu;
  int opened = ur_gpu_open(&ur, argv[1], &gpu);
  if (opened != 0)
    return opened;
  device = gpu.device, context = gpu.context, queue = gpu.queue;
  if (native) {
    ur_program_handle_t program = ur_gpu_load_program(&ur, context, device, argv[2]);
    report("native assert: DEVICE_LOST from the wait, CUDA's line, then DEVICE_LOST",
           program && native_assert(program));
    report("urProgramRelease", program && ur.urProgramRelease(program) == UR_RESULT_SUCCESS);
  } else {
    all_cases(argv[2], argv[3], argv[4]);
  }
  report("releases and teardown", ur.urQueueRelease(queue) == UR_RESULT_SUCCESS &&
                                      ur.urContextRelease(context) == UR_RESULT_SUCCESS &&
                                      ur.urDeviceRelease(device) == UR_RESULT_SUCCESS &&
                                      ur.urAdapterRelease(gpu.adapter) == UR_RESULT_SUCCESS &&
                                      ur.urLoaderTearDown() == UR_RESULT_SUCCESS);
  printf("ur_gpu_test: %s\n", failures ? "FAILED" : "passed");
  return failures != 0;
}
