/* Device asserts through the plugin. Recoverable: the record reported
 * through piQueueFinish, event status and concurrent waits, the context
 * usable afterwards. Native (last: CUDA leaves itself unusable to
 * the process after it): the assert error on the call that sees it, then
 * every context lost, with a clear error and no crash.
 * usage: plugin_assert NATIVE.fatbin RECOVERABLE.fatbin */
#include <pthread.h>
#include <string.h>

#include "gpu_test.h"

static const char *native_path, *recoverable_path;

enum { N = 64 };

struct check_launch {
  pi_program program;
  pi_kernel kernel;
  pi_mem data;
};

/* check_non_negative over N ints, failing at `bad` (none when negative). */
static bool prepare(struct gpu *g, const char *path, int bad, struct check_launch *l) {
  int values[N] = {0};
  if (bad >= 0)
    values[bad] = -1;
  l->program = build_program_file(g, path, NULL);
  EXPECT(l->program != NULL);
  l->kernel = make_kernel(l->program, "check_non_negative");
  EXPECT(l->kernel != NULL);
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof values, values, &l->data,
                       NULL));
  OK(piextKernelSetArgMemObj(l->kernel, 0, NULL, &l->data));
  return true;
}

static pi_result launch(struct gpu *g, struct check_launch *l, pi_event *event) {
  size_t global = N;
  return piEnqueueKernelLaunch(g->queue, l->kernel, 1, NULL, &global, NULL, 0, NULL, event);
}

static bool release(struct check_launch *l) {
  OK(piKernelRelease(l->kernel));
  OK(piMemRelease(l->data));
  OK(piProgramRelease(l->program));
  return true;
}

/* A context with its queue on the first device. */
static bool open_context(struct gpu *base, struct gpu *g) {
  *g = *base;
  OK(piContextCreate(NULL, 1, &g->device, NULL, NULL, &g->context));
  OK(piQueueCreate(g->context, g->device, 0, &g->queue));
  return true;
}

static bool runs_clean(struct gpu *g, const char *path) {
  struct check_launch l;
  EXPECT(prepare(g, path, -1, &l));
  pi_event ev;
  OK(launch(g, &l, &ev));
  OK(piEventsWait(1, &ev));
  OK(piEventRelease(ev));
  return release(&l);
}

static const char *last_error(void) {
  char *message = NULL;
  piPluginGetLastError(&message);
  return message ? message : "";
}

static bool passing_asserts(struct gpu *g) { return runs_clean(g, native_path); }

static bool native_context_round_trip(struct gpu *g) {
  struct gpu native = *g;
  pi_native_handle handle = 0;
  OK(piextContextGetNativeHandle(g->context, &handle));
  OK(piextContextCreateWithNativeHandle(handle, 1, &g->device, false, &native.context));
  OK(piQueueCreate(native.context, native.device, 0, &native.queue));
  EXPECT(runs_clean(&native, native_path));
  gpu_close(&native);
  return runs_clean(g, native_path);
}

static bool says_lost(pi_result result) {
  EXPECT_PI(PI_ERROR_INVALID_CONTEXT, result);
  EXPECT(strstr(last_error(), "context lost after a device-side assert") != NULL);
  return true;
}

static bool failing_assert(struct gpu *g) {
  struct gpu victim;
  EXPECT(open_context(g, &victim));
  struct check_launch l;
  EXPECT(prepare(&victim, native_path, 37, &l));
  void *device_usm, *host_usm;
  OK(piextUSMDeviceAlloc(&device_usm, victim.context, victim.device, NULL, 256, 0));
  OK(piextUSMHostAlloc(&host_usm, victim.context, NULL, 256, 0));
  pi_event ev;
  OK(launch(&victim, &l, &ev));
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, piEventsWait(1, &ev));
  EXPECT(strstr(last_error(), "device-side assert") != NULL);
  printf("  %s\n", last_error());

  /* Later calls on any context of the device fail clearly, before the driver. */
  pi_mem m;
  EXPECT(says_lost(piMemBufferCreate(victim.context, PI_MEM_FLAGS_ACCESS_RW, 64, NULL, &m, NULL)));
  EXPECT(says_lost(launch(&victim, &l, NULL)));
  EXPECT(says_lost(piEventsWait(1, &ev)));
  EXPECT(says_lost(piQueueFinish(g->queue)));
  EXPECT(says_lost(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, 64, NULL, &m, NULL)));
  EXPECT(device_says_lost(g, "context lost after a device-side assert"));

  /* Everything of the lost contexts can still be released and freed: a SYCL
   * runtime throws from sycl::free (and terminates in a destructor) if not. */
  OK(piextUSMFree(victim.context, device_usm));
  OK(piextUSMFree(victim.context, host_usm));
  OK(piEventRelease(ev));
  EXPECT(release(&l));
  OK(piQueueRelease(victim.queue));
  OK(piContextRelease(victim.context));
  OK(piQueueRelease(g->queue));
  OK(piContextRelease(g->context));
  return true;
}

/* A kernel that fails its assert, launched on g's queue. */
static bool launch_failing(struct gpu *g, struct check_launch *l, pi_event *ev) {
  EXPECT(prepare(g, recoverable_path, 5, l));
  OK(launch(g, l, ev));
  return true;
}

static bool recoverable_finish(struct gpu *g) {
  struct check_launch l;
  EXPECT(launch_failing(g, &l, NULL));
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, piQueueFinish(g->queue));
  EXPECT(strstr(last_error(), "Assertion `data[i] >= 0` failed.") != NULL);
  EXPECT(strstr(last_error(), "global id: [5,0,0]") != NULL);
  /* Reported once: the record is clear and the context usable. */
  OK(piQueueFinish(g->queue));
  EXPECT(release(&l));
  return runs_clean(g, recoverable_path);
}

static bool recoverable_event_status(struct gpu *g) {
  struct check_launch l;
  pi_event ev;
  EXPECT(launch_failing(g, &l, &ev));
  pi_int32 status = PI_EVENT_SUBMITTED;
  pi_result r = PI_SUCCESS;
  while (r == PI_SUCCESS && status != PI_EVENT_COMPLETE)
    r = piEventGetInfo(ev, PI_EVENT_INFO_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL);
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, r);
  /* The event keeps its answer; the queue has nothing left to report. */
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, piEventsWait(1, &ev));
  OK(piQueueFinish(g->queue));
  OK(piEventRelease(ev));
  return release(&l);
}

struct waiter {
  pi_event event;
  pi_result result;
};

static void *wait_event(void *arg) {
  struct waiter *w = arg;
  w->result = piEventsWait(1, &w->event);
  return NULL;
}

static bool recoverable_two_waiters(struct gpu *g) {
  struct check_launch l;
  pi_event ev;
  EXPECT(launch_failing(g, &l, &ev));
  struct waiter waiters[2] = {{ev, PI_SUCCESS}, {ev, PI_SUCCESS}};
  pthread_t threads[2];
  for (int i = 0; i < 2; ++i)
    EXPECT(pthread_create(&threads[i], NULL, wait_event, &waiters[i]) == 0);
  for (int i = 0; i < 2; ++i)
    pthread_join(threads[i], NULL);
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, waiters[0].result);
  EXPECT_PI(PI_ERROR_DEVICE_ASSERT, waiters[1].result);
  OK(piEventRelease(ev));
  EXPECT(release(&l));
  return runs_clean(g, recoverable_path);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: plugin_assert NATIVE.fatbin RECOVERABLE.fatbin\n");
    return 2;
  }
  native_path = argv[1];
  recoverable_path = argv[2];
  struct gpu g;
  gpu_open(&g);
  const struct named_case cases[] = {
      {"asserts that hold", passing_asserts},
      {"a PI context over the native CUcontext", native_context_round_trip},
      {"recoverable: piQueueFinish reports the assert once", recoverable_finish},
      {"recoverable: event status reports the assert, and the event keeps it",
       recoverable_event_status},
      {"recoverable: two threads waiting one event both see the assert",
       recoverable_two_waiters},
      {"native: the assert error, then every context lost, clearly", failing_assert},
  };
  return run_cases(&g, cases, sizeof cases / sizeof *cases);
}
