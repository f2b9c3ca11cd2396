/* CUDA errors to PI errors, the per-thread last-error message, and the one
 * error-check macro every driver call goes through. */
#ifndef PI_CUDA_ERRORS_H
#define PI_CUDA_ERRORS_H

#include <cuda.h>

#include "pi.h"

/* The closest PI error for a CUDA error; pure, no driver needed. */
pi_result pi_result_from_cuda(CUresult status);

/* "PI_ERROR_INVALID_VALUE" and so on; "PI_ERROR_<unknown>" for other values. */
const char *pi_result_name(pi_result result);

/* The message piPluginGetLastError returns for a device-side assert. */
extern const char pi_device_assert_message[];

/* Records why a call failed (thread-local, returned by piPluginGetLastError),
 * traces it, and returns `result`. */
pi_result pi_fail(pi_result result, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Maps a failed driver call, recording the call, file and line. */
pi_result pi_error_from_cuda(CUresult status, const char *call, const char *file,
                             int line);

/* Sets the last-error record with the given code (PI_SUCCESS = a warning). */
void pi_set_last_error(pi_result code, const char *message);
pi_result pi_get_last_error(char **message);

static inline pi_result pi_check_cuda(CUresult status, const char *call,
                                      const char *file, int line) {
  return status == CUDA_SUCCESS ? PI_SUCCESS
                                : pi_error_from_cuda(status, call, file, line);
}

/* CU_CALL(cu.cuX(...)) evaluates to the caller's pi_result; CU_CHECK returns
 * it from the enclosing entry point when it is an error. */
#define CU_CALL(call) pi_check_cuda((call), #call, __FILE__, __LINE__)
#define CU_CHECK(call)                                                         \
  do {                                                                         \
    pi_result cu_check_result_ = CU_CALL(call);                                \
    if (cu_check_result_ != PI_SUCCESS)                                        \
      return cu_check_result_;                                                 \
  } while (0)

#define PI_CHECK(expr)                                                         \
  do {                                                                         \
    pi_result pi_check_result_ = (expr);                                       \
    if (pi_check_result_ != PI_SUCCESS)                                        \
      return pi_check_result_;                                                 \
  } while (0)

#endif
