#include "sync_points.h"

#include <stdlib.h>

core_result sync_points_reserve(struct sync_points *s) {
  if (s->count < s->capacity)
    return CORE_SUCCESS;
  uint32_t capacity = s->capacity ? 2 * s->capacity : 16;
  CUgraphNode *nodes = realloc(s->nodes, capacity * sizeof *nodes);
  if (!nodes)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  s->nodes = nodes;
  s->capacity = capacity;
  return CORE_SUCCESS;
}

uint32_t sync_points_add(struct sync_points *s, CUgraphNode node) {
  s->nodes[s->count] = node;
  return s->count++;
}

core_result sync_points_resolve(const struct sync_points *s, uint32_t n, const uint32_t *list,
                                CUgraphNode *deps) {
  if ((n > 0) != (list != NULL))
    return CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST;
  for (uint32_t i = 0; i < n; ++i) {
    if (list[i] >= s->count)
      return CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST;
    deps[i] = s->nodes[list[i]];
  }
  return CORE_SUCCESS;
}

void sync_points_free(struct sync_points *s) {
  free(s->nodes);
  *s = (struct sync_points){0};
}
