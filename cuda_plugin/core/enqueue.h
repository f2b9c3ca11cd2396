/* What every enqueue shares: the queue checks, the stream choice, the wait
 * list turned into stream waits, and the PI event around the command. */
#ifndef PI_CUDA_ENQUEUE_H
#define PI_CUDA_ENQUEUE_H

#include "objects.h"

struct enqueue {
  pi_queue queue;
  CUstream stream;
  pi_event event; /* NULL when the caller asked for none */
};

pi_result check_wait_list(pi_uint32 num_events, const pi_event *events);

/* Validates queue and wait list, makes the queue's context current, picks
 * a stream, makes it wait for the list, and starts the event when `want_event`. */
pi_result enqueue_begin(struct enqueue *e, pi_queue queue, pi_uint32 num_events,
                        const pi_event *events, pi_command_type type, bool want_event);

/* Records the event after a successful command and hands it to `*out`. */
pi_result enqueue_end(struct enqueue *e, pi_result status, pi_event *out);

/* Blocks until the command's stream reaches this point. */
pi_result enqueue_wait(struct enqueue *e);

/* Used by barriers: every stream of the queue waits for all the others. */
pi_result queue_join_streams(pi_queue queue);

pi_result event_wait_on_stream(pi_event event, CUstream stream);
pi_result event_create(pi_context context, pi_queue queue, pi_command_type type,
                       CUstream stream, pi_event *out);
pi_result event_record_end(pi_event event);
void event_destroy(pi_event event);

#endif
