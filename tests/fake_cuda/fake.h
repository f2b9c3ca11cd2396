/* State shared by the fake CUDA driver's files: the handle and allocation
 * registries (one mutex), the current context of each thread, and the
 * device count. A test double: everything lives in host memory. */
#ifndef FAKE_CUDA_H
#define FAKE_CUDA_H

#include <cuda.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Every handle the fake gives out starts with its kind, and is looked up in
 * the registry before use, so a stale or foreign handle is an error code,
 * never a crash. */
enum fake_kind {
  FAKE_CONTEXT = 1,
  FAKE_STREAM,
  FAKE_EVENT,
  FAKE_MODULE,
  FAKE_FUNCTION,
  FAKE_LINK,
  FAKE_ARRAY,
  FAKE_SURFACE
};

struct CUctx_st {
  enum fake_kind kind;
  CUdevice device;
  bool primary;
  unsigned primary_refs;
  CUcontext peers[16]; /* contexts whose memory this one may reach */
};

struct CUstream_st {
  enum fake_kind kind;
  CUcontext context;
};

struct CUevent_st {
  enum fake_kind kind;
  unsigned flags;
  bool recorded;
  uint64_t ns; /* CLOCK_MONOTONIC at the last record */
};

/* A CUDA array: its texels in host memory, rows of Width * element bytes,
 * max(Height, 1) rows per slice (or layer), max(Depth, 1) slices. */
struct CUarray_st {
  enum fake_kind kind;
  CUDA_ARRAY3D_DESCRIPTOR desc;
  size_t row_bytes, rows, slices;
  char *texels;
};
/* The live array behind `array`, or NULL. */
struct CUarray_st *fake_array(CUarray array);

void fake_lock(void);
void fake_unlock(void);

/* Handles: register at creation, unregister at destruction. */
void fake_handle_add(void *handle);
void fake_handle_remove(void *handle);
bool fake_handle_is(const void *handle, enum fake_kind kind);

/* Allocations, device pointers being host pointers. */
enum fake_memory {
  FAKE_DEVICE_MEMORY,
  FAKE_MANAGED_MEMORY,
  FAKE_HOST_MEMORY,
  FAKE_REGISTERED_MEMORY
};
struct fake_alloc {
  uintptr_t base;
  size_t size;
  enum fake_memory memory;
  CUcontext context; /* current at allocation; compared, never followed */
  CUdevice device;
};
CUresult fake_alloc_add(uintptr_t base, size_t size, enum fake_memory memory);
/* The allocation holding [p, p + size), if any. */
bool fake_alloc_find(uintptr_t p, size_t size, struct fake_alloc *out);
/* An allocation sharing a byte with [p, p + size), if any. */
bool fake_alloc_overlapping(uintptr_t p, size_t size, struct fake_alloc *out);
/* Removes the allocation starting at base if it is of one of the kinds in
 * mask (1 << fake_memory); false when there is none. */
bool fake_alloc_remove(uintptr_t base, unsigned mask);
size_t fake_device_bytes_in_use(CUdevice device);

/* CUDA_ERROR_NOT_INITIALIZED until cuInit. */
CUresult fake_initialized(void);
int fake_device_count(void);
bool fake_device_ok(CUdevice device);
enum { FAKE_TOTAL_MEMORY_GIB = 80 };

/* Registers the primary contexts; cuInit calls it once. */
void fake_contexts_init(void);
CUcontext fake_current(void);
/* The current context, or CUDA_ERROR_INVALID_CONTEXT. */
CUresult fake_need_context(CUcontext *out);
/* NULL, the legacy and per-thread default streams, or a live stream. */
bool fake_stream_ok(CUstream stream);

uint64_t fake_now_ns(void);

#endif
