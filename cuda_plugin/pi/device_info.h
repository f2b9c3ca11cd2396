/* The pure mapping from a device's properties to every PI_DEVICE_INFO answer
 * (unit-tested without a GPU). */
#ifndef PI_CUDA_DEVICE_INFO_H
#define PI_CUDA_DEVICE_INFO_H

#include "face.h"

/* Answers `param` for a device described by `props`. `self` and `platform`
 * are returned by the queries that name them; `free_memory` answers
 * PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY. Unknown queries and features this
 * plugin does not offer give CORE_ERROR_INVALID_VALUE, as a runtime expects. */
core_result device_info_answer(const struct device_props *props, pi_device self,
                               pi_platform platform, uint64_t free_memory, pi_device_info param,
                               size_t param_value_size, void *param_value,
                               size_t *param_value_size_ret);

/* The PI_DEVICE_INFO_EXTENSIONS string. */
void device_extensions(const struct device_props *props, char *out, size_t size);

#endif
