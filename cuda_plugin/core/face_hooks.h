/* What the core asks of the face it is linked with: the face's name for a
 * result (the trace prints it), the face's own name ("pi_cuda"), which
 * starts every trace line and the no-platform message, and the pointer the
 * core puts first in every object it makes (UR's loader dispatches through
 * it; PI's is NULL). Each face defines all three once. */
#ifndef CUDA_CORE_FACE_HOOKS_H
#define CUDA_CORE_FACE_HOOKS_H

#include "result.h"

const char *face_result_name(core_result result);
extern const char face_name[];
extern const void *const face_dispatch;

#endif
