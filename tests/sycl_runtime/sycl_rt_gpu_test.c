/* Our plugin under Intel's SYCL runtime (libsycl.so.7, PI 15.47) on a GPU,
 * driven through dpctl 0.17's C API: a sycl::context (piContextCreate with
 * __SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY), an in-order queue, USM, and
 * kernels made by the runtime from native CUfunctions (make_kernel: the
 * plugin gets no program and finds the module), launched by parallel_for:
 * vector add, a 2-D kernel, a local-memory reduction (nd_range with a local
 * accessor), and both assert modes (native last: it ends CUDA for the
 * process). Ends with the info queries the runtime made (query_audit.c);
 * SYCL_PI_TRACE, when set, is the runtime's own trace on stdout.
 * usage: sycl_rt_gpu_test RUNTIME_DIR KERNELS.fatbin KERNELS_RECOVERABLE.fatbin
 * Exit 77 where the runtime files or a CUDA device are missing. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "query_audit.h"
#include "sycl_rt.h"

static struct sycl_rt rt;
static DPCTLSyclContextRef context;
static DPCTLSyclQueueRef queue;
static int failures;

static void report(const char *name, bool ok, const char *detail) {
  printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", name, detail && *detail ? ": " : "",
         detail ? detail : "");
  fflush(stdout);
  failures += !ok;
}

/* A failed step of a case: says which, with the runtime's exception text
 * (dpctl catches it) and the plugin's last message on this thread. */
static bool step(bool ok, const char *what) {
  if (!ok) {
    const char *error = sycl_rt_take_error();
    char *plugin = NULL;
    rt.piPluginGetLastError(&plugin);
    printf("  %s failed: %s; plugin: %s\n", what, error ? error : "no exception",
           plugin && *plugin ? plugin : "-");
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

/* A case's end: its line, then its kernel and USM (NULL-terminated) go. */
static void finish(const char *name, bool ok, int wrong, const char *what,
                   DPCTLSyclKernelRef kernel, ...) {
  char detail[128];
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

/* The device's CUfunctions come from our plugin, in a PI context of its own
 * over the same primary CUDA context the runtime's context uses. */
struct native {
  pi_context context;
  pi_program program;
};

static bool load_native(struct native *n, const char *fatbin) {
  FILE *f = fopen(fatbin, "rb");
  if (!f) {
    printf("  cannot open %s\n", fatbin);
    return false;
  }
  unsigned char image[1 << 16];
  size_t size = fread(image, 1, sizeof image, f);
  bool whole = feof(f);
  fclose(f);
  if (!step(whole, "the fatbin fits 64 KB"))
    return false;
  pi_platform platform;
  pi_device device;
  const unsigned char *images[] = {image};
  return step(rt.piPlatformsGet(1, &platform, NULL) == PI_SUCCESS &&
                  rt.piDevicesGet(platform, PI_DEVICE_TYPE_GPU, 1, &device, NULL) ==
                      PI_SUCCESS &&
                  rt.piContextCreate(NULL, 1, &device, NULL, NULL, &n->context) == PI_SUCCESS,
              "plugin context") &&
         step(rt.piProgramCreateWithBinary(n->context, 1, &device, &size, images, 0, NULL, NULL,
                                           &n->program) == PI_SUCCESS &&
                  rt.piProgramBuild(n->program, 1, &device, "", NULL, NULL) == PI_SUCCESS,
              fatbin);
}

/* make_kernel<backend::ext_oneapi_cuda>(CUfunction, context). */
static DPCTLSyclKernelRef runtime_kernel(struct native *n, const char *name) {
  pi_kernel k;
  pi_native_handle function;
  if (!step(rt.piKernelCreate(n->program, name, &k) == PI_SUCCESS &&
                rt.piextKernelGetNativeHandle(k, &function) == PI_SUCCESS,
            name))
    return NULL;
  DPCTLSyclKernelRef kernel = sycl_rt_make_kernel(&rt, context, function);
  rt.piKernelRelease(k); /* the CUfunction lives with the program's module */
  return kernel;
}

static void vector_add(struct native *n, const char *name) {
  enum { N = (1 << 20) + 3 };
  static float a[N], b[N], c[N];
  for (size_t i = 0; i < N; ++i) {
    a[i] = (float)(i % 1000);
    b[i] = (float)(i % 7) * 0.5f;
    c[i] = -1.0f;
  }
  DPCTLSyclKernelRef kernel = runtime_kernel(n, "vector_add");
  float *da = rt.DPCTLmalloc_device(sizeof a, queue), *db = rt.DPCTLmalloc_shared(sizeof b, queue);
  float *dc = rt.DPCTLmalloc_host(sizeof c, queue);
  uint64_t count = N;
  void *args[] = {da, db, dc, &count};
  const int types[] = {DPCTL_VOID_PTR, DPCTL_VOID_PTR, DPCTL_VOID_PTR, DPCTL_UINT64_T};
  const size_t range[3] = {N, 1, 1};
  bool ok = step(kernel && da && db && dc, "kernel and USM (device, shared, host)") &&
            copy(da, a, sizeof a) && copy(db, b, sizeof b) &&
            wait_ok(rt.DPCTLQueue_SubmitRange(kernel, queue, args, types, 4, range, 1, NULL, 0),
                    "parallel_for(range<1>, kernel)") &&
            copy(c, dc, sizeof c);
  int bad = 0;
  for (size_t i = 0; ok && i < N; ++i)
    if (c[i] != a[i] + b[i] && ++bad <= 10)
      printf("  c[%zu] = %g, expected %g + %g\n", i, (double)c[i], (double)a[i], (double)b[i]);
  finish(name, ok, bad, "1048579 elements", kernel, da, db, dc, NULL);
}

/* SYCL's range<2>{R0, R1} has R1 fastest-varying: the runtime reverses the
 * dimensions for the launch, so the kernel's x extent is R1. */
static void record_2d(struct native *n) {
  enum { R0 = 19, R1 = 37 };
  static uint32_t out[R0 * R1];
  uint64_t extents[2] = {0, 0};
  DPCTLSyclKernelRef kernel = runtime_kernel(n, "record_2d");
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

static void group_sum(struct native *n) {
  enum { GROUPS = 96, LOCAL = 256 };
  static int32_t in[GROUPS * LOCAL], out[GROUPS];
  for (size_t i = 0; i < GROUPS * LOCAL; ++i)
    in[i] = (int32_t)(i % 13) - 6 + (int32_t)(i / LOCAL);
  DPCTLSyclKernelRef kernel = runtime_kernel(n, "group_sum");
  int32_t *d_in = rt.DPCTLmalloc_device(sizeof in, queue);
  int32_t *d_out = rt.DPCTLmalloc_shared(sizeof out, queue);
  struct dpctl_local_accessor scratch = {1, DPCTL_INT32_T, {LOCAL, 1, 1}};
  void *args[] = {d_in, d_out, &scratch};
  const int types[] = {DPCTL_VOID_PTR, DPCTL_VOID_PTR, DPCTL_LOCAL_ACCESSOR};
  const size_t global[3] = {GROUPS * LOCAL, 1, 1}, local[3] = {LOCAL, 1, 1};
  bool ok = step(kernel && d_in && d_out, "kernel and USM") && copy(d_in, in, sizeof in) &&
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
  finish("local-memory reduction", ok, bad, "96 groups of 256", kernel, d_in, d_out, NULL);
}

/* One negative element among 4096: the kernel's assert fails once. The
 * event's wait must raise the plugin's PI_ERROR_DEVICE_ASSERT (-996). */
static bool run_failing_assert(struct native *n, char *error, size_t error_size) {
  enum { N = 4096, BAD = 1234 };
  static int32_t data[N];
  for (int i = 0; i < N; ++i)
    data[i] = i == BAD ? -1 : i;
  DPCTLSyclKernelRef kernel = runtime_kernel(n, "check_non_negative");
  int32_t *d_data = rt.DPCTLmalloc_device(sizeof data, queue);
  void *args[] = {d_data};
  const int types[] = {DPCTL_VOID_PTR};
  const size_t range[3] = {N, 1, 1};
  DPCTLSyclEventRef event = NULL;
  bool ok = step(kernel && d_data, "kernel and USM") && copy(d_data, data, sizeof data) &&
            step((event = rt.DPCTLQueue_SubmitRange(kernel, queue, args, types, 1, range, 1,
                                                    NULL, 0)) != NULL,
                 "parallel_for(range<1>, kernel)");
  snprintf(error, error_size, "(no exception)");
  if (ok) {
    rt.DPCTLEvent_WaitAndThrow(event);
    rt.DPCTLEvent_Delete(event);
    const char *text = sycl_rt_take_error();
    if (text)
      snprintf(error, error_size, "%s", text);
  }
  if (kernel)
    rt.DPCTLKernel_Delete(kernel);
  rt.DPCTLfree_with_queue(d_data, queue);
  sycl_rt_take_error(); /* a free after a native assert fails too */
  return ok && strstr(error, "-996") != NULL;
}

static void recoverable_assert(struct native *n) {
  char error[2048], line[512] = "";
  bool raised = run_failing_assert(n, error, sizeof error);
  bool printed = query_audit_saw("Assertion `data[i] >= 0` failed", line, sizeof line);
  bool right_item = strstr(line, "global id: [1234,0,0]") != NULL;
  printf("  wait_and_throw: %s\n  stderr: %s\n", error, printed ? line : "(no assert line)");
  report("recoverable assert: -996 thrown, message printed", raised && printed && right_item,
         printed && !right_item ? "expected global id [1234,0,0] in the line" : NULL);
}

static void native_assert(struct native *n) {
  char error[2048];
  int32_t host = 7;
  int32_t *later_target = rt.DPCTLmalloc_device(sizeof host, queue);
  bool raised = run_failing_assert(n, error, sizeof error);
  printf("  wait_and_throw: %s\n", error);
  report("native assert: -996 thrown", raised, NULL);
  /* CUDA is gone for the process: the plugin answers PI_ERROR_INVALID_CONTEXT. */
  DPCTLSyclEventRef event =
      later_target ? rt.DPCTLQueue_Memcpy(queue, later_target, &host, sizeof host) : NULL;
  if (event) {
    rt.DPCTLEvent_WaitAndThrow(event);
    rt.DPCTLEvent_Delete(event);
  }
  const char *later = sycl_rt_take_error();
  printf("  a later memcpy: %s\n", later ? later : "(no exception)");
  report("native assert: later calls fail with -34", later && strstr(later, "-34") != NULL,
         NULL);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: sycl_rt_gpu_test RUNTIME_DIR KERNELS.fatbin KERNELS_RECOVERABLE.fatbin\n");
    return 2;
  }
  setenv("ONEAPI_DEVICE_SELECTOR", "cuda:*", 0);
  if (!query_audit_start())
    printf("note: no query audit (stderr tap failed)\n");
  bool missing = false;
  char why[4200];
  if (!sycl_rt_open(&rt, argv[1], &missing, why, sizeof why)) {
    printf("%s: %s%s\n", missing ? "SKIPPED" : "FAIL", why,
           missing ? " (tests/sycl_runtime/fetch_runtime.sh puts the runtime there)" : "");
    return missing ? 77 : 1;
  }
  DPCTLSyclDeviceSelectorRef selector = rt.DPCTLFilterSelector_Create("cuda:gpu");
  DPCTLSyclDeviceRef device = rt.DPCTLDevice_CreateFromSelector(selector);
  rt.DPCTLDeviceSelector_Delete(selector);
  if (!device) {
    const char *error = sycl_rt_take_error();
    pi_uint32 platforms = 0;
    char *reason = NULL;
    rt.piPlatformsGet(0, NULL, &platforms);
    rt.piPluginGetLastError(&reason);
    printf("SKIPPED: no CUDA device through Intel's SYCL runtime (%s; plugin: %s)\n",
           error ? error : "", platforms == 0 && reason ? reason : "has a platform");
    query_audit_finish();
    return 77;
  }
  const char *name = rt.DPCTLDevice_GetName(device);
  printf("device: %s, runtime %s\n", name, rt.DPCTLService_GetDPCPPVersion());
  rt.DPCTLCString_Delete(name);
  context = rt.DPCTLContext_Create(device, NULL, 0);
  queue = context ? rt.DPCTLQueue_Create(context, device, NULL, DPCTL_IN_ORDER) : NULL;
  report("sycl::context and in-order sycl::queue", step(queue != NULL, "context and queue"),
         NULL);
  struct native native = {0}, recoverable = {0};
  if (queue) {
    bool loaded = load_native(&native, argv[2]) && load_native(&recoverable, argv[3]);
    report("fatbins built by the plugin", loaded, NULL);
    if (loaded) {
      vector_add(&native, "vector add (device, shared and host USM)");
      record_2d(&native);
      group_sum(&native);
      recoverable_assert(&recoverable);
      vector_add(&native, "vector add after the recoverable assert");
      /* Its kernel traps on purpose, which memcheck reports
       * (tests/gpu/run_compute_sanitizer.sh sets the variable). */
      if (getenv("GPU_TEST_UNDER_SANITIZER"))
        printf("SKIP native assert: traps on purpose\n");
      else
        native_assert(&native);
    }
  }
  printf("note: a non-zero global offset is not reachable from this client (dpctl 0.17 "
         "submits no offset; handler's offset overloads are header templates)\n");
  query_audit_finish();
  printf("sycl_rt_gpu_test: %s\n", failures ? "FAILED" : "passed");
  return failures ? 1 : 0;
}
