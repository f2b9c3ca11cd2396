/* What every command-buffer append shares: the buffer checks, its lock,
 * the wait list turned into dependencies, and the new node's sync point. */
#ifndef CUDA_CORE_COMMAND_APPEND_H
#define CUDA_CORE_COMMAND_APPEND_H

#include "command_buffer.h"

enum { APPEND_STACK_DEPS = 16 };

struct append {
  core_command_buffer buffer;
  CUcontext context; /* the buffer's device context, for memcpy and memset nodes */
  CUgraphNode *deps;
  uint32_t num_deps;
  CUgraphNode stack_deps[APPEND_STACK_DEPS];
};

/* Validates the buffer (not yet finalized) and the wait list, locks the
 * buffer and makes its context current. */
core_result append_begin(struct append *a, core_command_buffer buffer, uint32_t n,
                         const uint32_t *waits);
/* When `status` is success, `node` becomes the next sync point; unlocks. */
core_result append_end(struct append *a, core_result status, CUgraphNode node,
                       uint32_t *sync_point);

#endif
