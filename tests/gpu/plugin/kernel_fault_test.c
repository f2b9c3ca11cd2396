/* A kernel of ours that stores through an address no allocation covers.
 * The call that sees the fault (the event wait) returns
 * PI_ERROR_COMMAND_EXECUTION_FAILURE naming CUDA_ERROR_ILLEGAL_ADDRESS; CUDA
 * then runs nothing more in the process, so every later call that would use
 * a context returns PI_ERROR_INVALID_CONTEXT, "context lost after a kernel
 * fault (CUDA_ERROR_ILLEGAL_ADDRESS)", before the driver, and every object
 * can still be released. Its own process: the fault is final for it.
 * usage: plugin_kernel_fault FAULT.fatbin */
#include <string.h>

#include "gpu_test.h"

/* Far below any allocation CUDA hands out: the first page is never mapped. */
static const uint64_t unmapped_address = 16;

static const char *last_error(void) {
  char *message = NULL;
  piPluginGetLastError(&message);
  return message ? message : "";
}

static pi_result store_at(struct gpu *g, pi_kernel k, uint64_t address, int value,
                          pi_event *event) {
  size_t global = 32;
  pi_result r = piKernelSetArg(k, 0, sizeof address, &address);
  if (r == PI_SUCCESS)
    r = piKernelSetArg(k, 1, sizeof value, &value);
  if (r == PI_SUCCESS)
    r = piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, NULL, 0, NULL, event);
  return r;
}

static bool valid_address_works(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "store_at");
  EXPECT(k != NULL);
  int *target = NULL, got = 0;
  OK(piextUSMDeviceAlloc((void **)&target, g->context, g->device, NULL, sizeof *target, 0));
  pi_event ev;
  OK(store_at(g, k, (uint64_t)(uintptr_t)target, 42, &ev));
  OK(piEventsWait(1, &ev));
  OK(piextUSMEnqueueMemcpy(g->queue, PI_TRUE, &got, target, sizeof got, 0, NULL, NULL));
  if (got != 42) {
    printf("  stored 42 through a USM address, read back %d\n", got);
    return false;
  }
  OK(piEventRelease(ev));
  OK(piextUSMFree(g->context, target));
  OK(piKernelRelease(k));
  return true;
}

static bool says_lost(pi_result result) {
  EXPECT_PI(PI_ERROR_INVALID_CONTEXT, result);
  if (!strstr(last_error(), "context lost after a kernel fault (CUDA_ERROR_ILLEGAL_ADDRESS)")) {
    printf("  message: %s\n", last_error());
    return false;
  }
  return true;
}

static bool illegal_address(struct gpu *g) {
  pi_kernel k = make_kernel(test_program, "store_at");
  EXPECT(k != NULL);
  int *spare = NULL;
  OK(piextUSMDeviceAlloc((void **)&spare, g->context, g->device, NULL, sizeof *spare, 0));
  pi_mem buffer;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, 64, NULL, &buffer, NULL));

  /* The launch is asynchronous; the wait sees the fault. */
  pi_event ev;
  OK(store_at(g, k, unmapped_address, 1, &ev));
  EXPECT_PI(PI_ERROR_COMMAND_EXECUTION_FAILURE, piEventsWait(1, &ev));
  printf("  %s\n", last_error());
  EXPECT(strstr(last_error(), "CUDA_ERROR_ILLEGAL_ADDRESS") != NULL);
  EXPECT(strstr(last_error(), "a kernel faulted") != NULL);

  /* What the context, and the device, can still do: nothing, said clearly. */
  EXPECT(says_lost(piEventsWait(1, &ev)));
  EXPECT(says_lost(piQueueFinish(g->queue)));
  EXPECT(says_lost(store_at(g, k, (uint64_t)(uintptr_t)spare, 2, NULL)));
  int host = 0;
  EXPECT(says_lost(piEnqueueMemBufferRead(g->queue, buffer, PI_TRUE, 0, sizeof host, &host, 0,
                                          NULL, NULL)));
  pi_mem more;
  EXPECT(says_lost(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, 64, NULL, &more, NULL)));
  int *more_usm = NULL;
  EXPECT(says_lost(
      piextUSMDeviceAlloc((void **)&more_usm, g->context, g->device, NULL, sizeof host, 0)));
  EXPECT(device_says_lost(g, "context lost after a kernel fault (CUDA_ERROR_ILLEGAL_ADDRESS)"));

  /* Every object of the lost context can still be released, and its memory
   * freed (a SYCL runtime's clean-up throws otherwise). */
  OK(piextUSMFree(g->context, spare));
  OK(piEventRelease(ev));
  OK(piMemRelease(buffer));
  OK(piKernelRelease(k));
  OK(piProgramRelease(test_program));
  test_program = NULL;
  OK(piQueueRelease(g->queue));
  g->queue = NULL;
  OK(piContextRelease(g->context));
  g->context = NULL;
  return true;
}

int main(int argc, char **argv) {
  const struct named_case cases[] = {
      {"a store through a USM address works", valid_address_works},
      {"an illegal address: the wait reports it, then the context is lost, clearly",
       illegal_address},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
