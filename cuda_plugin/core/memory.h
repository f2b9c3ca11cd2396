/* Buffers and sub-buffers: creation in each host-memory mode, reference counts, native handles. */
#ifndef CUDA_CORE_MEMORY_H
#define CUDA_CORE_MEMORY_H

#include "objects.h"

/* The checks a buffer's creation starts with; a face runs them before its
 * own flag checks, buffer_create again. */
core_result buffer_check(core_context context, size_t size, core_mem *ret_mem);
/* A memory object with no memory yet, for buffer_create and image_create. */
core_mem mem_new(core_context context, unsigned host_flags, size_t size);
core_result buffer_create(core_context context, unsigned host_flags, size_t size, void *host_ptr,
                          core_mem *ret_mem);
core_result buffer_partition(core_mem buffer, const struct buffer_region *region,
                             core_mem *ret_mem);
core_result mem_retain(core_mem mem);
core_result mem_release(core_mem mem);
core_result mem_native_handle(core_mem mem, uintptr_t *handle);
/* Wraps a CUdeviceptr the caller allocated; the plugin frees it when told it
 * owns it. */
core_result mem_from_native(uintptr_t handle, core_context context, bool own, core_mem *mem);

#endif
