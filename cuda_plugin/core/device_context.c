#include "device_context.h"

#include <pthread.h>
#include <stdio.h>

#include "errors.h"

static struct {
  pthread_mutex_t lock;
  struct device_context *head;
  uint64_t next_id;
  bool cuda_lost;
  char fault[64]; /* the CUDA error of a kernel fault; empty after an assert */
} registry = {.lock = PTHREAD_MUTEX_INITIALIZER, .next_id = 1};

/* The context id the thread entered last (0: a primary context, or none). */
static _Thread_local uint64_t entered_id;

void device_context_register(struct device_context *dc) {
  pthread_mutex_lock(&registry.lock);
  dc->id = registry.next_id++;
  atomic_init(&dc->state, registry.cuda_lost ? DEVICE_CONTEXT_LOST : DEVICE_CONTEXT_LIVE);
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

void device_context_set_entered(const struct device_context *dc) {
  entered_id = dc ? dc->id : 0;
}

bool device_context_is_entered(const struct device_context *dc) {
  return entered_id != 0 && entered_id == dc->id;
}

/* The first cause is kept: what comes after it is its consequence. */
static void lose_all(const char *fault) {
  pthread_mutex_lock(&registry.lock);
  if (!registry.cuda_lost)
    snprintf(registry.fault, sizeof registry.fault, "%s", fault);
  registry.cuda_lost = true;
  for (struct device_context *dc = registry.head; dc; dc = dc->next)
    atomic_store(&dc->state, DEVICE_CONTEXT_LOST);
  pthread_mutex_unlock(&registry.lock);
}

void device_context_lose_all(void) { lose_all(""); }

void device_context_lose_all_after_fault(const char *error_name) { lose_all(error_name); }

bool device_context_is_lost(const struct device_context *dc) {
  return atomic_load_explicit(&dc->state, memory_order_acquire) == DEVICE_CONTEXT_LOST;
}

static core_result lost_error(void) {
  char fault[sizeof registry.fault];
  pthread_mutex_lock(&registry.lock);
  snprintf(fault, sizeof fault, "%s", registry.fault);
  pthread_mutex_unlock(&registry.lock);
  if (fault[0])
    return core_fail(CORE_ERROR_CONTEXT_LOST,
                     "context lost after a kernel fault (%s): CUDA runs nothing more in "
                     "this process (a faulting kernel leaves every context of every device "
                     "unusable); release the objects and restart the process",
                     fault);
  return core_fail(CORE_ERROR_CONTEXT_LOST,
                   "context lost after a device-side assert: CUDA runs nothing more in "
                   "this process (an assert leaves every context of every device "
                   "unusable); release the objects and restart the process, or compile "
                   "with --assert=recoverable to keep going after an assert");
}

core_result device_context_check(const struct device_context *dc) {
  return device_context_is_lost(dc) ? lost_error() : CORE_SUCCESS;
}

core_result device_context_check_process(void) {
  pthread_mutex_lock(&registry.lock);
  bool lost = registry.cuda_lost;
  pthread_mutex_unlock(&registry.lock);
  return lost ? lost_error() : CORE_SUCCESS;
}
