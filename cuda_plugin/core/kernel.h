/* Kernels: made from a built program by name (with their <name>_with_offset
 * twin), their arguments, and what the faces ask about them. */
#ifndef CUDA_CORE_KERNEL_H
#define CUDA_CORE_KERNEL_H

#include "objects.h"

/* What kernel_query answers, in value[0] (value[0..2] for the compile
 * and compile-max work-group sizes, x first); KERNEL_QUERY_NONE only checks
 * the kernel and device. The compile-time limits are 0 where the program's
 * metadata gives none. */
enum kernel_query {
  KERNEL_QUERY_NONE,
  KERNEL_MAX_WORK_GROUP_SIZE,
  KERNEL_COMPILE_WORK_GROUP_SIZE,
  KERNEL_LOCAL_MEM_SIZE, /* static and the local arguments' dynamic bytes */
  KERNEL_PRIVATE_MEM_SIZE,
  KERNEL_NUM_REGS,
  KERNEL_SUB_GROUP_SIZE,
  KERNEL_MAX_NUM_SUB_GROUPS,
  KERNEL_COMPILE_MAX_WORK_GROUP_SIZE,
  KERNEL_COMPILE_MAX_LINEAR_WORK_GROUP_SIZE,
  KERNEL_COMPILE_SUB_GROUP_SIZE,
};

enum cache_preference { CACHE_PREFER_NONE, CACHE_PREFER_SHARED, CACHE_PREFER_L1 };

/* One argument a launch brings along (UR's launch with arguments): set on
 * the kernel under its lock right before that launch, as the set-arg calls
 * would have, so concurrent launches of one kernel each run with theirs. */
enum launch_arg_kind {
  LAUNCH_ARG_VALUE,
  LAUNCH_ARG_POINTER,
  LAUNCH_ARG_MEM,
  LAUNCH_ARG_LOCAL,
  LAUNCH_ARG_SAMPLER
};
struct launch_arg {
  enum launch_arg_kind kind;
  uint32_t index;
  size_t size;       /* VALUE: bytes at `value`; LOCAL: bytes of local memory */
  const void *value; /* VALUE: the bytes; POINTER: the USM pointer itself */
  core_mem mem;      /* MEM: NULL for a zero-sized buffer; an image passes its descriptor */
  struct cuda_sampler *sampler; /* SAMPLER: passes its bitfield (sampler.h) */
};

core_result kernel_create(core_program program, const char *name, core_kernel *ret);
/* A null value with a size is a local accessor (local memory argument). */
core_result kernel_set_arg(core_kernel kernel, uint32_t index, size_t size, const void *value);
/* USM pointers: arg_value points at the pointer, as for any value. */
core_result kernel_set_arg_pointer(core_kernel kernel, uint32_t index, size_t size,
                                   const void *value);
core_result kernel_set_arg_mem(core_kernel kernel, uint32_t index, const core_mem *arg_value);
/* With the kernel's lock held: sets each of `args` in order. */
core_result kernel_apply_args_locked(core_kernel kernel, uint32_t n, const struct launch_arg *args);
core_result kernel_query(core_kernel kernel, core_device device, enum kernel_query query,
                         size_t value[3]);
core_result kernel_retain(core_kernel kernel);
core_result kernel_release(core_kernel kernel);
/* The kernel's split between shared memory and L1 on every device. */
core_result kernel_set_cache_preference(core_kernel kernel, enum cache_preference preference);
core_result kernel_native_handle(core_kernel kernel, uintptr_t *handle);
core_result kernel_from_native(uintptr_t handle, core_context context, core_program program,
                               core_kernel *kernel);

#endif
