/* What every enqueue shares: the queue checks, the stream choice, the wait
 * list turned into stream waits, and the event around the command. */
#ifndef CUDA_CORE_ENQUEUE_H
#define CUDA_CORE_ENQUEUE_H

#include "objects.h"

struct enqueue {
  core_queue queue;
  CUstream stream;
  core_event event; /* NULL when the caller asked for none */
};

core_result check_wait_list(uint32_t num_events, const core_event *events);

/* Validates queue and wait list, makes the queue's context current, picks
 * a stream, makes it wait for the list, and starts the event when `want_event`. */
core_result enqueue_begin(struct enqueue *e, core_queue queue, uint32_t num_events,
                          const core_event *events, enum command_kind command, bool want_event);

/* Records the event after a successful command and hands it to `*out`. */
core_result enqueue_end(struct enqueue *e, core_result status, core_event *out);

/* Blocks until the command's stream reaches this point. */
core_result enqueue_wait(struct enqueue *e);

/* Used by barriers: every stream of the queue waits for all the others. */
core_result queue_join_streams(core_queue queue);

core_result event_wait_on_stream(core_event event, CUstream stream);
core_result event_create(core_context context, core_queue queue, enum command_kind command,
                         CUstream stream, core_event *out);
core_result event_record_end(core_event event);
void event_destroy(core_event event);

#endif
