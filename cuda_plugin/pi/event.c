#include "face.h"

/* PI's command types for the core's command kinds. */
static pi_command_type command_type(enum command_kind command) {
  static const pi_command_type types[] = {
      [COMMAND_USER] = PI_COMMAND_TYPE_USER,
      [COMMAND_KERNEL] = PI_COMMAND_TYPE_NDRANGE_KERNEL,
      [COMMAND_READ] = PI_COMMAND_TYPE_MEM_BUFFER_READ,
      [COMMAND_WRITE] = PI_COMMAND_TYPE_MEM_BUFFER_WRITE,
      [COMMAND_COPY] = PI_COMMAND_TYPE_MEM_BUFFER_COPY,
      [COMMAND_READ_RECT] = PI_COMMAND_TYPE_MEM_BUFFER_READ_RECT,
      [COMMAND_WRITE_RECT] = PI_COMMAND_TYPE_MEM_BUFFER_WRITE_RECT,
      [COMMAND_COPY_RECT] = PI_COMMAND_TYPE_MEM_BUFFER_COPY_RECT,
      [COMMAND_FILL] = PI_COMMAND_TYPE_MEM_BUFFER_FILL,
      [COMMAND_MAP] = PI_COMMAND_TYPE_MEM_BUFFER_MAP,
      [COMMAND_UNMAP] = PI_COMMAND_TYPE_MEM_BUFFER_UNMAP,
      [COMMAND_BARRIER] = PI_COMMAND_TYPE_BARRIER,
      [COMMAND_MARKER] = PI_COMMAND_TYPE_MARKER,
      [COMMAND_GLOBAL_READ] = PI_COMMAND_TYPE_DEVICE_GLOBAL_VARIABLE_READ,
      [COMMAND_GLOBAL_WRITE] = PI_COMMAND_TYPE_DEVICE_GLOBAL_VARIABLE_WRITE,
      [COMMAND_COMMAND_BUFFER] = PI_COMMAND_TYPE_EXT_COMMAND_BUFFER,
      [COMMAND_IMAGE_READ] = PI_COMMAND_TYPE_IMAGE_READ,
      [COMMAND_IMAGE_WRITE] = PI_COMMAND_TYPE_IMAGE_WRITE,
      [COMMAND_IMAGE_COPY] = PI_COMMAND_TYPE_IMAGE_COPY,
      [COMMAND_IMAGE_FILL] = PI_COMMAND_TYPE_FILL_IMAGE,
  };
  return types[command];
}

static pi_int32 execution_status(enum event_status status) {
  static const pi_int32 statuses[] = {
      [EVENT_COMPLETE] = PI_EVENT_COMPLETE,
      [EVENT_RUNNING] = PI_EVENT_RUNNING,
      [EVENT_SUBMITTED] = PI_EVENT_SUBMITTED,
      [EVENT_QUEUED] = PI_EVENT_QUEUED,
  };
  return statuses[status];
}

static core_result get_info(pi_event event, pi_event_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  switch (param_name) {
  case PI_EVENT_INFO_COMMAND_QUEUE:
    INFO_VALUE(pi_queue, event->queue);
  case PI_EVENT_INFO_CONTEXT:
    INFO_VALUE(pi_context, event->context);
  case PI_EVENT_INFO_COMMAND_TYPE:
    INFO_VALUE(pi_command_type, command_type(event->command));
  case PI_EVENT_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&event->refs));
  case PI_EVENT_INFO_COMMAND_EXECUTION_STATUS: {
    enum event_status status = EVENT_COMPLETE;
    CORE_CHECK(event_get_status(event, &status));
    INFO_VALUE(pi_int32, execution_status(status));
  }
  }
  return CORE_ERROR_INVALID_VALUE;
}

static core_result profiling_info(pi_event event, pi_profiling_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  struct event_times times;
  CORE_CHECK(event_profile(event, &times));
  switch (param_name) {
  case PI_PROFILING_INFO_COMMAND_QUEUED:
  case PI_PROFILING_INFO_COMMAND_SUBMIT:
    INFO_VALUE(pi_uint64, times.queued);
  case PI_PROFILING_INFO_COMMAND_START:
    INFO_VALUE(pi_uint64, times.start);
  case PI_PROFILING_INFO_COMMAND_END:
    INFO_VALUE(pi_uint64, times.end);
  }
  return CORE_ERROR_INVALID_VALUE;
}

/* PI passes its own status back to the callback: the core echoes it. */
static core_result set_callback(pi_event event, pi_int32 type, pi_event_notify notify,
                                void *user_data) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  enum event_status when;
  switch (type) {
  case PI_EVENT_COMPLETE:
    when = EVENT_COMPLETE;
    break;
  case PI_EVENT_RUNNING:
    when = EVENT_RUNNING;
    break;
  case PI_EVENT_SUBMITTED:
    when = EVENT_SUBMITTED;
    break;
  default:
    return CORE_ERROR_INVALID_VALUE;
  }
  return event_set_callback(event, when, type, notify, user_data);
}

static core_result set_status(pi_event event) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  return core_fail(CORE_ERROR_INVALID_OPERATION,
                   "CUDA events are set by the device; there are no user events to set");
}

pi_result piEventCreate(pi_context context, pi_event *ret_event) {
  PI_TRACED(event_create_user(context, ret_event), "context=%p -> %p", (void *)context,
            ret_event ? (void *)*ret_event : NULL);
}

pi_result piEventGetInfo(pi_event event, pi_event_info param_name, size_t param_value_size,
                         void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(event, param_name, param_value_size, param_value, param_value_size_ret),
            "event=%p, param=0x%x, size=%zu, value=%p", (void *)event, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piEventGetProfilingInfo(pi_event event, pi_profiling_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  PI_TRACED(profiling_info(event, param_name, param_value_size, param_value, param_value_size_ret),
            "event=%p, param=0x%x, size=%zu, value=%p", (void *)event, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piEventsWait(pi_uint32 num_events, const pi_event *event_list) {
  PI_TRACED(events_wait(num_events, event_list), "num_events=%u, events=%p", num_events,
            (void *)event_list);
}

pi_result piEventSetCallback(pi_event event, pi_int32 command_exec_callback_type,
                             pi_event_notify pfn_notify, void *user_data) {
  PI_TRACED(set_callback(event, command_exec_callback_type, pfn_notify, user_data),
            "event=%p, type=%d, notify=%p, user_data=%p", (void *)event, command_exec_callback_type,
            (void *)(uintptr_t)pfn_notify, user_data);
}

pi_result piEventSetStatus(pi_event event, pi_int32 execution_status) {
  PI_TRACED(set_status(event), "event=%p, status=%d", (void *)event, execution_status);
}

pi_result piEventRetain(pi_event event) {
  PI_TRACED(event_retain(event), "event=%p", (void *)event);
}

pi_result piEventRelease(pi_event event) {
  PI_TRACED(event_release(event), "event=%p", (void *)event);
}

pi_result piextEventGetNativeHandle(pi_event event, pi_native_handle *nativeHandle) {
  PI_TRACED(event_native_handle(event, nativeHandle), "event=%p", (void *)event);
}

pi_result piextEventCreateWithNativeHandle(pi_native_handle nativeHandle, pi_context context,
                                           bool ownNativeHandle, pi_event *event) {
  PI_TRACED(event_from_native(nativeHandle, context, ownNativeHandle, event),
            "handle=0x%zx, context=%p, own=%d", (size_t)nativeHandle, (void *)context,
            (int)ownNativeHandle);
}
