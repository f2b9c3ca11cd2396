/* Registers SPIR-V kernels with Intel's runtime as a DPC++-compiled module
 * does: one descriptor of spir64 device images (format none: the runtime
 * finds the SPIR-V magic, as in dpctl's own records), each with the offload
 * entry that names its kernel, handed to `__sycl_register_lib`. The function
 * is the one the process resolves first, so with the door preloaded
 * (cuda_plugin/door) the door widens the descriptor with nvptx64 twins. */
#ifndef IMAGE_REGISTRATION_H
#define IMAGE_REGISTRATION_H

#include <stdbool.h>
#include <stddef.h>

struct spirv_kernel {
  const char *name;           /* the kernel's offload entry name */
  const unsigned char *spirv; /* the image, kept by the caller for the process */
  size_t size;
};

/* Whether `__sycl_register_lib` resolves to a definition other than
 * libsycl's own (`libsycl` is its dlopen handle): the door preloaded. */
bool image_registration_through_door(void *libsycl);

/* Registers the kernels as one module's descriptor, kept for the process
 * (libsycl.so.7 reads the records until it exits, and the door's copy
 * lives as long). False with a line in `why` when the function is missing. */
bool register_spirv_kernels(const struct spirv_kernel *kernels, size_t count, char *why,
                            size_t why_size);

#endif
