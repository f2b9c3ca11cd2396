/* Contexts: one CUDA context per device, peer access between them, and native handles. */
#ifndef CUDA_CORE_CONTEXT_H
#define CUDA_CORE_CONTEXT_H

#include "objects.h"

core_result context_create(uint32_t num_devices, const core_device *devices,
                           core_context *ret_context);
core_result context_set_deleter(core_context context, context_deleter func, void *user_data);
core_result context_native_handle(core_context context, uintptr_t *handle);
/* A native CUcontext, which the caller gives as one of devices[0] (CUDA 13
 * cannot tell: its cuCtxGetDevice entry point is cuCtxGetDevice_v2, unlike
 * cuda.h's declaration), becomes that device's context; the context
 * destroys it on release when it owns it (never a primary one). It must
 * outlive the context otherwise. */
core_result context_from_native(uintptr_t handle, uint32_t num_devices, const core_device *devices,
                                bool own, core_context *context);

#endif
