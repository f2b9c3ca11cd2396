/* Queues (in-order, out-of-order, profiling, barriers) and events (wait,
 * status, profiling timestamps, callbacks).  usage: plugin_queue_event KERNELS.fatbin */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "add_one_kernel.h"

enum { N = 1 << 20 };

/* 100 dependent increments on an in-order queue, then the result. */
static bool in_order_queue(struct gpu *g) {
  pi_mem m;
  int *host = calloc(N, sizeof *host);
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, N * sizeof *host, host, &m,
                       NULL));
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(k != NULL);
  size_t global = N;
  for (int i = 0; i < 100; ++i)
    OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
  OK(piEnqueueMemBufferRead(g->queue, m, PI_TRUE, 0, N * sizeof *host, host, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    EXPECT(host[i] == 100);
  pi_bool empty = PI_FALSE;
  OK(piQueueGetInfo(g->queue, PI_EXT_ONEAPI_QUEUE_INFO_EMPTY, sizeof empty, &empty, NULL));
  EXPECT(empty == PI_TRUE);
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  free(host);
  return true;
}

/* On an out-of-order queue, order comes from events and barriers only. */
static bool out_of_order_queue(struct gpu *g) {
  pi_queue q;
  OK(piQueueCreate(g->context, g->device, PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE, &q));
  pi_queue_properties props = 0;
  OK(piQueueGetInfo(q, PI_QUEUE_INFO_PROPERTIES, sizeof props, &props, NULL));
  EXPECT(props & PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, N * sizeof(int), NULL, &m, NULL));
  int zero = 0;
  pi_event filled, step;
  OK(piEnqueueMemBufferFill(q, m, &zero, sizeof zero, 0, N * sizeof(int), 0, NULL, &filled));
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(k != NULL);
  size_t global = N;
  /* A chain through events: each launch waits for the previous one. */
  pi_event prev = filled;
  for (int i = 0; i < 20; ++i) {
    OK(piEnqueueKernelLaunch(q, k, 1, NULL, &global, NULL, 1, &prev, &step));
    OK(piEventRelease(prev));
    prev = step;
  }
  OK(piEventRelease(prev));
  /* A barrier without a wait list orders everything after it. */
  OK(piEnqueueEventsWaitWithBarrier(q, 0, NULL, NULL));
  for (int i = 0; i < 5; ++i) {
    OK(piEnqueueKernelLaunch(q, k, 1, NULL, &global, NULL, 0, NULL, NULL));
    OK(piEnqueueEventsWaitWithBarrier(q, 0, NULL, NULL));
  }
  pi_event marker;
  OK(piEnqueueEventsWait(q, 0, NULL, &marker));
  int *host = malloc(N * sizeof *host);
  OK(piEnqueueMemBufferRead(q, m, PI_TRUE, 0, N * sizeof *host, host, 1, &marker, NULL));
  for (int i = 0; i < N; ++i)
    EXPECT(host[i] == 25);
  OK(piEventRelease(marker));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  OK(piQueueRelease(q));
  free(host);
  return true;
}

static bool profiling(struct gpu *g) {
  pi_queue q;
  OK(piQueueCreate(g->context, g->device, PI_QUEUE_FLAG_PROFILING_ENABLE, &q));
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, N * sizeof(int), NULL, &m, NULL));
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(k != NULL);
  size_t global = N;
  pi_event ev;
  OK(piEnqueueKernelLaunch(q, k, 1, NULL, &global, NULL, 0, NULL, &ev));
  OK(piEventsWait(1, &ev));
  uint64_t queued = 0, submit = 0, start = 0, end = 0;
  OK(piEventGetProfilingInfo(ev, PI_PROFILING_INFO_COMMAND_QUEUED, sizeof queued, &queued, NULL));
  OK(piEventGetProfilingInfo(ev, PI_PROFILING_INFO_COMMAND_SUBMIT, sizeof submit, &submit, NULL));
  OK(piEventGetProfilingInfo(ev, PI_PROFILING_INFO_COMMAND_START, sizeof start, &start, NULL));
  OK(piEventGetProfilingInfo(ev, PI_PROFILING_INFO_COMMAND_END, sizeof end, &end, NULL));
  printf("  queued %llu, start +%llu ns, end +%llu ns\n", (unsigned long long)queued,
         (unsigned long long)(start - queued), (unsigned long long)(end - queued));
  EXPECT(queued > 0 && submit >= queued && end > start);
  /* The device clock and the host clock share a scale: allow 1 ms skew. */
  EXPECT(start + 1000000 >= queued && end - queued < 1000000000ull);
  pi_event plain;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, &plain));
  OK(piEventsWait(1, &plain));
  EXPECT_PI(PI_ERROR_PROFILING_INFO_NOT_AVAILABLE,
            piEventGetProfilingInfo(plain, PI_PROFILING_INFO_COMMAND_START, sizeof start, &start,
                                    NULL));
  OK(piEventRelease(plain));
  OK(piEventRelease(ev));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  OK(piQueueRelease(q));
  return true;
}

static atomic_int callback_status = -1;
static void on_complete(pi_event event, pi_int32 status, void *user_data) {
  (void)event;
  *(int *)user_data = 1;
  atomic_store(&callback_status, status);
}

static bool event_status_and_callbacks(struct gpu *g) {
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, N * sizeof(int), NULL, &m, NULL));
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(k != NULL);
  size_t global = N;
  pi_event ev;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, &ev));
  static int called = 0;
  OK(piEventSetCallback(ev, PI_EVENT_COMPLETE, on_complete, &called));
  OK(piEventsWait(1, &ev));
  pi_int32 status = -1;
  OK(piEventGetInfo(ev, PI_EVENT_INFO_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
  EXPECT(status == PI_EVENT_COMPLETE);
  pi_command_type type;
  OK(piEventGetInfo(ev, PI_EVENT_INFO_COMMAND_TYPE, sizeof type, &type, NULL));
  EXPECT(type == PI_COMMAND_TYPE_NDRANGE_KERNEL);
  pi_queue q = NULL;
  OK(piEventGetInfo(ev, PI_EVENT_INFO_COMMAND_QUEUE, sizeof q, &q, NULL));
  EXPECT(q == g->queue);
  for (int i = 0; i < 500 && atomic_load(&callback_status) < 0; ++i)
    usleep(1000);
  EXPECT(atomic_load(&callback_status) == PI_EVENT_COMPLETE && called == 1);
  pi_event user;
  OK(piEventCreate(g->context, &user));
  OK(piEventsWait(1, &user));
  OK(piEventGetInfo(user, PI_EVENT_INFO_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
  EXPECT(status == PI_EVENT_COMPLETE);
  OK(piEventRelease(user));
  OK(piEventRelease(ev));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  return true;
}

/* Events of one queue order work on another. */
static bool cross_queue_dependency(struct gpu *g) {
  pi_queue other;
  OK(piQueueCreate(g->context, g->device, 0, &other));
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, N * sizeof(int), NULL, &m, NULL));
  int seven = 7;
  pi_event filled, incremented;
  OK(piEnqueueMemBufferFill(g->queue, m, &seven, sizeof seven, 0, N * sizeof(int), 0, NULL,
                            &filled));
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(k != NULL);
  size_t global = N;
  OK(piEnqueueKernelLaunch(other, k, 1, NULL, &global, NULL, 1, &filled, &incremented));
  int back[8];
  OK(piEnqueueMemBufferRead(g->queue, m, PI_TRUE, (N - 8) * sizeof(int), sizeof back, back, 1,
                            &incremented, NULL));
  for (int i = 0; i < 8; ++i)
    EXPECT(back[i] == 8);
  OK(piEventRelease(filled));
  OK(piEventRelease(incremented));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  OK(piQueueRelease(other));
  return true;
}

int main(int argc, char **argv) {
  const struct named_case cases[] = {
      {"in-order queue", in_order_queue},
      {"out-of-order queue: event chains, barriers, markers", out_of_order_queue},
      {"profiling timestamps", profiling},
      {"event status, info and callbacks", event_status_and_callbacks},
      {"dependency across queues", cross_queue_dependency},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
