/* Programs: images (cubin, fatbin, PTX), build, compile and link with JIT options, the build log,
 * kernel names, native modules. */
#ifndef CUDA_CORE_PROGRAM_H
#define CUDA_CORE_PROGRAM_H

#include "objects.h"

core_result program_create(core_context context, const void *il, size_t length,
                           core_program *res_program);
core_result program_check_binaries(core_context context, uint32_t num_devices,
                                   const core_device *devices, const size_t *lengths,
                                   const unsigned char **binaries, core_program *ret);
core_result program_create_with_binary(core_context context, uint32_t num_devices,
                                       const core_device *devices, const size_t *lengths,
                                       const unsigned char **binaries, core_program *ret);
core_result program_build(core_program program, uint32_t num_devices, const core_device *devices,
                          const char *options, program_notify notify, void *user_data);
/* CUDA compiles at link or load time: compiling only checks the options and
 * keeps them, leaving the image an object for a later link. */
core_result program_compile(core_program program, uint32_t num_devices, const core_device *devices,
                            const char *options, uint32_t num_headers, program_notify notify,
                            void *user_data);
core_result program_link(core_context context, uint32_t num_devices, const core_device *devices,
                         const char *options, uint32_t n, const core_program *inputs,
                         core_program *ret);
/* Kernel names come from the module when the driver can list them (CUDA 12.4+):
 * ";"-separated into `out` (NULL or too small: cut), `*length` the whole
 * list's length without its NUL. */
core_result program_kernel_names(core_program p, char *out, size_t capacity, size_t *length,
                                 unsigned *count);
core_result program_native_handle(core_program program, uintptr_t *handle);
core_result program_from_native(uintptr_t handle, core_context context, bool own,
                                core_program *program);

#endif
