/* The registries of live handles and of allocations, under one mutex:
 * linear searches, as a test double holds few objects. */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "fake.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void fake_lock(void) { pthread_mutex_lock(&lock); }
void fake_unlock(void) { pthread_mutex_unlock(&lock); }

static void **handles;
static size_t handle_count, handle_capacity;

/* Growth failure leaves the handle unregistered: later calls then say
 * INVALID_HANDLE, the double's way to report it. */
void fake_handle_add(void *handle) {
  fake_lock();
  if (handle_count == handle_capacity) {
    size_t capacity = handle_capacity ? 2 * handle_capacity : 64;
    void **grown = realloc(handles, capacity * sizeof *grown);
    if (grown) {
      handles = grown;
      handle_capacity = capacity;
    }
  }
  if (handle_count < handle_capacity)
    handles[handle_count++] = handle;
  fake_unlock();
}

void fake_handle_remove(void *handle) {
  fake_lock();
  for (size_t i = 0; i < handle_count; ++i)
    if (handles[i] == handle) {
      handles[i] = handles[--handle_count];
      break;
    }
  fake_unlock();
}

bool fake_handle_is(const void *handle, enum fake_kind kind) {
  bool found = false;
  fake_lock();
  for (size_t i = 0; i < handle_count && !found; ++i)
    found = handles[i] == handle;
  fake_unlock();
  return found && *(const enum fake_kind *)handle == kind;
}

static struct fake_alloc *allocs;
static size_t alloc_count, alloc_capacity;

CUresult fake_alloc_add(uintptr_t base, size_t size, enum fake_memory memory) {
  CUresult r = CUDA_SUCCESS;
  CUcontext context = fake_current();
  fake_lock();
  if (alloc_count == alloc_capacity) {
    size_t capacity = alloc_capacity ? 2 * alloc_capacity : 64;
    struct fake_alloc *grown = realloc(allocs, capacity * sizeof *grown);
    if (grown) {
      allocs = grown;
      alloc_capacity = capacity;
    }
  }
  if (alloc_count < alloc_capacity)
    allocs[alloc_count++] =
        (struct fake_alloc){base, size, memory, context, context ? context->device : 0};
  else
    r = CUDA_ERROR_OUT_OF_MEMORY;
  fake_unlock();
  return r;
}

bool fake_alloc_find(uintptr_t p, size_t size, struct fake_alloc *out) {
  bool found = false;
  fake_lock();
  for (size_t i = 0; i < alloc_count && !found; ++i) {
    const struct fake_alloc *a = &allocs[i];
    if (p >= a->base && p - a->base < a->size && size <= a->size - (p - a->base)) {
      *out = *a;
      found = true;
    }
  }
  fake_unlock();
  return found;
}

bool fake_alloc_overlapping(uintptr_t p, size_t size, struct fake_alloc *out) {
  bool found = false;
  fake_lock();
  for (size_t i = 0; i < alloc_count && !found; ++i) {
    const struct fake_alloc *a = &allocs[i];
    if (p < a->base + a->size && a->base < p + size) {
      *out = *a;
      found = true;
    }
  }
  fake_unlock();
  return found;
}

bool fake_alloc_remove(uintptr_t base, unsigned mask) {
  bool found = false;
  fake_lock();
  for (size_t i = 0; i < alloc_count && !found; ++i)
    if (allocs[i].base == base && (mask & (1u << allocs[i].memory))) {
      allocs[i] = allocs[--alloc_count];
      found = true;
    }
  fake_unlock();
  return found;
}

size_t fake_device_bytes_in_use(CUdevice device) {
  size_t bytes = 0;
  fake_lock();
  for (size_t i = 0; i < alloc_count; ++i)
    if ((allocs[i].memory == FAKE_DEVICE_MEMORY || allocs[i].memory == FAKE_MANAGED_MEMORY) &&
        allocs[i].device == device)
      bytes += allocs[i].size;
  fake_unlock();
  return bytes;
}

uint64_t fake_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
