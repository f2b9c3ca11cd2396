/* Program-scope symbols: device global variables (read, write, address)
 * and device function addresses. */
#include <string.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "trace.h"

static pi_result find_global(pi_program program, uint32_t device_index, const char *name,
                             CUdeviceptr *ptr, size_t *size) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  if (!name)
    return PI_ERROR_INVALID_VALUE;
  if (!program->modules[device_index])
    return PI_ERROR_INVALID_PROGRAM_EXECUTABLE;
  CUresult r = cu.cuModuleGetGlobal(ptr, size, program->modules[device_index], name);
  if (r == CUDA_ERROR_NOT_FOUND)
    return pi_fail(PI_ERROR_INVALID_VALUE, "program %p has no global named %s",
                   (void *)program, name);
  return CU_CALL(r);
}

static pi_result global_pointer(pi_device device, pi_program program, const char *name,
                                size_t *size_ret, void **ptr_ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(program->context, device) : -1;
  if (d < 0)
    return PI_ERROR_INVALID_DEVICE;
  if (!ptr_ret)
    return PI_ERROR_INVALID_VALUE;
  CUdeviceptr ptr = 0;
  size_t size = 0;
  PI_CHECK(context_enter(&program->context->device_contexts[d]));
  PI_CHECK(find_global(program, (uint32_t)d, name, &ptr, &size));
  *ptr_ret = (void *)ptr;
  if (size_ret)
    *size_ret = size;
  return PI_SUCCESS;
}

pi_result piextGetGlobalVariablePointer(pi_device Device, pi_program Program,
                                        const char *GlobalVariableName,
                                        size_t *GlobalVariableSize,
                                        void **GlobalVariablePointerRet) {
  PI_TRACED(global_pointer(Device, Program, GlobalVariableName, GlobalVariableSize,
                           GlobalVariablePointerRet),
            "device=%p, program=%p, name=%s", (void *)Device, (void *)Program,
            GlobalVariableName ? GlobalVariableName : "(null)");
}

static pi_result global_copy(pi_queue queue, pi_program program, const char *name,
                             bool to_device, pi_bool blocking, size_t count, size_t offset,
                             void *host, pi_uint32 n, const pi_event *list, pi_event *event) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return PI_ERROR_INVALID_QUEUE;
  if (!host)
    return PI_ERROR_INVALID_VALUE;
  struct enqueue e;
  PI_CHECK(enqueue_begin(&e, queue, n, list,
                         to_device ? PI_COMMAND_TYPE_DEVICE_GLOBAL_VARIABLE_WRITE
                                   : PI_COMMAND_TYPE_DEVICE_GLOBAL_VARIABLE_READ,
                         event != NULL));
  CUdeviceptr ptr = 0;
  size_t size = 0;
  pi_result r = find_global(program, queue->device_index, name, &ptr, &size);
  if (r == PI_SUCCESS && (offset > size || count > size - offset))
    r = pi_fail(PI_ERROR_INVALID_VALUE, "[%zu, +%zu) lies outside the %zu-byte global %s",
                offset, count, size, name);
  if (r == PI_SUCCESS)
    r = to_device ? CU_CALL(cu.cuMemcpyHtoDAsync(ptr + offset, host, count, e.stream))
                  : CU_CALL(cu.cuMemcpyDtoHAsync(host, ptr + offset, count, e.stream));
  if (r == PI_SUCCESS && blocking)
    r = enqueue_wait(&e);
  return enqueue_end(&e, r, event);
}

pi_result piextEnqueueDeviceGlobalVariableWrite(pi_queue queue, pi_program program,
                                                const char *name, pi_bool blocking_write,
                                                size_t count, size_t offset, const void *src,
                                                pi_uint32 num_events_in_wait_list,
                                                const pi_event *event_wait_list,
                                                pi_event *event) {
  PI_TRACED(global_copy(queue, program, name, true, blocking_write, count, offset,
                        (void *)src, num_events_in_wait_list, event_wait_list, event),
            "queue=%p, program=%p, name=%s, blocking=%u, count=%zu, offset=%zu, src=%p",
            (void *)queue, (void *)program, name ? name : "(null)", blocking_write, count,
            offset, src);
}

pi_result piextEnqueueDeviceGlobalVariableRead(pi_queue queue, pi_program program,
                                               const char *name, pi_bool blocking_read,
                                               size_t count, size_t offset, void *dst,
                                               pi_uint32 num_events_in_wait_list,
                                               const pi_event *event_wait_list,
                                               pi_event *event) {
  PI_TRACED(global_copy(queue, program, name, false, blocking_read, count, offset, dst,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, program=%p, name=%s, blocking=%u, count=%zu, offset=%zu, dst=%p",
            (void *)queue, (void *)program, name ? name : "(null)", blocking_read, count,
            offset, dst);
}

/* CUDA has no device function pointers for the host: the "address" is the
 * CUfunction, which proves the function exists. */
static pi_result function_pointer(pi_device device, pi_program program, const char *name,
                                  pi_uint64 *ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(program->context, device) : -1;
  if (d < 0)
    return PI_ERROR_INVALID_DEVICE;
  if (!name || !ret)
    return PI_ERROR_INVALID_VALUE;
  *ret = 0;
  if (!program->modules[d])
    return PI_ERROR_INVALID_PROGRAM_EXECUTABLE;
  CUfunction f;
  PI_CHECK(context_enter(&program->context->device_contexts[d]));
  CUresult r = cu.cuModuleGetFunction(&f, program->modules[d], name);
  if (r == CUDA_ERROR_NOT_FOUND)
    return PI_ERROR_INVALID_KERNEL_NAME;
  CU_CHECK(r);
  *ret = (pi_uint64)(uintptr_t)f;
  return PI_SUCCESS;
}

pi_result piextGetDeviceFunctionPointer(pi_device device, pi_program program,
                                        const char *function_name,
                                        pi_uint64 *function_pointer_ret) {
  PI_TRACED(function_pointer(device, program, function_name, function_pointer_ret),
            "device=%p, program=%p, name=%s", (void *)device, (void *)program,
            function_name ? function_name : "(null)");
}
