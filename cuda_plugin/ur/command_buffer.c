/* The CommandBufferExp table's life of a command buffer over the core's
 * (core/command_buffer.h), and urEnqueueCommandBufferExp (the EnqueueExp
 * table). */
#include "info_result.h"
#include "null_traced.h"

static core_result create(ur_context_handle_t context, ur_device_handle_t device,
                          const ur_exp_command_buffer_desc_t *desc,
                          ur_exp_command_buffer_handle_t *out) {
  if (!desc)
    return CORE_ERROR_INVALID_VALUE;
  if (desc->stype != UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC)
    return core_fail(CORE_ERROR_INVALID_VALUE, "command-buffer descriptor of type %d",
                     (int)desc->stype);
  struct command_buffer_options options = {desc->isUpdatable, desc->isInOrder,
                                           desc->enableProfiling};
  return command_buffer_create(context, device, &options, out);
}

static core_result get_info(ur_exp_command_buffer_handle_t buffer,
                            ur_exp_command_buffer_info_t prop, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  switch (prop) {
  case UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&buffer->refs));
  case UR_EXP_COMMAND_BUFFER_INFO_DESCRIPTOR:
    INFO_VALUE(
        ur_exp_command_buffer_desc_t,
        ((ur_exp_command_buffer_desc_t){UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC, NULL,
                                        buffer->updatable, buffer->in_order, buffer->profiling}));
  default:
    return CORE_ERROR_INVALID_PROPERTY;
  }
}

/* The CUDA graph the buffer records into. */
static core_result native_handle(ur_exp_command_buffer_handle_t buffer, ur_native_handle_t *out) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (!out)
    return CORE_ERROR_INVALID_VALUE;
  *out = (ur_native_handle_t)buffer->graph;
  return CORE_SUCCESS;
}

ur_result_t UR_APICALL urCommandBufferCreateExp(
    ur_context_handle_t hContext, ur_device_handle_t hDevice,
    const ur_exp_command_buffer_desc_t *pCommandBufferDesc,
    ur_exp_command_buffer_handle_t *phCommandBuffer) {
  UR_ARGS_TRACED(
      !hContext || !hDevice, !pCommandBufferDesc || !phCommandBuffer, false,
      create(hContext, hDevice, pCommandBufferDesc, phCommandBuffer),
      "hContext=%p, hDevice=%p, updatable=%d, inOrder=%d, phCommandBuffer=%p", (void *)hContext,
      (void *)hDevice, pCommandBufferDesc ? (int)pCommandBufferDesc->isUpdatable : 0,
      pCommandBufferDesc ? (int)pCommandBufferDesc->isInOrder : 0, (void *)phCommandBuffer);
}

ur_result_t UR_APICALL urCommandBufferRetainExp(ur_exp_command_buffer_handle_t hCommandBuffer) {
  UR_ARGS_TRACED(!hCommandBuffer, false, false, command_buffer_retain(hCommandBuffer),
                 "hCommandBuffer=%p", (void *)hCommandBuffer);
}

ur_result_t UR_APICALL urCommandBufferReleaseExp(ur_exp_command_buffer_handle_t hCommandBuffer) {
  UR_ARGS_TRACED(!hCommandBuffer, false, false, command_buffer_release(hCommandBuffer),
                 "hCommandBuffer=%p", (void *)hCommandBuffer);
}

ur_result_t UR_APICALL urCommandBufferFinalizeExp(ur_exp_command_buffer_handle_t hCommandBuffer) {
  UR_ARGS_TRACED(!hCommandBuffer, false, false, command_buffer_finalize(hCommandBuffer),
                 "hCommandBuffer=%p", (void *)hCommandBuffer);
}

ur_result_t UR_APICALL urCommandBufferGetInfoExp(ur_exp_command_buffer_handle_t hCommandBuffer,
                                                 ur_exp_command_buffer_info_t propName,
                                                 size_t propSize, void *pPropValue,
                                                 size_t *pPropSizeRet) {
  ur_result_t result = ur_arg_check(!hCommandBuffer, false, false);
  if (result == UR_RESULT_SUCCESS)
    result = ur_info_args(propSize, pPropValue, pPropSizeRet);
  if (result == UR_RESULT_SUCCESS)
    result = ur_info_result(get_info(hCommandBuffer, propName, propSize, pPropValue, pPropSizeRet));
  if (trace_enabled())
    ur_trace_call(__func__, result, "hCommandBuffer=%p, propName=%d, propSize=%zu",
                  (void *)hCommandBuffer, (int)propName, propSize);
  return result;
}

ur_result_t UR_APICALL urCommandBufferGetNativeHandleExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_native_handle_t *phNativeCommandBuffer) {
  UR_ARGS_TRACED(!hCommandBuffer, !phNativeCommandBuffer, false,
                 native_handle(hCommandBuffer, phNativeCommandBuffer),
                 "hCommandBuffer=%p, phNativeCommandBuffer=%p", (void *)hCommandBuffer,
                 (void *)phNativeCommandBuffer);
}

ur_result_t UR_APICALL urEnqueueCommandBufferExp(ur_queue_handle_t hQueue,
                                                 ur_exp_command_buffer_handle_t hCommandBuffer,
                                                 uint32_t numEventsInWaitList,
                                                 const ur_event_handle_t *phEventWaitList,
                                                 ur_event_handle_t *phEvent) {
  UR_ARGS_TRACED(
      !hQueue || !hCommandBuffer, false, false,
      command_buffer_enqueue(hCommandBuffer, hQueue, numEventsInWaitList, phEventWaitList, phEvent),
      "hQueue=%p, hCommandBuffer=%p, numEvents=%u, phEvent=%p", (void *)hQueue,
      (void *)hCommandBuffer, numEventsInWaitList, (void *)phEvent);
}
