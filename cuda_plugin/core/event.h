/* Events: status, profiling times, callbacks, waits and native events. */
#ifndef CUDA_CORE_EVENT_H
#define CUDA_CORE_EVENT_H

#include "objects.h"

/* A profiled command's times on the host clock's scale, in ns. */
struct event_times {
  uint64_t queued, start, end;
};

core_result event_create_user(core_context context, core_event *ret_event);
/* A completed kernel's status is where a recoverable assert shows. */
core_result event_get_status(core_event event, enum event_status *status);
core_result event_profile(core_event event, struct event_times *times);
core_result events_wait(uint32_t num_events, const core_event *event_list);
core_result event_set_callback(core_event event, enum event_status when, int32_t face_status,
                               event_notify notify, void *user_data);
core_result event_retain(core_event event);
core_result event_release(core_event event);
core_result event_native_handle(core_event event, uintptr_t *handle);
core_result event_from_native(uintptr_t handle, core_context context, bool own, core_event *event);

#endif
