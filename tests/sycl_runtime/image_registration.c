#include "image_registration.h"

#include <dlfcn.h>
#include <pi.h>
#include <stdio.h>
#include <stdlib.h>

typedef void register_lib_fn(struct pi_device_binaries_struct *);

bool image_registration_through_door(void *libsycl) {
  void *first = dlsym(RTLD_DEFAULT, "__sycl_register_lib");
  return first && first != dlsym(libsycl, "__sycl_register_lib");
}

bool register_spirv_kernels(const struct spirv_kernel *kernels, size_t count, char *why,
                            size_t why_size) {
  register_lib_fn *register_lib = (register_lib_fn *)dlsym(RTLD_DEFAULT, "__sycl_register_lib");
  struct pi_device_binaries_struct *module = calloc(1, sizeof *module);
  struct pi_device_binary_struct *images = calloc(count, sizeof *images);
  struct _pi_offload_entry_struct *entries = calloc(count, sizeof *entries);
  if (!register_lib || !module || !images || !entries) {
    snprintf(why, why_size, "%s",
             register_lib ? "out of memory for the image descriptor"
                          : "no __sycl_register_lib in the process");
    free(module), free(images), free(entries);
    return false;
  }
  for (size_t i = 0; i < count; ++i) {
    entries[i].name = (char *)kernels[i].name;
    images[i] = (struct pi_device_binary_struct){
        .Version = PI_DEVICE_BINARY_VERSION,
        .Kind = PI_DEVICE_BINARY_OFFLOAD_KIND_SYCL,
        .Format = PI_DEVICE_BINARY_TYPE_NONE,
        .DeviceTargetSpec = __SYCL_PI_DEVICE_BINARY_TARGET_SPIRV64,
        .CompileOptions = "",
        .LinkOptions = "",
        .BinaryStart = kernels[i].spirv,
        .BinaryEnd = kernels[i].spirv + kernels[i].size,
        .EntriesBegin = &entries[i],
        .EntriesEnd = &entries[i + 1],
    };
  }
  *module = (struct pi_device_binaries_struct){
      .Version = PI_DEVICE_BINARIES_VERSION,
      .NumDeviceBinaries = (uint16_t)count,
      .DeviceBinaries = images,
  };
  register_lib(module);
  return true;
}
