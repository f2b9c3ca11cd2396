#include "device_context.h"

#include <pthread.h>

#include "errors.h"

/* Devices are few and never freed: a fixed set of the lost ones. */
enum { MAX_LOST_DEVICES = 64 };

static struct {
  pthread_mutex_t lock;
  struct device_context *head;
  uint64_t next_id;
  pi_device lost_devices[MAX_LOST_DEVICES];
  unsigned num_lost_devices;
} registry = {.lock = PTHREAD_MUTEX_INITIALIZER, .next_id = 1};

/* What the thread entered last: a context's id (0: a primary context, or
 * none) and its device. */
static _Thread_local uint64_t entered_id;
static _Thread_local pi_device entered_device;

static bool device_lost_locked(pi_device device) {
  for (unsigned i = 0; i < registry.num_lost_devices; ++i)
    if (registry.lost_devices[i] == device)
      return true;
  return false;
}

void device_context_register(struct device_context *dc) {
  pthread_mutex_lock(&registry.lock);
  dc->id = registry.next_id++;
  atomic_init(&dc->state,
              device_lost_locked(dc->device) ? DEVICE_CONTEXT_LOST : DEVICE_CONTEXT_LIVE);
  dc->next = registry.head;
  registry.head = dc;
  pthread_mutex_unlock(&registry.lock);
}

void device_context_unregister(struct device_context *dc) {
  pthread_mutex_lock(&registry.lock);
  for (struct device_context **link = &registry.head; *link; link = &(*link)->next) {
    if (*link == dc) {
      *link = dc->next;
      break;
    }
  }
  pthread_mutex_unlock(&registry.lock);
  dc->next = NULL;
}

void device_context_set_entered(const struct device_context *dc, pi_device device) {
  entered_id = dc ? dc->id : 0;
  entered_device = device;
}

bool device_context_is_entered(const struct device_context *dc) {
  return entered_id != 0 && entered_id == dc->id;
}

void device_context_lose_entered(void) {
  if (!entered_device)
    return;
  pthread_mutex_lock(&registry.lock);
  if (!device_lost_locked(entered_device) && registry.num_lost_devices < MAX_LOST_DEVICES)
    registry.lost_devices[registry.num_lost_devices++] = entered_device;
  for (struct device_context *dc = registry.head; dc; dc = dc->next)
    if (dc->device == entered_device)
      atomic_store(&dc->state, DEVICE_CONTEXT_LOST);
  pthread_mutex_unlock(&registry.lock);
}

bool device_context_is_lost(const struct device_context *dc) {
  return atomic_load_explicit(&dc->state, memory_order_acquire) == DEVICE_CONTEXT_LOST;
}

static pi_result lost_error(void) {
  return pi_fail(PI_ERROR_INVALID_CONTEXT,
                 "context lost after a device-side assert: CUDA runs nothing more on this "
                 "device in this process (an assert leaves every context of the device "
                 "unusable); release this context's objects, use another device, or "
                 "restart the process");
}

pi_result device_context_check(const struct device_context *dc) {
  return device_context_is_lost(dc) ? lost_error() : PI_SUCCESS;
}

pi_result device_context_check_device(pi_device device) {
  pthread_mutex_lock(&registry.lock);
  bool lost = device_lost_locked(device);
  pthread_mutex_unlock(&registry.lock);
  return lost ? lost_error() : PI_SUCCESS;
}
