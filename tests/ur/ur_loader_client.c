#include "ur_loader_client.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

bool ur_loader_open(struct ur_loader *ur, const char *path) {
  ur->library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!ur->library) {
    printf("cannot load the UR loader: %s\n", dlerror());
    return false;
  }
  bool found = true;
#define UR_LOADER_RESOLVE(name)                                                                    \
  if (!(*(void **)&ur->name = dlsym(ur->library, #name))) {                                        \
    printf("%s has no %s\n", path, #name);                                                         \
    found = false;                                                                                 \
  }
  UR_LOADER_FUNCTIONS(UR_LOADER_RESOLVE)
#undef UR_LOADER_RESOLVE
  return found;
}

int ur_platform_open(struct ur_loader *ur, const char *lib_dir, ur_adapter_handle_t *adapter,
                     ur_platform_handle_t *platform) {
  char loader_path[4096], adapter_path[4096];
  snprintf(loader_path, sizeof loader_path, "%s/libur_loader.so.0", lib_dir);
  snprintf(adapter_path, sizeof adapter_path, "%s/libur_adapter_cuda.so.0", lib_dir);
  if (access(loader_path, R_OK) != 0 || access(adapter_path, R_OK) != 0) {
    printf("SKIPPED: no %s or %s (tests/ur/make_ur_gpu_runtime.sh makes them)\n", loader_path,
           adapter_path);
    return 77;
  }
  /* Only our adapter: the loader's own (OpenCL, Level Zero) stay out. */
  setenv("UR_ADAPTERS_FORCE_LOAD", adapter_path, 1);
  if (!ur_loader_open(ur, loader_path))
    return 1;
  uint32_t adapters = 0, platforms = 0;
  if (ur->urLoaderInit(0, NULL) != UR_RESULT_SUCCESS ||
      ur->urAdapterGet(1, adapter, &adapters) != UR_RESULT_SUCCESS || adapters != 1) {
    printf("FAIL setup: the loader did not load %s (%u adapters)\n", adapter_path, adapters);
    return 1;
  }
  if (ur->urPlatformGet(*adapter, 1, platform, &platforms) != UR_RESULT_SUCCESS) {
    printf("FAIL setup: urPlatformGet failed\n");
    return 1;
  }
  if (platforms == 0)
    *platform = NULL; /* the count says none, whatever was written */
  return 0;
}

int ur_gpu_open(struct ur_loader *ur, const char *lib_dir, struct ur_gpu *gpu) {
  ur_platform_handle_t platform = NULL;
  int opened = ur_platform_open(ur, lib_dir, &gpu->adapter, &platform);
  if (opened != 0)
    return opened;
  if (!platform) {
    ur->urAdapterRelease(gpu->adapter);
    ur->urLoaderTearDown();
    printf("SKIPPED: no CUDA device\n");
    return 77;
  }
  if (ur->urDeviceGet(platform, UR_DEVICE_TYPE_GPU, 1, &gpu->device, NULL) != UR_RESULT_SUCCESS ||
      ur->urContextCreate(1, &gpu->device, NULL, &gpu->context) != UR_RESULT_SUCCESS ||
      ur->urQueueCreate(gpu->context, gpu->device, NULL, &gpu->queue) != UR_RESULT_SUCCESS) {
    printf("FAIL setup: no device, context or queue\n");
    return 1;
  }
  return 0;
}
