/* The lost-context state machine: an assert loses CUDA for the whole process
 * (every registered context, of every device, and contexts made later), and
 * later checks fail with the "context lost" error; errors that are no kernel
 * fault lose nothing (device_fault_test.c has the faults). Handles and
 * devices are made up: no driver. */
#include <string.h>

#include "check.h"
#include "device_context.h"
#include "errors.h"

/* Only their addresses matter to the registry. */
static char device_a, device_b;
#define DEVICE_A ((struct cuda_device *)(void *)&device_a)
#define DEVICE_B ((struct cuda_device *)(void *)&device_b)

static struct device_context make(uintptr_t handle, struct cuda_device *device) {
  struct device_context dc;
  memset(&dc, 0, sizeof dc);
  dc.handle = (CUcontext)handle;
  dc.device = device;
  return dc;
}

static bool message_says_lost(void) {
  char *message = NULL;
  return core_get_last_error(&message) == CORE_ERROR_CONTEXT_LOST &&
         strstr(message, "context lost after a device-side assert") != NULL;
}

int main(void) {
  struct device_context a1 = make(0x1000, DEVICE_A), a2 = make(0x1000, DEVICE_A),
                        b = make(0x2000, DEVICE_B);
  device_context_register(&a1);
  device_context_register(&a2);
  device_context_register(&b);
  CHECK(a1.id != 0 && a1.id != a2.id && a2.id != b.id);

  /* The fast path knows contexts by id. */
  device_context_set_entered(&a1);
  CHECK(device_context_is_entered(&a1));
  CHECK(!device_context_is_entered(&a2));
  device_context_set_entered(NULL);
  CHECK(!device_context_is_entered(&a1));

  /* Errors that are no kernel fault lose nothing. */
  CHECK_EQ(core_error_from_cuda(CUDA_ERROR_OUT_OF_MEMORY, "cuMemAlloc(&p, n)", "memory.c", 9),
           CORE_ERROR_OUT_OF_DEVICE_MEMORY);
  CHECK_EQ(core_error_from_cuda(CUDA_ERROR_INVALID_VALUE, "cuMemcpy(d, s, n)", "memory.c", 9),
           CORE_ERROR_INVALID_VALUE);
  CHECK(!device_context_is_lost(&a1) && !device_context_is_lost(&b));
  CHECK_EQ(device_context_check(&a1), CORE_SUCCESS);
  CHECK_EQ(device_context_check_process(), CORE_SUCCESS);

  /* An assert is reported once as the assert error, and loses every context
   * of every device. */
  CHECK_EQ(core_error_from_cuda(CUDA_ERROR_ASSERT, "cuEventSynchronize(e)", "event.c", 9),
           CORE_ERROR_DEVICE_ASSERT);
  CHECK(device_context_is_lost(&a1));
  CHECK(device_context_is_lost(&a2));
  CHECK(device_context_is_lost(&b));
  CHECK_EQ(device_context_check(&b), CORE_ERROR_CONTEXT_LOST);
  CHECK(message_says_lost());
  CHECK_EQ(device_context_check_process(), CORE_ERROR_CONTEXT_LOST);
  CHECK(message_says_lost());

  /* Lost is final, also for contexts made afterwards on any device. */
  device_context_unregister(&a1);
  device_context_unregister(&a2);
  struct device_context later = make(0x3000, DEVICE_B);
  device_context_register(&later);
  CHECK(device_context_is_lost(&later));
  return check_report("device_context_test");
}
