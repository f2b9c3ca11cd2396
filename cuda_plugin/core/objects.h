/* The core's objects: plain structs, each starting with a pointer the core
 * never reads (a face's dispatch table: UR keeps its loader's table at offset
 * 0 of every handle; PI leaves it NULL), then a magic tag (so a handle of the
 * wrong kind is refused rather than used), a reference count where the
 * object is shared, and a lock where threads share mutable state. Handles
 * are pointers to them (core_context and so on). */
#ifndef CUDA_CORE_OBJECTS_H
#define CUDA_CORE_OBJECTS_H

#include <cuda.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "device_context.h"
#include "device_props.h"
#include "kernel_args.h"
#include "program_metadata.h"
#include "result.h"

enum object_magic {
  MAGIC_PLATFORM = 0x706c6174,
  MAGIC_DEVICE = 0x64657663,
  MAGIC_CONTEXT = 0x63747874,
  MAGIC_QUEUE = 0x71756575,
  MAGIC_MEM = 0x6d656d6f,
  MAGIC_PROGRAM = 0x70726f67,
  MAGIC_KERNEL = 0x6b65726e,
  MAGIC_EVENT = 0x6576656e,
  MAGIC_COMMAND_BUFFER = 0x636d6462,
  MAGIC_COMMAND = 0x636d6e64,
  MAGIC_SAMPLER = 0x736d706c,
  MAGIC_DEAD = 0x64656164,
};

/* Called with its data when a context goes. */
typedef void (*context_deleter)(void *user_data);

typedef struct cuda_platform *core_platform;
typedef struct cuda_device *core_device;
typedef struct cuda_context *core_context;
typedef struct cuda_queue *core_queue;
typedef struct cuda_mem *core_mem;
typedef struct cuda_program *core_program;
typedef struct cuda_kernel *core_kernel;
typedef struct cuda_event *core_event;

/* Called with its data when a program's build or compile is done. */
typedef void (*program_notify)(core_program program, void *user_data);
/* Called on its own thread when an event reaches the status it waited for,
 * with the face's word for that status. */
typedef void (*event_notify)(core_event event, int32_t face_status, void *user_data);

struct cuda_device {
  const void *dispatch;
  uint32_t magic;
  core_platform platform;
  CUdevice cu_device;
  CUcontext primary; /* retained primary context: contexts compute there */
  struct device_props props;
  /* The device-and-host timer's time base: an event recorded at start-up in
   * the primary context and the host clock (CLOCK_MONOTONIC ns) then. */
  CUevent base_event;
  uint64_t base_ns;
};

struct cuda_platform {
  const void *dispatch;
  uint32_t magic;
  uint32_t num_devices;
  struct cuda_device *devices;
  int driver_version;
};

struct cuda_context {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  uint32_t num_devices;
  core_device *devices;
  /* One per device, in `devices` order; buffers live in the first. */
  struct device_context *device_contexts;
  pthread_mutex_t lock;
  context_deleter deleter;
  void *deleter_data;
};

/* Out-of-order queues spread commands over this many streams. */
enum { OUT_OF_ORDER_STREAMS = 4 };

enum queue_flag {
  QUEUE_OUT_OF_ORDER = 1u << 0,
  QUEUE_PROFILING = 1u << 1,
  QUEUE_PRIORITY_LOW = 1u << 2,
  QUEUE_PRIORITY_HIGH = 1u << 3,
};

struct cuda_queue {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_context context;
  core_device device;
  uint32_t device_index; /* in context->devices */
  unsigned flags;        /* enum queue_flag */
  uint64_t face_properties; /* as the face gave them, for its queries */
  uint32_t num_streams;
  CUstream streams[OUT_OF_ORDER_STREAMS];
  atomic_uint next_stream;
  bool borrowed_streams; /* made from a native CUstream the caller keeps */
  /* Serialises barriers on out-of-order queues, which use barrier_events. */
  pthread_mutex_t barrier_lock;
  CUevent barrier_events[OUT_OF_ORDER_STREAMS];
  /* Programs with a recoverable-assert record that ran kernels here since
   * the last queue finish (retained): the finish reads their records. */
  pthread_mutex_t assert_lock;
  core_program *assert_programs;
  uint32_t num_assert_programs, assert_programs_capacity;
};

enum mem_allocation {
  MEM_DEVICE,      /* cuMemAlloc */
  MEM_PINNED_HOST, /* MEM_HOST_ALLOC: cuMemHostAlloc */
  MEM_USE_HOST,    /* MEM_HOST_USE: the user's memory, registered */
  MEM_SUB_BUFFER,  /* a region of parent */
  MEM_BORROWED,    /* a native CUdeviceptr its creator keeps */
  MEM_IMAGE,       /* image.h: dptr is the device descriptor's address */
};

/* What a new buffer does with host memory. */
enum mem_host_flag {
  MEM_HOST_USE = 1u << 0,   /* the caller's memory is the buffer */
  MEM_HOST_COPY = 1u << 1,  /* the buffer starts as a copy of it */
  MEM_HOST_ALLOC = 1u << 2, /* the buffer is pinned host memory */
};

enum map_flag {
  MAP_READ = 1u << 0,
  MAP_WRITE = 1u << 1,
  MAP_WRITE_INVALIDATE = 1u << 2, /* the old contents are not read */
};

/* A rectangular copy's corner and extent: x in bytes, y and z in rows and
 * slices. */
struct rect_offset {
  size_t x_bytes, y, z;
};
struct rect_region {
  size_t width_bytes, height, depth;
};

/* A sub-buffer's bytes in its parent. */
struct buffer_region {
  size_t origin, size;
};

struct cuda_mem {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_context context;
  enum mem_allocation allocation;
  unsigned host_flags; /* enum mem_host_flag */
  CUdeviceptr dptr;
  size_t size;
  void *host_ptr; /* host view, for pinned, registered and their sub-buffers */
  core_mem parent; /* retained, for sub-buffers */
  bool registered; /* MEM_USE_HOST: this buffer registered the host memory */
  pthread_mutex_t lock;
  /* One mapping at a time, as SYCL uses them. */
  void *map_ptr;
  size_t map_offset, map_size;
  unsigned map_flags; /* enum map_flag */
  void *staging; /* pinned host copy used to map device memory */
  struct cuda_image *image; /* MEM_IMAGE only */
};

enum build_status { BUILD_NONE, BUILD_ERROR, BUILD_SUCCESS };
/* PTX compiled but not linked is an object; loaded modules are executable. */
enum binary_type { BINARY_NONE, BINARY_COMPILED_OBJECT, BINARY_EXECUTABLE };

struct cuda_program {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_context context;
  unsigned char *image; /* cubin, fatbin or NUL-terminated PTX */
  size_t image_size;
  CUmodule *modules; /* one per context device, in the context's order */
  bool borrowed_module; /* made from a native CUmodule its creator keeps */
  enum build_status build_status;
  enum binary_type binary_type;
  char *build_options;
  char *build_log;
  struct program_metadata metadata; /* what the runtime said of the kernels */
  pthread_mutex_t lock;
  /* Per context device, the address of the recoverable-assert record
   * (ASSERT_RECORD_SYMBOL); NULL when the program has none, the usual case. */
  CUdeviceptr *assert_records;
  pthread_mutex_t assert_lock; /* one reader of the records at a time */
};

struct cuda_kernel {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_program program;
  core_context context;
  char *name;
  /* Per context device: the kernel and its <name>_with_offset twin (NULL
   * when the global-offset pass made none). */
  CUfunction *functions;
  CUfunction *with_offset_functions;
  /* Compiled with sycl-nvptx --global-offset=off: reads a zero offset, so a
   * launch with another is refused (OFFSET_OFF_SYMBOL, docs/contracts.md). */
  bool ignores_offset;
  uint32_t num_params;             /* of `function`, from the driver or 0 */
  int max_threads_per_block;
  int static_shared_bytes;
  pthread_mutex_t lock; /* guards args */
  struct kernel_args args;
};

/* What an event's command is, for the faces' queries. */
enum command_kind {
  COMMAND_USER,
  COMMAND_KERNEL,
  COMMAND_READ,
  COMMAND_WRITE,
  COMMAND_COPY,
  COMMAND_READ_RECT,
  COMMAND_WRITE_RECT,
  COMMAND_COPY_RECT,
  COMMAND_FILL,
  COMMAND_MAP,
  COMMAND_UNMAP,
  COMMAND_BARRIER,
  COMMAND_MARKER,
  COMMAND_GLOBAL_READ,
  COMMAND_GLOBAL_WRITE,
  COMMAND_COMMAND_BUFFER,
  COMMAND_IMAGE_READ,
  COMMAND_IMAGE_WRITE,
  COMMAND_IMAGE_COPY,
  COMMAND_IMAGE_FILL,
};

enum event_status { EVENT_COMPLETE, EVENT_RUNNING, EVENT_SUBMITTED, EVENT_QUEUED };

struct cuda_event {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_context context;
  core_queue queue; /* retained; NULL for user events */
  enum command_kind command;
  CUstream stream;
  CUevent start; /* only on profiling queues */
  CUevent end;   /* NULL: the event is complete */
  bool borrowed_end; /* made from a native CUevent the caller keeps */
  uint64_t queued_ns;
  /* A kernel of a program with an assert record: the program (retained) and
   * the context device it ran on, and whether its record showed an assert. */
  core_program assert_program;
  uint32_t assert_device;
  atomic_bool asserted;
};

/* Handle checks used by every entry point before it touches an object. */
#define IS_VALID(handle, kind) ((handle) != NULL && (handle)->magic == (kind))

uint64_t host_clock_ns(void);

/* Makes `dc` current on the calling thread (cheap when it already is);
 * fails with the "context lost" error once an assert has lost it. */
core_result context_enter(struct device_context *dc);
/* Makes the device's primary context current, for device-level queries. */
core_result device_enter_primary(core_device device);

static inline struct device_context *queue_device_context(core_queue queue) {
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
core_result context_retain(core_context context);
core_result context_release(core_context context);
core_result queue_retain(core_queue queue);
core_result queue_release(core_queue queue);
core_result program_retain(core_program program);
core_result program_release(core_program program);
bool context_has_device(core_context context, core_device device);
/* Index of `device` in the context's device list, or -1. */
int context_device_index(core_context context, core_device device);
core_device platform_find_device(CUdevice cu_device);

#endif
