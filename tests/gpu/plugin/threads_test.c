/* Any call from any thread: 8 threads x 10,000 launches on one shared
 * in-order queue (one kernel object, one buffer), on separate queues, and
 * with an event per launch.  usage: plugin_threads KERNELS.fatbin */
#include <pthread.h>
#include <stdlib.h>

#include "add_one_kernel.h"

enum { THREADS = 8, LAUNCHES = 10000, N = 256 };


struct worker {
  struct gpu *g;
  pi_queue queue;
  pi_kernel kernel;
  pi_mem buffer;
  bool with_events;
  pi_result result;
};

static void *work(void *arg) {
  struct worker *w = arg;
  size_t global = N, local = 64;
  for (int i = 0; i < LAUNCHES && w->result == PI_SUCCESS; ++i) {
    pi_event ev = NULL;
    w->result = piEnqueueKernelLaunch(w->queue, w->kernel, 1, NULL, &global, &local, 0, NULL,
                                      w->with_events ? &ev : NULL);
    if (ev && w->result == PI_SUCCESS)
      w->result = piEventRelease(ev);
  }
  return NULL;
}

static bool run_workers(struct worker *workers) {
  pthread_t threads[THREADS];
  for (int t = 0; t < THREADS; ++t)
    EXPECT(pthread_create(&threads[t], NULL, work, &workers[t]) == 0);
  for (int t = 0; t < THREADS; ++t)
    pthread_join(threads[t], NULL);
  for (int t = 0; t < THREADS; ++t)
    OK(workers[t].result);
  return true;
}

static bool buffer_holds(struct gpu *g, pi_queue q, pi_mem m, int expected) {
  int host[N];
  OK(piEnqueueMemBufferRead(q, m, PI_TRUE, 0, sizeof host, host, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    if (host[i] != expected) {
      printf("  element %d is %d, expected %d\n", i, host[i], expected);
      return false;
    }
  (void)g;
  return true;
}

static pi_mem zeroed_buffer(struct gpu *g) {
  static const int zeros[N];
  pi_mem m = NULL;
  piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof zeros, (void *)zeros, &m,
                    NULL);
  return m;
}

static bool shared_queue_and_kernel(struct gpu *g) {
  pi_mem m = zeroed_buffer(g);
  pi_kernel k = add_one_kernel(m, N);
  EXPECT(m && k);
  struct worker workers[THREADS];
  for (int t = 0; t < THREADS; ++t)
    workers[t] = (struct worker){g, g->queue, k, m, false, PI_SUCCESS};
  EXPECT(run_workers(workers));
  OK(piQueueFinish(g->queue));
  EXPECT(buffer_holds(g, g->queue, m, THREADS * LAUNCHES));
  OK(piKernelRelease(k));
  OK(piMemRelease(m));
  return true;
}

static bool separate_queues(struct gpu *g, bool with_events, pi_queue_properties props) {
  struct worker workers[THREADS];
  for (int t = 0; t < THREADS; ++t) {
    pi_queue q;
    OK(piQueueCreate(g->context, g->device, props, &q));
    pi_mem m = zeroed_buffer(g);
    pi_kernel k = add_one_kernel(m, N);
    EXPECT(m && k);
    workers[t] = (struct worker){g, q, k, m, with_events, PI_SUCCESS};
  }
  EXPECT(run_workers(workers));
  for (int t = 0; t < THREADS; ++t) {
    OK(piQueueFinish(workers[t].queue));
    EXPECT(buffer_holds(g, workers[t].queue, workers[t].buffer, LAUNCHES));
    OK(piKernelRelease(workers[t].kernel));
    OK(piMemRelease(workers[t].buffer));
    OK(piQueueRelease(workers[t].queue));
  }
  return true;
}

static bool own_queues(struct gpu *g) { return separate_queues(g, false, 0); }
static bool own_queues_with_events(struct gpu *g) { return separate_queues(g, true, 0); }

int main(int argc, char **argv) {
  const struct named_case cases[] = {
      {"8 threads x 10000 launches: one queue, one kernel", shared_queue_and_kernel},
      {"8 threads x 10000 launches: a queue each", own_queues},
      {"8 threads x 10000 launches: a queue each, an event per launch", own_queues_with_events},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
