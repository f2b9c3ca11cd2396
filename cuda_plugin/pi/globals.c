#include "face.h"

pi_result piextGetGlobalVariablePointer(pi_device Device, pi_program Program,
                                        const char *GlobalVariableName, size_t *GlobalVariableSize,
                                        void **GlobalVariablePointerRet) {
  PI_TRACED(global_pointer(Device, Program, GlobalVariableName, GlobalVariableSize,
                           GlobalVariablePointerRet),
            "device=%p, program=%p, name=%s", (void *)Device, (void *)Program,
            GlobalVariableName ? GlobalVariableName : "(null)");
}

pi_result piextEnqueueDeviceGlobalVariableWrite(pi_queue queue, pi_program program,
                                                const char *name, pi_bool blocking_write,
                                                size_t count, size_t offset, const void *src,
                                                pi_uint32 num_events_in_wait_list,
                                                const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(global_copy(queue, program, name, true, blocking_write, count, offset, (void *)src,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, program=%p, name=%s, blocking=%u, count=%zu, offset=%zu, src=%p",
            (void *)queue, (void *)program, name ? name : "(null)", blocking_write, count, offset,
            src);
}

pi_result piextEnqueueDeviceGlobalVariableRead(pi_queue queue, pi_program program, const char *name,
                                               pi_bool blocking_read, size_t count, size_t offset,
                                               void *dst, pi_uint32 num_events_in_wait_list,
                                               const pi_event *event_wait_list, pi_event *event) {
  PI_TRACED(global_copy(queue, program, name, false, blocking_read, count, offset, dst,
                        num_events_in_wait_list, event_wait_list, event),
            "queue=%p, program=%p, name=%s, blocking=%u, count=%zu, offset=%zu, dst=%p",
            (void *)queue, (void *)program, name ? name : "(null)", blocking_read, count, offset,
            dst);
}

pi_result piextGetDeviceFunctionPointer(pi_device device, pi_program program,
                                        const char *function_name,
                                        pi_uint64 *function_pointer_ret) {
  PI_TRACED(function_pointer(device, program, function_name, function_pointer_ret),
            "device=%p, program=%p, name=%s", (void *)device, (void *)program,
            function_name ? function_name : "(null)");
}
