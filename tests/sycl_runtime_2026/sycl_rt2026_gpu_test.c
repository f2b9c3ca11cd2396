/* Our UR adapter under Intel's SYCL runtime 2026.2 (libsycl.so.9) on a GPU,
 * driven through dpctl 0.22.1's C API: the CUDA platform and device, a
 * context and an in-order queue, USM of the three kinds, and kernels the
 * runtime makes from native handles (make_kernel_bundle of a CUmodule,
 * make_kernel of a CUfunction, both from our adapter), launched by
 * parallel_for: vector add, a 2-D range, scalar arguments, a local-memory
 * argument, and the recoverable assert. With `native-assert` last it runs
 * only the native assert, which ends CUDA for the process.
 * usage: sycl_rt2026_gpu_test RUNTIME_DIR KERNELS.fatbin KERNELS_RECOVERABLE.fatbin [native-assert]
 * RUNTIME_DIR is what tests/ur/make_ur_gpu_runtime.sh makes (ur-rt/gpu).
 * Exit 77 where the runtime files or a CUDA device are missing. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adapter_native.h"
#include "capture.h"
#include "sycl_rt2026.h"

static struct sycl_rt rt;
static struct adapter_native *native;
static DPCTLSyclContextRef context;
static DPCTLSyclQueueRef queue;
static DPCTLSyclKernelBundleRef bundles[2];
static int failures;

static void report(const char *name, bool ok, const char *detail) {
  printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", name, detail && *detail ? ": " : "",
         detail ? detail : "");
  fflush(stdout);
  failures += !ok;
}

/* A failed step of a case says which, with the runtime's exception text
 * (dpctl catches it). */
static bool step(bool ok, const char *what) {
  if (!ok) {
    const char *error = sycl_rt_take_error();
    printf("  %s failed: %s\n", what, error ? error : "no exception");
  }
  return ok;
}

static bool wait_ok(DPCTLSyclEventRef event, const char *what) {
  if (!step(event != NULL, what))
    return false;
  rt.DPCTLEvent_WaitAndThrow(event);
  rt.DPCTLEvent_Delete(event);
  const char *error = sycl_rt_take_error();
  if (error)
    printf("  %s: %s\n", what, error);
  return error == NULL;
}

static bool copy(void *to, const void *from, size_t bytes) {
  return wait_ok(rt.DPCTLQueue_Memcpy(queue, to, from, bytes), "queue.memcpy");
}

/* The CUmodule of a fatbin, built by our adapter, as a runtime bundle. */
static bool load_bundle(int which, const char *fatbin) {
  char why[1024];
  uintptr_t module = adapter_native_module(native, which, fatbin, why, sizeof why);
  if (!module) {
    printf("  %s\n", why);
    return false;
  }
  bundles[which] = sycl_rt_make_bundle(&rt, context, module);
  return true;
}

/* A kernel of bundle `which`: make_kernel(context, bundle, CUfunction). */
static DPCTLSyclKernelRef runtime_kernel(int which, const char *name) {
  char why[1024];
  uintptr_t function = adapter_native_function(native, which, name, why, sizeof why);
  if (!function) {
    printf("  %s\n", why);
    return NULL;
  }
  return sycl_rt_make_kernel(&rt, context, bundles[which], function);
}

/* A case's end: its line, then its kernel and USM (NULL-terminated) go. */
static void finish(const char *name, bool ok, int wrong, const char *what,
                   DPCTLSyclKernelRef kernel, ...) {
  char detail[160];
  snprintf(detail, sizeof detail, "%s, %d wrong", what, wrong);
  report(name, ok && wrong == 0, detail);
  va_list ap;
  va_start(ap, kernel);
  for (void *p = va_arg(ap, void *); p; p = va_arg(ap, void *))
    rt.DPCTLfree_with_queue(p, queue);
  va_end(ap);
  if (kernel)
    rt.DPCTLKernel_Delete(kernel);
}

static bool platform_listed(void) {
  DPCTLPlatformVectorRef platforms = rt.DPCTLPlatform_GetPlatforms();
  size_t n = platforms ? rt.DPCTLPlatformVector_Size(platforms) : 0, cuda = 0;
  for (size_t i = 0; i < n; ++i) {
    DPCTLSyclPlatformRef p = rt.DPCTLPlatformVector_GetAt(platforms, i);
    const char *name = rt.DPCTLPlatform_GetName(p);
    bool is_cuda = rt.DPCTLPlatform_GetBackend(p) == DPCTL_CUDA;
    printf("  platform %zu: %s%s\n", i, name ? name : "?", is_cuda ? " (backend cuda)" : "");
    cuda += is_cuda;
    rt.DPCTLCString_Delete(name);
    rt.DPCTLPlatform_Delete(p);
  }
  if (platforms)
    rt.DPCTLPlatformVector_Delete(platforms);
  return cuda == 1;
}

/* Each kind: memset, a copy in from the host, a copy out. */
static void usm_kinds(void) {
  enum { BYTES = 1 << 20 };
  static uint8_t pattern[BYTES], back[BYTES];
  for (size_t i = 0; i < BYTES; ++i)
    pattern[i] = (uint8_t)(i * 7 + 3);
  DPCTLSyclUSMRef (*const alloc[])(size_t, DPCTLSyclQueueRef) = {
      rt.DPCTLmalloc_device, rt.DPCTLmalloc_shared, rt.DPCTLmalloc_host};
  static const char *const names[] = {"device", "shared", "host"};
  for (int k = 0; k < 3; ++k) {
    uint8_t *p = alloc[k](BYTES, queue);
    int bad = 0;
    bool ok = step(p != NULL, "malloc") &&
              wait_ok(rt.DPCTLQueue_Memset(queue, p, 0xA5, BYTES), "queue.memset") &&
              copy(back, p, BYTES);
    for (size_t i = 0; ok && i < BYTES; ++i)
      bad += back[i] != 0xA5;
    ok = ok && copy(p, pattern, BYTES) && copy(back, p, BYTES);
    for (size_t i = 0; ok && i < BYTES; ++i)
      bad += back[i] != pattern[i];
    char name[96];
    snprintf(name, sizeof name, "USM %s: malloc, memset, memcpy in and out", names[k]);
    finish(name, ok, bad, "1 MiB", NULL, p, NULL);
  }
}

/* c[i] = a[i] + b[i] for i < n of a range of N; n < N shows the scalar
 * argument arrived (the rest of c stays untouched). */
static void vector_add(const char *name, size_t N, uint64_t n) {
  float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
  for (size_t i = 0; i < N; ++i) {
    a[i] = (float)(i % 1000);
    b[i] = (float)(i % 7) * 0.5f;
    c[i] = -1.0f;
  }
  size_t bytes = N * sizeof(float);
  DPCTLSyclKernelRef kernel = runtime_kernel(0, "vector_add");
  float *da = rt.DPCTLmalloc_device(bytes, queue), *db = rt.DPCTLmalloc_shared(bytes, queue);
  float *dc = rt.DPCTLmalloc_host(bytes, queue);
  void *args[] = {da, db, dc, &n};
  const int types[] = {DPCTL_VOID_PTR, DPCTL_VOID_PTR, DPCTL_VOID_PTR, DPCTL_UINT64_T};
  const size_t range[3] = {N, 1, 1};
  /* Asked before any launch: the adapter's count of the CUfunction's parameters. */
  size_t count = kernel ? rt.DPCTLKernel_GetNumArgs(kernel) : 0;
  if (kernel && count != 4)
    printf("  the kernel has %zu arguments, expected 4\n", count);
  bool ok = step(kernel && count == 4 && da && db && dc, "kernel and USM (device, shared, host)") &&
            copy(da, a, bytes) && copy(db, b, bytes) && copy(dc, c, bytes) &&
            wait_ok(rt.DPCTLQueue_SubmitRange(kernel, queue, args, types, 4, range, 1, NULL, 0),
                    "parallel_for(range<1>, kernel)") &&
            copy(c, dc, bytes);
  int bad = 0;
  for (size_t i = 0; ok && i < N; ++i) {
    float expected = i < n ? a[i] + b[i] : -1.0f;
    if (c[i] != expected && ++bad <= 10)
      printf("  c[%zu] = %g, expected %g\n", i, (double)c[i], (double)expected);
  }
  char what[96];
  snprintf(what, sizeof what, "range %zu, n = %llu", N, (unsigned long long)n);
  finish(name, ok, bad, what, kernel, da, db, dc, NULL);
  free(a), free(b), free(c);
}

/* SYCL's range<2>{R0, R1} has R1 fastest-varying: the runtime reverses the
 * dimensions for the launch, so the kernel's x extent is R1. */
static void record_2d(void) {
  enum { R0 = 19, R1 = 37 };
  static uint32_t out[R0 * R1];
  uint64_t extents[2] = {0, 0};
  DPCTLSyclKernelRef kernel = runtime_kernel(0, "record_2d");
  uint32_t *d_out = rt.DPCTLmalloc_device(sizeof out, queue);
  uint64_t *d_extents = rt.DPCTLmalloc_device(sizeof extents, queue);
  void *args[] = {d_out, d_extents};
  const int types[] = {DPCTL_VOID_PTR, DPCTL_VOID_PTR};
  const size_t range[3] = {R0, R1, 1};
  bool ok = step(kernel && d_out && d_extents, "kernel and USM") &&
            wait_ok(rt.DPCTLQueue_Memset(queue, d_out, 0xff, sizeof out), "queue.memset") &&
            wait_ok(rt.DPCTLQueue_SubmitRange(kernel, queue, args, types, 2, range, 2, NULL, 0),
                    "parallel_for(range<2>, kernel)") &&
            copy(out, d_out, sizeof out) && copy(extents, d_extents, sizeof extents);
  int bad = 0;
  if (ok && (extents[0] != R1 || extents[1] != R0)) {
    printf("  kernel saw %llu x %llu, expected %d x %d (x = SYCL's last dimension)\n",
           (unsigned long long)extents[0], (unsigned long long)extents[1], R1, R0);
    ok = false;
  }
  for (uint32_t y = 0; ok && y < R0; ++y)
    for (uint32_t x = 0; x < R1; ++x)
      if (out[y * R1 + x] != y * 1000 + x && ++bad <= 10)
        printf("  out[%u][%u] = %u, expected %u\n", y, x, out[y * R1 + x], y * 1000 + x);
  finish("2-D range", ok, bad, "range<2>{19, 37}", kernel, d_out, d_extents, NULL);
}

/* nd_range with dpctl's local accessor kind (MDLocalAccessor) as the
 * kernel's local int *scratch. */
static void group_sum(void) {
  enum { GROUPS = 96, LOCAL = 256 };
  static int32_t in[GROUPS * LOCAL], out[GROUPS];
  for (size_t i = 0; i < GROUPS * LOCAL; ++i)
    in[i] = (int32_t)(i % 13) - 6 + (int32_t)(i / LOCAL);
  DPCTLSyclKernelRef kernel = runtime_kernel(0, "group_sum");
  int32_t *d_in = rt.DPCTLmalloc_device(sizeof in, queue);
  int32_t *d_out = rt.DPCTLmalloc_shared(sizeof out, queue);
  struct dpctl_local_accessor scratch = {1, DPCTL_INT32_T, {LOCAL, 1, 1}};
  void *args[] = {d_in, d_out, &scratch};
  const int types[] = {DPCTL_VOID_PTR, DPCTL_VOID_PTR, DPCTL_LOCAL_ACCESSOR};
  const size_t global[3] = {GROUPS * LOCAL, 1, 1}, local[3] = {LOCAL, 1, 1};
  bool ok = step(kernel && d_in && d_out, "kernel and USM") && copy(d_in, in, sizeof in) &&
            wait_ok(rt.DPCTLQueue_Memset(queue, d_out, 0, sizeof out), "queue.memset") &&
            wait_ok(rt.DPCTLQueue_SubmitNDRange(kernel, queue, args, types, 3, global, local, 1,
                                                NULL, 0),
                    "parallel_for(nd_range<1>, kernel) with local_accessor<int>") &&
            copy(out, d_out, sizeof out);
  int bad = 0;
  for (size_t g = 0; ok && g < GROUPS; ++g) {
    int32_t expected = 0;
    for (size_t l = 0; l < LOCAL; ++l)
      expected += in[g * LOCAL + l];
    if (out[g] != expected && ++bad <= 10)
      printf("  group %zu: sum %d, expected %d\n", g, out[g], expected);
  }
  finish("local-memory argument", ok, bad, "96 groups of 256", kernel, d_in, d_out, NULL);
}

/* One negative element among 4096: the kernel's assert fails once, at
 * work-item 1234. Returns whether the wait reported an error, and what
 * stdout and stderr got meanwhile. */
static bool failing_assert(int which, char **out, char **err) {
  enum { N = 4096, BAD = 1234 };
  static int32_t data[N];
  for (int i = 0; i < N; ++i)
    data[i] = i == BAD ? -1 : i;
  DPCTLSyclKernelRef kernel = runtime_kernel(which, "check_non_negative");
  int32_t *d_data = rt.DPCTLmalloc_device(sizeof data, queue);
  void *args[] = {d_data};
  const int types[] = {DPCTL_VOID_PTR};
  const size_t range[3] = {N, 1, 1};
  bool ok = step(kernel && d_data, "kernel and USM") && copy(d_data, data, sizeof data);
  struct capture o, e;
  capture_start(&o, 1);
  capture_start(&e, 2);
  unsigned before = sycl_rt_error_count();
  DPCTLSyclEventRef event =
      ok ? rt.DPCTLQueue_SubmitRange(kernel, queue, args, types, 1, range, 1, NULL, 0) : NULL;
  if (event) {
    rt.DPCTLEvent_WaitAndThrow(event);
    rt.DPCTLEvent_Delete(event);
  }
  unsigned reports = sycl_rt_error_count() - before;
  const char *error = sycl_rt_take_error();
  *err = capture_finish(&e);
  *out = capture_finish(&o);
  printf("  submit: %s; the wait reported %u error(s): %s\n", event ? "ok" : "failed", reports,
         error ? error : "(none)");
  if (kernel)
    rt.DPCTLKernel_Delete(kernel);
  rt.DPCTLfree_with_queue(d_data, queue);
  sycl_rt_take_error(); /* a free after a native assert fails too */
  return event && reports == 1;
}

static const char assertion[] = "Assertion `data[i] >= 0` failed";

static void recoverable_assert(void) {
  char *out, *err;
  bool raised = failing_assert(1, &out, &err);
  bool once = capture_count(err, assertion) == 1;
  bool right_item = strstr(err, "global id: [1234,0,0]") != NULL;
  report("recoverable assert: the wait reports one error", raised, NULL);
  report("recoverable assert: the message once on stderr, work-item 1234", once && right_item,
         once ? (right_item ? NULL : "expected global id [1234,0,0]") : "not exactly once");
  free(out), free(err);
}

static void native_assert(void) {
  char *out, *err;
  bool raised = failing_assert(0, &out, &err);
  report("native assert: the wait reports one error", raised, NULL);
  report("native assert: CUDA printed the assertion",
         capture_count(out, assertion) + capture_count(err, assertion) >= 1, NULL);
  free(out), free(err);
}

/* Everything this test made goes, the adapter's own handles last (the
 * runtime's programs borrow their modules). */
static void teardown(DPCTLSyclDeviceRef device) {
  for (int i = 0; i < 2; ++i)
    if (bundles[i])
      rt.DPCTLKernelBundle_Delete(bundles[i]);
  if (queue) {
    rt.DPCTLQueue_Wait(queue);
    rt.DPCTLQueue_Delete(queue);
  }
  if (context)
    rt.DPCTLContext_Delete(context);
  rt.DPCTLDevice_Delete(device);
  adapter_native_close(native);
}

static DPCTLSyclDeviceRef cuda_device(void) {
  DPCTLSyclDeviceSelectorRef selector = rt.DPCTLFilterSelector_Create("cuda:gpu");
  DPCTLSyclDeviceRef device = selector ? rt.DPCTLDevice_CreateFromSelector(selector) : NULL;
  if (selector)
    rt.DPCTLDeviceSelector_Delete(selector);
  return device;
}

int main(int argc, char **argv) {
  bool native_mode = argc == 5 && strcmp(argv[4], "native-assert") == 0;
  if (argc != 4 && !native_mode) {
    fprintf(stderr, "usage: sycl_rt2026_gpu_test RUNTIME_DIR KERNELS.fatbin "
                    "KERNELS_RECOVERABLE.fatbin [native-assert]\n");
    return 2;
  }
  setenv("ONEAPI_DEVICE_SELECTOR", "cuda:*", 0);
  bool missing = false;
  char why[4200];
  if (!sycl_rt_open(&rt, argv[1], &missing, why, sizeof why)) {
    printf("%s: %s%s\n", missing ? "SKIPPED" : "FAIL", why,
           missing ? " (tests/ur/make_ur_gpu_runtime.sh makes the runtime folder)" : "");
    return missing ? 77 : 1;
  }
  DPCTLSyclDeviceRef device = cuda_device();
  if (!device) {
    const char *error = sycl_rt_take_error();
    printf("SKIPPED: no CUDA device through Intel's SYCL runtime (%s)\n", error ? error : "");
    return 77;
  }
  const char *name = rt.DPCTLDevice_GetName(device);
  printf("device: %s, runtime %s\n", name, rt.DPCTLService_GetDPCPPVersion());
  rt.DPCTLCString_Delete(name);
  report("platform and device listed by dpctl with backend cuda",
         platform_listed() && rt.DPCTLDevice_GetBackend(device) == DPCTL_CUDA &&
             rt.DPCTLDevice_GetDeviceType(device) == DPCTL_GPU,
         NULL);
  context = rt.DPCTLContext_Create(device, NULL, 0);
  queue = context ? rt.DPCTLQueue_Create(context, device, NULL, DPCTL_IN_ORDER) : NULL;
  report("sycl::context and in-order sycl::queue", step(queue != NULL, "context and queue"),
         NULL);
  char lib_dir[4096];
  sycl_rt_lib_dir(argv[1], lib_dir, sizeof lib_dir);
  native = queue ? adapter_native_open(lib_dir, why, sizeof why) : NULL;
  if (queue)
    report("the adapter libsycl.so.9 loaded gives native handles", native != NULL,
           native ? NULL : why);
  if (native && native_mode) {
    bool loaded = load_bundle(0, argv[2]);
    report("kernel_bundle from the native fatbin's CUmodule", loaded, NULL);
    if (loaded)
      native_assert();
    /* CUDA is gone for the process now, and libsycl 2026.2 throws from a
     * destructor when its queue cannot finish (std::terminate, seen on the
     * H100): the process ends here, as an application after a native
     * assert would. */
    printf("sycl_rt2026_gpu_test: %s (native assert: no teardown)\n",
           failures ? "FAILED" : "passed");
    fflush(stdout);
    _exit(failures ? 1 : 0);
  } else if (native) {
    usm_kinds();
    bool loaded = load_bundle(0, argv[2]);
    report("kernel_bundle from the fatbin's CUmodule", loaded, NULL);
    if (loaded) {
      vector_add("vector add (device, shared and host USM)", (1 << 20) + 3, (1 << 20) + 3);
      record_2d();
      vector_add("scalar argument: n = 1000 of a range of 4096", 4096, 1000);
      group_sum();
      printf("note: no global offset: dpctl 0.22.1's SubmitRange and SubmitNDRange take none "
             "(\"\\todo Add support for id<Dims> WorkItemOffset\" in its header), and "
             "handler's offset overloads are header templates\n");
    }
    loaded = loaded && load_bundle(1, argv[3]);
    report("kernel_bundle from the recoverable-assert fatbin's CUmodule", loaded, NULL);
    if (loaded) {
      recoverable_assert();
      vector_add("vector add after the recoverable assert", 4096, 4096);
    }
  }
  teardown(device);
  printf("sycl_rt2026_gpu_test: %s\n", failures ? "FAILED" : "passed");
  return failures ? 1 : 0;
}
