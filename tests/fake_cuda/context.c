/* Contexts: one primary context per device, created ones, the current
 * context of each thread (with its push/pop stack) and peer access. */
#include <stdlib.h>

#include "fake.h"

enum { MAX_DEVICES = 16, STACK_DEPTH = 16 };

static struct CUctx_st primaries[MAX_DEVICES];
static _Thread_local CUcontext stack[STACK_DEPTH];
static _Thread_local int depth; /* stack[depth - 1] is current */

void fake_contexts_init(void) {
  for (int i = 0; i < MAX_DEVICES; ++i) {
    primaries[i] = (struct CUctx_st){.kind = FAKE_CONTEXT, .device = i, .primary = true};
    fake_handle_add(&primaries[i]);
  }
}

static bool context_ok(CUcontext context) {
  return context && fake_handle_is(context, FAKE_CONTEXT) && fake_device_ok(context->device);
}

CUcontext fake_current(void) {
  CUcontext c = depth ? stack[depth - 1] : NULL;
  return context_ok(c) ? c : NULL;
}

CUresult fake_need_context(CUcontext *out) {
  CUresult r = fake_initialized();
  if (r != CUDA_SUCCESS)
    return r;
  *out = fake_current();
  return *out ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice device) {
  CUresult r = fake_initialized();
  if (r != CUDA_SUCCESS)
    return r;
  if (!context)
    return CUDA_ERROR_INVALID_VALUE;
  if (!fake_device_ok(device))
    return CUDA_ERROR_INVALID_DEVICE;
  fake_lock();
  primaries[device].primary_refs++;
  fake_unlock();
  *context = &primaries[device];
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice device) {
  CUresult r = fake_initialized();
  if (r != CUDA_SUCCESS)
    return r;
  if (!fake_device_ok(device))
    return CUDA_ERROR_INVALID_DEVICE;
  fake_lock();
  if (primaries[device].primary_refs)
    primaries[device].primary_refs--;
  else
    r = CUDA_ERROR_INVALID_CONTEXT;
  fake_unlock();
  return r;
}

CUresult CUDAAPI cuCtxCreate(CUcontext *context, CUctxCreateParams *params, unsigned int flags,
                             CUdevice device) {
  (void)params;
  (void)flags;
  CUresult r = fake_initialized();
  if (r != CUDA_SUCCESS)
    return r;
  if (!context)
    return CUDA_ERROR_INVALID_VALUE;
  if (!fake_device_ok(device))
    return CUDA_ERROR_INVALID_DEVICE;
  CUcontext c = calloc(1, sizeof *c);
  if (!c)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *c = (struct CUctx_st){.kind = FAKE_CONTEXT, .device = device};
  fake_handle_add(c);
  if (depth < STACK_DEPTH)
    stack[depth++] = c;
  else
    stack[depth - 1] = c;
  *context = c;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxDestroy(CUcontext context) {
  if (!context_ok(context))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (context->primary)
    return CUDA_ERROR_INVALID_CONTEXT;
  fake_handle_remove(context);
  for (int i = 0; i < depth; ++i)
    if (stack[i] == context)
      stack[i] = NULL;
  context->kind = 0;
  free(context);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxGetCurrent(CUcontext *context) {
  CUresult r = fake_initialized();
  if (r != CUDA_SUCCESS)
    return r;
  if (!context)
    return CUDA_ERROR_INVALID_VALUE;
  *context = fake_current();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext context) {
  CUresult r = fake_initialized();
  if (r != CUDA_SUCCESS)
    return r;
  if (context && !context_ok(context))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (!context) {
    if (depth)
      depth--;
    return CUDA_SUCCESS;
  }
  if (depth == 0)
    depth = 1;
  stack[depth - 1] = context;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxPushCurrent(CUcontext context) {
  if (!context_ok(context))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (depth == STACK_DEPTH)
    return CUDA_ERROR_OUT_OF_MEMORY;
  stack[depth++] = context;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxPopCurrent(CUcontext *context) {
  if (!depth)
    return CUDA_ERROR_INVALID_CONTEXT;
  CUcontext popped = stack[--depth];
  if (context)
    *context = popped;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxGetDevice(CUdevice *device) {
  if (!device)
    return CUDA_ERROR_INVALID_VALUE;
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r == CUDA_SUCCESS)
    *device = c->device;
  return r;
}

/* Work runs as it is enqueued: there is never anything to wait for. */
CUresult CUDAAPI cuCtxSynchronize(void) {
  CUcontext c;
  return fake_need_context(&c);
}

CUresult CUDAAPI cuCtxGetStreamPriorityRange(int *least, int *greatest) {
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (least)
    *least = 0;
  if (greatest)
    *greatest = -5;
  return CUDA_SUCCESS;
}

static CUresult peer_change(CUcontext peer, bool enable) {
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!context_ok(peer))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (peer->device == c->device)
    return CUDA_ERROR_INVALID_DEVICE;
  size_t n = sizeof c->peers / sizeof *c->peers, at = n, free_slot = n;
  fake_lock();
  for (size_t i = 0; i < n; ++i) {
    if (c->peers[i] == peer)
      at = i;
    if (!c->peers[i] && free_slot == n)
      free_slot = i;
  }
  if (enable && at < n)
    r = CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
  else if (enable && free_slot == n)
    r = CUDA_ERROR_TOO_MANY_PEERS;
  else if (enable)
    c->peers[free_slot] = peer;
  else if (at == n)
    r = CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
  else
    c->peers[at] = NULL;
  fake_unlock();
  return r;
}

CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext peer, unsigned int flags) {
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  return peer_change(peer, true);
}

CUresult CUDAAPI cuCtxDisablePeerAccess(CUcontext peer) { return peer_change(peer, false); }
