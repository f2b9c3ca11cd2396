/* UR tells a query this adapter does not answer (a *GetInfo property, an
 * event status it cannot wait for) from a failed one: that is
 * UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION, which no core result means. The
 * face's helpers for such calls say it as CORE_ERROR_UNSUPPORTED_FEATURE
 * (the feature being the value asked about), and their entry points go
 * through UR_INFO_TRACED instead of UR_TRACED. */
#ifndef UR_CUDA_INFO_RESULT_H
#define UR_CUDA_INFO_RESULT_H

#include "face.h"

#define UR_INFO_TRACED(expr, ...)                                              \
  do {                                                                         \
    core_result info_result_ = (expr);                                         \
    ur_result_t traced_result_ =                                               \
        info_result_ == CORE_ERROR_UNSUPPORTED_FEATURE                         \
            ? UR_RESULT_ERROR_UNSUPPORTED_ENUMERATION                          \
            : ur_result_from_core(info_result_);                               \
    if (trace_enabled())                                                       \
      ur_trace_call(__func__, traced_result_, __VA_ARGS__);                    \
    return traced_result_;                                                     \
  } while (0)

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

/* UR_TRACED for a *GetInfo entry point that checks the caller's buffer
 * arguments first (the device and platform queries), its answer read by
 * ur_info_result(). */
#define UR_QUERY_TRACED(size, value, size_ret, expr, ...)                       \
  do {                                                                         \
    ur_result_t traced_result_ = ur_info_args(size, value, size_ret);          \
    if (traced_result_ == UR_RESULT_SUCCESS)                                   \
      traced_result_ = ur_info_result(expr);                                   \
    if (trace_enabled())                                                       \
      ur_trace_call(__func__, traced_result_, __VA_ARGS__);                    \
    return traced_result_;                                                     \
  } while (0)

#endif
