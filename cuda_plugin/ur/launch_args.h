/* Arguments that come with a launch (2026.0 on: urEnqueueKernelLaunchWithArgsExp,
 * urCommandBufferAppendKernelLaunchWithArgsExp) as the core's launch_arg list. */
#ifndef UR_CUDA_LAUNCH_ARGS_H
#define UR_CUDA_LAUNCH_ARGS_H

#include "face.h"

#if UR_FACE_RELEASE >= 202600
enum { UR_LAUNCH_STACK_ARGS = 32 };

struct ur_launch_args {
  uint32_t count;
  struct launch_arg *list; /* `stack` for short lists */
  struct launch_arg stack[UR_LAUNCH_STACK_ARGS];
};

/* ur_launch_args_free after success. */
core_result ur_launch_args_read(struct ur_launch_args *a, uint32_t count,
                                const ur_exp_kernel_arg_properties_t *args);
void ur_launch_args_free(struct ur_launch_args *a);
#endif

#endif
