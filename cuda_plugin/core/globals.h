/* Program-scope symbols: device global variables and device function addresses. */
#ifndef CUDA_CORE_GLOBALS_H
#define CUDA_CORE_GLOBALS_H

#include "objects.h"

core_result global_pointer(core_device device, core_program program, const char *name,
                           size_t *size_ret, void **ptr_ret);
core_result global_copy(core_queue queue, core_program program, const char *name, bool to_device,
                        bool blocking, size_t count, size_t offset, void *host, uint32_t n,
                        const core_event *list, core_event *event);
/* CUDA has no device function pointers for the host: the "address" is the
 * CUfunction, which proves the function exists. */
core_result function_pointer(core_device device, core_program program, const char *name,
                             uint64_t *ret);

#endif
