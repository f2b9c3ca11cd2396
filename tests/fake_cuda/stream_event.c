/* Streams and events. Work runs when it is enqueued, so a stream is always
 * idle and an event complete once recorded. */
#include <stdlib.h>

#include "fake.h"

bool fake_stream_ok(CUstream stream) {
  return !stream || stream == CU_STREAM_LEGACY || stream == CU_STREAM_PER_THREAD ||
         fake_handle_is(stream, FAKE_STREAM);
}

CUresult CUDAAPI cuStreamCreateWithPriority(CUstream *stream, unsigned int flags, int priority) {
  (void)priority;
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!stream || flags > CU_STREAM_NON_BLOCKING)
    return CUDA_ERROR_INVALID_VALUE;
  CUstream s = calloc(1, sizeof *s);
  if (!s)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *s = (struct CUstream_st){FAKE_STREAM, c};
  fake_handle_add(s);
  *stream = s;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuStreamCreate(CUstream *stream, unsigned int flags) {
  return cuStreamCreateWithPriority(stream, flags, 0);
}

CUresult CUDAAPI cuStreamDestroy(CUstream stream) {
  if (!stream || !fake_handle_is(stream, FAKE_STREAM))
    return CUDA_ERROR_INVALID_HANDLE;
  fake_handle_remove(stream);
  free(stream);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuStreamSynchronize(CUstream stream) {
  return fake_stream_ok(stream) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult CUDAAPI cuStreamQuery(CUstream stream) { return cuStreamSynchronize(stream); }

CUresult CUDAAPI cuStreamGetCtx(CUstream stream, CUcontext *context) {
  if (!context)
    return CUDA_ERROR_INVALID_VALUE;
  if (!fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  *context = fake_handle_is(stream, FAKE_STREAM) ? stream->context : fake_current();
  return *context ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

static bool event_ok(CUevent event) { return event && fake_handle_is(event, FAKE_EVENT); }

CUresult CUDAAPI cuStreamWaitEvent(CUstream stream, CUevent event, unsigned int flags) {
  (void)flags;
  return fake_stream_ok(stream) && event_ok(event) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult CUDAAPI cuEventCreate(CUevent *event, unsigned int flags) {
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  unsigned known = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS;
  if (!event || (flags & ~known))
    return CUDA_ERROR_INVALID_VALUE;
  CUevent e = calloc(1, sizeof *e);
  if (!e)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *e = (struct CUevent_st){.kind = FAKE_EVENT, .flags = flags};
  fake_handle_add(e);
  *event = e;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventDestroy(CUevent event) {
  if (!event_ok(event))
    return CUDA_ERROR_INVALID_HANDLE;
  fake_handle_remove(event);
  free(event);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventRecord(CUevent event, CUstream stream) {
  if (!event_ok(event) || !fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  uint64_t now = fake_now_ns();
  fake_lock();
  event->recorded = true;
  event->ns = now;
  fake_unlock();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventRecordWithFlags(CUevent event, CUstream stream, unsigned int flags) {
  (void)flags;
  return cuEventRecord(event, stream);
}

CUresult CUDAAPI cuEventQuery(CUevent event) {
  return event_ok(event) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult CUDAAPI cuEventSynchronize(CUevent event) { return cuEventQuery(event); }

CUresult CUDAAPI cuEventElapsedTime(float *ms, CUevent start, CUevent end) {
  if (!ms)
    return CUDA_ERROR_INVALID_VALUE;
  if (!event_ok(start) || !event_ok(end))
    return CUDA_ERROR_INVALID_HANDLE;
  fake_lock();
  bool timed =
      start->recorded && end->recorded && !((start->flags | end->flags) & CU_EVENT_DISABLE_TIMING);
  double delta = (double)end->ns - (double)start->ns;
  fake_unlock();
  if (!timed)
    return CUDA_ERROR_INVALID_HANDLE;
  *ms = (float)(delta / 1e6);
  return CUDA_SUCCESS;
}
