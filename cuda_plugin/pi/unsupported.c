/* Entry points of features this plugin does not offer: native image
 * handles, host pipes, bindless images and external-memory interop.
 * They are in the function table, as PI requires, and refuse with
 * PI_ERROR_UNSUPPORTED_FEATURE; the device info queries report them absent. */
#include "face.h"

/* These entry points only refuse, so they read none of their arguments. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

static core_result unsupported(const char *feature) {
  return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "%s: not supported by the CUDA plugin", feature);
}

#define REFUSE(feature) PI_TRACED(unsupported(feature), "%s", "...")

pi_result piextMemImageCreateWithNativeHandle(pi_native_handle nativeHandle,
                                              pi_context context, bool ownNativeHandle,
                                              const pi_image_format *ImageFormat,
                                              const pi_image_desc *ImageDesc, pi_mem *img) {
  REFUSE("images from native handles");
}
pi_result piextEnqueueReadHostPipe(pi_queue queue, pi_program program, const char *pipe_symbol,
                                   pi_bool blocking, void *ptr, size_t size,
                                   pi_uint32 num_events_in_waitlist,
                                   const pi_event *events_waitlist, pi_event *event) {
  REFUSE("host pipes");
}
pi_result piextEnqueueWriteHostPipe(pi_queue queue, pi_program program,
                                    const char *pipe_symbol, pi_bool blocking, void *ptr,
                                    size_t size, pi_uint32 num_events_in_waitlist,
                                    const pi_event *events_waitlist, pi_event *event) {
  REFUSE("host pipes");
}

pi_result piextMemUnsampledImageHandleDestroy(pi_context context, pi_device device,
                                              pi_image_handle handle) {
  REFUSE("bindless images");
}
pi_result piextMemSampledImageHandleDestroy(pi_context context, pi_device device,
                                            pi_image_handle handle) {
  REFUSE("bindless images");
}
pi_result piextMemImageAllocate(pi_context context, pi_device device,
                                pi_image_format *image_format, pi_image_desc *image_desc,
                                pi_image_mem_handle *ret_mem) {
  REFUSE("bindless images");
}
pi_result piextMemMipmapGetLevel(pi_context context, pi_device device,
                                 pi_image_mem_handle mip_mem, unsigned int level,
                                 pi_image_mem_handle *ret_mem) {
  REFUSE("bindless images");
}
pi_result piextMemImageFree(pi_context context, pi_device device,
                            pi_image_mem_handle memory_handle) {
  REFUSE("bindless images");
}
pi_result piextMemMipmapFree(pi_context context, pi_device device,
                             pi_image_mem_handle memory_handle) {
  REFUSE("bindless images");
}
pi_result piextMemUnsampledImageCreate(pi_context context, pi_device device,
                                       pi_image_mem_handle img_mem,
                                       pi_image_format *image_format,
                                       pi_image_desc *image_desc, pi_mem *ret_mem,
                                       pi_image_handle *ret_handle) {
  REFUSE("bindless images");
}
pi_result piextMemSampledImageCreate(pi_context context, pi_device device,
                                     pi_image_mem_handle img_mem, pi_image_format *image_format,
                                     pi_image_desc *image_desc, pi_sampler sampler,
                                     pi_mem *ret_mem, pi_image_handle *ret_handle) {
  REFUSE("bindless images");
}
pi_result piextBindlessImageSamplerCreate(pi_context context,
                                          const pi_sampler_properties *sampler_properties,
                                          float min_mipmap_level_clamp,
                                          float max_mipmap_level_clamp, float max_anisotropy,
                                          pi_sampler *result_sampler) {
  REFUSE("bindless images");
}
pi_result piextMemImageCopy(pi_queue command_queue, void *dst_ptr, void *src_ptr,
                            const pi_image_format *image_format,
                            const pi_image_desc *image_desc, const pi_image_copy_flags flags,
                            pi_image_offset src_offset, pi_image_offset dst_offset,
                            pi_image_region copy_extent, pi_image_region host_extent,
                            pi_uint32 num_events_in_wait_list,
                            const pi_event *event_wait_list, pi_event *event) {
  REFUSE("bindless images");
}
pi_result piextMemImageGetInfo(const pi_image_mem_handle mem_handle, pi_image_info param_name,
                               void *param_value, size_t *param_value_size_ret) {
  REFUSE("bindless images");
}

pi_result piextMemImportOpaqueFD(pi_context context, pi_device device, size_t size,
                                 int file_descriptor, pi_interop_mem_handle *ret_handle) {
  REFUSE("external memory interop");
}
pi_result piextMemMapExternalArray(pi_context context, pi_device device,
                                   pi_image_format *image_format, pi_image_desc *image_desc,
                                   pi_interop_mem_handle mem_handle,
                                   pi_image_mem_handle *ret_mem) {
  REFUSE("external memory interop");
}
pi_result piextMemReleaseInterop(pi_context context, pi_device device,
                                 pi_interop_mem_handle memory_handle) {
  REFUSE("external memory interop");
}
pi_result piextImportExternalSemaphoreOpaqueFD(pi_context context, pi_device device,
                                               int file_descriptor,
                                               pi_interop_semaphore_handle *ret_handle) {
  REFUSE("external semaphore interop");
}
pi_result piextDestroyExternalSemaphore(pi_context context, pi_device device,
                                        pi_interop_semaphore_handle sem_handle) {
  REFUSE("external semaphore interop");
}
pi_result piextWaitExternalSemaphore(pi_queue command_queue,
                                     pi_interop_semaphore_handle sem_handle,
                                     pi_uint32 num_events_in_wait_list,
                                     const pi_event *event_wait_list, pi_event *event) {
  REFUSE("external semaphore interop");
}
pi_result piextSignalExternalSemaphore(pi_queue command_queue,
                                       pi_interop_semaphore_handle sem_handle,
                                       pi_uint32 num_events_in_wait_list,
                                       const pi_event *event_wait_list, pi_event *event) {
  REFUSE("external semaphore interop");
}
