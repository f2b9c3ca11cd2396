#include "face.h"

static core_result check_mem_properties(const pi_mem_properties *properties) {
  for (const pi_mem_properties *p = properties; p && *p; p += 2)
    if (*p != PI_MEM_PROPERTIES_ALLOC_BUFFER_LOCATION && *p != PI_MEM_PROPERTIES_CHANNEL)
      return core_fail(CORE_ERROR_INVALID_PROPERTY, "buffer property 0x%llx is not supported",
                       (unsigned long long)*p);
  return CORE_SUCCESS;
}

static core_result check_host_pointer(pi_mem_flags flags, const void *host_ptr) {
  bool needs_ptr = flags & (PI_MEM_FLAGS_HOST_PTR_USE | PI_MEM_FLAGS_HOST_PTR_COPY);
  if (needs_ptr != (host_ptr != NULL))
    return core_fail(CORE_ERROR_INVALID_HOST_PTR,
                     "host_ptr %p with flags 0x%llx: USE and COPY need one, others none", host_ptr,
                     (unsigned long long)flags);
  if ((flags & PI_MEM_FLAGS_HOST_PTR_USE) &&
      (flags & (PI_MEM_FLAGS_HOST_PTR_COPY | PI_MEM_FLAGS_HOST_PTR_ALLOC)))
    return CORE_ERROR_INVALID_VALUE;
  return CORE_SUCCESS;
}

static unsigned host_flags(pi_mem_flags flags) {
  return (flags & PI_MEM_FLAGS_HOST_PTR_USE ? MEM_HOST_USE : 0) |
         (flags & PI_MEM_FLAGS_HOST_PTR_COPY ? MEM_HOST_COPY : 0) |
         (flags & PI_MEM_FLAGS_HOST_PTR_ALLOC ? MEM_HOST_ALLOC : 0);
}

static core_result create_buffer(pi_context context, pi_mem_flags flags, size_t size,
                                 void *host_ptr, pi_mem *ret_mem,
                                 const pi_mem_properties *properties) {
  CORE_CHECK(buffer_check(context, size, ret_mem));
  CORE_CHECK(check_mem_properties(properties));
  CORE_CHECK(check_host_pointer(flags, host_ptr));
  return buffer_create(context, host_flags(flags), size, host_ptr, ret_mem);
}

/* A sub-buffer shares its parent's memory: its own flags change nothing. */
static core_result partition(pi_mem buffer, pi_buffer_create_type type, void *info,
                             pi_mem *ret_mem) {
  struct buffer_region region;
  bool given = type == PI_BUFFER_CREATE_TYPE_REGION && info;
  if (given) {
    const struct pi_buffer_region_struct *pi_region = info;
    region = (struct buffer_region){pi_region->origin, pi_region->size};
  }
  return buffer_partition(buffer, given ? &region : NULL, ret_mem);
}

static core_result get_info(pi_mem mem, pi_mem_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  switch (param_name) {
  case PI_MEM_SIZE:
    INFO_VALUE(size_t, mem->size);
  case PI_MEM_CONTEXT:
    INFO_VALUE(pi_context, mem->context);
  }
  return CORE_ERROR_INVALID_VALUE;
}

pi_result piMemBufferCreate(pi_context context, pi_mem_flags flags, size_t size, void *host_ptr,
                            pi_mem *ret_mem, const pi_mem_properties *properties) {
  PI_TRACED(create_buffer(context, flags, size, host_ptr, ret_mem, properties),
            "context=%p, flags=0x%llx, size=%zu, host_ptr=%p -> %p", (void *)context,
            (unsigned long long)flags, size, host_ptr, ret_mem ? (void *)*ret_mem : NULL);
}

pi_result piMemGetInfo(pi_mem mem, pi_mem_info param_name, size_t param_value_size,
                       void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(mem, param_name, param_value_size, param_value, param_value_size_ret),
            "mem=%p, param=0x%x, size=%zu, value=%p", (void *)mem, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piMemRetain(pi_mem mem) { PI_TRACED(mem_retain(mem), "mem=%p", (void *)mem); }

pi_result piMemRelease(pi_mem mem) { PI_TRACED(mem_release(mem), "mem=%p", (void *)mem); }

pi_result piMemBufferPartition(pi_mem buffer, pi_mem_flags flags,
                               pi_buffer_create_type buffer_create_type, void *buffer_create_info,
                               pi_mem *ret_mem) {
  PI_TRACED(partition(buffer, buffer_create_type, buffer_create_info, ret_mem),
            "buffer=%p, flags=0x%llx, type=0x%x, info=%p -> %p", (void *)buffer,
            (unsigned long long)flags, (unsigned)buffer_create_type, buffer_create_info,
            ret_mem ? (void *)*ret_mem : NULL);
}

pi_result piextMemGetNativeHandle(pi_mem mem, pi_device dev, pi_native_handle *nativeHandle) {
  PI_TRACED(mem_native_handle(mem, nativeHandle), "mem=%p, device=%p", (void *)mem, (void *)dev);
}

pi_result piextMemCreateWithNativeHandle(pi_native_handle nativeHandle, pi_context context,
                                         bool ownNativeHandle, pi_mem *mem) {
  PI_TRACED(mem_from_native(nativeHandle, context, ownNativeHandle, mem),
            "handle=0x%zx, context=%p, own=%d", (size_t)nativeHandle, (void *)context,
            (int)ownNativeHandle);
}
