/* One 1-D kernel launch with its arguments, in whichever calls the client's
 * release has (ur_loader_client.h): the test's cases stay release-neutral.
 * Also how the GPU tests load their device binaries. */
#ifndef UR_GPU_LAUNCH_H
#define UR_GPU_LAUNCH_H

#include "ur_loader_client.h"

enum ur_gpu_arg_kind {
  UR_GPU_ARG_POINTER,
  UR_GPU_ARG_VALUE,
  UR_GPU_ARG_LOCAL,
  UR_GPU_ARG_MEM_OBJ,
  UR_GPU_ARG_SAMPLER
};

struct ur_gpu_arg {
  enum ur_gpu_arg_kind kind;
  uint32_t index;
  size_t size; /* the value's size, or the local memory's */
  /* the USM pointer, memory object or sampler handle itself, or the value's
   * address; NULL for local */
  const void *value;
};

/* Launches `kernel` over `items` work-items from `offset` (0: no offset) in
 * groups of *group (NULL: the adapter picks) with `args`; the event comes
 * back in *event. */
ur_result_t ur_gpu_launch(const struct ur_loader *ur, ur_queue_handle_t queue,
                          ur_kernel_handle_t kernel, size_t offset, size_t items,
                          const size_t *group, uint32_t count, const struct ur_gpu_arg *args,
                          ur_event_handle_t *event);

/* The program of the device binary at path (a fatbin), built for device;
 * NULL, with a line saying why, when it cannot be read or built. */
ur_program_handle_t ur_gpu_load_program(const struct ur_loader *ur, ur_context_handle_t context,
                                        ur_device_handle_t device, const char *path);

#endif
