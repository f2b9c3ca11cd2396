/* UR's launch argument properties read into the core's launch_arg list. */
#include <stdlib.h>

#include "launch_args.h"

#if UR_FACE_RELEASE >= 202600
static core_result to_launch_arg(const ur_exp_kernel_arg_properties_t *in, struct launch_arg *out) {
  *out = (struct launch_arg){.index = in->index, .size = in->size};
  switch (in->type) {
  case UR_EXP_KERNEL_ARG_TYPE_VALUE:
    out->kind = LAUNCH_ARG_VALUE;
    out->value = in->value.value;
    return CORE_SUCCESS;
  case UR_EXP_KERNEL_ARG_TYPE_POINTER:
    out->kind = LAUNCH_ARG_POINTER;
    out->value = in->value.pointer;
    return CORE_SUCCESS;
  case UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ:
    out->kind = LAUNCH_ARG_MEM;
    out->mem = in->value.memObjTuple.hMem;
    return CORE_SUCCESS;
  case UR_EXP_KERNEL_ARG_TYPE_LOCAL:
    out->kind = LAUNCH_ARG_LOCAL;
    return CORE_SUCCESS;
  case UR_EXP_KERNEL_ARG_TYPE_SAMPLER: /* checked here, before anything is recorded */
    if (!IS_VALID(in->value.sampler, MAGIC_SAMPLER))
      return CORE_ERROR_INVALID_SAMPLER;
    out->kind = LAUNCH_ARG_SAMPLER;
    out->sampler = in->value.sampler;
    return CORE_SUCCESS;
  default:
    return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "kernel argument %u of type %d", in->index,
                     (int)in->type);
  }
}

core_result ur_launch_args_read(struct ur_launch_args *a, uint32_t count,
                                const ur_exp_kernel_arg_properties_t *args) {
  if (count && !args)
    return CORE_ERROR_INVALID_VALUE;
  a->count = count;
  a->list = count <= UR_LAUNCH_STACK_ARGS ? a->stack : malloc(count * sizeof *a->list);
  if (!a->list)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  core_result r = CORE_SUCCESS;
  for (uint32_t i = 0; r == CORE_SUCCESS && i < count; ++i)
    r = to_launch_arg(&args[i], &a->list[i]);
  if (r != CORE_SUCCESS)
    ur_launch_args_free(a);
  return r;
}

void ur_launch_args_free(struct ur_launch_args *a) {
  if (a->list != a->stack)
    free(a->list);
  a->list = a->stack;
}
#endif
