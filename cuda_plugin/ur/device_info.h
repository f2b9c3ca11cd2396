/* The pure mapping from a device to every UR_DEVICE_INFO answer, and what a
 * *GetInfo query's results mean in UR's words (the platform's query shares
 * them). */
#ifndef UR_CUDA_DEVICE_INFO_H
#define UR_CUDA_DEVICE_INFO_H

#include "face.h"
#include "info_result.h"

/* Answers `prop` for `device` from its properties (no driver call: the
 * caller reads the free memory, which answers UR_DEVICE_INFO_GLOBAL_MEM_FREE).
 * Results as ur_info_result() reads them. */
core_result ur_device_info_answer(const struct cuda_device *device, uint64_t free_memory,
                                  ur_device_info_t prop, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret);

/* The queries about what this adapter or a CUDA device does not offer
 * (device_info_absent.c): false, zero or none, or CORE_ERROR_UNSUPPORTED_FEATURE
 * for optional ones with no CUDA answer; CORE_ERROR_INVALID_PROPERTY for any
 * other query. */
core_result ur_device_info_absent(ur_device_info_t prop, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret);

/* Image support and the surface limits images have (device_info_images.c). */
bool ur_device_info_is_image_query(ur_device_info_t prop);
core_result ur_device_info_images(const struct device_props *props, ur_device_info_t prop,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret);

#endif
