/* Buffers and sub-buffers: creation in each host-pointer mode, info,
 * reference counting and native handles. Commands on them: memory_ops.c. */
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "errors.h"
#include "info.h"
#include "objects.h"
#include "trace.h"

static pi_result check_mem_properties(const pi_mem_properties *properties) {
  for (const pi_mem_properties *p = properties; p && *p; p += 2)
    if (*p != PI_MEM_PROPERTIES_ALLOC_BUFFER_LOCATION && *p != PI_MEM_PROPERTIES_CHANNEL)
      return pi_fail(PI_ERROR_INVALID_PROPERTY, "buffer property 0x%llx is not supported",
                     (unsigned long long)*p);
  return PI_SUCCESS;
}

static pi_result check_host_pointer(pi_mem_flags flags, const void *host_ptr) {
  bool needs_ptr = flags & (PI_MEM_FLAGS_HOST_PTR_USE | PI_MEM_FLAGS_HOST_PTR_COPY);
  if (needs_ptr != (host_ptr != NULL))
    return pi_fail(PI_ERROR_INVALID_HOST_PTR,
                   "host_ptr %p with flags 0x%llx: USE and COPY need one, others none",
                   host_ptr, (unsigned long long)flags);
  if ((flags & PI_MEM_FLAGS_HOST_PTR_USE) &&
      (flags & (PI_MEM_FLAGS_HOST_PTR_COPY | PI_MEM_FLAGS_HOST_PTR_ALLOC)))
    return PI_ERROR_INVALID_VALUE;
  return PI_SUCCESS;
}

/* Allocates the memory behind a new buffer in the mode its flags ask for. */
static pi_result allocate_buffer(pi_mem m, void *host_ptr) {
  const unsigned host_flags = CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_PORTABLE;
  if (m->flags & PI_MEM_FLAGS_HOST_PTR_USE) {
    m->allocation = MEM_USE_HOST;
    m->host_ptr = host_ptr;
    CUresult reg = cu.cuMemHostRegister(host_ptr, m->size,
                                        CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_PORTABLE);
    /* Memory that is already pinned (a USM host allocation) is used as is. */
    if (reg != CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
      CU_CHECK(reg);
    m->registered = reg == CUDA_SUCCESS;
    CU_CHECK(cu.cuMemHostGetDevicePointer(&m->dptr, host_ptr, 0));
    return PI_SUCCESS;
  }
  if (m->flags & PI_MEM_FLAGS_HOST_PTR_ALLOC) {
    m->allocation = MEM_PINNED_HOST;
    CU_CHECK(cu.cuMemHostAlloc(&m->host_ptr, m->size, host_flags));
    CU_CHECK(cu.cuMemHostGetDevicePointer(&m->dptr, m->host_ptr, 0));
    if (m->flags & PI_MEM_FLAGS_HOST_PTR_COPY)
      memcpy(m->host_ptr, host_ptr, m->size);
    return PI_SUCCESS;
  }
  m->allocation = MEM_DEVICE;
  CU_CHECK(cu.cuMemAlloc(&m->dptr, m->size));
  if (m->flags & PI_MEM_FLAGS_HOST_PTR_COPY) {
    CU_CHECK(cu.cuMemcpyHtoDAsync(m->dptr, host_ptr, m->size, NULL));
    CU_CHECK(cu.cuStreamSynchronize(NULL));
  }
  return PI_SUCCESS;
}

static pi_mem mem_new(pi_context context, pi_mem_flags flags, size_t size) {
  pi_mem m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  m->magic = MAGIC_MEM;
  atomic_init(&m->refs, 1);
  m->context = context;
  m->flags = flags;
  m->size = size;
  pthread_mutex_init(&m->lock, NULL);
  return m;
}

static void free_allocation(pi_mem m) {
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
  case MEM_SUB_BUFFER:
  case MEM_BORROWED:
    break;
  }
}

/* `driver_live` is false when the buffer's context is lost: CUDA runs
 * nothing more there, and the memory is left to it. */
static void mem_free(pi_mem m, bool driver_live) {
  if (driver_live)
    free_allocation(m);
  pthread_mutex_destroy(&m->lock);
  m->magic = MAGIC_DEAD;
  free(m);
}

static pi_result buffer_create(pi_context context, pi_mem_flags flags, size_t size,
                               void *host_ptr, pi_mem *ret_mem,
                               const pi_mem_properties *properties) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!ret_mem)
    return PI_ERROR_INVALID_VALUE;
  if (size == 0)
    return PI_ERROR_INVALID_BUFFER_SIZE;
  PI_CHECK(check_mem_properties(properties));
  PI_CHECK(check_host_pointer(flags, host_ptr));
  PI_CHECK(context_enter(&context->device_contexts[0]));
  pi_mem m = mem_new(context, flags, size);
  if (!m)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  pi_result r = allocate_buffer(m, host_ptr);
  if (r != PI_SUCCESS) {
    mem_free(m, true);
    return r == PI_ERROR_OUT_OF_RESOURCES ? PI_ERROR_MEM_OBJECT_ALLOCATION_FAILURE : r;
  }
  context_retain(context);
  *ret_mem = m;
  return PI_SUCCESS;
}

pi_result piMemBufferCreate(pi_context context, pi_mem_flags flags, size_t size,
                            void *host_ptr, pi_mem *ret_mem,
                            const pi_mem_properties *properties) {
  PI_TRACED(buffer_create(context, flags, size, host_ptr, ret_mem, properties),
            "context=%p, flags=0x%llx, size=%zu, host_ptr=%p -> %p", (void *)context,
            (unsigned long long)flags, size, host_ptr, ret_mem ? (void *)*ret_mem : NULL);
}

static pi_result mem_get_info(pi_mem mem, pi_mem_info param_name, size_t param_value_size,
                              void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return PI_ERROR_INVALID_MEM_OBJECT;
  switch (param_name) {
  case PI_MEM_SIZE:
    INFO_VALUE(size_t, mem->size);
  case PI_MEM_CONTEXT:
    INFO_VALUE(pi_context, mem->context);
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piMemGetInfo(pi_mem mem, pi_mem_info param_name, size_t param_value_size,
                       void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(mem_get_info(mem, param_name, param_value_size, param_value,
                         param_value_size_ret),
            "mem=%p, param=0x%x, size=%zu, value=%p", (void *)mem, (unsigned)param_name,
            param_value_size, param_value);
}

static pi_result mem_retain(pi_mem mem) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return PI_ERROR_INVALID_MEM_OBJECT;
  retain_ref(&mem->refs);
  return PI_SUCCESS;
}

static pi_result mem_release(pi_mem mem) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return PI_ERROR_INVALID_MEM_OBJECT;
  if (!release_ref(&mem->refs))
    return PI_SUCCESS;
  pi_context context = mem->context;
  pi_mem parent = mem->parent;
  mem_free(mem, context_enter(&context->device_contexts[0]) == PI_SUCCESS);
  if (parent)
    mem_release(parent);
  return context_release(context);
}

pi_result piMemRetain(pi_mem mem) { PI_TRACED(mem_retain(mem), "mem=%p", (void *)mem); }

pi_result piMemRelease(pi_mem mem) { PI_TRACED(mem_release(mem), "mem=%p", (void *)mem); }

static pi_result buffer_partition(pi_mem buffer, pi_mem_flags flags,
                                  pi_buffer_create_type type, void *info, pi_mem *ret_mem) {
  if (!IS_VALID(buffer, MAGIC_MEM))
    return PI_ERROR_INVALID_MEM_OBJECT;
  if (buffer->parent)
    return pi_fail(PI_ERROR_INVALID_MEM_OBJECT, "a sub-buffer cannot be partitioned again");
  if (type != PI_BUFFER_CREATE_TYPE_REGION || !info || !ret_mem)
    return PI_ERROR_INVALID_VALUE;
  const struct pi_buffer_region_struct *region = info;
  if (region->size == 0)
    return PI_ERROR_INVALID_BUFFER_SIZE;
  if (region->origin > buffer->size || region->size > buffer->size - region->origin)
    return pi_fail(PI_ERROR_INVALID_VALUE,
                   "sub-buffer [%zu, +%zu) lies outside its %zu-byte buffer",
                   region->origin, region->size, buffer->size);
  pi_mem m = mem_new(buffer->context, flags ? flags : buffer->flags, region->size);
  if (!m)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  m->allocation = MEM_SUB_BUFFER;
  m->dptr = buffer->dptr + region->origin;
  m->host_ptr = buffer->host_ptr ? (char *)buffer->host_ptr + region->origin : NULL;
  m->parent = buffer;
  retain_ref(&buffer->refs);
  context_retain(buffer->context);
  *ret_mem = m;
  return PI_SUCCESS;
}

pi_result piMemBufferPartition(pi_mem buffer, pi_mem_flags flags,
                               pi_buffer_create_type buffer_create_type,
                               void *buffer_create_info, pi_mem *ret_mem) {
  PI_TRACED(buffer_partition(buffer, flags, buffer_create_type, buffer_create_info, ret_mem),
            "buffer=%p, flags=0x%llx, type=0x%x, info=%p -> %p", (void *)buffer,
            (unsigned long long)flags, (unsigned)buffer_create_type, buffer_create_info,
            ret_mem ? (void *)*ret_mem : NULL);
}

static pi_result mem_native_handle(pi_mem mem, pi_native_handle *handle) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return PI_ERROR_INVALID_MEM_OBJECT;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)mem->dptr;
  return PI_SUCCESS;
}

pi_result piextMemGetNativeHandle(pi_mem mem, pi_device dev, pi_native_handle *nativeHandle) {
  PI_TRACED(mem_native_handle(mem, nativeHandle), "mem=%p, device=%p", (void *)mem,
            (void *)dev);
}

/* Wraps a CUdeviceptr the caller allocated; the plugin frees it when told it
 * owns it. */
static pi_result mem_from_native(pi_native_handle handle, pi_context context, bool own,
                                 pi_mem *mem) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!handle || !mem)
    return PI_ERROR_INVALID_VALUE;
  CUdeviceptr base = 0;
  size_t size = 0;
  PI_CHECK(context_enter(&context->device_contexts[0]));
  CU_CHECK(cu.cuMemGetAddressRange(&base, &size, (CUdeviceptr)handle));
  pi_mem m = mem_new(context, PI_MEM_FLAGS_ACCESS_RW, size - ((CUdeviceptr)handle - base));
  if (!m)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  m->allocation = own ? MEM_DEVICE : MEM_BORROWED;
  m->dptr = (CUdeviceptr)handle;
  context_retain(context);
  *mem = m;
  return PI_SUCCESS;
}

pi_result piextMemCreateWithNativeHandle(pi_native_handle nativeHandle, pi_context context,
                                         bool ownNativeHandle, pi_mem *mem) {
  PI_TRACED(mem_from_native(nativeHandle, context, ownNativeHandle, mem),
            "handle=0x%zx, context=%p, own=%d", (size_t)nativeHandle, (void *)context,
            (int)ownNativeHandle);
}
