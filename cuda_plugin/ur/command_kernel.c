/* The CommandBufferExp table's kernel launches and their updates over the
 * core's kernel nodes (core/command_kernel.c). The core updates arguments,
 * ranges and offsets of an updatable buffer's kernel nodes, not the kernel
 * itself: alternatives are refused, and an update may only name the
 * command's own kernel. */
#include <stdlib.h>

#include "append_checks.h"
#include "launch_args.h"

static core_result check_alternatives(ur_kernel_handle_t kernel, uint32_t count,
                                      const ur_kernel_handle_t *list) {
  if ((count > 0) != (list != NULL))
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < count; ++i)
    if (list[i] == kernel)
      return CORE_ERROR_INVALID_VALUE;
  return count ? core_fail(CORE_ERROR_UNSUPPORTED_FEATURE,
                           "a command's kernel cannot be updated to another")
               : CORE_SUCCESS;
}

/* UR hands out a command only for an updatable buffer. */
static core_result check_command_out(ur_exp_command_buffer_handle_t buffer,
                                     const ur_exp_command_buffer_command_handle_t *command) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (command && !buffer->updatable)
    return core_fail(CORE_ERROR_INVALID_OPERATION,
                     "command buffer %p is not updatable: it hands out no command", (void *)buffer);
  return CORE_SUCCESS;
}

struct kernel_append {
  uint32_t work_dim;
  const size_t *offset, *global, *local;
  uint32_t num_alternatives;
  const ur_kernel_handle_t *alternatives;
  uint32_t num_waits;
  const uint32_t *waits;
  uint32_t num_events;
  const ur_event_handle_t *events;
  uint32_t *sync_point;
  ur_event_handle_t *event;
  ur_exp_command_buffer_command_handle_t *command;
};

static core_result append(ur_exp_command_buffer_handle_t buffer, ur_kernel_handle_t kernel,
                          uint32_t num_args, const struct launch_arg *args,
                          const struct kernel_append *k) {
  CORE_CHECK(ur_append_events(k->num_events, k->events, k->event));
  CORE_CHECK(check_command_out(buffer, k->command));
  CORE_CHECK(check_alternatives(kernel, k->num_alternatives, k->alternatives));
  struct launch_request req = {k->work_dim, k->offset, k->global, k->local, false};
  CORE_CHECK(command_buffer_append_kernel_with_args(buffer, kernel, &req, num_args, args,
                                                    k->num_waits, k->waits, k->sync_point,
                                                    k->command));
  /* UR's command handles live as long as their buffer, which keeps a
   * reference: the caller's goes. */
  if (k->command)
    command_release(*k->command);
  return CORE_SUCCESS;
}

#define KERNEL_APPEND                                                                              \
  {                                                                                                \
    workDim, pGlobalWorkOffset, pGlobalWorkSize, pLocalWorkSize, numKernelAlternatives,            \
        phKernelAlternatives, numSyncPointsInWaitList, pSyncPointWaitList, numEventsInWaitList,    \
        phEventWaitList, pSyncPoint, phEvent, phCommand                                            \
  }

ur_result_t UR_APICALL urCommandBufferAppendKernelLaunchExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_kernel_handle_t hKernel, uint32_t workDim,
    const size_t *pGlobalWorkOffset, const size_t *pGlobalWorkSize, const size_t *pLocalWorkSize,
    uint32_t numKernelAlternatives, ur_kernel_handle_t *phKernelAlternatives,
    uint32_t numSyncPointsInWaitList, const ur_exp_command_buffer_sync_point_t *pSyncPointWaitList,
    uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,
    ur_exp_command_buffer_sync_point_t *pSyncPoint, ur_event_handle_t *phEvent,
    ur_exp_command_buffer_command_handle_t *phCommand) {
  struct kernel_append k = KERNEL_APPEND;
  UR_ARGS_TRACED(!hCommandBuffer || !hKernel, !pGlobalWorkSize, false,
                 append(hCommandBuffer, hKernel, 0, NULL, &k),
                 "hCommandBuffer=%p, hKernel=%p, workDim=%u, global=%zu, local=%zu, "
                 "numSyncPoints=%u, phCommand=%p",
                 (void *)hCommandBuffer, (void *)hKernel, workDim,
                 pGlobalWorkSize ? pGlobalWorkSize[0] : 0, pLocalWorkSize ? pLocalWorkSize[0] : 0,
                 numSyncPointsInWaitList, (void *)phCommand);
}

#if UR_FACE_RELEASE >= 202602
static core_result append_with_args(ur_exp_command_buffer_handle_t buffer,
                                    ur_kernel_handle_t kernel, uint32_t num_args,
                                    const ur_exp_kernel_arg_properties_t *ur_args,
                                    const struct kernel_append *k) {
  struct ur_launch_args args;
  CORE_CHECK(ur_launch_args_read(&args, num_args, ur_args));
  core_result r = append(buffer, kernel, args.count, args.list, k);
  ur_launch_args_free(&args);
  return r;
}

ur_result_t UR_APICALL urCommandBufferAppendKernelLaunchWithArgsExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_kernel_handle_t hKernel, uint32_t workDim,
    const size_t *pGlobalWorkOffset, const size_t *pGlobalWorkSize, const size_t *pLocalWorkSize,
    uint32_t numArgs, const ur_exp_kernel_arg_properties_t *pArgs, uint32_t numKernelAlternatives,
    ur_kernel_handle_t *phKernelAlternatives, uint32_t numSyncPointsInWaitList,
    const ur_exp_command_buffer_sync_point_t *pSyncPointWaitList, uint32_t numEventsInWaitList,
    const ur_event_handle_t *phEventWaitList, ur_exp_command_buffer_sync_point_t *pSyncPoint,
    ur_event_handle_t *phEvent, ur_exp_command_buffer_command_handle_t *phCommand) {
  struct kernel_append k = KERNEL_APPEND;
  UR_ARGS_TRACED(!hCommandBuffer || !hKernel, !pGlobalWorkSize || (numArgs && !pArgs), false,
                 append_with_args(hCommandBuffer, hKernel, numArgs, pArgs, &k),
                 "hCommandBuffer=%p, hKernel=%p, workDim=%u, global=%zu, local=%zu, numArgs=%u, "
                 "numSyncPoints=%u, phCommand=%p",
                 (void *)hCommandBuffer, (void *)hKernel, workDim,
                 pGlobalWorkSize ? pGlobalWorkSize[0] : 0, pLocalWorkSize ? pLocalWorkSize[0] : 0,
                 numArgs, numSyncPointsInWaitList, (void *)phCommand);
}
#endif

/* What UR asks of an update before anything changes, in UR's words: the
 * command must be one of this buffer's (a code no core result means). */
static ur_result_t check_update(ur_exp_command_buffer_handle_t buffer,
                                const ur_exp_command_buffer_update_kernel_launch_desc_t *d) {
  if (!d->hCommand)
    return UR_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!IS_VALID(d->hCommand, MAGIC_COMMAND) || d->hCommand->buffer != buffer)
    return UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP;
  if (d->stype != UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_KERNEL_LAUNCH_DESC)
    return UR_RESULT_ERROR_INVALID_VALUE;
  if (d->hNewKernel && d->hNewKernel != d->hCommand->kernel)
    return UR_RESULT_ERROR_INVALID_VALUE; /* no alternatives were allowed */
  if (d->newWorkDim < 1 || d->newWorkDim > 3)
    return UR_RESULT_ERROR_INVALID_WORK_DIMENSION;
  if (d->newWorkDim != d->hCommand->work_dim &&
      (!d->pNewGlobalWorkSize || !d->pNewGlobalWorkOffset))
    return UR_RESULT_ERROR_INVALID_VALUE;
  if ((d->numNewMemObjArgs && !d->pNewMemObjArgList) ||
      (d->numNewPointerArgs && !d->pNewPointerArgList) ||
      (d->numNewValueArgs && !d->pNewValueArgList))
    return UR_RESULT_ERROR_INVALID_NULL_POINTER;
  return UR_RESULT_SUCCESS;
}

static ur_result_t check_updates(ur_exp_command_buffer_handle_t buffer, uint32_t count,
                                 const ur_exp_command_buffer_update_kernel_launch_desc_t *list) {
  if (!buffer)
    return UR_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP;
  if (!list)
    return UR_RESULT_ERROR_INVALID_NULL_POINTER;
  if (count == 0)
    return UR_RESULT_ERROR_INVALID_SIZE;
  if (!buffer->updatable || !command_buffer_is_finalized(buffer))
    return UR_RESULT_ERROR_INVALID_OPERATION;
  for (uint32_t i = 0; i < count; ++i) {
    ur_result_t r = check_update(buffer, &list[i]);
    if (r != UR_RESULT_SUCCESS)
      return r;
  }
  return UR_RESULT_SUCCESS;
}

/* UR's three argument lists as the core's one: a pointer argument's
 * pNewPointerArg points at the pointer, as a value's bytes are pointed at. */
static core_result update_one(const ur_exp_command_buffer_update_kernel_launch_desc_t *d) {
  uint32_t count = d->numNewMemObjArgs + d->numNewPointerArgs + d->numNewValueArgs;
  struct command_arg_update *args = count ? calloc(count, sizeof *args) : NULL;
  if (count && !args)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  uint32_t n = 0;
  for (uint32_t i = 0; i < d->numNewMemObjArgs; ++i, ++n)
    args[n] = (struct command_arg_update){d->pNewMemObjArgList[i].argIndex, 0, NULL,
                                          d->pNewMemObjArgList[i].hNewMemObjArg};
  for (uint32_t i = 0; i < d->numNewPointerArgs; ++i, ++n)
    args[n] = (struct command_arg_update){d->pNewPointerArgList[i].argIndex, sizeof(void *),
                                          d->pNewPointerArgList[i].pNewPointerArg, NULL};
  for (uint32_t i = 0; i < d->numNewValueArgs; ++i, ++n)
    args[n] =
        (struct command_arg_update){d->pNewValueArgList[i].argIndex, d->pNewValueArgList[i].argSize,
                                    d->pNewValueArgList[i].pNewValueArg, NULL};
  struct command_kernel_update u = {count,
                                    args,
                                    d->newWorkDim,
                                    d->pNewGlobalWorkOffset,
                                    d->pNewGlobalWorkSize,
                                    d->pNewLocalWorkSize};
  core_result r = command_update_kernel(d->hCommand, &u);
  free(args);
  return r;
}

ur_result_t UR_APICALL urCommandBufferUpdateKernelLaunchExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, uint32_t numKernelUpdates,
    const ur_exp_command_buffer_update_kernel_launch_desc_t *pUpdateKernelLaunch) {
  ur_result_t result = check_updates(hCommandBuffer, numKernelUpdates, pUpdateKernelLaunch);
  for (uint32_t i = 0; result == UR_RESULT_SUCCESS && i < numKernelUpdates; ++i)
    result = ur_result_from_core(update_one(&pUpdateKernelLaunch[i]));
  if (trace_enabled())
    ur_trace_call(__func__, result, "hCommandBuffer=%p, numKernelUpdates=%u",
                  (void *)hCommandBuffer, numKernelUpdates);
  return result;
}
