/* Kernel launches: the work-group shape, the local-memory layout, the
 * with-offset twin, and cooperative launches. */
#ifndef CUDA_CORE_LAUNCH_H
#define CUDA_CORE_LAUNCH_H

#include "objects.h"

struct launch_request {
  uint32_t work_dim;
  const size_t *global_offset, *global_size, *local_size;
  bool cooperative;
};

core_result kernel_launch(core_queue queue, core_kernel kernel, const struct launch_request *req,
                          uint32_t n, const core_event *list, core_event *event);
core_result max_cooperative_groups(core_kernel kernel, size_t local_size, size_t dynamic_shared,
                                   uint32_t *count);

#endif
