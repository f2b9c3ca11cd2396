#include "launch_config.h"

static size_t largest_divisor_at_most(size_t n, size_t limit) {
  if (limit >= n)
    return n;
  for (size_t d = limit; d > 1; --d)
    if (n % d == 0)
      return d;
  return 1;
}

void guess_local_size(uint32_t work_dim, const size_t *global_size,
                      const struct launch_limits *limits, size_t local_size[3]) {
  size_t threads_left = limits->max_threads_per_block;
  for (uint32_t d = 0; d < 3; ++d) {
    size_t global = d < work_dim ? global_size[d] : 1;
    size_t limit = limits->max_block[d] < threads_left ? limits->max_block[d] : threads_left;
    local_size[d] = global ? largest_divisor_at_most(global, limit ? limit : 1) : 1;
    threads_left /= local_size[d];
  }
}

core_result compute_launch_dims(uint32_t work_dim, const size_t *global_size,
                                const size_t *local_size, const struct launch_limits *limits,
                                struct launch_dims *dims) {
  if (work_dim < 1 || work_dim > 3)
    return CORE_ERROR_INVALID_WORK_DIMENSION;
  size_t local[3];
  if (local_size) {
    for (uint32_t d = 0; d < 3; ++d)
      local[d] = d < work_dim ? local_size[d] : 1;
  } else {
    guess_local_size(work_dim, global_size, limits, local);
  }
  size_t threads = 1;
  for (uint32_t d = 0; d < 3; ++d) {
    size_t global = d < work_dim ? global_size[d] : 1;
    if (local[d] == 0 || local[d] > limits->max_block[d])
      return CORE_ERROR_INVALID_WORK_ITEM_SIZE;
    if (global % local[d] != 0)
      return CORE_ERROR_INVALID_WORK_GROUP_SIZE;
    if (global / local[d] > limits->max_grid[d])
      return CORE_ERROR_INVALID_GLOBAL_WORK_SIZE;
    threads *= local[d];
    dims->block[d] = (unsigned)local[d];
    dims->grid[d] = (unsigned)(global / local[d]);
  }
  if (threads > limits->max_threads_per_block)
    return CORE_ERROR_INVALID_WORK_GROUP_SIZE;
  return CORE_SUCCESS;
}

bool shared_memory_needs_opt_in(size_t dynamic_bytes, size_t static_bytes) {
  return dynamic_bytes + static_bytes > 48 * 1024;
}
