/* The Queue table: queues over the core's streams, their info, native
 * CUstreams, finish and flush. */
#include "face.h"

#include "info_result.h"

/* Hints that change nothing for CUDA streams. */
static const ur_queue_flags_t hint_flags =
    UR_QUEUE_FLAG_DISCARD_EVENTS | UR_QUEUE_FLAG_SUBMISSION_BATCHED |
    UR_QUEUE_FLAG_SUBMISSION_IMMEDIATE | UR_QUEUE_FLAG_LOW_POWER_EVENTS_SUPPORT_EXP;

static const ur_queue_flags_t acted_flags =
    UR_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE | UR_QUEUE_FLAG_PROFILING_ENABLE |
    UR_QUEUE_FLAG_PRIORITY_LOW | UR_QUEUE_FLAG_PRIORITY_HIGH;

/* Without OUT_OF_ORDER_EXEC_MODE_ENABLE a queue is in order. */
static unsigned core_queue_flags(ur_queue_flags_t flags) {
  return (flags & UR_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE ? QUEUE_OUT_OF_ORDER : 0) |
         (flags & UR_QUEUE_FLAG_PROFILING_ENABLE ? QUEUE_PROFILING : 0) |
         (flags & UR_QUEUE_FLAG_PRIORITY_LOW ? QUEUE_PRIORITY_LOW : 0) |
         (flags & UR_QUEUE_FLAG_PRIORITY_HIGH ? QUEUE_PRIORITY_HIGH : 0);
}

/* A compute index (sycl_ext_intel_queue_index) may ride in the pNext chain:
 * a CUDA device has the one, 0. */
static core_result check_chain(const void *next) {
  for (const ur_base_properties_t *p = next; p; p = p->pNext)
    if (p->stype == UR_STRUCTURE_TYPE_QUEUE_INDEX_PROPERTIES &&
        ((const ur_queue_index_properties_t *)p)->computeIndex != 0)
      return core_fail(CORE_ERROR_INVALID_VALUE, "CUDA devices have one compute queue index");
  return CORE_SUCCESS;
}

/* On-device queues and the CUDA default-stream flags (the core's streams
 * never block on the legacy stream) are refused, not silently dropped. */
static core_result create_queue(ur_context_handle_t context, ur_device_handle_t device,
                                const ur_queue_properties_t *properties, ur_queue_handle_t *out) {
  CORE_CHECK(queue_check_target(context, device));
  ur_queue_flags_t flags = properties ? properties->flags : 0;
  if (flags & ~(hint_flags | acted_flags))
    return core_fail(CORE_ERROR_INVALID_QUEUE_PROPERTIES,
                     "queue flags 0x%x: on-device and default-stream queues are not supported",
                     (unsigned)flags);
  if ((flags & UR_QUEUE_FLAG_PRIORITY_LOW) && (flags & UR_QUEUE_FLAG_PRIORITY_HIGH))
    return CORE_ERROR_INVALID_QUEUE_PROPERTIES;
  if (properties)
    CORE_CHECK(check_chain(properties->pNext));
  return queue_new(context, device, core_queue_flags(flags), flags, out);
}

static core_result queue_info(ur_queue_handle_t queue, ur_queue_info_t prop,
                              size_t param_value_size, void *param_value,
                              size_t *param_value_size_ret) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  switch (prop) {
  case UR_QUEUE_INFO_CONTEXT:
    INFO_VALUE(ur_context_handle_t, queue->context);
  case UR_QUEUE_INFO_DEVICE:
    INFO_VALUE(ur_device_handle_t, queue->device);
  case UR_QUEUE_INFO_FLAGS:
    INFO_VALUE(ur_queue_flags_t, (ur_queue_flags_t)queue->face_properties);
  case UR_QUEUE_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&queue->refs));
  case UR_QUEUE_INFO_EMPTY: {
    bool empty = true;
    CORE_CHECK(queue_is_empty(queue, &empty));
    INFO_VALUE(ur_bool_t, empty);
  }
  /* UR: only an on-device queue has a size; there are none here. */
  case UR_QUEUE_INFO_SIZE:
    return CORE_ERROR_INVALID_QUEUE;
  default: /* DEVICE_DEFAULT: nor is there a device's default queue */
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static core_result from_native(ur_native_handle_t handle, ur_context_handle_t context,
                               ur_device_handle_t device,
                               const ur_queue_native_properties_t *properties,
                               ur_queue_handle_t *queue) {
  bool own = properties && properties->isNativeHandleOwned;
  return queue_from_native(handle, context, device, own, queue);
}

ur_result_t UR_APICALL urQueueCreate(ur_context_handle_t hContext, ur_device_handle_t hDevice,
                                     const ur_queue_properties_t *pProperties,
                                     ur_queue_handle_t *phQueue) {
  UR_TRACED(create_queue(hContext, hDevice, pProperties, phQueue),
            "hContext=%p, hDevice=%p, flags=0x%x -> %p", (void *)hContext, (void *)hDevice,
            pProperties ? (unsigned)pProperties->flags : 0u, phQueue ? (void *)*phQueue : NULL);
}

ur_result_t UR_APICALL urQueueRetain(ur_queue_handle_t hQueue) {
  UR_TRACED(queue_retain(hQueue), "hQueue=%p", (void *)hQueue);
}

ur_result_t UR_APICALL urQueueRelease(ur_queue_handle_t hQueue) {
  UR_TRACED(queue_release(hQueue), "hQueue=%p", (void *)hQueue);
}

ur_result_t UR_APICALL urQueueGetInfo(ur_queue_handle_t hQueue, ur_queue_info_t propName,
                                      size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(queue_info(hQueue, propName, propSize, pPropValue, pPropSizeRet),
                 "hQueue=%p, propName=%d, propSize=%zu", (void *)hQueue, (int)propName, propSize);
}

/* A CUstream needs no descriptor: pDesc is not read. */
ur_result_t UR_APICALL urQueueGetNativeHandle(ur_queue_handle_t hQueue,
                                              ur_queue_native_desc_t *pDesc,
                                              ur_native_handle_t *phNativeQueue) {
  UR_TRACED(queue_native_handle(hQueue, phNativeQueue, NULL), "hQueue=%p, pDesc=%p", (void *)hQueue,
            (void *)pDesc);
}

ur_result_t UR_APICALL urQueueCreateWithNativeHandle(
    ur_native_handle_t hNativeQueue, ur_context_handle_t hContext, ur_device_handle_t hDevice,
    const ur_queue_native_properties_t *pProperties, ur_queue_handle_t *phQueue) {
  UR_TRACED(from_native(hNativeQueue, hContext, hDevice, pProperties, phQueue),
            "hNativeQueue=0x%zx, hContext=%p, hDevice=%p -> %p", (size_t)hNativeQueue,
            (void *)hContext, (void *)hDevice, phQueue ? (void *)*phQueue : NULL);
}

ur_result_t UR_APICALL urQueueFinish(ur_queue_handle_t hQueue) {
  UR_TRACED(queue_finish(hQueue), "hQueue=%p", (void *)hQueue);
}

ur_result_t UR_APICALL urQueueFlush(ur_queue_handle_t hQueue) {
  UR_TRACED(queue_flush(hQueue), "hQueue=%p", (void *)hQueue);
}
