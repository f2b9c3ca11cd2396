/* Queues: streams (several for out-of-order queues), barriers, finish, native streams. */
#ifndef CUDA_CORE_QUEUE_H
#define CUDA_CORE_QUEUE_H

#include "objects.h"

core_result queue_check_target(core_context context, core_device device);
core_result queue_new(core_context context, core_device device, unsigned flags,
                      uint64_t face_properties, core_queue *out);
core_result queue_is_empty(core_queue queue, bool *empty);
core_result queue_finish(core_queue queue);
/* Commands reach the device when enqueued: nothing to flush. */
core_result queue_flush(core_queue queue);
core_result queue_native_handle(core_queue queue, uintptr_t *handle, int32_t *desc);
core_result queue_from_native(uintptr_t handle, core_context context, core_device device, bool own,
                              core_queue *queue);
/* A marker: with a wait list it waits for those events, without one for
 * everything enqueued before it. A barrier also holds back what comes after. */
core_result enqueue_marker(core_queue queue, uint32_t num_events, const core_event *events,
                           core_event *event, bool barrier);

#endif
