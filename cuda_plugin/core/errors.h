/* CUDA errors to core results, the per-thread last-error message, and the one
 * error-check macro every driver call goes through. */
#ifndef CUDA_CORE_ERRORS_H
#define CUDA_CORE_ERRORS_H

#include <cuda.h>

#include "result.h"

/* The closest core result for a CUDA error; pure, no driver needed. */
core_result core_result_from_cuda(CUresult status);

/* The last-error message after a device-side assert. */
extern const char device_assert_message[];

/* Records why a call failed (thread-local: the face's last-error query returns it),
 * traces it, and returns `result`. */
core_result core_fail(core_result result, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* As core_fail, and the message on stderr (face-prefixed, one line) even
 * without tracing: for refusals a runtime may report without the message. */
core_result core_fail_on_stderr(core_result result, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Maps a failed driver call, recording the call, file and line. */
core_result core_error_from_cuda(CUresult status, const char *call, const char *file, int line);

/* Sets the last-error record with the given code (CORE_SUCCESS = a warning). */
void core_set_last_error(core_result code, const char *message);
core_result core_get_last_error(char **message);

static inline core_result core_check_cuda(CUresult status, const char *call, const char *file,
                                          int line) {
  return status == CUDA_SUCCESS ? CORE_SUCCESS : core_error_from_cuda(status, call, file, line);
}

/* CU_CALL(cu.cuX(...)) evaluates to the caller's core_result; CU_CHECK returns
 * it from the enclosing entry point when it is an error. */
#define CU_CALL(call) core_check_cuda((call), #call, __FILE__, __LINE__)
#define CU_CHECK(call)                                                         \
  do {                                                                         \
    core_result cu_check_result_ = CU_CALL(call);                              \
    if (cu_check_result_ != CORE_SUCCESS)                                      \
      return cu_check_result_;                                                 \
  } while (0)

#define CORE_CHECK(expr)                                                       \
  do {                                                                         \
    core_result core_check_result_ = (expr);                                   \
    if (core_check_result_ != CORE_SUCCESS)                                    \
      return core_check_result_;                                               \
  } while (0)

#endif
