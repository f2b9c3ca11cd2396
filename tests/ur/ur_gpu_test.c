/* Our 2026.2 adapter under Intel's UR loader (libur_loader.so.0 of 2026.2,
 * made to load only ours), driven over the raw UR API as SYCL drives it:
 * device queries, context and queue, the three USM kinds with memcpy and
 * fill, a fatbin built into a program, and kernels launched with
 * urEnqueueKernelLaunchWithArgsExp (pointer, value and local arguments, a
 * global offset). Results are checked on the host. Exit 0 all passed,
 * 1 a case failed, 77 no CUDA device or no runtime files.
 * usage: ur_gpu_test RUNTIME_LIB_DIR SYCL_RT_KERNELS.fatbin UR_KERNELS.fatbin */
#include "ur_loader_client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct ur_loader ur;
static ur_device_handle_t device;
static ur_context_handle_t context;
static ur_queue_handle_t queue;
static int failures;

/* A failing call fails its case: print it and return false. */
#define UR_OK(call)                                                                                \
  do {                                                                                             \
    ur_result_t ur_ok_result_ = (call);                                                            \
    if (ur_ok_result_ != UR_RESULT_SUCCESS) {                                                      \
      printf("  %s:%d: %s -> %d\n", __FILE__, __LINE__, #call, (int)ur_ok_result_);                \
      return false;                                                                                \
    }                                                                                              \
  } while (0)

#define EXPECT(cond, ...)                                                                          \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("  %s:%d: expected %s: ", __FILE__, __LINE__, #cond);                                 \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
      return false;                                                                                \
    }                                                                                              \
  } while (0)

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

static ur_program_handle_t load_program(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    printf("  cannot open %s\n", path);
    return NULL;
  }
  fseek(f, 0, SEEK_END);
  size_t size = (size_t)ftell(f);
  rewind(f);
  uint8_t *binary = malloc(size);
  bool read = binary && fread(binary, 1, size, f) == size;
  fclose(f);
  ur_program_handle_t program = NULL;
  const uint8_t *binaries[] = {binary};
  ur_result_t r = read ? ur.urProgramCreateWithBinary(context, 1, &device, &size, binaries, NULL,
                                                      &program)
                       : UR_RESULT_ERROR_INVALID_BINARY;
  free(binary);
  if (r == UR_RESULT_SUCCESS)
    r = ur.urProgramBuild(context, program, NULL);
  if (r != UR_RESULT_SUCCESS) {
    printf("  building %s -> %d\n", path, (int)r);
    return NULL;
  }
  return program;
}

static ur_exp_kernel_arg_properties_t arg(ur_exp_kernel_arg_type_t type, uint32_t index,
                                          size_t size, const void *value) {
  ur_exp_kernel_arg_properties_t a = {.stype = UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                      .type = type, .index = index, .size = size};
  if (type == UR_EXP_KERNEL_ARG_TYPE_POINTER)
    a.value.pointer = value;
  else
    a.value.value = value;
  return a;
}

static bool launch(ur_program_handle_t program, const char *name, size_t offset, size_t items,
                   const size_t *group, uint32_t count, const ur_exp_kernel_arg_properties_t *args) {
  ur_kernel_handle_t kernel = NULL;
  UR_OK(ur.urKernelCreate(program, name, &kernel));
  ur_event_handle_t done = NULL;
  UR_OK(ur.urEnqueueKernelLaunchWithArgsExp(queue, kernel, 1, offset ? &offset : NULL, &items,
                                            group, count, args, NULL, 0, NULL, &done));
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
  const ur_exp_kernel_arg_properties_t args[] = {
      arg(UR_EXP_KERNEL_ARG_TYPE_POINTER, 0, sizeof da, da),
      arg(UR_EXP_KERNEL_ARG_TYPE_POINTER, 1, sizeof db, db),
      arg(UR_EXP_KERNEL_ARG_TYPE_POINTER, 2, sizeof c, c),
      arg(UR_EXP_KERNEL_ARG_TYPE_VALUE, 3, sizeof n, &n)};
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
  const ur_exp_kernel_arg_properties_t args[] = {
      arg(UR_EXP_KERNEL_ARG_TYPE_POINTER, 0, sizeof din, din),
      arg(UR_EXP_KERNEL_ARG_TYPE_POINTER, 1, sizeof out, out),
      arg(UR_EXP_KERNEL_ARG_TYPE_LOCAL, 2, GROUP * sizeof(int), NULL)};
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
  const ur_exp_kernel_arg_properties_t args[] = {
      arg(UR_EXP_KERNEL_ARG_TYPE_POINTER, 0, sizeof out, out)};
  const size_t group = 32;
  if (!launch(program, "record_offset", OFFSET, ITEMS, &group, 1, args))
    return false;
  for (int i = 0; i < ITEMS; i++)
    EXPECT(((uint64_t *)out)[i] == (uint64_t)(OFFSET + i), "out[%d] = %llu", i,
           (unsigned long long)((uint64_t *)out)[i]);
  UR_OK(ur.urUSMFree(context, out));
  return true;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s RUNTIME_LIB_DIR SYCL_RT_KERNELS.fatbin UR_KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  char loader_path[4096], adapter_path[4096];
  snprintf(loader_path, sizeof loader_path, "%s/libur_loader.so.0", argv[1]);
  snprintf(adapter_path, sizeof adapter_path, "%s/libur_adapter_cuda.so.0", argv[1]);
  if (access(loader_path, R_OK) != 0 || access(adapter_path, R_OK) != 0) {
    printf("SKIPPED: no %s or %s (tests/ur/make_ur_gpu_runtime.sh makes them)\n", loader_path,
           adapter_path);
    return 77;
  }
  /* Only our adapter: the loader's own (OpenCL, Level Zero) stay out. */
  setenv("UR_ADAPTERS_FORCE_LOAD", adapter_path, 1);
  if (!ur_loader_open(&ur, loader_path))
    return 1;
  ur_adapter_handle_t adapter = NULL;
  uint32_t adapters = 0, platforms = 0;
  if (ur.urLoaderInit(0, NULL) != UR_RESULT_SUCCESS ||
      ur.urAdapterGet(1, &adapter, &adapters) != UR_RESULT_SUCCESS || adapters != 1) {
    printf("FAIL setup: the loader did not load %s (%u adapters)\n", adapter_path, adapters);
    return 1;
  }
  ur_platform_handle_t platform = NULL;
  if (ur.urPlatformGet(adapter, 1, &platform, &platforms) != UR_RESULT_SUCCESS) {
    printf("FAIL setup: urPlatformGet failed\n");
    return 1;
  }
  if (platforms == 0) {
    ur.urAdapterRelease(adapter);
    ur.urLoaderTearDown();
    printf("SKIPPED: no CUDA device\n");
    return 77;
  }
  if (ur.urDeviceGet(platform, UR_DEVICE_TYPE_GPU, 1, &device, NULL) != UR_RESULT_SUCCESS ||
      ur.urContextCreate(1, &device, NULL, &context) != UR_RESULT_SUCCESS ||
      ur.urQueueCreate(context, device, NULL, &queue) != UR_RESULT_SUCCESS) {
    printf("FAIL setup: no device, context or queue\n");
    return 1;
  }
  report("device queries", device_queries());
  report("USM memcpy (device, shared, host)", usm_memcpy());
  report("USM fill", usm_fill());
  ur_program_handle_t sycl_rt_kernels = load_program(argv[2]);
  ur_program_handle_t ur_kernels = load_program(argv[3]);
  report("programs from fatbins", sycl_rt_kernels && ur_kernels);
  if (sycl_rt_kernels) {
    report("vector_add (pointer and value arguments)", vector_add(sycl_rt_kernels));
    report("group_sum (local-memory argument)", group_sum(sycl_rt_kernels));
    report("urProgramRelease", ur.urProgramRelease(sycl_rt_kernels) == UR_RESULT_SUCCESS);
  }
  if (ur_kernels) {
    report("record_offset (global offset)", global_offset(ur_kernels));
    report("urProgramRelease", ur.urProgramRelease(ur_kernels) == UR_RESULT_SUCCESS);
  }
  report("urQueueFinish, releases and teardown",
         ur.urQueueFinish(queue) == UR_RESULT_SUCCESS &&
             ur.urQueueRelease(queue) == UR_RESULT_SUCCESS &&
             ur.urContextRelease(context) == UR_RESULT_SUCCESS &&
             ur.urDeviceRelease(device) == UR_RESULT_SUCCESS &&
             ur.urAdapterRelease(adapter) == UR_RESULT_SUCCESS &&
             ur.urLoaderTearDown() == UR_RESULT_SUCCESS);
  printf("ur_gpu_test: %s\n", failures ? "FAILED" : "passed");
  return failures != 0;
}
