#include "face.h"

pi_result piEnqueueKernelLaunch(pi_queue queue, pi_kernel kernel, pi_uint32 work_dim,
                                const size_t *global_work_offset, const size_t *global_work_size,
                                const size_t *local_work_size, pi_uint32 num_events_in_wait_list,
                                const pi_event *event_wait_list, pi_event *event) {
  struct launch_request req = {work_dim, global_work_offset, global_work_size, local_work_size,
                               false};
  PI_TRACED(kernel_launch(queue, kernel, &req, num_events_in_wait_list, event_wait_list, event),
            "queue=%p, kernel=%p, work_dim=%u, offset=%p, global=%zu, local=%zu, "
            "num_events=%u, event=%p",
            (void *)queue, (void *)kernel, work_dim, (void *)global_work_offset,
            global_work_size ? global_work_size[0] : 0, local_work_size ? local_work_size[0] : 0,
            num_events_in_wait_list, (void *)event);
}

pi_result piextEnqueueCooperativeKernelLaunch(pi_queue queue, pi_kernel kernel, pi_uint32 work_dim,
                                              const size_t *global_work_offset,
                                              const size_t *global_work_size,
                                              const size_t *local_work_size,
                                              pi_uint32 num_events_in_wait_list,
                                              const pi_event *event_wait_list, pi_event *event) {
  struct launch_request req = {work_dim, global_work_offset, global_work_size, local_work_size,
                               true};
  PI_TRACED(kernel_launch(queue, kernel, &req, num_events_in_wait_list, event_wait_list, event),
            "queue=%p, kernel=%p, work_dim=%u, global=%zu, local=%zu, num_events=%u, "
            "event=%p",
            (void *)queue, (void *)kernel, work_dim, global_work_size ? global_work_size[0] : 0,
            local_work_size ? local_work_size[0] : 0, num_events_in_wait_list, (void *)event);
}

pi_result piextKernelSuggestMaxCooperativeGroupCount(pi_kernel kernel, size_t local_work_size,
                                                     size_t dynamic_shared_memory_size,
                                                     pi_uint32 *group_count_ret) {
  PI_TRACED(
      max_cooperative_groups(kernel, local_work_size, dynamic_shared_memory_size, group_count_ret),
      "kernel=%p, local=%zu, shared=%zu", (void *)kernel, local_work_size,
      dynamic_shared_memory_size);
}
