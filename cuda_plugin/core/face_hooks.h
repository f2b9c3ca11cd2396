/* What the core asks of the face it is linked with: the face's name for a
 * result (the trace prints it) and the face's own name ("pi_cuda"), which
 * starts every trace line and the no-platform message. Each face defines
 * both once. */
#ifndef CUDA_CORE_FACE_HOOKS_H
#define CUDA_CORE_FACE_HOOKS_H

#include "result.h"

const char *face_result_name(core_result result);
extern const char face_name[];

#endif
