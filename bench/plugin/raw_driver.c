#include "raw_driver.h"

#include <dlfcn.h>
#include <stdint.h>
#include <time.h>

struct raw_driver raw;

typedef CUresult (*get_proc_fn)(const char *, void **, int, cuuint64_t,
                                CUdriverProcAddressQueryResult *);

int load_raw_driver(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  get_proc_fn get_proc = lib ? (get_proc_fn)(uintptr_t)dlsym(lib, "cuGetProcAddress_v2") : NULL;
  if (!get_proc)
    return -1;
#define RESOLVE(fn)                                                            \
  if (get_proc(#fn, (void **)&raw.fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, NULL) != CUDA_SUCCESS) \
    return -1;
  RAW_FUNCTIONS(RESOLVE)
#undef RESOLVE
  return 0;
}

double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
