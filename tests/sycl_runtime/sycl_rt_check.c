/* Intel's SYCL runtime over our plugin, as far as it goes without a GPU:
 * every function the GPU client uses resolves, dpctl's own conversions agree
 * with this client's sycl::backend ABI, dpctl's errors reach this client
 * (the error_handler interposition the GPU test reads asserts through), and
 * the runtime, restricted to CUDA, loads libpi_cuda.so and enumerates
 * EXPECTED CUDA platforms (0 without a driver).
 * usage: sycl_rt_check RUNTIME_DIR EXPECTED_PLATFORMS
 * Exit 77 when RUNTIME_DIR lacks the runtime (tests/sycl_runtime/fetch_runtime.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sycl_rt.h"

static int failures;

static void check(bool ok, const char *what, const char *detail) {
  printf("%s %s%s%s\n", ok ? "ok" : "FAIL", what, detail ? ": " : "", detail ? detail : "");
  failures += !ok;
}

static size_t cuda_platforms(struct sycl_rt *rt) {
  DPCTLPlatformVectorRef platforms = rt->DPCTLPlatform_GetPlatforms();
  size_t n = platforms ? rt->DPCTLPlatformVector_Size(platforms) : 0, cuda = 0;
  for (size_t i = 0; i < n; ++i) {
    DPCTLSyclPlatformRef p = rt->DPCTLPlatformVector_GetAt(platforms, i);
    const char *name = rt->DPCTLPlatform_GetName(p);
    printf("  platform %zu: %s\n", i, name ? name : "?");
    cuda += rt->DPCTLPlatform_GetBackend(p) == DPCTL_CUDA;
    rt->DPCTLCString_Delete(name);
    rt->DPCTLPlatform_Delete(p);
  }
  if (platforms)
    rt->DPCTLPlatformVector_Delete(platforms);
  return cuda;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: sycl_rt_check RUNTIME_DIR EXPECTED_PLATFORMS\n");
    return 2;
  }
  size_t expected = strtoul(argv[2], NULL, 10);
  struct sycl_rt rt;
  bool missing = false;
  char why[4200];
  if (!sycl_rt_open(&rt, argv[1], &missing, why, sizeof why)) {
    printf("%s: %s\n", missing ? "SKIPPED" : "FAIL", why);
    return missing ? 77 : 1;
  }
  char detail[128];
  snprintf(detail, sizeof detail, "%zu functions of dpctl, libsycl, libstdc++ and the plugin",
           sycl_rt_symbol_count());
  check(true, "resolved", detail);
  const char *version = rt.DPCTLService_GetDPCPPVersion();
  check(version && strstr(version, "2024.2") != NULL, "DPC++ runtime version", version);

  /* sycl::backend::ext_oneapi_cuda is the char 3 (make_kernel's argument). */
  check(rt.dpctl_backend_to_sycl(DPCTL_CUDA) == SYCL_BACKEND_EXT_ONEAPI_CUDA,
        "dpctl maps DPCTL_CUDA to sycl::backend 3", NULL);
  check(rt.sycl_backend_to_dpctl((char)SYCL_BACKEND_EXT_ONEAPI_CUDA) == DPCTL_CUDA,
        "dpctl maps sycl::backend 3 to DPCTL_CUDA", NULL);

  size_t found = cuda_platforms(&rt);
  snprintf(detail, sizeof detail, "%zu, expected %zu", found, expected);
  check(found == expected, "CUDA platforms through the runtime", detail);
  pi_uint32 plugin_platforms = 99;
  char *reason = NULL;
  check(rt.piPlatformsGet(0, NULL, &plugin_platforms) == PI_SUCCESS &&
            plugin_platforms == expected,
        "the same plugin object answers directly", NULL);
  if (plugin_platforms == 0 && rt.piPluginGetLastError(&reason) == PI_SUCCESS)
    printf("  plugin: %s\n", reason);

  /* No CUDA GPU here: dpctl catches the runtime's exception and reports it
   * through error_handler, which this client defines. */
  if (expected == 0) {
    DPCTLSyclDeviceSelectorRef selector = rt.DPCTLFilterSelector_Create("cuda:gpu");
    DPCTLSyclDeviceRef device = selector ? rt.DPCTLDevice_CreateFromSelector(selector) : NULL;
    const char *error = sycl_rt_take_error();
    check(!device && error != NULL, "dpctl's exception text reaches the client",
          error ? error : "(none)");
    if (device)
      rt.DPCTLDevice_Delete(device);
    if (selector)
      rt.DPCTLDeviceSelector_Delete(selector);
  }
  printf("sycl_rt_check: %s\n", failures ? "FAILED" : "passed");
  return failures ? 1 : 0;
}
