/* One device's CUDA context inside a core context, and what becomes of it after
 * a device-side assert. CUDA then answers CUDA_ERROR_ASSERT to every later
 * call in every context of every device of the process, and refuses new
 * contexts (seen with CUDA 13 on an H100 and on two H200s); the plugin marks
 * CUDA lost for the process, and every call that would enter a context fails
 * with CORE_ERROR_CONTEXT_LOST ("context lost after a device-side assert")
 * before it reaches the driver. A kernel fault (an illegal address, a trap:
 * the errors CUDA documents as leaving the process unusable) is handled the
 * same way ("context lost after a kernel fault (CUDA_ERROR_...)"). Pure bookkeeping, no driver
 * calls: unit tests drive it with made-up handles and devices. */
#ifndef CUDA_CORE_DEVICE_CONTEXT_H
#define CUDA_CORE_DEVICE_CONTEXT_H

#include <cuda.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "result.h"

struct cuda_device;

enum device_context_state { DEVICE_CONTEXT_LIVE, DEVICE_CONTEXT_LOST };

struct device_context {
  CUcontext handle; /* the device's primary context, or a caller's native one */
  struct cuda_device *device;
  bool owned; /* a native context handed over: destroyed with its context */
  /* Profiling time base: an event recorded when the context was made and
   * the host clock (CLOCK_MONOTONIC ns) at that moment. */
  CUevent base_event;
  uint64_t base_ns;
  uint64_t id; /* unique for the life of the process: never reused */
  atomic_int state;
  struct device_context *next; /* in the registry of live contexts */
};

/* The registry holds the device contexts of every live context: it is how
 * a failed driver call finds the contexts to mark lost. A context registered
 * after the loss starts lost. */
void device_context_register(struct device_context *dc);
void device_context_unregister(struct device_context *dc);

/* The calling thread's driver calls now run in `dc`'s context, or in a
 * device's primary context (dc NULL). */
void device_context_set_entered(const struct device_context *dc);
bool device_context_is_entered(const struct device_context *dc);

/* After CUDA_ERROR_ASSERT: marks CUDA lost for the process, and every
 * registered context with it. */
void device_context_lose_all(void);

/* The same after a kernel fault; error_name ("CUDA_ERROR_ILLEGAL_ADDRESS")
 * goes into the lost-context message. */
void device_context_lose_all_after_fault(const char *error_name);

bool device_context_is_lost(const struct device_context *dc);

/* CORE_SUCCESS while `dc` (or, for device-level calls, CUDA in this process)
 * is live; else CORE_ERROR_CONTEXT_LOST with the "context lost after a
 * device-side assert" (or "after a kernel fault") message for
 * the last-error query. */
core_result device_context_check(const struct device_context *dc);
core_result device_context_check_process(void);

#endif
