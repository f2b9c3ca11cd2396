/* Intel's SYCL runtime 2026.2 over our UR adapter, as far as it goes without
 * a GPU: every function the GPU client uses resolves, dpctl was built with
 * DPC++ 2026, dpctl's own conversions agree with this client's sycl::backend
 * ABI, and the runtime finds EXPECTED (0 or 1) CUDA GPUs. Run on the fake
 * driver (tests/fake_cuda) with FAKE_CUDA_DEVICES=EXPECTED. With none,
 * dpctl's exception text reaches this client (the error_handler
 * interposition the GPU test reads errors through). With one, the object
 * sizes the client assumes are measured: dpctl's Copy functions allocate a sycl::context, a
 * sycl::kernel_bundle<executable> and a sycl::kernel with `new`, which this
 * program's operator new (exported, so it takes libstdc++'s place) records;
 * and make_kernel_bundle and make_kernel write no byte past 16 of their
 * result (canary bytes after it), over a module and function from FATBIN.
 * usage: sycl_rt2026_check RUNTIME_DIR EXPECTED_CUDA_DEVICES [FATBIN]
 * Exit 77 when RUNTIME_DIR lacks the runtime. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter_native.h"
#include "sycl_rt2026.h"

static int failures;

static void check(bool ok, const char *what, const char *detail) {
  printf("%s %s%s%s\n", ok ? "ok" : "FAIL", what, detail ? ": " : "", detail ? detail : "");
  failures += !ok;
}

/* operator new(unsigned long): every `new` of the process lands here. */
static _Thread_local bool recording;
static _Thread_local size_t recorded;

void *_Znwm(size_t size);
void *_Znwm(size_t size) {
  if (recording && !recorded)
    recorded = size;
  void *p = malloc(size ? size : 1);
  if (!p)
    abort(); /* C cannot throw std::bad_alloc */
  return p;
}

static void start_recording(void) {
  recorded = 0;
  recording = true;
}

static size_t stop_recording(void) {
  recording = false;
  return recorded;
}

static void check_size(const char *type, size_t size) {
  char detail[96];
  snprintf(detail, sizeof detail, "dpctl allocates %zu bytes, the client assumes 16", size);
  char what[96];
  snprintf(what, sizeof what, "sizeof(%s)", type);
  check(size == 16, what, detail);
}

enum { RESULT_SIZE = 16, CANARY = 0xcd };

static bool canary_intact(const unsigned char *result) {
  for (int i = RESULT_SIZE; i < 2 * RESULT_SIZE; ++i)
    if (result[i] != CANARY)
      return false;
  return true;
}

static DPCTLSyclDeviceRef cuda_device(struct sycl_rt *rt) {
  DPCTLSyclDeviceSelectorRef selector = rt->DPCTLFilterSelector_Create("cuda:gpu");
  DPCTLSyclDeviceRef device = selector ? rt->DPCTLDevice_CreateFromSelector(selector) : NULL;
  if (selector)
    rt->DPCTLDeviceSelector_Delete(selector);
  return device;
}

/* On the fake driver: the sizes and the two interop calls. */
static void check_objects(struct sycl_rt *rt, DPCTLSyclDeviceRef device, const char *runtime_dir,
                          const char *fatbin) {
  DPCTLSyclContextRef context = rt->DPCTLContext_Create(device, NULL, 0);
  check(context != NULL, "a sycl::context on the CUDA device", sycl_rt_take_error());
  if (!context)
    return;
  start_recording();
  DPCTLSyclContextRef copy = rt->DPCTLContext_Copy(context);
  check_size("sycl::context", stop_recording());
  rt->DPCTLContext_Delete(copy);

  char lib_dir[4096], why[1024];
  sycl_rt_lib_dir(runtime_dir, lib_dir, sizeof lib_dir);
  struct adapter_native *native = adapter_native_open(lib_dir, why, sizeof why);
  check(native != NULL, "the adapter libsycl.so.9 loaded answers this client",
        native ? NULL : why);
  uintptr_t module = native ? adapter_native_module(native, 0, fatbin, why, sizeof why) : 0;
  uintptr_t function =
      module ? adapter_native_function(native, 0, "vector_add", why, sizeof why) : 0;
  check(function != 0, "a CUmodule and CUfunction of the fatbin from the adapter",
        function ? NULL : why);
  if (function) {
    unsigned char *bundle = rt->operator_new(2 * RESULT_SIZE);
    memset(bundle, CANARY, 2 * RESULT_SIZE);
    void *returned = rt->make_kernel_bundle(bundle, module, context, true,
                                            (char)SYCL_BUNDLE_STATE_EXECUTABLE,
                                            (char)SYCL_BACKEND_EXT_ONEAPI_CUDA);
    check(returned == bundle && canary_intact(bundle),
          "make_kernel_bundle returns its 16-byte result through the hidden pointer", NULL);
    start_recording();
    DPCTLSyclKernelBundleRef bundle_copy =
        rt->DPCTLKernelBundle_Copy((DPCTLSyclKernelBundleRef)bundle);
    check_size("sycl::kernel_bundle<bundle_state::executable>", stop_recording());
    rt->DPCTLKernelBundle_Delete(bundle_copy);

    unsigned char *kernel = rt->operator_new(2 * RESULT_SIZE);
    memset(kernel, CANARY, 2 * RESULT_SIZE);
    returned = rt->make_kernel(kernel, context, bundle, function, true,
                               (char)SYCL_BACKEND_EXT_ONEAPI_CUDA);
    check(returned == kernel && canary_intact(kernel),
          "make_kernel returns its 16-byte result through the hidden pointer", NULL);
    /* The fake driver reads parameters from PTX, which a fatbin compresses:
     * the count itself is the GPU test's to check. */
    size_t args = rt->DPCTLKernel_GetNumArgs((DPCTLSyclKernelRef)kernel);
    const char *error = sycl_rt_take_error();
    char detail[160];
    snprintf(detail, sizeof detail, "argument count %zu%s%s", args, error ? ", " : "",
             error ? error : "");
    check(error == NULL, "dpctl queries the made kernel", detail);
    start_recording();
    DPCTLSyclKernelRef kernel_copy = rt->DPCTLKernel_Copy((DPCTLSyclKernelRef)kernel);
    check_size("sycl::kernel", stop_recording());
    rt->DPCTLKernel_Delete(kernel_copy);
    /* dpctl's delete frees them: operator delete ignores the size. */
    rt->DPCTLKernel_Delete((DPCTLSyclKernelRef)kernel);
    rt->DPCTLKernelBundle_Delete((DPCTLSyclKernelBundleRef)bundle);
  }
  rt->DPCTLContext_Delete(context);
  adapter_native_close(native);
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: sycl_rt2026_check RUNTIME_DIR EXPECTED_CUDA_DEVICES [FATBIN]\n");
    return 2;
  }
  size_t expected = strtoul(argv[2], NULL, 10);
  setenv("ONEAPI_DEVICE_SELECTOR", "cuda:*", 0);
  struct sycl_rt rt;
  bool missing = false;
  char why[4200];
  if (!sycl_rt_open(&rt, argv[1], &missing, why, sizeof why)) {
    printf("%s: %s\n", missing ? "SKIPPED" : "FAIL", why);
    return missing ? 77 : 1;
  }
  char detail[128];
  snprintf(detail, sizeof detail, "%zu functions of dpctl, libsycl and libstdc++",
           sycl_rt_symbol_count());
  check(true, "resolved", detail);
  const char *version = rt.DPCTLService_GetDPCPPVersion();
  /* dpctl 0.22.1 reports the DPC++ it was built with (2026.0), not the runtime. */
  check(version && strncmp(version, "2026.", 5) == 0, "dpctl built with DPC++ 2026", version);

  /* sycl::backend::ext_oneapi_cuda is the char 3 (the interop calls' argument). */
  check(rt.dpctl_backend_to_sycl(DPCTL_CUDA) == SYCL_BACKEND_EXT_ONEAPI_CUDA,
        "dpctl maps DPCTL_CUDA to sycl::backend 3", NULL);
  check(rt.sycl_backend_to_dpctl((char)SYCL_BACKEND_EXT_ONEAPI_CUDA) == DPCTL_CUDA,
        "dpctl maps sycl::backend 3 to DPCTL_CUDA", NULL);

  DPCTLSyclDeviceRef device = cuda_device(&rt);
  const char *error = sycl_rt_take_error();
  snprintf(detail, sizeof detail, "%s, expected %zu", device ? "one" : "none", expected);
  check((device != NULL) == (expected > 0), "CUDA GPU through the runtime", detail);
  if (!device)
    check(error != NULL, "dpctl's exception text reaches the client", error ? error : "(none)");
  if (device && argc == 4)
    check_objects(&rt, device, argv[1], argv[3]);
  else if (device)
    check(false, "object sizes", "need FATBIN");
  if (device)
    rt.DPCTLDevice_Delete(device);
  printf("sycl_rt2026_check: %s\n", failures ? "FAILED" : "passed");
  return failures ? 1 : 0;
}
