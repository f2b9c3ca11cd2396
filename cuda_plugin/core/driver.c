#include "driver.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct cuda_api cu;

/* cuGetProcAddress with the CUDA version this plugin is compiled against
 * returns the entry point whose ABI matches cuda.h 13.0. */
enum { PLUGIN_CUDA_VERSION = 13000 };

typedef CUresult (*get_proc_address_fn)(const char *, void **, int, cuuint64_t,
                                        CUdriverProcAddressQueryResult *);

static char load_failure[512];

static const char *fail(const char *fmt, const char *a, const char *b) {
  snprintf(load_failure, sizeof load_failure, fmt, a, b);
  return load_failure;
}

static CUresult resolve(get_proc_address_fn get_proc, const char *name, void **slot) {
  CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SUCCESS;
  CUresult r = get_proc(name, slot, PLUGIN_CUDA_VERSION, CU_GET_PROC_ADDRESS_DEFAULT,
                        &status);
  if (r == CUDA_SUCCESS && (status != CU_GET_PROC_ADDRESS_SUCCESS || !*slot))
    r = CUDA_ERROR_NOT_FOUND;
  if (r != CUDA_SUCCESS)
    *slot = NULL;
  return r;
}

const char *cuda_driver_load(void) {
  const char *path = getenv(PI_CUDA_LIBRARY_ENV);
  if (!path || !*path)
    path = "libcuda.so.1";
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    return fail("no CUDA driver: %s%s", dlerror(), "");
  get_proc_address_fn get_proc =
      (get_proc_address_fn)(uintptr_t)dlsym(lib, "cuGetProcAddress_v2");
  if (!get_proc)
    return fail("CUDA driver %s has no cuGetProcAddress_v2%s: a CUDA 12 or newer "
                "driver is needed", path, "");
#define RESOLVE_REQUIRED(fn)                                                   \
  switch (resolve(get_proc, #fn, (void **)&cu.fn)) {                           \
  case CUDA_SUCCESS:                                                           \
    break;                                                                     \
  case CUDA_ERROR_STUB_LIBRARY:                                                \
    return fail("%s is the CUDA toolkit's stub library%s, not a driver", path, ""); \
  default:                                                                     \
    return fail("CUDA driver %s lacks %s: update the NVIDIA driver", path, #fn); \
  }
  CUDA_REQUIRED_FUNCTIONS(RESOLVE_REQUIRED)
#undef RESOLVE_REQUIRED
#define RESOLVE_OPTIONAL(fn) resolve(get_proc, #fn, (void **)&cu.fn);
  CUDA_OPTIONAL_FUNCTIONS(RESOLVE_OPTIONAL)
#undef RESOLVE_OPTIONAL
  return NULL;
}
