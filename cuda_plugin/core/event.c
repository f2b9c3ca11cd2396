#include <pthread.h>
#include <stdlib.h>

#include "device_assert.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "info.h"
#include "trace.h"

static bool is_profiling(pi_queue queue) {
  return queue && (queue->properties & PI_QUEUE_FLAG_PROFILING_ENABLE);
}

pi_result event_create(pi_context context, pi_queue queue, pi_command_type type,
                       CUstream stream, pi_event *out) {
  pi_event ev = calloc(1, sizeof *ev);
  if (!ev)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  ev->magic = MAGIC_EVENT;
  atomic_init(&ev->refs, 1);
  ev->context = context;
  ev->queue = queue;
  ev->command_type = type;
  ev->stream = stream;
  pi_result r = PI_SUCCESS;
  if (queue) {
    bool timed = is_profiling(queue);
    r = CU_CALL(cu.cuEventCreate(&ev->end, timed ? CU_EVENT_DEFAULT : CU_EVENT_DISABLE_TIMING));
    if (r == PI_SUCCESS && timed) {
      ev->queued_ns = host_clock_ns();
      r = CU_CALL(cu.cuEventCreate(&ev->start, CU_EVENT_DEFAULT));
      if (r == PI_SUCCESS)
        r = CU_CALL(cu.cuEventRecord(ev->start, stream));
    }
  }
  if (r != PI_SUCCESS) {
    event_destroy(ev);
    return r;
  }
  context_retain(context);
  if (queue)
    queue_retain(queue);
  *out = ev;
  return PI_SUCCESS;
}

pi_result event_record_end(pi_event event) {
  return CU_CALL(cu.cuEventRecord(event->end, event->stream));
}

static struct device_context *event_device_context(pi_event event) {
  return event->queue ? queue_device_context(event->queue) : &event->context->device_contexts[0];
}

/* A lost context runs nothing more: its events are left to it. */
void event_destroy(pi_event event) {
  if (event->assert_program)
    program_release(event->assert_program);
  bool live = !device_context_is_lost(event_device_context(event));
  if (live && event->start)
    cu.cuEventDestroy(event->start);
  if (live && event->end && !event->borrowed_end)
    cu.cuEventDestroy(event->end);
  event->magic = MAGIC_DEAD;
  free(event);
}

pi_result event_wait_on_stream(pi_event event, CUstream stream) {
  if (!event->end || event->stream == stream)
    return PI_SUCCESS;
  PI_CHECK(device_context_check(event_device_context(event)));
  return CU_CALL(cu.cuStreamWaitEvent(stream, event->end, 0));
}

static pi_result event_sync(pi_event event) {
  if (!event->end)
    return PI_SUCCESS;
  PI_CHECK(context_enter(event_device_context(event)));
  CU_CHECK(cu.cuEventSynchronize(event->end));
  return event_report_assert(event);
}

static pi_result event_create_user(pi_context context, pi_event *ret_event) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!ret_event)
    return PI_ERROR_INVALID_VALUE;
  /* PI 11.15: an event made here starts signalled. */
  return event_create(context, NULL, PI_COMMAND_TYPE_USER, NULL, ret_event);
}

pi_result piEventCreate(pi_context context, pi_event *ret_event) {
  PI_TRACED(event_create_user(context, ret_event), "context=%p -> %p", (void *)context,
            ret_event ? (void *)*ret_event : NULL);
}

static pi_result event_query(pi_event event, pi_int32 *status) {
  if (!event->end) {
    *status = PI_EVENT_COMPLETE;
    return PI_SUCCESS;
  }
  PI_CHECK(context_enter(event_device_context(event)));
  CUresult q = cu.cuEventQuery(event->end);
  if (q == CUDA_ERROR_NOT_READY) {
    *status = PI_EVENT_SUBMITTED;
    return PI_SUCCESS;
  }
  CU_CHECK(q);
  *status = PI_EVENT_COMPLETE;
  return PI_SUCCESS;
}

/* A completed kernel's status is where a recoverable assert shows. */
static pi_result event_status(pi_event event, pi_int32 *status) {
  PI_CHECK(event_query(event, status));
  return *status == PI_EVENT_COMPLETE ? event_report_assert(event) : PI_SUCCESS;
}

static pi_result event_get_info(pi_event event, pi_event_info param_name,
                                size_t param_value_size, void *param_value,
                                size_t *param_value_size_ret) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  switch (param_name) {
  case PI_EVENT_INFO_COMMAND_QUEUE:
    INFO_VALUE(pi_queue, event->queue);
  case PI_EVENT_INFO_CONTEXT:
    INFO_VALUE(pi_context, event->context);
  case PI_EVENT_INFO_COMMAND_TYPE:
    INFO_VALUE(pi_command_type, event->command_type);
  case PI_EVENT_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&event->refs));
  case PI_EVENT_INFO_COMMAND_EXECUTION_STATUS: {
    pi_int32 status = PI_EVENT_COMPLETE;
    PI_CHECK(event_status(event, &status));
    INFO_VALUE(pi_int32, status);
  }
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piEventGetInfo(pi_event event, pi_event_info param_name,
                         size_t param_value_size, void *param_value,
                         size_t *param_value_size_ret) {
  PI_TRACED(event_get_info(event, param_name, param_value_size, param_value,
                           param_value_size_ret),
            "event=%p, param=0x%x, size=%zu, value=%p", (void *)event,
            (unsigned)param_name, param_value_size, param_value);
}

/* Device timestamps on the host clock's scale, through the context's base event. */
static pi_result event_timestamp(pi_event event, CUevent point, uint64_t *ns) {
  const struct device_context *dc = queue_device_context(event->queue);
  float ms = 0;
  CU_CHECK(cu.cuEventElapsedTime(&ms, dc->base_event, point));
  *ns = dc->base_ns + (uint64_t)((double)ms * 1e6);
  return PI_SUCCESS;
}

static pi_result event_profiling_info(pi_event event, pi_profiling_info param_name,
                                      size_t param_value_size, void *param_value,
                                      size_t *param_value_size_ret) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  if (!event->start)
    return pi_fail(PI_ERROR_PROFILING_INFO_NOT_AVAILABLE,
                   "event %p does not come from a queue with profiling enabled",
                   (void *)event);
  pi_int32 status = PI_EVENT_COMPLETE;
  PI_CHECK(event_query(event, &status));
  if (status != PI_EVENT_COMPLETE)
    return PI_ERROR_PROFILING_INFO_NOT_AVAILABLE;
  uint64_t ns = 0;
  switch (param_name) {
  case PI_PROFILING_INFO_COMMAND_QUEUED:
  case PI_PROFILING_INFO_COMMAND_SUBMIT:
    ns = event->queued_ns;
    break;
  case PI_PROFILING_INFO_COMMAND_START:
    PI_CHECK(event_timestamp(event, event->start, &ns));
    break;
  case PI_PROFILING_INFO_COMMAND_END:
    PI_CHECK(event_timestamp(event, event->end, &ns));
    break;
  default:
    return PI_ERROR_INVALID_VALUE;
  }
  INFO_VALUE(pi_uint64, ns);
}

pi_result piEventGetProfilingInfo(pi_event event, pi_profiling_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  PI_TRACED(event_profiling_info(event, param_name, param_value_size, param_value,
                                 param_value_size_ret),
            "event=%p, param=0x%x, size=%zu, value=%p", (void *)event,
            (unsigned)param_name, param_value_size, param_value);
}

pi_result check_wait_list(pi_uint32 num_events, const pi_event *events) {
  if ((num_events > 0) != (events != NULL))
    return PI_ERROR_INVALID_EVENT_WAIT_LIST;
  for (pi_uint32 i = 0; i < num_events; ++i)
    if (!IS_VALID(events[i], MAGIC_EVENT))
      return PI_ERROR_INVALID_EVENT;
  return PI_SUCCESS;
}

static pi_result events_wait(pi_uint32 num_events, const pi_event *event_list) {
  if (num_events == 0)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(check_wait_list(num_events, event_list));
  for (pi_uint32 i = 0; i < num_events; ++i)
    PI_CHECK(event_sync(event_list[i]));
  return PI_SUCCESS;
}

pi_result piEventsWait(pi_uint32 num_events, const pi_event *event_list) {
  PI_TRACED(events_wait(num_events, event_list), "num_events=%u, events=%p", num_events,
            (void *)event_list);
}

struct callback {
  pi_event event;
  pi_int32 status;
  pi_event_notify notify;
  void *user_data;
};

static pi_result event_release(pi_event event);

/* The driver forbids CUDA calls inside stream callbacks and a PI callback may
 * make them, so each callback waits on a thread of its own. */
static void *run_callback(void *arg) {
  struct callback *cb = arg;
  if (cb->status == PI_EVENT_COMPLETE)
    event_sync(cb->event);
  cb->notify(cb->event, cb->status, cb->user_data);
  event_release(cb->event);
  free(cb);
  return NULL;
}

static pi_result event_set_callback(pi_event event, pi_int32 type, pi_event_notify notify,
                                    void *user_data) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  if (!notify || (type != PI_EVENT_COMPLETE && type != PI_EVENT_RUNNING &&
                  type != PI_EVENT_SUBMITTED))
    return PI_ERROR_INVALID_VALUE;
  struct callback *cb = malloc(sizeof *cb);
  if (!cb)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  *cb = (struct callback){event, type, notify, user_data};
  retain_ref(&event->refs);
  pthread_t thread;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  int failed = pthread_create(&thread, &attr, run_callback, cb);
  pthread_attr_destroy(&attr);
  if (failed) {
    release_ref(&event->refs);
    free(cb);
    return PI_ERROR_OUT_OF_RESOURCES;
  }
  return PI_SUCCESS;
}

pi_result piEventSetCallback(pi_event event, pi_int32 command_exec_callback_type,
                             pi_event_notify pfn_notify, void *user_data) {
  PI_TRACED(event_set_callback(event, command_exec_callback_type, pfn_notify, user_data),
            "event=%p, type=%d, notify=%p, user_data=%p", (void *)event,
            command_exec_callback_type, (void *)(uintptr_t)pfn_notify, user_data);
}

static pi_result event_set_status(pi_event event) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  return pi_fail(PI_ERROR_INVALID_OPERATION,
                 "CUDA events are set by the device; there are no user events to set");
}

pi_result piEventSetStatus(pi_event event, pi_int32 execution_status) {
  PI_TRACED(event_set_status(event), "event=%p, status=%d", (void *)event,
            execution_status);
}

static pi_result event_retain(pi_event event) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  retain_ref(&event->refs);
  return PI_SUCCESS;
}

static pi_result event_release(pi_event event) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  if (!release_ref(&event->refs))
    return PI_SUCCESS;
  pi_context context = event->context;
  pi_queue queue = event->queue;
  event_destroy(event);
  if (queue)
    queue_release(queue);
  return context_release(context);
}

pi_result piEventRetain(pi_event event) {
  PI_TRACED(event_retain(event), "event=%p", (void *)event);
}

pi_result piEventRelease(pi_event event) {
  PI_TRACED(event_release(event), "event=%p", (void *)event);
}

static pi_result event_native_handle(pi_event event, pi_native_handle *handle) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return PI_ERROR_INVALID_EVENT;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)event->end;
  return PI_SUCCESS;
}

pi_result piextEventGetNativeHandle(pi_event event, pi_native_handle *nativeHandle) {
  PI_TRACED(event_native_handle(event, nativeHandle), "event=%p", (void *)event);
}

static pi_result event_from_native(pi_native_handle handle, pi_context context,
                                   bool own, pi_event *event) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!event || !handle)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(event_create(context, NULL, PI_COMMAND_TYPE_USER, NULL, event));
  (*event)->end = (CUevent)handle;
  (*event)->borrowed_end = !own;
  return PI_SUCCESS;
}

pi_result piextEventCreateWithNativeHandle(pi_native_handle nativeHandle,
                                           pi_context context, bool ownNativeHandle,
                                           pi_event *event) {
  PI_TRACED(event_from_native(nativeHandle, context, ownNativeHandle, event),
            "handle=0x%zx, context=%p, own=%d", (size_t)nativeHandle, (void *)context,
            (int)ownNativeHandle);
}
