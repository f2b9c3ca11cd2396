/* A kernel fault (CUDA_ERROR_ILLEGAL_ADDRESS and the other errors CUDA
 * documents as leaving the process unusable) is reported once as a command
 * failure naming the CUDA error, then loses CUDA for the process as an
 * assert does: every context, of every device, fails with "context lost
 * after a kernel fault (...)". A later assert does not rename the cause.
 * Handles and devices are made up: no driver. */
#include <string.h>

#include "check.h"
#include "device_context.h"
#include "errors.h"

static char device_a, device_b;

static struct device_context make(uintptr_t handle, void *device) {
  struct device_context dc;
  memset(&dc, 0, sizeof dc);
  dc.handle = (CUcontext)handle;
  dc.device = (struct cuda_device *)device;
  return dc;
}

static const char *last_message(void) {
  char *message = NULL;
  core_get_last_error(&message);
  return message;
}

int main(void) {
  struct device_context a = make(0x1000, &device_a), b = make(0x2000, &device_b);
  device_context_register(&a);
  device_context_register(&b);

  CHECK_EQ(core_error_from_cuda(CUDA_ERROR_ILLEGAL_ADDRESS, "cuEventSynchronize(e)", "event.c", 9),
           CORE_ERROR_COMMAND_EXECUTION_FAILURE);
  CHECK(strstr(last_message(), "cuEventSynchronize(e) failed at event.c:9: "
                               "CUDA_ERROR_ILLEGAL_ADDRESS (700") != NULL);
  CHECK(strstr(last_message(), "a kernel faulted") != NULL);
  CHECK(device_context_is_lost(&a) && device_context_is_lost(&b));

  CHECK_EQ(device_context_check(&b), CORE_ERROR_CONTEXT_LOST);
  CHECK(strstr(last_message(), "context lost after a kernel fault (CUDA_ERROR_ILLEGAL_ADDRESS)") !=
        NULL);
  CHECK_EQ(device_context_check_process(), CORE_ERROR_CONTEXT_LOST);

  /* What follows a fault is its consequence: the cause stays the fault. */
  CHECK_EQ(core_error_from_cuda(CUDA_ERROR_ASSERT, "cuStreamSynchronize(s)", "queue.c", 5),
           CORE_ERROR_DEVICE_ASSERT);
  CHECK_EQ(device_context_check(&a), CORE_ERROR_CONTEXT_LOST);
  CHECK(strstr(last_message(), "after a kernel fault (CUDA_ERROR_ILLEGAL_ADDRESS)") != NULL);

  /* Contexts made afterwards start lost. */
  struct device_context later = make(0x3000, &device_a);
  device_context_register(&later);
  CHECK(device_context_is_lost(&later));
  return check_report("device_fault_test");
}
