/* Buffers and sub-buffers: creation in each host-pointer mode, info,
 * reference counting and native handles. Commands on them: memory_ops.c. */
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "face_hooks.h"
#include "errors.h"
#include "image.h"
#include "memory.h"
#include "objects.h"
#include "trace.h"

/* Allocates the memory behind a new buffer in the mode its flags ask for. */
static core_result allocate_buffer(core_mem m, void *host_ptr) {
  const unsigned host_flags = CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_PORTABLE;
  if (m->host_flags & MEM_HOST_USE) {
    m->allocation = MEM_USE_HOST;
    m->host_ptr = host_ptr;
    CUresult reg = cu.cuMemHostRegister(host_ptr, m->size,
                                        CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_PORTABLE);
    /* Memory that is already pinned (a USM host allocation) is used as is. */
    if (reg != CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
      CU_CHECK(reg);
    m->registered = reg == CUDA_SUCCESS;
    CU_CHECK(cu.cuMemHostGetDevicePointer(&m->dptr, host_ptr, 0));
    return CORE_SUCCESS;
  }
  if (m->host_flags & MEM_HOST_ALLOC) {
    m->allocation = MEM_PINNED_HOST;
    CU_CHECK(cu.cuMemHostAlloc(&m->host_ptr, m->size, host_flags));
    CU_CHECK(cu.cuMemHostGetDevicePointer(&m->dptr, m->host_ptr, 0));
    if (m->host_flags & MEM_HOST_COPY)
      memcpy(m->host_ptr, host_ptr, m->size);
    return CORE_SUCCESS;
  }
  m->allocation = MEM_DEVICE;
  CU_CHECK(cu.cuMemAlloc(&m->dptr, m->size));
  if (m->host_flags & MEM_HOST_COPY) {
    CU_CHECK(cu.cuMemcpyHtoDAsync(m->dptr, host_ptr, m->size, NULL));
    CU_CHECK(cu.cuStreamSynchronize(NULL));
  }
  return CORE_SUCCESS;
}

core_mem mem_new(core_context context, unsigned host_flags, size_t size) {
  core_mem m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  m->dispatch = face_dispatch;
  m->magic = MAGIC_MEM;
  atomic_init(&m->refs, 1);
  m->context = context;
  m->host_flags = host_flags;
  m->size = size;
  pthread_mutex_init(&m->lock, NULL);
  return m;
}

static void free_allocation(core_mem m) {
  if (m->staging)
    cu.cuMemFreeHost(m->staging);
  switch (m->allocation) {
  case MEM_DEVICE:
    if (m->dptr)
      cu.cuMemFree(m->dptr);
    break;
  case MEM_PINNED_HOST:
    if (m->host_ptr)
      cu.cuMemFreeHost(m->host_ptr);
    break;
  case MEM_USE_HOST:
    if (m->registered)
      cu.cuMemHostUnregister(m->host_ptr);
    break;
  case MEM_IMAGE:
    image_free(m->image);
    break;
  case MEM_SUB_BUFFER:
  case MEM_BORROWED:
    break;
  }
}

/* `driver_live` is false when the buffer's context is lost: CUDA runs
 * nothing more there, and the memory is left to it. */
static void mem_free(core_mem m, bool driver_live) {
  if (driver_live)
    free_allocation(m);
  pthread_mutex_destroy(&m->lock);
  m->magic = MAGIC_DEAD;
  free(m);
}

core_result buffer_check(core_context context, size_t size, core_mem *ret_mem) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ret_mem)
    return CORE_ERROR_INVALID_VALUE;
  if (size == 0)
    return CORE_ERROR_INVALID_BUFFER_SIZE;
  return CORE_SUCCESS;
}

core_result buffer_create(core_context context, unsigned host_flags, size_t size, void *host_ptr,
                          core_mem *ret_mem) {
  CORE_CHECK(buffer_check(context, size, ret_mem));
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  core_mem m = mem_new(context, host_flags, size);
  if (!m)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  core_result r = allocate_buffer(m, host_ptr);
  if (r != CORE_SUCCESS) {
    mem_free(m, true);
    return r == CORE_ERROR_OUT_OF_DEVICE_MEMORY || r == CORE_ERROR_OUT_OF_RESOURCES
               ? CORE_ERROR_MEM_OBJECT_ALLOCATION_FAILURE
               : r;
  }
  context_retain(context);
  *ret_mem = m;
  return CORE_SUCCESS;
}

core_result buffer_partition(core_mem buffer, const struct buffer_region *region,
                             core_mem *ret_mem) {
  if (!IS_VALID(buffer, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (buffer->parent || buffer->allocation == MEM_IMAGE)
    return core_fail(CORE_ERROR_INVALID_MEM_OBJECT,
                     "only a buffer can be partitioned, not a sub-buffer or an image");
  if (!region || !ret_mem)
    return CORE_ERROR_INVALID_VALUE;
  size_t origin = region->origin, size = region->size;
  if (size == 0)
    return CORE_ERROR_INVALID_BUFFER_SIZE;
  if (origin > buffer->size || size > buffer->size - origin)
    return core_fail(CORE_ERROR_INVALID_VALUE,
                     "sub-buffer [%zu, +%zu) lies outside its %zu-byte buffer", origin, size,
                     buffer->size);
  core_mem m = mem_new(buffer->context, buffer->host_flags, size);
  if (!m)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  m->allocation = MEM_SUB_BUFFER;
  m->dptr = buffer->dptr + origin;
  m->host_ptr = buffer->host_ptr ? (char *)buffer->host_ptr + origin : NULL;
  m->parent = buffer;
  retain_ref(&buffer->refs);
  context_retain(buffer->context);
  *ret_mem = m;
  return CORE_SUCCESS;
}

core_result mem_retain(core_mem mem) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  retain_ref(&mem->refs);
  return CORE_SUCCESS;
}

core_result mem_release(core_mem mem) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (!release_ref(&mem->refs))
    return CORE_SUCCESS;
  core_context context = mem->context;
  core_mem parent = mem->parent;
  mem_free(mem, context_enter(&context->device_contexts[0]) == CORE_SUCCESS);
  if (parent)
    mem_release(parent);
  return context_release(context);
}

core_result mem_native_handle(core_mem mem, uintptr_t *handle) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  /* An image's native object is its CUarray, not the descriptor. */
  *handle = mem->allocation == MEM_IMAGE ? (uintptr_t)mem->image->array : (uintptr_t)mem->dptr;
  return CORE_SUCCESS;
}

/* Wraps a CUdeviceptr the caller allocated; the plugin frees it when told it
 * owns it. */
core_result mem_from_native(uintptr_t handle, core_context context, bool own, core_mem *mem) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!handle || !mem)
    return CORE_ERROR_INVALID_VALUE;
  CUdeviceptr base = 0;
  size_t size = 0;
  CORE_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuMemGetAddressRange(&base, &size, (CUdeviceptr)handle));
  core_mem m = mem_new(context, 0, size - ((CUdeviceptr)handle - base));
  if (!m)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  m->allocation = own ? MEM_DEVICE : MEM_BORROWED;
  m->dptr = (CUdeviceptr)handle;
  context_retain(context);
  *mem = m;
  return CORE_SUCCESS;
}
