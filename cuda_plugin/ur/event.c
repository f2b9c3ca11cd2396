/* The Event table: events' info and profiling times, waits, callbacks and
 * native CUevents. A failed device assert shows on waits and status
 * queries (the core's CORE_ERROR_DEVICE_ASSERT). */
#include <stdlib.h>

#include "face.h"

#include "info_result.h"

/* UR has no kind of its own for USM commands' events (the core files a USM
 * copy as a copy, a fill as a fill), nor for user or native events, which
 * say "wait" as a marker's do. */
static ur_command_t command_type(enum command_kind command) {
  static const ur_command_t types[] = {
      [COMMAND_USER] = UR_COMMAND_EVENTS_WAIT,
      [COMMAND_KERNEL] = UR_COMMAND_KERNEL_LAUNCH,
      [COMMAND_READ] = UR_COMMAND_MEM_BUFFER_READ,
      [COMMAND_WRITE] = UR_COMMAND_MEM_BUFFER_WRITE,
      [COMMAND_COPY] = UR_COMMAND_MEM_BUFFER_COPY,
      [COMMAND_READ_RECT] = UR_COMMAND_MEM_BUFFER_READ_RECT,
      [COMMAND_WRITE_RECT] = UR_COMMAND_MEM_BUFFER_WRITE_RECT,
      [COMMAND_COPY_RECT] = UR_COMMAND_MEM_BUFFER_COPY_RECT,
      [COMMAND_FILL] = UR_COMMAND_MEM_BUFFER_FILL,
      [COMMAND_MAP] = UR_COMMAND_MEM_BUFFER_MAP,
      [COMMAND_UNMAP] = UR_COMMAND_MEM_UNMAP,
      [COMMAND_BARRIER] = UR_COMMAND_EVENTS_WAIT_WITH_BARRIER,
      [COMMAND_MARKER] = UR_COMMAND_EVENTS_WAIT,
      [COMMAND_GLOBAL_READ] = UR_COMMAND_DEVICE_GLOBAL_VARIABLE_READ,
      [COMMAND_GLOBAL_WRITE] = UR_COMMAND_DEVICE_GLOBAL_VARIABLE_WRITE,
      [COMMAND_COMMAND_BUFFER] = UR_COMMAND_ENQUEUE_COMMAND_BUFFER_EXP,
      [COMMAND_IMAGE_READ] = UR_COMMAND_MEM_IMAGE_READ,
      [COMMAND_IMAGE_WRITE] = UR_COMMAND_MEM_IMAGE_WRITE,
      [COMMAND_IMAGE_COPY] = UR_COMMAND_MEM_IMAGE_COPY,
      [COMMAND_IMAGE_FILL] = UR_COMMAND_MEM_IMAGE_COPY, /* not reached: UR has no image fill */
  };
  return types[command];
}

static ur_event_status_t execution_status(enum event_status status) {
  static const ur_event_status_t statuses[] = {
      [EVENT_COMPLETE] = UR_EVENT_STATUS_COMPLETE,
      [EVENT_RUNNING] = UR_EVENT_STATUS_RUNNING,
      [EVENT_SUBMITTED] = UR_EVENT_STATUS_SUBMITTED,
      [EVENT_QUEUED] = UR_EVENT_STATUS_QUEUED,
  };
  return statuses[status];
}

static core_result event_info(ur_event_handle_t event, ur_event_info_t prop,
                              size_t param_value_size, void *param_value,
                              size_t *param_value_size_ret) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  switch (prop) {
  case UR_EVENT_INFO_COMMAND_QUEUE:
    INFO_VALUE(ur_queue_handle_t, event->queue);
  case UR_EVENT_INFO_CONTEXT:
    INFO_VALUE(ur_context_handle_t, event->context);
  case UR_EVENT_INFO_COMMAND_TYPE:
    INFO_VALUE(ur_command_t, command_type(event->command));
  case UR_EVENT_INFO_COMMAND_EXECUTION_STATUS: {
    enum event_status status = EVENT_COMPLETE;
    CORE_CHECK(event_get_status(event, &status));
    INFO_VALUE(ur_event_status_t, execution_status(status));
  }
  case UR_EVENT_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&event->refs));
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

/* A command's children run inside it on CUDA: it completes when it ends. */
static core_result profiling_info(ur_event_handle_t event, ur_profiling_info_t prop,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  struct event_times times;
  CORE_CHECK(event_profile(event, &times));
  switch (prop) {
  case UR_PROFILING_INFO_COMMAND_QUEUED:
  case UR_PROFILING_INFO_COMMAND_SUBMIT:
    INFO_VALUE(uint64_t, times.queued);
  case UR_PROFILING_INFO_COMMAND_START:
    INFO_VALUE(uint64_t, times.start);
  case UR_PROFILING_INFO_COMMAND_END:
  case UR_PROFILING_INFO_COMMAND_COMPLETE:
    INFO_VALUE(uint64_t, times.end);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

/* The core calls back with a face status as an int32_t; UR's callback takes
 * a ur_execution_info_t, so it is called from here, never through a
 * pointer of another type. */
struct ur_callback {
  ur_event_callback_t notify;
  void *user_data;
};

static void call_ur_callback(core_event event, int32_t face_status, void *data) {
  struct ur_callback *callback = data;
  callback->notify(event, (ur_execution_info_t)face_status, callback->user_data);
  free(callback);
}

/* QUEUED is every event's first status: UR refuses a callback for it. */
static core_result set_callback(ur_event_handle_t event, ur_execution_info_t status,
                                ur_event_callback_t notify, void *user_data) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  if (!notify)
    return CORE_ERROR_INVALID_VALUE;
  enum event_status when;
  switch (status) {
  case UR_EXECUTION_INFO_COMPLETE:
    when = EVENT_COMPLETE;
    break;
  case UR_EXECUTION_INFO_RUNNING:
    when = EVENT_RUNNING;
    break;
  case UR_EXECUTION_INFO_SUBMITTED:
    when = EVENT_SUBMITTED;
    break;
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
  struct ur_callback *callback = malloc(sizeof *callback);
  if (!callback)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  *callback = (struct ur_callback){notify, user_data};
  core_result r = event_set_callback(event, when, (int32_t)status, call_ur_callback, callback);
  if (r != CORE_SUCCESS)
    free(callback);
  return r;
}

static core_result from_native(ur_native_handle_t handle, ur_context_handle_t context,
                               const ur_event_native_properties_t *properties,
                               ur_event_handle_t *event) {
  bool own = properties && properties->isNativeHandleOwned;
  return event_from_native(handle, context, own, event);
}

ur_result_t UR_APICALL urEventGetInfo(ur_event_handle_t hEvent, ur_event_info_t propName,
                                      size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(event_info(hEvent, propName, propSize, pPropValue, pPropSizeRet),
                 "hEvent=%p, propName=%d, propSize=%zu", (void *)hEvent, (int)propName, propSize);
}

ur_result_t UR_APICALL urEventGetProfilingInfo(ur_event_handle_t hEvent,
                                               ur_profiling_info_t propName, size_t propSize,
                                               void *pPropValue, size_t *pPropSizeRet) {
  UR_INFO_TRACED(profiling_info(hEvent, propName, propSize, pPropValue, pPropSizeRet),
                 "hEvent=%p, propName=%d, propSize=%zu", (void *)hEvent, (int)propName, propSize);
}

ur_result_t UR_APICALL urEventWait(uint32_t numEvents, const ur_event_handle_t *phEventWaitList) {
  UR_TRACED(events_wait(numEvents, phEventWaitList), "numEvents=%u, phEventWaitList=%p", numEvents,
            (void *)phEventWaitList);
}

ur_result_t UR_APICALL urEventRetain(ur_event_handle_t hEvent) {
  UR_TRACED(event_retain(hEvent), "hEvent=%p", (void *)hEvent);
}

ur_result_t UR_APICALL urEventRelease(ur_event_handle_t hEvent) {
  UR_TRACED(event_release(hEvent), "hEvent=%p", (void *)hEvent);
}

ur_result_t UR_APICALL urEventGetNativeHandle(ur_event_handle_t hEvent,
                                              ur_native_handle_t *phNativeEvent) {
  UR_TRACED(event_native_handle(hEvent, phNativeEvent), "hEvent=%p", (void *)hEvent);
}

ur_result_t UR_APICALL urEventCreateWithNativeHandle(
    ur_native_handle_t hNativeEvent, ur_context_handle_t hContext,
    const ur_event_native_properties_t *pProperties, ur_event_handle_t *phEvent) {
  UR_TRACED(from_native(hNativeEvent, hContext, pProperties, phEvent),
            "hNativeEvent=0x%zx, hContext=%p -> %p", (size_t)hNativeEvent, (void *)hContext,
            phEvent ? (void *)*phEvent : NULL);
}

ur_result_t UR_APICALL urEventSetCallback(ur_event_handle_t hEvent, ur_execution_info_t execStatus,
                                          ur_event_callback_t pfnNotify, void *pUserData) {
  UR_INFO_TRACED(set_callback(hEvent, execStatus, pfnNotify, pUserData),
                 "hEvent=%p, execStatus=%d, pfnNotify=%p, pUserData=%p", (void *)hEvent,
                 (int)execStatus, (void *)(uintptr_t)pfnNotify, pUserData);
}
