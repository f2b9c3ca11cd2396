/* The Mem table: buffers and sub-buffers over the core's, their info and
 * native CUdeviceptrs. Images: image.c. */
#include "face.h"

#include "info_result.h"

/* READ_WRITE, WRITE_ONLY and READ_ONLY only describe kernels' use. */
static const ur_mem_flags_t known_flags = UR_MEM_FLAG_READ_WRITE | UR_MEM_FLAG_WRITE_ONLY |
                                          UR_MEM_FLAG_READ_ONLY | UR_MEM_FLAG_USE_HOST_POINTER |
                                          UR_MEM_FLAG_ALLOC_HOST_POINTER |
                                          UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER;

static core_result check_host_pointer(ur_mem_flags_t flags, const void *host) {
  bool needs_host = flags & (UR_MEM_FLAG_USE_HOST_POINTER | UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER);
  if (needs_host != (host != NULL))
    return core_fail(CORE_ERROR_INVALID_HOST_PTR,
                     "pHost %p with flags 0x%x: USE and ALLOC_COPY need one, others none", host,
                     (unsigned)flags);
  if ((flags & UR_MEM_FLAG_USE_HOST_POINTER) &&
      (flags & (UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER | UR_MEM_FLAG_ALLOC_HOST_POINTER)))
    return core_fail(CORE_ERROR_INVALID_VALUE,
                     "USE_HOST_POINTER excludes the ALLOC_*_HOST_POINTER flags");
  return CORE_SUCCESS;
}

static unsigned host_flags(ur_mem_flags_t flags) {
  return (flags & UR_MEM_FLAG_USE_HOST_POINTER ? MEM_HOST_USE : 0) |
         (flags & UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER ? MEM_HOST_COPY : 0) |
         (flags & UR_MEM_FLAG_ALLOC_HOST_POINTER ? MEM_HOST_ALLOC : 0);
}

/* The pNext chain (channel, allocation location) names FPGA placements a
 * CUDA device does not have: it is not read. */
static core_result create_buffer(ur_context_handle_t context, ur_mem_flags_t flags, size_t size,
                                 const ur_buffer_properties_t *properties, ur_mem_handle_t *out) {
  CORE_CHECK(buffer_check(context, size, out));
  if (flags & ~known_flags)
    return core_fail(CORE_ERROR_INVALID_VALUE, "buffer flags 0x%x are not UR's", (unsigned)flags);
  void *host = properties ? properties->pHost : NULL;
  CORE_CHECK(check_host_pointer(flags, host));
  return buffer_create(context, host_flags(flags), size, host, out);
}

/* A sub-buffer shares its parent's memory: its own flags change nothing. */
static core_result partition(ur_mem_handle_t buffer, ur_buffer_create_type_t type,
                             const ur_buffer_region_t *region, ur_mem_handle_t *out) {
  if (type != UR_BUFFER_CREATE_TYPE_REGION || !region)
    return CORE_ERROR_INVALID_VALUE;
  struct buffer_region core_region = {region->origin, region->size};
  return buffer_partition(buffer, &core_region, out);
}

static core_result mem_info(ur_mem_handle_t mem, ur_mem_info_t prop, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  switch (prop) {
  case UR_MEM_INFO_SIZE:
    INFO_VALUE(size_t, mem->size);
  case UR_MEM_INFO_CONTEXT:
    INFO_VALUE(ur_context_handle_t, mem->context);
  case UR_MEM_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&mem->refs));
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

/* A buffer lives in its context's first device; the others reach the same
 * address as peers, so every device of the context gets the one pointer. */
static core_result native_handle(ur_mem_handle_t mem, ur_device_handle_t device,
                                 ur_native_handle_t *handle) {
  if (!IS_VALID(mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  if (device && !context_has_device(mem->context, device))
    return CORE_ERROR_INVALID_DEVICE;
  return mem_native_handle(mem, handle);
}

static core_result from_native(ur_native_handle_t handle, ur_context_handle_t context,
                               const ur_mem_native_properties_t *properties, ur_mem_handle_t *mem) {
  bool own = properties && properties->isNativeHandleOwned;
  return mem_from_native(handle, context, own, mem);
}

ur_result_t UR_APICALL urMemBufferCreate(ur_context_handle_t hContext, ur_mem_flags_t flags,
                                         size_t size, const ur_buffer_properties_t *pProperties,
                                         ur_mem_handle_t *phBuffer) {
  UR_TRACED(create_buffer(hContext, flags, size, pProperties, phBuffer),
            "hContext=%p, flags=0x%x, size=%zu, pHost=%p -> %p", (void *)hContext, (unsigned)flags,
            size, pProperties ? pProperties->pHost : NULL, phBuffer ? (void *)*phBuffer : NULL);
}

ur_result_t UR_APICALL urMemRetain(ur_mem_handle_t hMem) {
  UR_TRACED(mem_retain(hMem), "hMem=%p", (void *)hMem);
}

ur_result_t UR_APICALL urMemRelease(ur_mem_handle_t hMem) {
  UR_TRACED(mem_release(hMem), "hMem=%p", (void *)hMem);
}

ur_result_t UR_APICALL urMemBufferPartition(ur_mem_handle_t hBuffer, ur_mem_flags_t flags,
                                            ur_buffer_create_type_t bufferCreateType,
                                            const ur_buffer_region_t *pRegion,
                                            ur_mem_handle_t *phMem) {
  UR_TRACED(partition(hBuffer, bufferCreateType, pRegion, phMem),
            "hBuffer=%p, flags=0x%x, origin=%zu, size=%zu -> %p", (void *)hBuffer, (unsigned)flags,
            pRegion ? pRegion->origin : 0, pRegion ? pRegion->size : 0,
            phMem ? (void *)*phMem : NULL);
}

ur_result_t UR_APICALL urMemGetNativeHandle(ur_mem_handle_t hMem, ur_device_handle_t hDevice,
                                            ur_native_handle_t *phNativeMem) {
  UR_TRACED(native_handle(hMem, hDevice, phNativeMem), "hMem=%p, hDevice=%p", (void *)hMem,
            (void *)hDevice);
}

ur_result_t UR_APICALL urMemBufferCreateWithNativeHandle(
    ur_native_handle_t hNativeMem, ur_context_handle_t hContext,
    const ur_mem_native_properties_t *pProperties, ur_mem_handle_t *phMem) {
  UR_TRACED(from_native(hNativeMem, hContext, pProperties, phMem),
            "hNativeMem=0x%zx, hContext=%p -> %p", (size_t)hNativeMem, (void *)hContext,
            phMem ? (void *)*phMem : NULL);
}

ur_result_t UR_APICALL urMemGetInfo(ur_mem_handle_t hMemory, ur_mem_info_t propName,
                                    size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(mem_info(hMemory, propName, propSize, pPropValue, pPropSizeRet),
                 "hMemory=%p, propName=%d, propSize=%zu", (void *)hMemory, (int)propName, propSize);
}
