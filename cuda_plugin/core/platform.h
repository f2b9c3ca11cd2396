/* The platform: the driver loaded once and its devices found. */
#ifndef CUDA_CORE_PLATFORM_H
#define CUDA_CORE_PLATFORM_H

#include "objects.h"

core_result platforms_get(uint32_t num_entries, core_platform *platforms, uint32_t *num_platforms);
core_result platform_native_handle(core_platform platform, uintptr_t *handle);
core_result platform_from_native(uintptr_t handle, core_platform *platform);

#endif
