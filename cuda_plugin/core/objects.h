/* The PI objects: plain structs, each with a magic tag (so a handle of the
 * wrong kind is refused rather than used), a reference count where the PI
 * gives it one, and a lock where threads share mutable state. */
#ifndef PI_CUDA_OBJECTS_H
#define PI_CUDA_OBJECTS_H

#include <cuda.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "device_context.h"
#include "device_props.h"
#include "kernel_args.h"
#include "pi.h"
#include "program_metadata.h"

enum pi_object_magic {
  MAGIC_PLATFORM = 0x706c6174,
  MAGIC_DEVICE = 0x64657663,
  MAGIC_CONTEXT = 0x63747874,
  MAGIC_QUEUE = 0x71756575,
  MAGIC_MEM = 0x6d656d6f,
  MAGIC_PROGRAM = 0x70726f67,
  MAGIC_KERNEL = 0x6b65726e,
  MAGIC_EVENT = 0x6576656e,
  MAGIC_DEAD = 0x64656164,
};

struct _pi_device {
  uint32_t magic;
  pi_platform platform;
  CUdevice cu_device;
  CUcontext primary; /* retained primary context: PI contexts compute there */
  struct device_props props;
  /* piGetDeviceAndHostTimer's time base: an event recorded at start-up in
   * the primary context and the host clock (CLOCK_MONOTONIC ns) then. */
  CUevent base_event;
  uint64_t base_ns;
};

struct _pi_platform {
  uint32_t magic;
  uint32_t num_devices;
  struct _pi_device *devices;
  int driver_version;
};

struct _pi_context {
  uint32_t magic;
  atomic_uint refs;
  uint32_t num_devices;
  pi_device *devices;
  /* One per device, in `devices` order; buffers live in the first. */
  struct device_context *device_contexts;
  pthread_mutex_t lock;
  pi_context_extended_deleter deleter;
  void *deleter_data;
};

/* Out-of-order queues spread commands over this many streams. */
enum { OUT_OF_ORDER_STREAMS = 4 };

struct _pi_queue {
  uint32_t magic;
  atomic_uint refs;
  pi_context context;
  pi_device device;
  uint32_t device_index; /* in context->devices */
  pi_queue_properties properties;
  uint32_t num_streams;
  CUstream streams[OUT_OF_ORDER_STREAMS];
  atomic_uint next_stream;
  bool borrowed_streams; /* made from a native CUstream the caller keeps */
  /* Serialises barriers on out-of-order queues, which use barrier_events. */
  pthread_mutex_t barrier_lock;
  CUevent barrier_events[OUT_OF_ORDER_STREAMS];
  /* Programs with a recoverable-assert record that ran kernels here since
   * the last piQueueFinish (retained): the finish reads their records. */
  pthread_mutex_t assert_lock;
  pi_program *assert_programs;
  uint32_t num_assert_programs, assert_programs_capacity;
};

enum mem_allocation {
  MEM_DEVICE,      /* cuMemAlloc */
  MEM_PINNED_HOST, /* PI_MEM_FLAGS_HOST_PTR_ALLOC: cuMemHostAlloc */
  MEM_USE_HOST,    /* PI_MEM_FLAGS_HOST_PTR_USE: the user's memory, registered */
  MEM_SUB_BUFFER,  /* a region of parent */
  MEM_BORROWED,    /* a native CUdeviceptr its creator keeps */
};

struct _pi_mem {
  uint32_t magic;
  atomic_uint refs;
  pi_context context;
  enum mem_allocation allocation;
  pi_mem_flags flags;
  CUdeviceptr dptr;
  size_t size;
  void *host_ptr; /* host view, for pinned, registered and their sub-buffers */
  pi_mem parent;  /* retained, for sub-buffers */
  bool registered; /* MEM_USE_HOST: this buffer registered the host memory */
  pthread_mutex_t lock;
  /* One mapping at a time, as SYCL uses them. */
  void *map_ptr;
  size_t map_offset, map_size;
  pi_map_flags map_flags;
  void *staging; /* pinned host copy used to map device memory */
};

struct _pi_program {
  uint32_t magic;
  atomic_uint refs;
  pi_context context;
  unsigned char *image; /* cubin, fatbin or NUL-terminated PTX */
  size_t image_size;
  CUmodule *modules; /* one per context device, in the context's order */
  bool borrowed_module; /* made from a native CUmodule its creator keeps */
  pi_program_build_status build_status;
  pi_program_binary_type binary_type;
  char *build_options;
  char *build_log;
  struct program_metadata metadata; /* what the runtime said of the kernels */
  pthread_mutex_t lock;
  /* Per context device, the address of the recoverable-assert record
   * (ASSERT_RECORD_SYMBOL); NULL when the program has none, the usual case. */
  CUdeviceptr *assert_records;
  pthread_mutex_t assert_lock; /* one reader of the records at a time */
};

struct _pi_kernel {
  uint32_t magic;
  atomic_uint refs;
  pi_program program;
  pi_context context;
  char *name;
  /* Per context device: the kernel and its <name>_with_offset twin (NULL
   * when the global-offset pass made none). */
  CUfunction *functions;
  CUfunction *with_offset_functions;
  uint32_t num_params;             /* of `function`, from the driver or 0 */
  int max_threads_per_block;
  int static_shared_bytes;
  pthread_mutex_t lock; /* guards args */
  struct kernel_args args;
};

struct _pi_event {
  uint32_t magic;
  atomic_uint refs;
  pi_context context;
  pi_queue queue; /* retained; NULL for events made by piEventCreate */
  pi_command_type command_type;
  CUstream stream;
  CUevent start; /* only on profiling queues */
  CUevent end;   /* NULL: the event is complete */
  bool borrowed_end; /* made from a native CUevent the caller keeps */
  uint64_t queued_ns;
  /* A kernel of a program with an assert record: the program (retained) and
   * the context device it ran on, and whether its record showed an assert. */
  pi_program assert_program;
  uint32_t assert_device;
  atomic_bool asserted;
};

/* Handle checks used by every entry point before it touches an object. */
#define IS_VALID(handle, kind) ((handle) != NULL && (handle)->magic == (kind))

uint64_t host_clock_ns(void);

/* Makes `dc` current on the calling thread (cheap when it already is);
 * fails with the "context lost" error once an assert has lost it. */
pi_result context_enter(struct device_context *dc);
/* Makes the device's primary context current, for device-level queries. */
pi_result device_enter_primary(pi_device device);

static inline struct device_context *queue_device_context(pi_queue queue) {
  return &queue->context->device_contexts[queue->device_index];
}

static inline void retain_ref(atomic_uint *refs) {
  atomic_fetch_add_explicit(refs, 1, memory_order_relaxed);
}
/* True when this was the last reference. */
static inline bool release_ref(atomic_uint *refs) {
  return atomic_fetch_sub_explicit(refs, 1, memory_order_acq_rel) == 1;
}

/* Shared between families. */
pi_result context_retain(pi_context context);
pi_result context_release(pi_context context);
pi_result queue_retain(pi_queue queue);
pi_result queue_release(pi_queue queue);
pi_result program_retain(pi_program program);
pi_result program_release(pi_program program);
bool context_has_device(pi_context context, pi_device device);
/* Index of `device` in the context's device list, or -1. */
int context_device_index(pi_context context, pi_device device);
pi_device platform_find_device(CUdevice cu_device);

#endif
