/* The pure arithmetic of a launch: grid and block from the global and
 * local sizes, a block size when the caller gives none, and when the
 * kernel's shared memory needs CUDA's opt-in. */
#ifndef CUDA_CORE_LAUNCH_CONFIG_H
#define CUDA_CORE_LAUNCH_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "result.h"

struct launch_limits {
  size_t max_threads_per_block; /* of the kernel on this device */
  size_t max_block[3];
  size_t max_grid[3];
};

struct launch_dims {
  unsigned grid[3];
  unsigned block[3];
};

/* Picks, per dimension, the largest divisor of the global size that keeps
 * the block within the limits (dimension 0 first). */
void guess_local_size(uint32_t work_dim, const size_t *global_size,
                      const struct launch_limits *limits, size_t local_size[3]);

/* Checks the sizes and fills grid and block; `local_size` may be NULL. */
core_result compute_launch_dims(uint32_t work_dim, const size_t *global_size,
                                const size_t *local_size, const struct launch_limits *limits,
                                struct launch_dims *dims);

/* CUDA launches a kernel whose static shared memory (its __shared__
 * arrays, libspirv's collective scratch among them) and dynamic shared
 * memory (the local arguments) together take at most 48 KB; beyond that the
 * kernel must first raise CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES to
 * its dynamic size, which may then be up to the opt-in limit less the
 * static size. */
bool shared_memory_needs_opt_in(size_t dynamic_bytes, size_t static_bytes);

#endif
