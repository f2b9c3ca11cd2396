#include "ur_gpu_launch.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#if UR_CLIENT_RELEASE >= 202602
ur_result_t ur_gpu_launch(const struct ur_loader *ur, ur_queue_handle_t queue,
                          ur_kernel_handle_t kernel, size_t offset, size_t items,
                          const size_t *group, uint32_t count, const struct ur_gpu_arg *args,
                          ur_event_handle_t *event) {
  enum { MAX_ARGS = 8 };
  if (count > MAX_ARGS)
    return UR_RESULT_ERROR_INVALID_VALUE;
  static const ur_exp_kernel_arg_type_t types[] = {
      [UR_GPU_ARG_POINTER] = UR_EXP_KERNEL_ARG_TYPE_POINTER,
      [UR_GPU_ARG_VALUE] = UR_EXP_KERNEL_ARG_TYPE_VALUE,
      [UR_GPU_ARG_LOCAL] = UR_EXP_KERNEL_ARG_TYPE_LOCAL,
      [UR_GPU_ARG_MEM_OBJ] = UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ,
      [UR_GPU_ARG_SAMPLER] = UR_EXP_KERNEL_ARG_TYPE_SAMPLER};
  ur_exp_kernel_arg_properties_t props[MAX_ARGS];
  for (uint32_t i = 0; i < count; i++) {
    props[i] = (ur_exp_kernel_arg_properties_t){.stype = UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                                .type = types[args[i].kind],
                                                .index = args[i].index,
                                                .size = args[i].size};
    switch (args[i].kind) {
    case UR_GPU_ARG_POINTER:
      props[i].value.pointer = args[i].value;
      break;
    case UR_GPU_ARG_MEM_OBJ:
      props[i].value.memObjTuple = (ur_exp_kernel_arg_mem_obj_tuple_t){
          (ur_mem_handle_t)args[i].value, UR_MEM_FLAG_READ_WRITE};
      break;
    case UR_GPU_ARG_SAMPLER:
      props[i].value.sampler = (ur_sampler_handle_t)args[i].value;
      break;
    default:
      props[i].value.value = args[i].value;
    }
  }
  return ur->urEnqueueKernelLaunchWithArgsExp(queue, kernel, 1, offset ? &offset : NULL, &items,
                                              group, count, props, NULL, 0, NULL, event);
}
#else
/* The arguments stay on the kernel until the launch, as SYCL sets them. */
static ur_result_t set_arg(const struct ur_loader *ur, ur_kernel_handle_t kernel,
                           const struct ur_gpu_arg *arg) {
  switch (arg->kind) {
  case UR_GPU_ARG_POINTER:
    return ur->urKernelSetArgPointer(kernel, arg->index, NULL, arg->value);
  case UR_GPU_ARG_VALUE:
    return ur->urKernelSetArgValue(kernel, arg->index, arg->size, NULL, arg->value);
  case UR_GPU_ARG_LOCAL:
    return ur->urKernelSetArgLocal(kernel, arg->index, arg->size, NULL);
  case UR_GPU_ARG_MEM_OBJ:
    return ur->urKernelSetArgMemObj(kernel, arg->index, NULL, (ur_mem_handle_t)arg->value);
  case UR_GPU_ARG_SAMPLER:
    return ur->urKernelSetArgSampler(kernel, arg->index, NULL, (ur_sampler_handle_t)arg->value);
  }
  return UR_RESULT_ERROR_INVALID_VALUE;
}

ur_result_t ur_gpu_launch(const struct ur_loader *ur, ur_queue_handle_t queue,
                          ur_kernel_handle_t kernel, size_t offset, size_t items,
                          const size_t *group, uint32_t count, const struct ur_gpu_arg *args,
                          ur_event_handle_t *event) {
  for (uint32_t i = 0; i < count; i++) {
    ur_result_t r = set_arg(ur, kernel, &args[i]);
    if (r != UR_RESULT_SUCCESS)
      return r;
  }
#if UR_CLIENT_RELEASE >= 202600
  return ur->urEnqueueKernelLaunch(queue, kernel, 1, offset ? &offset : NULL, &items, group, NULL,
                                   0, NULL, event);
#else
  return ur->urEnqueueKernelLaunch(queue, kernel, 1, offset ? &offset : NULL, &items, group, 0,
                                   NULL, 0, NULL, event);
#endif
}
#endif

ur_program_handle_t ur_gpu_load_program(const struct ur_loader *ur, ur_context_handle_t context,
                                        ur_device_handle_t device, const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    printf("  cannot open %s\n", path);
    return NULL;
  }
  fseek(file, 0, SEEK_END);
  size_t size = (size_t)ftell(file);
  rewind(file);
  uint8_t *binary = malloc(size);
  bool read = binary && fread(binary, 1, size, file) == size;
  fclose(file);
  ur_program_handle_t program = NULL;
  const uint8_t *binaries[] = {binary};
  ur_result_t r = read ? ur->urProgramCreateWithBinary(context, 1, &device, &size, binaries, NULL,
                                                       &program)
                       : UR_RESULT_ERROR_INVALID_BINARY;
  free(binary);
  if (r == UR_RESULT_SUCCESS)
    r = ur->urProgramBuild(context, program, NULL);
  if (r != UR_RESULT_SUCCESS) {
    printf("  building %s -> %d\n", path, (int)r);
    return NULL;
  }
  return program;
}
