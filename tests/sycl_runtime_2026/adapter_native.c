#include "adapter_native.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include <unified-runtime/ur_ddi.h>

enum { MAX_KERNELS = 16 };

struct adapter_native {
  void *library;
  ur_adapter_dditable_t adapter;
  ur_platform_dditable_t platform;
  ur_device_dditable_t device;
  ur_context_dditable_t context;
  ur_program_dditable_t program;
  ur_kernel_dditable_t kernel;
  ur_adapter_handle_t adapter_handle;
  ur_device_handle_t device_handle;
  ur_context_handle_t context_handle;
  ur_program_handle_t programs[ADAPTER_NATIVE_PROGRAMS];
  ur_kernel_handle_t kernels[MAX_KERNELS];
  size_t kernel_count;
};

static bool failed(struct adapter_native *a, ur_result_t r, const char *what, char *why,
                   size_t why_size) {
  if (r == UR_RESULT_SUCCESS)
    return false;
  const char *message = NULL;
  int32_t error = 0;
  if (a->adapter_handle && a->adapter.pfnGetLastError)
    a->adapter.pfnGetLastError(a->adapter_handle, &message, &error);
  snprintf(why, why_size, "%s: UR result %d; adapter: %s", what, (int)r,
           message && *message ? message : "-");
  return true;
}

#define GET_TABLE(getter, table)                                                                  \
  (!(fn = dlsym(a->library, #getter)) ||                                                          \
   ((ur_result_t(*)(ur_api_version_t, void *))fn)(UR_API_VERSION_CURRENT, &a->table) !=            \
       UR_RESULT_SUCCESS)

struct adapter_native *adapter_native_open(const char *lib_dir, char *why, size_t why_size) {
  char path[4096];
  snprintf(path, sizeof path, "%s/libur_adapter_cuda.so.0", lib_dir);
  /* RTLD_NOLOAD: only the object the runtime loaded will do. */
  void *library = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
  if (!library) {
    snprintf(why, why_size, "libsycl.so.9 has not loaded %s", path);
    return NULL;
  }
  struct adapter_native *a = calloc(1, sizeof *a);
  a->library = library;
  void *fn;
  if (GET_TABLE(urGetAdapterProcAddrTable, adapter) ||
      GET_TABLE(urGetPlatformProcAddrTable, platform) ||
      GET_TABLE(urGetDeviceProcAddrTable, device) ||
      GET_TABLE(urGetContextProcAddrTable, context) ||
      GET_TABLE(urGetProgramProcAddrTable, program) ||
      GET_TABLE(urGetKernelProcAddrTable, kernel)) {
    snprintf(why, why_size, "the adapter's table getters refused this client");
    adapter_native_close(a);
    return NULL;
  }
  uint32_t count = 0;
  ur_platform_handle_t platform = NULL;
  if (failed(a, a->adapter.pfnGet(1, &a->adapter_handle, &count), "urAdapterGet", why,
             why_size) ||
      failed(a, a->platform.pfnGet(a->adapter_handle, 1, &platform, &count), "urPlatformGet",
             why, why_size) ||
      failed(a, a->device.pfnGet(platform, UR_DEVICE_TYPE_GPU, 1, &a->device_handle, &count),
             "urDeviceGet", why, why_size) ||
      failed(a, a->context.pfnCreate(1, &a->device_handle, NULL, &a->context_handle),
             "urContextCreate", why, why_size)) {
    adapter_native_close(a);
    return NULL;
  }
  return a;
}

uintptr_t adapter_native_module(struct adapter_native *a, int which, const char *fatbin,
                                char *why, size_t why_size) {
  if (a->programs[which]) {
    snprintf(why, why_size, "program %d is built already", which);
    return 0;
  }
  FILE *f = fopen(fatbin, "rb");
  if (!f) {
    snprintf(why, why_size, "cannot open %s", fatbin);
    return 0;
  }
  static uint8_t image[1 << 20];
  size_t size = fread(image, 1, sizeof image, f);
  bool whole = feof(f);
  fclose(f);
  if (!whole) {
    snprintf(why, why_size, "%s is over 1 MiB", fatbin);
    return 0;
  }
  const uint8_t *images[] = {image};
  ur_program_handle_t program = NULL;
  ur_native_handle_t module = 0;
  if (failed(a,
             a->program.pfnCreateWithBinary(a->context_handle, 1, &a->device_handle, &size,
                                            images, NULL, &program),
             "urProgramCreateWithBinary", why, why_size))
    return 0;
  a->programs[which] = program;
  if (failed(a, a->program.pfnBuild(a->context_handle, program, ""), "urProgramBuild", why,
             why_size) ||
      failed(a, a->program.pfnGetNativeHandle(program, &module), "urProgramGetNativeHandle", why,
             why_size))
    return 0;
  return (uintptr_t)module;
}

uintptr_t adapter_native_function(struct adapter_native *a, int which, const char *name,
                                  char *why, size_t why_size) {
  ur_kernel_handle_t kernel = NULL;
  ur_native_handle_t function = 0;
  if (a->kernel_count == MAX_KERNELS ||
      failed(a, a->kernel.pfnCreate(a->programs[which], name, &kernel), name, why, why_size))
    return 0;
  a->kernels[a->kernel_count++] = kernel;
  if (failed(a, a->kernel.pfnGetNativeHandle(kernel, &function), "urKernelGetNativeHandle", why,
             why_size))
    return 0;
  return (uintptr_t)function;
}

void adapter_native_close(struct adapter_native *a) {
  if (!a)
    return;
  for (size_t i = 0; i < a->kernel_count; ++i)
    a->kernel.pfnRelease(a->kernels[i]);
  for (int i = 0; i < ADAPTER_NATIVE_PROGRAMS; ++i)
    if (a->programs[i])
      a->program.pfnRelease(a->programs[i]);
  if (a->context_handle)
    a->context.pfnRelease(a->context_handle);
  if (a->adapter_handle)
    a->adapter.pfnRelease(a->adapter_handle);
  dlclose(a->library);
  free(a);
}
