/* Any call from any thread: 8 threads x 10,000 launches on one shared
 * in-order queue (one kernel object, one buffer), on separate queues, with
 * an event per launch, and mixing buffers, USM and events on each thread's
 * queue with the counts checked along the way.
 * usage: plugin_threads KERNELS.fatbin */
#include <pthread.h>
#include <stdlib.h>

#include "add_one_kernel.h"

enum { THREADS = 8, LAUNCHES = 10000, N = 256 };

/* LAUNCHES, or PLUGIN_THREADS_LAUNCHES where a tool slows every launch down
 * (run_compute_sanitizer.sh). */
static int launches_per_thread = LAUNCHES;

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
  for (int i = 0; i < launches_per_thread && w->result == PI_SUCCESS; ++i) {
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
  EXPECT(buffer_holds(g, g->queue, m, THREADS * launches_per_thread));
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
    EXPECT(buffer_holds(g, workers[t].queue, workers[t].buffer, launches_per_thread));
    OK(piKernelRelease(workers[t].kernel));
    OK(piMemRelease(workers[t].buffer));
    OK(piQueueRelease(workers[t].queue));
  }
  return true;
}

static bool own_queues(struct gpu *g) { return separate_queues(g, false, 0); }
static bool own_queues_with_events(struct gpu *g) { return separate_queues(g, true, 0); }

/* One thread of the mixed case: add_one on a buffer and on a USM allocation,
 * launches with and without events, a launch waiting on another's event, and
 * every 1,000 launches a blocking read of both that must show exactly the
 * launches made so far. */
struct mixed_worker {
  int index;
  pi_queue queue;
  pi_mem buffer;
  int *usm;
  pi_kernel on_buffer, on_usm;
  int buffer_adds, usm_adds; /* launches made on each */
  char failure[256];
};

static bool holds(struct mixed_worker *w, const int *data, int expected, const char *what,
                  int launch) {
  for (int i = 0; i < N; ++i)
    if (data[i] != expected) {
      snprintf(w->failure, sizeof w->failure,
               "thread %d after %d launches: %s element %d is %d, expected %d", w->index, launch,
               what, i, data[i], expected);
      return false;
    }
  return true;
}

static bool fail_with(struct mixed_worker *w, const char *what, int launch, pi_result r) {
  snprintf(w->failure, sizeof w->failure, "thread %d after %d launches: %s returned %d",
           w->index, launch, what, (int)r);
  return false;
}

static bool counts_hold(struct mixed_worker *w, int launch) {
  int host[N];
  pi_result r = piEnqueueMemBufferRead(w->queue, w->buffer, PI_TRUE, 0, sizeof host, host, 0,
                                       NULL, NULL);
  if (r != PI_SUCCESS)
    return fail_with(w, "piEnqueueMemBufferRead", launch, r);
  if (!holds(w, host, w->buffer_adds, "buffer", launch))
    return false;
  r = piextUSMEnqueueMemcpy(w->queue, PI_TRUE, host, w->usm, sizeof host, 0, NULL, NULL);
  if (r != PI_SUCCESS)
    return fail_with(w, "piextUSMEnqueueMemcpy", launch, r);
  return holds(w, host, w->usm_adds, "USM", launch);
}

static pi_result launch(struct mixed_worker *w, pi_kernel k, pi_uint32 waits,
                        const pi_event *wait_list, pi_event *event) {
  size_t global = N, local = 64;
  pi_result r =
      piEnqueueKernelLaunch(w->queue, k, 1, NULL, &global, &local, waits, wait_list, event);
  if (r == PI_SUCCESS) {
    if (k == w->on_buffer)
      ++w->buffer_adds;
    else
      ++w->usm_adds;
  }
  return r;
}

static bool mixed_step(struct mixed_worker *w, int launch_index, int *launches) {
  pi_event ev = NULL;
  pi_result r = PI_SUCCESS;
  switch (launch_index % 4) {
  case 0: /* buffer, no event */
    r = launch(w, w->on_buffer, 0, NULL, NULL);
    *launches += 1;
    break;
  case 1: /* USM with an event, waited on now and then, always released */
    r = launch(w, w->on_usm, 0, NULL, &ev);
    if (r == PI_SUCCESS && launch_index % 401 == 1)
      r = piEventsWait(1, &ev);
    if (ev && r == PI_SUCCESS)
      r = piEventRelease(ev);
    *launches += 1;
    break;
  case 2: /* buffer with an event, then USM waiting on it */
    r = launch(w, w->on_buffer, 0, NULL, &ev);
    if (r == PI_SUCCESS)
      r = launch(w, w->on_usm, 1, &ev, NULL);
    if (ev && r == PI_SUCCESS)
      r = piEventRelease(ev);
    *launches += 2;
    break;
  default: /* USM, no event */
    r = launch(w, w->on_usm, 0, NULL, NULL);
    *launches += 1;
    break;
  }
  return r == PI_SUCCESS || fail_with(w, "a launch or event call", *launches, r);
}

static void *mixed_work(void *arg) {
  struct mixed_worker *w = arg;
  int next_check = 1000;
  for (int launches = 0, i = 0; launches < launches_per_thread; ++i) {
    if (!mixed_step(w, i, &launches))
      return NULL;
    if (launches >= next_check) {
      if (!counts_hold(w, launches))
        return NULL;
      next_check += 1000;
    }
  }
  pi_result r = piQueueFinish(w->queue);
  if (r != PI_SUCCESS)
    fail_with(w, "piQueueFinish", launches_per_thread, r);
  else
    counts_hold(w, launches_per_thread);
  return NULL;
}

static bool mixed_worker_open(struct gpu *g, int index, struct mixed_worker *w) {
  *w = (struct mixed_worker){.index = index};
  OK(piQueueCreate(g->context, g->device, 0, &w->queue));
  w->buffer = zeroed_buffer(g);
  EXPECT(w->buffer != NULL);
  OK(piextUSMDeviceAlloc((void **)&w->usm, g->context, g->device, NULL, N * sizeof(int), 0));
  OK(piextUSMEnqueueMemset(w->queue, w->usm, 0, N * sizeof(int), 0, NULL, NULL));
  w->on_buffer = add_one_kernel(w->buffer, N);
  w->on_usm = make_kernel(test_program, "add_one");
  uint64_t n = N;
  EXPECT(w->on_buffer && w->on_usm);
  OK(piextKernelSetArgPointer(w->on_usm, 0, sizeof w->usm, &w->usm));
  OK(piKernelSetArg(w->on_usm, 1, sizeof n, &n));
  return true;
}

static bool mixed_worker_close(struct gpu *g, struct mixed_worker *w) {
  OK(piQueueFinish(w->queue));
  OK(piKernelRelease(w->on_buffer));
  OK(piKernelRelease(w->on_usm));
  OK(piMemRelease(w->buffer));
  OK(piextUSMFree(g->context, w->usm));
  OK(piQueueRelease(w->queue));
  return true;
}

static bool mixed_buffers_usm_events(struct gpu *g) {
  struct mixed_worker workers[THREADS];
  pthread_t threads[THREADS];
  for (int t = 0; t < THREADS; ++t)
    EXPECT(mixed_worker_open(g, t, &workers[t]));
  for (int t = 0; t < THREADS; ++t)
    EXPECT(pthread_create(&threads[t], NULL, mixed_work, &workers[t]) == 0);
  for (int t = 0; t < THREADS; ++t)
    pthread_join(threads[t], NULL);
  bool ok = true;
  for (int t = 0; t < THREADS; ++t) {
    if (workers[t].failure[0]) {
      printf("  %s\n", workers[t].failure);
      ok = false;
    }
    EXPECT(mixed_worker_close(g, &workers[t]));
  }
  return ok;
}

int main(int argc, char **argv) {
  const char *launches = getenv("PLUGIN_THREADS_LAUNCHES");
  if (launches && atoi(launches) > 0)
    launches_per_thread = atoi(launches);
  char names[4][128];
  static const char *const kinds[] = {
      "one queue, one kernel", "a queue each", "a queue each, an event per launch",
      "buffers, USM and events mixed, counts checked every 1000"};
  for (int i = 0; i < 4; ++i)
    snprintf(names[i], sizeof names[i], "%d threads x %d launches: %s", THREADS,
             launches_per_thread, kinds[i]);
  const struct named_case cases[] = {
      {names[0], shared_queue_and_kernel},
      {names[1], own_queues},
      {names[2], own_queues_with_events},
      {names[3], mixed_buffers_usm_events},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
