/* Kernel launches: the work-group shape, the local-memory layout, the
 * with-offset twin, and cooperative launches. */
#ifndef CUDA_CORE_LAUNCH_H
#define CUDA_CORE_LAUNCH_H

#include "kernel.h"
#include "launch_config.h"
#include "objects.h"

struct launch_request {
  uint32_t work_dim;
  const size_t *global_offset, *global_size, *local_size;
  bool cooperative;
};

enum { LAUNCH_STACK_PARAMS = 64 };

/* What the driver is handed for one launch of a kernel with an argument
 * list: the function (the kernel or its _with_offset twin), the packed
 * parameters (the twin's last one is `offset`) and the dynamic shared
 * memory the local arguments take. Queue launches and command-buffer
 * kernel nodes both build one. */
struct launch_packet {
  CUfunction function;
  unsigned shared_bytes;
  void **params;
  void *stack_params[LAUNCH_STACK_PARAMS];
  uint32_t offset[3];
};

/* Checks the request's shape against the kernel on context device
 * `device_index` and gives grid and block; `*empty` when a global size is 0
 * (nothing to launch, dims left unset). */
core_result launch_shape(core_kernel kernel, uint32_t device_index,
                         const struct launch_request *req, struct launch_dims *dims, bool *empty);
/* With `args` stable (the kernel's lock held for its own): checks every
 * argument is set, lays out the local arguments, reserves the shared
 * memory and packs the parameters. launch_packet_free after use. */
core_result launch_packet_build(core_kernel kernel, struct kernel_args *args,
                                uint32_t device_index, const struct launch_request *req,
                                struct launch_packet *p);
void launch_packet_free(struct launch_packet *p);

core_result kernel_launch(core_queue queue, core_kernel kernel, const struct launch_request *req,
                          uint32_t n, const core_event *list, core_event *event);
/* kernel_launch with the launch's own arguments (kernel.h's launch_arg),
 * set under the kernel's lock together with the launch. */
core_result kernel_launch_with_args(core_queue queue, core_kernel kernel,
                                    const struct launch_request *req, uint32_t num_args,
                                    const struct launch_arg *args, uint32_t n,
                                    const core_event *list, core_event *event);
/* The block a launch on `queue` picks when it is given no local size. */
core_result launch_suggest_local_size(core_queue queue, core_kernel kernel, uint32_t work_dim,
                                      const size_t *global_size, size_t local_size[3]);
/* How many work-groups of `local_size` work-items can run at once (a
 * cooperative launch's limit) on the context's first device, or on `device`. */
core_result max_cooperative_groups(core_kernel kernel, size_t local_size, size_t dynamic_shared,
                                   uint32_t *count);
core_result max_cooperative_groups_on(core_kernel kernel, core_device device, size_t local_size,
                                      size_t dynamic_shared, uint32_t *count);

#endif
