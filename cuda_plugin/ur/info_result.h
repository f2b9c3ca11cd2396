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

#endif
