#include <pthread.h>
#include <stdlib.h>

#include "device_assert.h"
#include "face_hooks.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "event.h"
#include "trace.h"

static bool is_profiling(core_queue queue) { return queue && (queue->flags & QUEUE_PROFILING); }

core_result event_create(core_context context, core_queue queue, enum command_kind command,
                         CUstream stream, core_event *out) {
  core_event ev = calloc(1, sizeof *ev);
  if (!ev)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  ev->dispatch = face_dispatch;
  ev->magic = MAGIC_EVENT;
  atomic_init(&ev->refs, 1);
  ev->context = context;
  ev->queue = queue;
  ev->command = command;
  ev->stream = stream;
  core_result r = CORE_SUCCESS;
  if (queue) {
    bool timed = is_profiling(queue);
    r = CU_CALL(cu.cuEventCreate(&ev->end, timed ? CU_EVENT_DEFAULT : CU_EVENT_DISABLE_TIMING));
    if (r == CORE_SUCCESS && timed) {
      ev->queued_ns = host_clock_ns();
      r = CU_CALL(cu.cuEventCreate(&ev->start, CU_EVENT_DEFAULT));
      if (r == CORE_SUCCESS)
        r = CU_CALL(cu.cuEventRecord(ev->start, stream));
    }
  }
  if (r != CORE_SUCCESS) {
    event_destroy(ev);
    return r;
  }
  context_retain(context);
  if (queue)
    queue_retain(queue);
  *out = ev;
  return CORE_SUCCESS;
}

core_result event_record_end(core_event event) {
  return CU_CALL(cu.cuEventRecord(event->end, event->stream));
}

static struct device_context *event_device_context(core_event event) {
  return event->queue ? queue_device_context(event->queue) : &event->context->device_contexts[0];
}

/* A lost context runs nothing more: its events are left to it. */
void event_destroy(core_event event) {
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

core_result event_wait_on_stream(core_event event, CUstream stream) {
  if (!event->end || event->stream == stream)
    return CORE_SUCCESS;
  CORE_CHECK(device_context_check(event_device_context(event)));
  return CU_CALL(cu.cuStreamWaitEvent(stream, event->end, 0));
}

static core_result event_sync(core_event event) {
  if (!event->end)
    return CORE_SUCCESS;
  CORE_CHECK(context_enter(event_device_context(event)));
  CU_CHECK(cu.cuEventSynchronize(event->end));
  return event_report_assert(event);
}

core_result event_create_user(core_context context, core_event *ret_event) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!ret_event)
    return CORE_ERROR_INVALID_VALUE;
  /* A user event starts signalled (PI 11.15 asks so). */
  return event_create(context, NULL, COMMAND_USER, NULL, ret_event);
}

static core_result event_query(core_event event, enum event_status *status) {
  if (!event->end) {
    *status = EVENT_COMPLETE;
    return CORE_SUCCESS;
  }
  CORE_CHECK(context_enter(event_device_context(event)));
  CUresult q = cu.cuEventQuery(event->end);
  if (q == CUDA_ERROR_NOT_READY) {
    *status = EVENT_SUBMITTED;
    return CORE_SUCCESS;
  }
  CU_CHECK(q);
  *status = EVENT_COMPLETE;
  return CORE_SUCCESS;
}

/* A completed kernel's status is where a recoverable assert shows. */
core_result event_get_status(core_event event, enum event_status *status) {
  CORE_CHECK(event_query(event, status));
  return *status == EVENT_COMPLETE ? event_report_assert(event) : CORE_SUCCESS;
}

/* Device timestamps on the host clock's scale, through the context's base event. */
static core_result event_timestamp(core_event event, CUevent point, uint64_t *ns) {
  const struct device_context *dc = queue_device_context(event->queue);
  float ms = 0;
  CU_CHECK(cu.cuEventElapsedTime(&ms, dc->base_event, point));
  *ns = dc->base_ns + (uint64_t)((double)ms * 1e6);
  return CORE_SUCCESS;
}

core_result event_profile(core_event event, struct event_times *times) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  if (!event->start)
    return core_fail(CORE_ERROR_PROFILING_INFO_NOT_AVAILABLE,
                     "event %p does not come from a queue with profiling enabled", (void *)event);
  enum event_status status = EVENT_COMPLETE;
  CORE_CHECK(event_query(event, &status));
  if (status != EVENT_COMPLETE)
    return CORE_ERROR_PROFILING_INFO_NOT_AVAILABLE;
  times->queued = event->queued_ns;
  CORE_CHECK(event_timestamp(event, event->start, &times->start));
  return event_timestamp(event, event->end, &times->end);
}

core_result check_wait_list(uint32_t num_events, const core_event *events) {
  if ((num_events > 0) != (events != NULL))
    return CORE_ERROR_INVALID_EVENT_WAIT_LIST;
  for (uint32_t i = 0; i < num_events; ++i)
    if (!IS_VALID(events[i], MAGIC_EVENT))
      return CORE_ERROR_INVALID_EVENT;
  return CORE_SUCCESS;
}

core_result events_wait(uint32_t num_events, const core_event *event_list) {
  if (num_events == 0)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(check_wait_list(num_events, event_list));
  for (uint32_t i = 0; i < num_events; ++i)
    CORE_CHECK(event_sync(event_list[i]));
  return CORE_SUCCESS;
}

struct callback {
  core_event event;
  enum event_status when;
  int32_t face_status;
  event_notify notify;
  void *user_data;
};

core_result event_release(core_event event);

/* The driver forbids CUDA calls inside stream callbacks and a face's callback
 * may make them, so each callback waits on a thread of its own. */
static void *run_callback(void *arg) {
  struct callback *cb = arg;
  if (cb->when == EVENT_COMPLETE)
    event_sync(cb->event);
  cb->notify(cb->event, cb->face_status, cb->user_data);
  event_release(cb->event);
  free(cb);
  return NULL;
}

core_result event_set_callback(core_event event, enum event_status when, int32_t face_status,
                               event_notify notify, void *user_data) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  if (!notify)
    return CORE_ERROR_INVALID_VALUE;
  struct callback *cb = malloc(sizeof *cb);
  if (!cb)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  *cb = (struct callback){event, when, face_status, notify, user_data};
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
    return CORE_ERROR_OUT_OF_RESOURCES;
  }
  return CORE_SUCCESS;
}

core_result event_retain(core_event event) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  retain_ref(&event->refs);
  return CORE_SUCCESS;
}

core_result event_release(core_event event) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  if (!release_ref(&event->refs))
    return CORE_SUCCESS;
  core_context context = event->context;
  core_queue queue = event->queue;
  event_destroy(event);
  if (queue)
    queue_release(queue);
  return context_release(context);
}

core_result event_native_handle(core_event event, uintptr_t *handle) {
  if (!IS_VALID(event, MAGIC_EVENT))
    return CORE_ERROR_INVALID_EVENT;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = (uintptr_t)event->end;
  return CORE_SUCCESS;
}

core_result event_from_native(uintptr_t handle, core_context context, bool own, core_event *event) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!event || !handle)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(event_create(context, NULL, COMMAND_USER, NULL, event));
  (*event)->end = (CUevent)handle;
  (*event)->borrowed_end = !own;
  return CORE_SUCCESS;
}
