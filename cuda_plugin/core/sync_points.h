/* A command buffer's sync points: each append's graph node, numbered in
 * append order; a wait list names earlier ones and becomes the new node's
 * dependencies. Pure bookkeeping, no driver calls. */
#ifndef CUDA_CORE_SYNC_POINTS_H
#define CUDA_CORE_SYNC_POINTS_H

#include <cuda.h>
#include <stdint.h>

#include "result.h"

struct sync_points {
  CUgraphNode *nodes;
  uint32_t count, capacity;
};

/* Makes room for one more node (so the append after a driver call cannot fail). */
core_result sync_points_reserve(struct sync_points *s);
/* Records `node` (after sync_points_reserve) and returns its sync point. */
uint32_t sync_points_add(struct sync_points *s, CUgraphNode node);
/* The nodes a wait list names, into `deps` (room for n); a sync point not
 * yet handed out is CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST, as is a list
 * pointer missing for n > 0 or given for n == 0. */
core_result sync_points_resolve(const struct sync_points *s, uint32_t n, const uint32_t *list,
                                CUgraphNode *deps);
void sync_points_free(struct sync_points *s);

#endif
