#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "errors.h"
#include "info.h"
#include "objects.h"
#include "trace.h"

int context_device_index(pi_context context, pi_device device) {
  for (uint32_t i = 0; i < context->num_devices; ++i)
    if (context->devices[i] == device)
      return (int)i;
  return -1;
}

bool context_has_device(pi_context context, pi_device device) {
  return context_device_index(context, device) >= 0;
}

/* Buffers live on the first device; the others reach them as peers where
 * the hardware allows (CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED is fine). */
static void enable_peer_access(pi_context c) {
  for (uint32_t i = 0; i < c->num_devices; ++i) {
    for (uint32_t j = 0; j < c->num_devices; ++j) {
      struct device_context *from = &c->device_contexts[i], *to = &c->device_contexts[j];
      int can = 0;
      if (from->device == to->device ||
          cu.cuDeviceCanAccessPeer(&can, from->device->cu_device, to->device->cu_device) !=
              CUDA_SUCCESS ||
          !can || context_enter(from) != PI_SUCCESS)
        continue;
      cu.cuCtxEnablePeerAccess(to->handle, 0);
    }
  }
}

/* Cheap when the thread is already in `dc`; the id check keeps a destroyed
 * context whose address the driver reused from passing for `dc`. */
pi_result context_enter(struct device_context *dc) {
  PI_CHECK(device_context_check(dc));
  CUcontext current = NULL;
  if (!device_context_is_entered(dc) || cu.cuCtxGetCurrent(&current) != CUDA_SUCCESS ||
      current != dc->handle) {
    CU_CHECK(cu.cuCtxSetCurrent(dc->handle));
    device_context_set_entered(dc);
  }
  return PI_SUCCESS;
}

/* PI contexts compute in the devices' primary contexts, as CUDA runtime
 * libraries do (interop needs that), or in a caller's native context. */
static pi_result device_context_init(struct device_context *dc, pi_device device,
                                     CUcontext native) {
  dc->device = device;
  dc->handle = native ? native : device->primary;
  PI_CHECK(device_context_check_process());
  device_context_set_entered(NULL);
  CU_CHECK(cu.cuCtxSetCurrent(dc->handle));
  CU_CHECK(cu.cuEventCreate(&dc->base_event, CU_EVENT_DEFAULT));
  CU_CHECK(cu.cuEventRecord(dc->base_event, NULL));
  CU_CHECK(cu.cuEventSynchronize(dc->base_event));
  dc->base_ns = host_clock_ns();
  return PI_SUCCESS;
}

/* A lost context's resources stay with it: CUDA runs nothing more there. */
static void device_context_destroy(struct device_context *dc) {
  bool live = !device_context_is_lost(dc);
  if (dc->id)
    device_context_unregister(dc);
  if (live && dc->base_event && context_enter(dc) == PI_SUCCESS)
    cu.cuEventDestroy(dc->base_event);
  if (dc->owned)
    cu.cuCtxDestroy(dc->handle);
}

static void context_free(pi_context c) {
  for (uint32_t i = 0; c->device_contexts && i < c->num_devices; ++i)
    device_context_destroy(&c->device_contexts[i]);
  pthread_mutex_destroy(&c->lock);
  c->magic = MAGIC_DEAD;
  free(c->device_contexts);
  free(c->devices);
  free(c);
}

static pi_result make_device_contexts(pi_context c, CUcontext native) {
  for (uint32_t i = 0; i < c->num_devices; ++i) {
    PI_CHECK(device_context_init(&c->device_contexts[i], c->devices[i], i == 0 ? native : NULL));
    device_context_register(&c->device_contexts[i]);
  }
  if (c->num_devices > 1)
    enable_peer_access(c);
  return PI_SUCCESS;
}

static pi_result context_make(pi_uint32 num_devices, const pi_device *devices,
                              CUcontext native, pi_context *ret_context) {
  for (pi_uint32 i = 0; i < num_devices; ++i)
    if (!IS_VALID(devices[i], MAGIC_DEVICE))
      return PI_ERROR_INVALID_DEVICE;
  pi_context c = calloc(1, sizeof *c);
  pi_device *list = calloc(num_devices, sizeof *list);
  struct device_context *dcs = calloc(num_devices, sizeof *dcs);
  if (!c || !list || !dcs) {
    free(c);
    free(list);
    free(dcs);
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  }
  memcpy(list, devices, num_devices * sizeof *list);
  c->magic = MAGIC_CONTEXT;
  atomic_init(&c->refs, 1);
  c->num_devices = num_devices;
  c->devices = list;
  c->device_contexts = dcs;
  pthread_mutex_init(&c->lock, NULL);
  pi_result r = make_device_contexts(c, native);
  if (r != PI_SUCCESS) {
    context_free(c);
    return r;
  }
  *ret_context = c;
  return PI_SUCCESS;
}

/* A PI runtime passes {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 0 or 1, 0}
 * for every CUDA context (1 when the user asked for the primary context).
 * PI contexts always compute in the primary context (interop with the CUDA
 * runtime needs it), so both values give the same context. */
static pi_result context_check_properties(const pi_context_properties *properties) {
  for (size_t i = 0; properties && properties[i] != 0; i += 2) {
    pi_context_properties key = properties[i], value = properties[i + 1];
    if (key != __SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY)
      return pi_fail(PI_ERROR_INVALID_VALUE,
                     "context property 0x%lx is not supported (only "
                     "__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY)",
                     (long)key);
    if (value != 0 && value != 1)
      return pi_fail(PI_ERROR_INVALID_VALUE,
                     "__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY is %ld, not 0 or 1",
                     (long)value);
  }
  return PI_SUCCESS;
}

static pi_result context_create(const pi_context_properties *properties,
                                pi_uint32 num_devices, const pi_device *devices,
                                pi_context *ret_context) {
  if (num_devices == 0 || !devices || !ret_context)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(context_check_properties(properties));
  return context_make(num_devices, devices, NULL, ret_context);
}

pi_result piContextCreate(const pi_context_properties *properties, pi_uint32 num_devices,
                          const pi_device *devices, pi_context_notify pfn_notify,
                          void *user_data, pi_context *ret_context) {
  (void)pfn_notify; /* CUDA reports no asynchronous context errors to notify. */
  (void)user_data;
  PI_TRACED(context_create(properties, num_devices, devices, ret_context),
            "properties=%p, num_devices=%u, devices=%p -> %p", (void *)properties,
            num_devices, (void *)devices, ret_context ? (void *)*ret_context : NULL);
}

static pi_result context_get_info(pi_context context, pi_context_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  const struct device_props *p = &context->devices[0]->props;
  switch (param_name) {
  case PI_CONTEXT_INFO_DEVICES:
    INFO_ARRAY(context->devices, context->num_devices);
  case PI_CONTEXT_INFO_NUM_DEVICES:
    INFO_VALUE(pi_uint32, context->num_devices);
  case PI_CONTEXT_INFO_PLATFORM:
    INFO_VALUE(pi_platform, context->devices[0]->platform);
  case PI_CONTEXT_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&context->refs));
  case PI_CONTEXT_INFO_PROPERTIES:
    return info_return(param_value_size, param_value, param_value_size_ret, "", 0);
  case PI_EXT_CONTEXT_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES:
  case PI_EXT_CONTEXT_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES:
    return device_info_answer(p, context->devices[0], NULL, 0,
                              PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES,
                              param_value_size, param_value, param_value_size_ret);
  case PI_EXT_CONTEXT_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES:
  case PI_EXT_CONTEXT_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES:
    return device_info_answer(p, context->devices[0], NULL, 0,
                              PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES,
                              param_value_size, param_value, param_value_size_ret);
  /* 2D USM: memset and memcpy map onto CUDA 2D calls; fill has no CUDA
   * equivalent for patterns, so the runtime uses its own fallback. */
  case PI_EXT_ONEAPI_CONTEXT_INFO_USM_FILL2D_SUPPORT:
    INFO_VALUE(pi_bool, PI_FALSE);
  case PI_EXT_ONEAPI_CONTEXT_INFO_USM_MEMSET2D_SUPPORT:
  case PI_EXT_ONEAPI_CONTEXT_INFO_USM_MEMCPY2D_SUPPORT:
    INFO_VALUE(pi_bool, PI_TRUE);
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piContextGetInfo(pi_context context, pi_context_info param_name,
                           size_t param_value_size, void *param_value,
                           size_t *param_value_size_ret) {
  PI_TRACED(context_get_info(context, param_name, param_value_size, param_value,
                             param_value_size_ret),
            "context=%p, param=0x%x, size=%zu, value=%p", (void *)context,
            (unsigned)param_name, param_value_size, param_value);
}

pi_result context_retain(pi_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  retain_ref(&context->refs);
  return PI_SUCCESS;
}

pi_result context_release(pi_context context) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!release_ref(&context->refs))
    return PI_SUCCESS;
  if (context->deleter)
    context->deleter(context->deleter_data);
  context_free(context);
  return PI_SUCCESS;
}

pi_result piContextRetain(pi_context context) {
  PI_TRACED(context_retain(context), "context=%p", (void *)context);
}

pi_result piContextRelease(pi_context context) {
  PI_TRACED(context_release(context), "context=%p", (void *)context);
}

static pi_result context_set_deleter(pi_context context, pi_context_extended_deleter func,
                                     void *user_data) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  pthread_mutex_lock(&context->lock);
  context->deleter = func;
  context->deleter_data = user_data;
  pthread_mutex_unlock(&context->lock);
  return PI_SUCCESS;
}

pi_result piextContextSetExtendedDeleter(pi_context context,
                                         pi_context_extended_deleter func,
                                         void *user_data) {
  PI_TRACED(context_set_deleter(context, func, user_data), "context=%p, func=%p",
            (void *)context, (void *)(uintptr_t)func);
}

static pi_result context_native_handle(pi_context context, pi_native_handle *handle) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)context->device_contexts[0].handle;
  return PI_SUCCESS;
}

pi_result piextContextGetNativeHandle(pi_context context, pi_native_handle *nativeHandle) {
  PI_TRACED(context_native_handle(context, nativeHandle), "context=%p", (void *)context);
}

/* A native CUcontext, which the caller gives as one of devices[0] (CUDA 13
 * cannot tell: its cuCtxGetDevice entry point is cuCtxGetDevice_v2, unlike
 * cuda.h's declaration), becomes that device's context; the PI context
 * destroys it on release when it owns it (never a primary one). It must
 * outlive the PI context otherwise. */
static pi_result context_from_native(pi_native_handle handle, pi_uint32 num_devices,
                                     const pi_device *devices, bool own,
                                     pi_context *context) {
  if (!context || num_devices == 0 || !devices || !handle)
    return PI_ERROR_INVALID_VALUE;
  PI_CHECK(context_make(num_devices, devices, (CUcontext)handle, context));
  (*context)->device_contexts[0].owned = own && (CUcontext)handle != devices[0]->primary;
  return PI_SUCCESS;
}

pi_result piextContextCreateWithNativeHandle(pi_native_handle nativeHandle,
                                             pi_uint32 numDevices, const pi_device *devices,
                                             bool pluginOwnsNativeHandle,
                                             pi_context *context) {
  PI_TRACED(context_from_native(nativeHandle, numDevices, devices, pluginOwnsNativeHandle,
                                context),
            "handle=0x%zx, num_devices=%u", (size_t)nativeHandle, numDevices);
}
