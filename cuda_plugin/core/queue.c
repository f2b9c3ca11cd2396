#include <stdlib.h>

#include "device_assert.h"
#include "face_hooks.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "queue.h"
#include "trace.h"

/* A lost context runs nothing more: its streams are left to it. */
static void queue_destroy(core_queue q) {
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
static core_result create_streams(core_queue q, CUstream native) {
  int least = 0, greatest = 0, priority = 0;
  CORE_CHECK(context_enter(queue_device_context(q)));
  CU_CHECK(cu.cuCtxGetStreamPriorityRange(&least, &greatest));
  if (q->flags & QUEUE_PRIORITY_LOW)
    priority = least;
  else if (q->flags & QUEUE_PRIORITY_HIGH)
    priority = greatest;
  for (uint32_t i = 0; i < q->num_streams; ++i) {
    if (native)
      q->streams[i] = native;
    else
      CU_CHECK(cu.cuStreamCreateWithPriority(&q->streams[i], CU_STREAM_NON_BLOCKING, priority));
    CU_CHECK(cu.cuEventCreate(&q->barrier_events[i], CU_EVENT_DISABLE_TIMING));
  }
  return CORE_SUCCESS;
}

core_result queue_check_target(core_context context, core_device device) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(context, device))
    return CORE_ERROR_INVALID_DEVICE;
  return CORE_SUCCESS;
}

/* A queue on `device` with its streams (or the caller's `native` stream). */
static core_result queue_make(core_context context, core_device device, unsigned flags,
                              uint64_t face_properties, CUstream native, bool borrowed,
                              core_queue *out) {
  core_queue q = calloc(1, sizeof *q);
  if (!q)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  q->dispatch = face_dispatch;
  q->magic = MAGIC_QUEUE;
  atomic_init(&q->refs, 1);
  atomic_init(&q->next_stream, 0);
  q->context = context;
  q->device = device;
  q->device_index = (uint32_t)context_device_index(context, device);
  q->flags = flags;
  q->face_properties = face_properties;
  q->num_streams = !native && (flags & QUEUE_OUT_OF_ORDER) ? OUT_OF_ORDER_STREAMS : 1;
  q->borrowed_streams = borrowed;
  pthread_mutex_init(&q->barrier_lock, NULL);
  pthread_mutex_init(&q->assert_lock, NULL);
  core_result r = create_streams(q, native);
  if (r != CORE_SUCCESS) {
    queue_destroy(q);
    return r;
  }
  context_retain(context);
  *out = q;
  return CORE_SUCCESS;
}

core_result queue_new(core_context context, core_device device, unsigned flags,
                      uint64_t face_properties, core_queue *out) {
  CORE_CHECK(queue_check_target(context, device));
  if (!out)
    return CORE_ERROR_INVALID_VALUE;
  return queue_make(context, device, flags, face_properties, NULL, false, out);
}

core_result queue_is_empty(core_queue queue, bool *empty) {
  CORE_CHECK(context_enter(queue_device_context(queue)));
  *empty = true;
  for (uint32_t i = 0; i < queue->num_streams; ++i) {
    CUresult s = cu.cuStreamQuery(queue->streams[i]);
    if (s == CUDA_ERROR_NOT_READY)
      *empty = false;
    else
      CU_CHECK(s);
  }
  return CORE_SUCCESS;
}

core_result queue_retain(core_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  retain_ref(&queue->refs);
  return CORE_SUCCESS;
}

static core_result queue_sync(core_queue queue) {
  CORE_CHECK(context_enter(queue_device_context(queue)));
  for (uint32_t i = 0; i < queue->num_streams; ++i)
    CU_CHECK(cu.cuStreamSynchronize(queue->streams[i]));
  return CORE_SUCCESS;
}

core_result queue_release(core_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (!release_ref(&queue->refs))
    return CORE_SUCCESS;
  /* Work still queued finishes before its streams go (a lost context runs
   * nothing more), and a recoverable assert in it is still printed: the
   * release itself succeeds. */
  core_result r = CORE_SUCCESS;
  if (!device_context_is_lost(queue_device_context(queue))) {
    r = queue_sync(queue);
    if (r == CORE_SUCCESS)
      r = queue_report_asserts(queue);
    if (r == CORE_ERROR_DEVICE_ASSERT)
      r = CORE_SUCCESS;
  }
  core_context context = queue->context;
  queue_destroy(queue);
  context_release(context);
  return r;
}

core_result queue_finish(core_queue queue) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  CORE_CHECK(queue_sync(queue));
  return queue_report_asserts(queue);
}

/* Commands reach the device when enqueued: nothing to flush. */
core_result queue_flush(core_queue queue) {
  return IS_VALID(queue, MAGIC_QUEUE) ? CORE_SUCCESS : CORE_ERROR_INVALID_QUEUE;
}

core_result queue_native_handle(core_queue queue, uintptr_t *handle, int32_t *desc) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = (uintptr_t)queue->streams[0];
  if (desc)
    *desc = 0;
  return CORE_SUCCESS;
}

core_result queue_from_native(uintptr_t handle, core_context context, core_device device, bool own,
                              core_queue *queue) {
  if (IS_VALID(context, MAGIC_CONTEXT) && !device)
    device = context->devices[0];
  CORE_CHECK(queue_check_target(context, device));
  if (!queue || !handle)
    return CORE_ERROR_INVALID_VALUE;
  return queue_make(context, device, 0, 0, (CUstream)handle, !own, queue);
}

/* Enqueue plumbing shared by every command family. */

static CUstream pick_stream(core_queue queue) {
  if (queue->num_streams == 1)
    return queue->streams[0];
  unsigned n = atomic_fetch_add_explicit(&queue->next_stream, 1, memory_order_relaxed);
  return queue->streams[n % queue->num_streams];
}

core_result enqueue_begin(struct enqueue *e, core_queue queue, uint32_t num_events,
                          const core_event *events, enum command_kind command, bool want_event) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  CORE_CHECK(check_wait_list(num_events, events));
  CORE_CHECK(context_enter(queue_device_context(queue)));
  e->queue = queue;
  e->stream = pick_stream(queue);
  e->event = NULL;
  for (uint32_t i = 0; i < num_events; ++i)
    CORE_CHECK(event_wait_on_stream(events[i], e->stream));
  if (want_event)
    CORE_CHECK(event_create(queue->context, queue, command, e->stream, &e->event));
  return CORE_SUCCESS;
}

core_result enqueue_end(struct enqueue *e, core_result status, core_event *out) {
  if (!e->event)
    return status;
  if (status == CORE_SUCCESS)
    status = event_record_end(e->event);
  if (status == CORE_SUCCESS) {
    *out = e->event;
  } else {
    core_context context = e->event->context;
    event_destroy(e->event);
    queue_release(e->queue);
    context_release(context);
  }
  return status;
}

core_result enqueue_wait(struct enqueue *e) { return CU_CALL(cu.cuStreamSynchronize(e->stream)); }

core_result queue_join_streams(core_queue queue) {
  if (queue->num_streams == 1)
    return CORE_SUCCESS;
  pthread_mutex_lock(&queue->barrier_lock);
  core_result r = CORE_SUCCESS;
  for (uint32_t i = 0; r == CORE_SUCCESS && i < queue->num_streams; ++i)
    r = CU_CALL(cu.cuEventRecord(queue->barrier_events[i], queue->streams[i]));
  for (uint32_t t = 0; r == CORE_SUCCESS && t < queue->num_streams; ++t)
    for (uint32_t s = 0; r == CORE_SUCCESS && s < queue->num_streams; ++s)
      if (s != t)
        r = CU_CALL(cu.cuStreamWaitEvent(queue->streams[t], queue->barrier_events[s], 0));
  pthread_mutex_unlock(&queue->barrier_lock);
  return r;
}

/* A marker: with a wait list it waits for those events, without one for
 * everything enqueued before it. A barrier also holds back what comes after. */
core_result enqueue_marker(core_queue queue, uint32_t num_events, const core_event *events,
                           core_event *event, bool barrier) {
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, num_events, events,
                           barrier ? COMMAND_BARRIER : COMMAND_MARKER, false));
  core_result r = CORE_SUCCESS;
  if (barrier || num_events == 0) {
    for (uint32_t i = 0; r == CORE_SUCCESS && i < queue->num_streams; ++i)
      for (uint32_t k = 0; r == CORE_SUCCESS && k < num_events; ++k)
        r = event_wait_on_stream(events[k], queue->streams[i]);
    if (r == CORE_SUCCESS)
      r = queue_join_streams(queue);
    /* After the join, stream 0 has reached every earlier command. */
    e.stream = queue->streams[0];
  }
  if (r != CORE_SUCCESS || !event)
    return r;
  CORE_CHECK(event_create(queue->context, queue, barrier ? COMMAND_BARRIER : COMMAND_MARKER,
                          e.stream, &e.event));
  return enqueue_end(&e, CORE_SUCCESS, event);
}
