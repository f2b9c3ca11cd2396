#include <stdlib.h>

#include "device_assert.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "info.h"
#include "trace.h"

static const pi_queue_properties known_queue_flags =
    PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE | PI_QUEUE_FLAG_PROFILING_ENABLE |
    PI_QUEUE_FLAG_ON_DEVICE | PI_QUEUE_FLAG_ON_DEVICE_DEFAULT |
    PI_EXT_ONEAPI_QUEUE_FLAG_DISCARD_EVENTS | PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_LOW |
    PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_HIGH | PI_EXT_QUEUE_FLAG_SUBMISSION_NO_IMMEDIATE |
    PI_EXT_QUEUE_FLAG_SUBMISSION_IMMEDIATE;

/* A lost context runs nothing more: its streams are left to it. */
static void queue_destroy(pi_queue q) {
  bool live = !device_context_is_lost(queue_device_context(q));
  for (uint32_t i = 0; live && i < q->num_streams; ++i) {
    if (q->streams[i] && !q->borrowed_streams)
      cu.cuStreamDestroy(q->streams[i]);
    if (q->barrier_events[i])
      cu.cuEventDestroy(q->barrier_events[i]);
  }
  for (uint32_t i = 0; i < q->num_assert_programs; ++i)
    program_release(q->assert_programs[i]);
  free(q->assert_programs);
  pthread_mutex_destroy(&q->assert_lock);
  pthread_mutex_destroy(&q->barrier_lock);
  q->magic = MAGIC_DEAD;
  free(q);
}

/* Creates the queue's streams, or adopts `native` as its one stream, and
 * the events its barriers use. */
static pi_result create_streams(pi_queue q, CUstream native) {
  int least = 0, greatest = 0, priority = 0;
  PI_CHECK(context_enter(queue_device_context(q)));
  CU_CHECK(cu.cuCtxGetStreamPriorityRange(&least, &greatest));
  if (q->properties & PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_LOW)
    priority = least;
  else if (q->properties & PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_HIGH)
    priority = greatest;
  for (uint32_t i = 0; i < q->num_streams; ++i) {
    if (native)
      q->streams[i] = native;
    else
      CU_CHECK(cu.cuStreamCreateWithPriority(&q->streams[i], CU_STREAM_NON_BLOCKING, priority));
    CU_CHECK(cu.cuEventCreate(&q->barrier_events[i], CU_EVENT_DISABLE_TIMING));
  }
  return PI_SUCCESS;
}

static pi_result check_queue_target(pi_context context, pi_device device) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(context, device))
    return PI_ERROR_INVALID_DEVICE;
  return PI_SUCCESS;
}

/* A queue on `device` with its streams (or the caller's `native` stream). */
static pi_result queue_make(pi_context context, pi_device device, pi_queue_properties flags,
                            CUstream native, bool borrowed, pi_queue *out) {
  pi_queue q = calloc(1, sizeof *q);
  if (!q)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  q->magic = MAGIC_QUEUE;
  atomic_init(&q->refs, 1);
  atomic_init(&q->next_stream, 0);
  q->context = context;
  q->device = device;
  q->device_index = (uint32_t)context_device_index(context, device);
  q->properties = flags;
  q->num_streams =
      !native && (flags & PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE) ? OUT_OF_ORDER_STREAMS : 1;
  q->borrowed_streams = borrowed;
  pthread_mutex_init(&q->barrier_lock, NULL);
  pthread_mutex_init(&q->assert_lock, NULL);
  pi_result r = create_streams(q, native);
  if (r != PI_SUCCESS) {
    queue_destroy(q);
    return r;
  }
  context_retain(context);
  *out = q;
  return PI_SUCCESS;
}

static pi_result queue_new(pi_context context, pi_device device, pi_queue_properties flags,
                           pi_queue *out) {
  PI_CHECK(check_queue_target(context, device));
  if (!out)
    return PI_ERROR_INVALID_VALUE;
  if ((flags & ~known_queue_flags) ||
      (flags & (PI_QUEUE_FLAG_ON_DEVICE | PI_QUEUE_FLAG_ON_DEVICE_DEFAULT)))
    return pi_fail(PI_ERROR_INVALID_QUEUE_PROPERTIES,
                   "queue properties 0x%llx: on-device and unknown flags are not supported",
                   (unsigned long long)flags);
  return queue_make(context, device, flags, NULL, false, out);
}

pi_result piQueueCreate(pi_context context, pi_device device,
                        pi_queue_properties properties, pi_queue *queue) {
  PI_TRACED(queue_new(context, device, properties, queue),
            "context=%p, device=%p, properties=0x%llx -> %p", (void *)context,
            (void *)device, (unsigned long long)properties, queue ? (void *)*queue : NULL);
}

/* properties: {PI_QUEUE_FLAGS, flags, PI_QUEUE_COMPUTE_INDEX, index, ..., 0} */
static pi_result queue_create_ext(pi_context context, pi_device device,
                                  const pi_queue_properties *properties, pi_queue *queue) {
  pi_queue_properties flags = 0;
  for (const pi_queue_properties *p = properties; p && *p; p += 2) {
    if (*p == PI_QUEUE_FLAGS)
      flags = p[1];
    else if (*p == PI_QUEUE_COMPUTE_INDEX) {
      if (p[1] != 0)
        return pi_fail(PI_ERROR_INVALID_VALUE, "CUDA devices have one compute queue index");
    } else
      return PI_ERROR_INVALID_VALUE;
  }
  return queue_new(context, device, flags, queue);
}

pi_result piextQueueCreate(pi_context context, pi_device device,
                           pi_queue_properties *properties, pi_queue *queue) {
  PI_TRACED(queue_create_ext(context, device, properties, queue),
            "context=%p, device=%p, properties=%p -> %p", (void *)context, (void *)device,
            (void *)properties, queue ? (void *)*queue : NULL);
}

static pi_result queue_is_empty(pi_queue queue, pi_bool *empty) {
  PI_CHECK(context_enter(queue_device_context(queue)));
  *empty = PI_TRUE;
  for (uint32_t i = 0; i < queue->num_streams; ++i) {
    CUresult s = cu.cuStreamQuery(queue->streams[i]);
    if (s == CUDA_ERROR_NOT_READY)
      *empty = PI_FALSE;
    else
      CU_CHECK(s);
  }
  return PI_SUCCESS;
}

static pi_result queue_get_info(pi_queue queue, pi_queue_info param_name,
                                size_t param_value_size, void *param_value,
                                size_t *param_value_size_ret) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  switch (param_name) {
  case PI_QUEUE_INFO_CONTEXT:
    INFO_VALUE(pi_context, queue->context);
  case PI_QUEUE_INFO_DEVICE:
    INFO_VALUE(pi_device, queue->device);
  case PI_QUEUE_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&queue->refs));
  case PI_QUEUE_INFO_PROPERTIES:
    INFO_VALUE(pi_queue_properties, queue->properties);
  case PI_EXT_ONEAPI_QUEUE_INFO_EMPTY: {
    pi_bool empty = PI_TRUE;
    PI_CHECK(queue_is_empty(queue, &empty));
    INFO_VALUE(pi_bool, empty);
  }
  case PI_QUEUE_INFO_DEVICE_DEFAULT:
  case PI_QUEUE_INFO_SIZE:
    break;
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piQueueGetInfo(pi_queue command_queue, pi_queue_info param_name,
                         size_t param_value_size, void *param_value,
                         size_t *param_value_size_ret) {
  PI_TRACED(queue_get_info(command_queue, param_name, param_value_size, param_value,
                           param_value_size_ret),
            "queue=%p, param=0x%x, size=%zu, value=%p", (void *)command_queue,
            (unsigned)param_name, param_value_size, param_value);
}

pi_result queue_retain(pi_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  retain_ref(&queue->refs);
  return PI_SUCCESS;
}

static pi_result queue_sync(pi_queue queue) {
  PI_CHECK(context_enter(queue_device_context(queue)));
  for (uint32_t i = 0; i < queue->num_streams; ++i)
    CU_CHECK(cu.cuStreamSynchronize(queue->streams[i]));
  return PI_SUCCESS;
}

pi_result queue_release(pi_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  if (!release_ref(&queue->refs))
    return PI_SUCCESS;
  /* Work still queued finishes before its streams go (a lost context runs
   * nothing more), and a recoverable assert in it is still printed: the
   * release itself succeeds. */
  pi_result r = PI_SUCCESS;
  if (!device_context_is_lost(queue_device_context(queue))) {
    r = queue_sync(queue);
    if (r == PI_SUCCESS)
      r = queue_report_asserts(queue);
    if (r == PI_ERROR_DEVICE_ASSERT)
      r = PI_SUCCESS;
  }
  pi_context context = queue->context;
  queue_destroy(queue);
  context_release(context);
  return r;
}

pi_result piQueueRetain(pi_queue command_queue) {
  PI_TRACED(queue_retain(command_queue), "queue=%p", (void *)command_queue);
}

pi_result piQueueRelease(pi_queue command_queue) {
  PI_TRACED(queue_release(command_queue), "queue=%p", (void *)command_queue);
}

static pi_result queue_finish(pi_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  PI_CHECK(queue_sync(queue));
  return queue_report_asserts(queue);
}

pi_result piQueueFinish(pi_queue command_queue) {
  PI_TRACED(queue_finish(command_queue), "queue=%p", (void *)command_queue);
}

/* Commands reach the device when enqueued: nothing to flush. */
static pi_result queue_flush(pi_queue queue) {
  return IS_VALID(queue, MAGIC_QUEUE) ? PI_SUCCESS : PI_ERROR_INVALID_QUEUE;
}

pi_result piQueueFlush(pi_queue command_queue) {
  PI_TRACED(queue_flush(command_queue), "queue=%p", (void *)command_queue);
}

static pi_result queue_native_handle(pi_queue queue, pi_native_handle *handle,
                                     int32_t *desc) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)queue->streams[0];
  if (desc)
    *desc = 0;
  return PI_SUCCESS;
}

pi_result piextQueueGetNativeHandle(pi_queue queue, pi_native_handle *nativeHandle,
                                    int32_t *nativeHandleDesc) {
  PI_TRACED(queue_native_handle(queue, nativeHandle, nativeHandleDesc), "queue=%p",
            (void *)queue);
}

static pi_result queue_from_native(pi_native_handle handle, pi_context context,
                                   pi_device device, bool own, pi_queue *queue) {
  if (IS_VALID(context, MAGIC_CONTEXT) && !device)
    device = context->devices[0];
  PI_CHECK(check_queue_target(context, device));
  if (!queue || !handle)
    return PI_ERROR_INVALID_VALUE;
  return queue_make(context, device, 0, (CUstream)handle, !own, queue);
}

pi_result piextQueueCreateWithNativeHandle(pi_native_handle nativeHandle,
                                           int32_t nativeHandleDesc, pi_context context,
                                           pi_device device, bool pluginOwnsNativeHandle,
                                           pi_queue_properties *Properties,
                                           pi_queue *queue) {
  (void)nativeHandleDesc; /* CUDA streams need no description */
  (void)Properties;       /* a CUstream is in-order by nature */
  PI_TRACED(queue_from_native(nativeHandle, context, device, pluginOwnsNativeHandle, queue),
            "handle=0x%zx, context=%p, device=%p", (size_t)nativeHandle, (void *)context,
            (void *)device);
}

/* Enqueue plumbing shared by every command family. */

static CUstream pick_stream(pi_queue queue) {
  if (queue->num_streams == 1)
    return queue->streams[0];
  unsigned n = atomic_fetch_add_explicit(&queue->next_stream, 1, memory_order_relaxed);
  return queue->streams[n % queue->num_streams];
}

pi_result enqueue_begin(struct enqueue *e, pi_queue queue, pi_uint32 num_events,
                        const pi_event *events, pi_command_type type, bool want_event) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  PI_CHECK(check_wait_list(num_events, events));
  PI_CHECK(context_enter(queue_device_context(queue)));
  e->queue = queue;
  e->stream = pick_stream(queue);
  e->event = NULL;
  for (pi_uint32 i = 0; i < num_events; ++i)
    PI_CHECK(event_wait_on_stream(events[i], e->stream));
  if (want_event)
    PI_CHECK(event_create(queue->context, queue, type, e->stream, &e->event));
  return PI_SUCCESS;
}

pi_result enqueue_end(struct enqueue *e, pi_result status, pi_event *out) {
  if (!e->event)
    return status;
  if (status == PI_SUCCESS)
    status = event_record_end(e->event);
  if (status == PI_SUCCESS) {
    *out = e->event;
  } else {
    pi_context context = e->event->context;
    event_destroy(e->event);
    queue_release(e->queue);
    context_release(context);
  }
  return status;
}

pi_result enqueue_wait(struct enqueue *e) {
  return CU_CALL(cu.cuStreamSynchronize(e->stream));
}

pi_result queue_join_streams(pi_queue queue) {
  if (queue->num_streams == 1)
    return PI_SUCCESS;
  pthread_mutex_lock(&queue->barrier_lock);
  pi_result r = PI_SUCCESS;
  for (uint32_t i = 0; r == PI_SUCCESS && i < queue->num_streams; ++i)
    r = CU_CALL(cu.cuEventRecord(queue->barrier_events[i], queue->streams[i]));
  for (uint32_t t = 0; r == PI_SUCCESS && t < queue->num_streams; ++t)
    for (uint32_t s = 0; r == PI_SUCCESS && s < queue->num_streams; ++s)
      if (s != t)
        r = CU_CALL(cu.cuStreamWaitEvent(queue->streams[t], queue->barrier_events[s], 0));
  pthread_mutex_unlock(&queue->barrier_lock);
  return r;
}

/* A marker: with a wait list it waits for those events, without one for
 * everything enqueued before it. A barrier also holds back what comes after. */
static pi_result enqueue_marker(pi_queue queue, pi_uint32 num_events,
                                const pi_event *events, pi_event *event, bool barrier) {
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, num_events, events,
                         barrier ? PI_COMMAND_TYPE_BARRIER : PI_COMMAND_TYPE_MARKER, false));
  pi_result r = PI_SUCCESS;
  if (barrier || num_events == 0) {
    for (uint32_t i = 0; r == PI_SUCCESS && i < queue->num_streams; ++i)
      for (pi_uint32 k = 0; r == PI_SUCCESS && k < num_events; ++k)
        r = event_wait_on_stream(events[k], queue->streams[i]);
    if (r == PI_SUCCESS)
      r = queue_join_streams(queue);
    /* After the join, stream 0 has reached every earlier command. */
    e.stream = queue->streams[0];
  }
  if (r != PI_SUCCESS || !event)
    return r;
  PI_CHECK(event_create(queue->context, queue,
                        barrier ? PI_COMMAND_TYPE_BARRIER : PI_COMMAND_TYPE_MARKER,
                        e.stream, &e.event));
  return enqueue_end(&e, PI_SUCCESS, event);
}

pi_result piEnqueueEventsWait(pi_queue command_queue, pi_uint32 num_events_in_wait_list,
                              const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(enqueue_marker(command_queue, num_events_in_wait_list, event_wait_list, event,
                           false),
            "queue=%p, num_events=%u, events=%p, event=%p", (void *)command_queue,
            num_events_in_wait_list, (void *)event_wait_list, (void *)event);
}

pi_result piEnqueueEventsWaitWithBarrier(pi_queue command_queue,
                                         pi_uint32 num_events_in_wait_list,
                                         const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(enqueue_marker(command_queue, num_events_in_wait_list, event_wait_list, event,
                           true),
            "queue=%p, num_events=%u, events=%p, event=%p", (void *)command_queue,
            num_events_in_wait_list, (void *)event_wait_list, (void *)event);
}
