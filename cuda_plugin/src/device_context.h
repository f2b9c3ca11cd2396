/* One device's CUDA context inside a PI context, and what becomes of it after
 * a device-side assert. CUDA answers CUDA_ERROR_ASSERT to every later call in
 * any context of that device in the process, and refuses new contexts there
 * (seen on CUDA 13, H100); the plugin then marks the device lost, and every
 * call that would enter one of its contexts fails with PI_ERROR_INVALID_CONTEXT
 * ("context lost after a device-side assert") before it reaches the driver.
 * Other devices keep working. Pure bookkeeping, no driver calls: unit tests
 * drive it with made-up handles and devices. */
#ifndef PI_CUDA_DEVICE_CONTEXT_H
#define PI_CUDA_DEVICE_CONTEXT_H

#include <cuda.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "pi.h"

enum device_context_state { DEVICE_CONTEXT_LIVE, DEVICE_CONTEXT_LOST };

struct device_context {
  CUcontext handle; /* the device's primary context, or a caller's native one */
  pi_device device;
  bool owned; /* a native context handed over: destroyed with its PI context */
  /* Profiling time base: an event recorded when the PI context was made and
   * the host clock (CLOCK_MONOTONIC ns) at that moment. */
  CUevent base_event;
  uint64_t base_ns;
  uint64_t id; /* unique for the life of the process: never reused */
  atomic_int state;
  struct device_context *next; /* in the registry of live contexts */
};

/* The registry holds the device contexts of every live PI context: it is how
 * a failed driver call finds the contexts to mark lost. A context registered
 * on a device already lost starts lost. */
void device_context_register(struct device_context *dc);
void device_context_unregister(struct device_context *dc);

/* The calling thread's driver calls now run in `dc`'s context, or in
 * `device`'s primary context (dc NULL). */
void device_context_set_entered(const struct device_context *dc, pi_device device);
bool device_context_is_entered(const struct device_context *dc);

/* After CUDA_ERROR_ASSERT: marks lost the device the calling thread entered
 * last, and every registered context on it. */
void device_context_lose_entered(void);

bool device_context_is_lost(const struct device_context *dc);

/* PI_SUCCESS while `dc` (or `device`) is live; else PI_ERROR_INVALID_CONTEXT
 * with the "context lost after a device-side assert" message for
 * piPluginGetLastError. */
pi_result device_context_check(const struct device_context *dc);
pi_result device_context_check_device(pi_device device);

#endif
