/* The pure mapping from a device to every UR_DEVICE_INFO answer, and what a
 * *GetInfo query's results mean in UR's words (the platform's query shares
 * them). */
#ifndef UR_CUDA_DEVICE_INFO_H
#define UR_CUDA_DEVICE_INFO_H

#include "face.h"

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

/* An info answer's core result in UR's words: the answer did not fit the
 * caller's buffer (CORE_ERROR_INVALID_VALUE, from info_return), the query
 * names nothing this release has (CORE_ERROR_INVALID_PROPERTY), or it is an
 * optional query a CUDA device has no answer to (CORE_ERROR_UNSUPPORTED_FEATURE). */
static inline ur_result_t ur_info_result(core_result result) {
  switch (result) {
  case CORE_ERROR_INVALID_VALUE:
    return UR_RESULT_ERROR_INVALID_SIZE;
  case CORE_ERROR_INVALID_PROPERTY:
    return UR_RESULT_ERROR_INVALID_ENUMERATION;
  case CORE_ERROR_UNSUPPORTED_FEATURE:
    return UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION;
  default:
    return ur_result_from_core(result);
  }
}

/* The buffer checks UR asks of every *GetInfo before it answers. */
static inline ur_result_t ur_info_args(size_t size, const void *value, const size_t *size_ret) {
  if (size == 0 && value)
    return UR_RESULT_ERROR_INVALID_SIZE;
  if ((size != 0 && !value) || (!value && !size_ret))
    return UR_RESULT_ERROR_INVALID_NULL_POINTER;
  return UR_RESULT_SUCCESS;
}

/* UR_TRACED for a *GetInfo entry point: the buffer checks, then the answer
 * with its results read by ur_info_result(). */
#define UR_INFO_TRACED(size, value, size_ret, expr, ...)                       \
  do {                                                                         \
    ur_result_t traced_result_ = ur_info_args(size, value, size_ret);          \
    if (traced_result_ == UR_RESULT_SUCCESS)                                   \
      traced_result_ = ur_info_result(expr);                                   \
    if (trace_enabled())                                                       \
      ur_trace_call(__func__, traced_result_, __VA_ARGS__);                    \
    return traced_result_;                                                     \
  } while (0)

#endif
