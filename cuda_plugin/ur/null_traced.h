/* UR_TRACED for entry points that answer null and size arguments as UR
 * documents it (INVALID_NULL_HANDLE, INVALID_NULL_POINTER, INVALID_SIZE),
 * which no core result means; the core is not called then. */
#ifndef UR_CUDA_NULL_TRACED_H
#define UR_CUDA_NULL_TRACED_H

#include "face.h"

/* Handles first, then pointers, then sizes, as UR's validation layer checks. */
static inline ur_result_t ur_arg_check(bool null_handle, bool null_pointer, bool bad_size) {
  if (null_handle)
    return UR_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (null_pointer)
    return UR_RESULT_ERROR_INVALID_NULL_POINTER;
  return bad_size ? UR_RESULT_ERROR_INVALID_SIZE : UR_RESULT_SUCCESS;
}

#define UR_ARGS_TRACED(null_handle, null_pointer, bad_size, expr, ...)                             \
  do {                                                                                             \
    ur_result_t traced_result_ = ur_arg_check(null_handle, null_pointer, bad_size);                \
    if (traced_result_ == UR_RESULT_SUCCESS)                                                       \
      traced_result_ = ur_result_from_core(expr);                                                  \
    if (trace_enabled())                                                                           \
      ur_trace_call(__func__, traced_result_, __VA_ARGS__);                                        \
    return traced_result_;                                                                         \
  } while (0)

#endif
