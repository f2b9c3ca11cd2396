#include "face.h"

static const pi_queue_properties known_queue_flags =
    PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE | PI_QUEUE_FLAG_PROFILING_ENABLE |
    PI_QUEUE_FLAG_ON_DEVICE | PI_QUEUE_FLAG_ON_DEVICE_DEFAULT |
    PI_EXT_ONEAPI_QUEUE_FLAG_DISCARD_EVENTS | PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_LOW |
    PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_HIGH | PI_EXT_QUEUE_FLAG_SUBMISSION_NO_IMMEDIATE |
    PI_EXT_QUEUE_FLAG_SUBMISSION_IMMEDIATE;

/* The flags the core acts on; discard-events and submission hints change
 * nothing for CUDA streams. */
static unsigned core_queue_flags(pi_queue_properties flags) {
  return (flags & PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE ? QUEUE_OUT_OF_ORDER : 0) |
         (flags & PI_QUEUE_FLAG_PROFILING_ENABLE ? QUEUE_PROFILING : 0) |
         (flags & PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_LOW ? QUEUE_PRIORITY_LOW : 0) |
         (flags & PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_HIGH ? QUEUE_PRIORITY_HIGH : 0);
}

static core_result create_queue(pi_context context, pi_device device, pi_queue_properties flags,
                                pi_queue *out) {
  CORE_CHECK(queue_check_target(context, device));
  if (!out)
    return CORE_ERROR_INVALID_VALUE;
  if ((flags & ~known_queue_flags) ||
      (flags & (PI_QUEUE_FLAG_ON_DEVICE | PI_QUEUE_FLAG_ON_DEVICE_DEFAULT)))
    return core_fail(CORE_ERROR_INVALID_QUEUE_PROPERTIES,
                     "queue properties 0x%llx: on-device and unknown flags are not supported",
                     (unsigned long long)flags);
  return queue_new(context, device, core_queue_flags(flags), flags, out);
}

/* properties: {PI_QUEUE_FLAGS, flags, PI_QUEUE_COMPUTE_INDEX, index, ..., 0} */
static core_result create_queue_ext(pi_context context, pi_device device,
                                    const pi_queue_properties *properties, pi_queue *queue) {
  pi_queue_properties flags = 0;
  for (const pi_queue_properties *p = properties; p && *p; p += 2) {
    if (*p == PI_QUEUE_FLAGS)
      flags = p[1];
    else if (*p == PI_QUEUE_COMPUTE_INDEX) {
      if (p[1] != 0)
        return core_fail(CORE_ERROR_INVALID_VALUE, "CUDA devices have one compute queue index");
    } else
      return CORE_ERROR_INVALID_VALUE;
  }
  return create_queue(context, device, flags, queue);
}

static core_result get_info(pi_queue queue, pi_queue_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  switch (param_name) {
  case PI_QUEUE_INFO_CONTEXT:
    INFO_VALUE(pi_context, queue->context);
  case PI_QUEUE_INFO_DEVICE:
    INFO_VALUE(pi_device, queue->device);
  case PI_QUEUE_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&queue->refs));
  case PI_QUEUE_INFO_PROPERTIES:
    INFO_VALUE(pi_queue_properties, queue->face_properties);
  case PI_EXT_ONEAPI_QUEUE_INFO_EMPTY: {
    bool empty = true;
    CORE_CHECK(queue_is_empty(queue, &empty));
    INFO_VALUE(pi_bool, empty);
  }
  case PI_QUEUE_INFO_DEVICE_DEFAULT:
  case PI_QUEUE_INFO_SIZE:
    break;
  }
  return CORE_ERROR_INVALID_VALUE;
}

pi_result piQueueCreate(pi_context context, pi_device device, pi_queue_properties properties,
                        pi_queue *queue) {
  PI_TRACED(create_queue(context, device, properties, queue),
            "context=%p, device=%p, properties=0x%llx -> %p", (void *)context, (void *)device,
            (unsigned long long)properties, queue ? (void *)*queue : NULL);
}

pi_result piextQueueCreate(pi_context context, pi_device device, pi_queue_properties *properties,
                           pi_queue *queue) {
  PI_TRACED(create_queue_ext(context, device, properties, queue),
            "context=%p, device=%p, properties=%p -> %p", (void *)context, (void *)device,
            (void *)properties, queue ? (void *)*queue : NULL);
}

pi_result piQueueGetInfo(pi_queue command_queue, pi_queue_info param_name, size_t param_value_size,
                         void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(
      get_info(command_queue, param_name, param_value_size, param_value, param_value_size_ret),
      "queue=%p, param=0x%x, size=%zu, value=%p", (void *)command_queue, (unsigned)param_name,
      param_value_size, param_value);
}

pi_result piQueueRetain(pi_queue command_queue) {
  PI_TRACED(queue_retain(command_queue), "queue=%p", (void *)command_queue);
}

pi_result piQueueRelease(pi_queue command_queue) {
  PI_TRACED(queue_release(command_queue), "queue=%p", (void *)command_queue);
}

pi_result piQueueFinish(pi_queue command_queue) {
  PI_TRACED(queue_finish(command_queue), "queue=%p", (void *)command_queue);
}

pi_result piQueueFlush(pi_queue command_queue) {
  PI_TRACED(queue_flush(command_queue), "queue=%p", (void *)command_queue);
}

pi_result piextQueueGetNativeHandle(pi_queue queue, pi_native_handle *nativeHandle,
                                    int32_t *nativeHandleDesc) {
  PI_TRACED(queue_native_handle(queue, nativeHandle, nativeHandleDesc), "queue=%p", (void *)queue);
}

pi_result piextQueueCreateWithNativeHandle(pi_native_handle nativeHandle, int32_t nativeHandleDesc,
                                           pi_context context, pi_device device,
                                           bool pluginOwnsNativeHandle,
                                           pi_queue_properties *Properties, pi_queue *queue) {
  (void)nativeHandleDesc; /* CUDA streams need no description */
  (void)Properties;       /* a CUstream is in-order by nature */
  PI_TRACED(queue_from_native(nativeHandle, context, device, pluginOwnsNativeHandle, queue),
            "handle=0x%zx, context=%p, device=%p", (size_t)nativeHandle, (void *)context,
            (void *)device);
}

pi_result piEnqueueEventsWait(pi_queue command_queue, pi_uint32 num_events_in_wait_list,
                              const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(enqueue_marker(command_queue, num_events_in_wait_list, event_wait_list, event, false),
            "queue=%p, num_events=%u, events=%p, event=%p", (void *)command_queue,
            num_events_in_wait_list, (void *)event_wait_list, (void *)event);
}

pi_result piEnqueueEventsWaitWithBarrier(pi_queue command_queue, pi_uint32 num_events_in_wait_list,
                                         const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(enqueue_marker(command_queue, num_events_in_wait_list, event_wait_list, event, true),
            "queue=%p, num_events=%u, events=%p, event=%p", (void *)command_queue,
            num_events_in_wait_list, (void *)event_wait_list, (void *)event);
}
