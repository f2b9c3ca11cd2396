#include <stdlib.h>
#include <string.h>

#include "context.h"
#include "face_hooks.h"
#include "device.h"
#include "driver.h"
#include "errors.h"
#include "objects.h"
#include "trace.h"

int context_device_index(core_context context, core_device device) {
  for (uint32_t i = 0; i < context->num_devices; ++i)
    if (context->devices[i] == device)
      return (int)i;
  return -1;
}

bool context_has_device(core_context context, core_device device) {
  return context_device_index(context, device) >= 0;
}

/* Buffers live on the first device; the others reach them as peers where
 * the hardware allows, for as long as the context lives (device.h). */
static void need_peers(core_context c, bool starts) {
  for (uint32_t i = 0; i < c->num_devices; ++i)
    for (uint32_t j = 0; j < c->num_devices; ++j)
      peer_context_need(c->devices[i], c->devices[j], starts);
}

/* Cheap when the thread is already in `dc`; the id check keeps a destroyed
 * context whose address the driver reused from passing for `dc`. */
core_result context_enter(struct device_context *dc) {
  CORE_CHECK(device_context_check(dc));
  CUcontext current = NULL;
  if (!device_context_is_entered(dc) || cu.cuCtxGetCurrent(&current) != CUDA_SUCCESS ||
      current != dc->handle) {
    CU_CHECK(cu.cuCtxSetCurrent(dc->handle));
    device_context_set_entered(dc);
  }
  return CORE_SUCCESS;
}

/* Contexts compute in the devices' primary contexts, as CUDA runtime
 * libraries do (interop needs that), or in a caller's native context. */
static core_result device_context_init(struct device_context *dc, core_device device,
                                       CUcontext native) {
  dc->device = device;
  dc->handle = native ? native : device->primary;
  CORE_CHECK(device_context_check_process());
  device_context_set_entered(NULL);
  CU_CHECK(cu.cuCtxSetCurrent(dc->handle));
  CU_CHECK(cu.cuEventCreate(&dc->base_event, CU_EVENT_DEFAULT));
  CU_CHECK(cu.cuEventRecord(dc->base_event, NULL));
  CU_CHECK(cu.cuEventSynchronize(dc->base_event));
  dc->base_ns = host_clock_ns();
  return CORE_SUCCESS;
}

/* A lost context's resources stay with it: CUDA runs nothing more there. */
static void device_context_destroy(struct device_context *dc) {
  bool live = !device_context_is_lost(dc);
  if (dc->id)
    device_context_unregister(dc);
  if (live && dc->base_event && context_enter(dc) == CORE_SUCCESS)
    cu.cuEventDestroy(dc->base_event);
  if (dc->owned)
    cu.cuCtxDestroy(dc->handle);
}

static void context_free(core_context c) {
  for (uint32_t i = 0; c->device_contexts && i < c->num_devices; ++i)
    device_context_destroy(&c->device_contexts[i]);
  pthread_mutex_destroy(&c->lock);
  c->magic = MAGIC_DEAD;
  free(c->device_contexts);
  free(c->devices);
  free(c);
}

static core_result make_device_contexts(core_context c, CUcontext native) {
  for (uint32_t i = 0; i < c->num_devices; ++i) {
    CORE_CHECK(device_context_init(&c->device_contexts[i], c->devices[i], i == 0 ? native : NULL));
    device_context_register(&c->device_contexts[i]);
  }
  need_peers(c, true);
  return CORE_SUCCESS;
}

static core_result context_make(uint32_t num_devices, const core_device *devices, CUcontext native,
                                core_context *ret_context) {
  for (uint32_t i = 0; i < num_devices; ++i)
    if (!IS_VALID(devices[i], MAGIC_DEVICE))
      return CORE_ERROR_INVALID_DEVICE;
  core_context c = calloc(1, sizeof *c);
  core_device *list = calloc(num_devices, sizeof *list);
  struct device_context *dcs = calloc(num_devices, sizeof *dcs);
  if (!c || !list || !dcs) {
    free(c);
    free(list);
    free(dcs);
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  }
  memcpy(list, devices, num_devices * sizeof *list);
  c->dispatch = face_dispatch;
  c->magic = MAGIC_CONTEXT;
  atomic_init(&c->refs, 1);
  c->num_devices = num_devices;
  c->devices = list;
  c->device_contexts = dcs;
  pthread_mutex_init(&c->lock, NULL);
  core_result r = make_device_contexts(c, native);
  if (r != CORE_SUCCESS) {
    context_free(c);
    return r;
  }
  *ret_context = c;
  return CORE_SUCCESS;
}

core_result context_create(uint32_t num_devices, const core_device *devices,
                           core_context *ret_context) {
  if (num_devices == 0 || !devices || !ret_context)
    return CORE_ERROR_INVALID_VALUE;
  return context_make(num_devices, devices, NULL, ret_context);
}

core_result context_retain(core_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  retain_ref(&context->refs);
  return CORE_SUCCESS;
}

core_result context_release(core_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!release_ref(&context->refs))
    return CORE_SUCCESS;
  if (context->deleter)
    context->deleter(context->deleter_data);
  need_peers(context, false);
  context_free(context);
  return CORE_SUCCESS;
}

core_result context_set_deleter(core_context context, context_deleter func, void *user_data) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  pthread_mutex_lock(&context->lock);
  context->deleter = func;
  context->deleter_data = user_data;
  pthread_mutex_unlock(&context->lock);
  return CORE_SUCCESS;
}

core_result context_native_handle(core_context context, uintptr_t *handle) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = (uintptr_t)context->device_contexts[0].handle;
  return CORE_SUCCESS;
}

/* A native CUcontext, which the caller gives as one of devices[0] (CUDA 13
 * cannot tell: its cuCtxGetDevice entry point is cuCtxGetDevice_v2, unlike
 * cuda.h's declaration), becomes that device's context; the context
 * destroys it on release when it owns it (never a primary one). It must
 * outlive the context otherwise. */
core_result context_from_native(uintptr_t handle, uint32_t num_devices, const core_device *devices,
                                bool own, core_context *context) {
  if (!context || num_devices == 0 || !devices || !handle)
    return CORE_ERROR_INVALID_VALUE;
  CORE_CHECK(context_make(num_devices, devices, (CUcontext)handle, context));
  (*context)->device_contexts[0].owned = own && (CUcontext)handle != devices[0]->primary;
  return CORE_SUCCESS;
}
