/* Command buffers: a sequence of commands recorded once as a CUDA graph for
 * one context device, instantiated by finalize and replayed on queues. Each
 * append is a graph node and returns its sync point; a wait list of earlier
 * sync points becomes the node's dependencies. Kernel appends also return a
 * command whose arguments, range and offset can be updated afterwards when
 * the buffer was made updatable. */
#ifndef CUDA_CORE_COMMAND_BUFFER_H
#define CUDA_CORE_COMMAND_BUFFER_H

#include "launch.h"
#include "objects.h"
#include "sync_points.h"

typedef struct cuda_command_buffer *core_command_buffer;
typedef struct cuda_command *core_command;

struct cuda_command_buffer {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_context context; /* retained */
  uint32_t device_index; /* in context->devices */
  bool updatable;
  bool in_order;  /* each append waits for the one before, its wait list ignored */
  bool profiling; /* kept for the faces' queries: launch events time as their queue's do */
  pthread_mutex_t lock; /* guards everything below and the commands */
  CUgraph graph;
  CUgraphExec exec; /* NULL until finalized */
  struct sync_points points;
  /* Recorded after each launch: a launch on another stream waits for it. */
  CUevent last_launch;
  bool launched;
  /* The kernel commands (one reference each), and the programs with a
   * recoverable-assert record among their kernels (retained). */
  core_command *commands;
  uint32_t num_commands, commands_capacity;
  core_program *assert_programs;
  uint32_t num_assert_programs;
};

/* A kernel node: its own copy of the arguments and range, which updates
 * change and re-send to the instantiated graph. */
struct cuda_command {
  const void *dispatch;
  uint32_t magic;
  atomic_uint refs;
  core_command_buffer buffer; /* NULL once the buffer is gone */
  CUgraphNode node;
  core_kernel kernel; /* retained */
  struct kernel_args args;
  uint32_t work_dim;
  size_t global_offset[3], global_size[3], local_size[3];
  bool has_local_size;
};

struct command_buffer_options {
  bool updatable, in_order, profiling;
};
core_result command_buffer_create(core_context context, core_device device,
                                  const struct command_buffer_options *options,
                                  core_command_buffer *out);
core_result command_buffer_retain(core_command_buffer buffer);
core_result command_buffer_release(core_command_buffer buffer);
core_result command_buffer_finalize(core_command_buffer buffer);
/* Whether finalize has run (false for an invalid handle). */
bool command_buffer_is_finalized(core_command_buffer buffer);

/* `command` may be NULL; a returned command holds one reference for the caller. */
core_result command_buffer_append_kernel(core_command_buffer buffer, core_kernel kernel,
                                         const struct launch_request *req, uint32_t n,
                                         const uint32_t *waits, uint32_t *sync_point,
                                         core_command *command);
/* The same with the launch's own arguments (kernel.h's launch_arg), set on
 * the kernel under its lock before the node copies them, as a queue launch
 * with arguments sets them. */
core_result command_buffer_append_kernel_with_args(core_command_buffer buffer, core_kernel kernel,
                                                   const struct launch_request *req,
                                                   uint32_t num_args,
                                                   const struct launch_arg *args, uint32_t n,
                                                   const uint32_t *waits, uint32_t *sync_point,
                                                   core_command *command);
core_result command_buffer_append_usm_copy(core_command_buffer buffer, void *dst, const void *src,
                                           size_t size, uint32_t n, const uint32_t *waits,
                                           uint32_t *sync_point);
core_result command_buffer_append_usm_fill(core_command_buffer buffer, void *ptr,
                                           const void *pattern, size_t pattern_size, size_t size,
                                           uint32_t n, const uint32_t *waits,
                                           uint32_t *sync_point);
/* Prefetch and advice: CUDA graphs have no node for them, so each is an
 * empty node keeping the ordering; the hint itself is dropped. */
core_result command_buffer_append_usm_hint(core_command_buffer buffer, const void *ptr,
                                           size_t size, uint32_t n, const uint32_t *waits,
                                           uint32_t *sync_point);
core_result command_buffer_append_buffer_copy(core_command_buffer buffer, core_mem src,
                                              core_mem dst, size_t src_offset, size_t dst_offset,
                                              size_t size, uint32_t n, const uint32_t *waits,
                                              uint32_t *sync_point);
/* Read (to_host) or write between `ptr` and [offset, offset + size). */
core_result command_buffer_append_buffer_host(core_command_buffer buffer, core_mem mem,
                                              bool to_host, size_t offset, size_t size,
                                              const void *ptr, uint32_t n, const uint32_t *waits,
                                              uint32_t *sync_point);
core_result command_buffer_append_buffer_fill(core_command_buffer buffer, core_mem mem,
                                              const void *pattern, size_t pattern_size,
                                              size_t offset, size_t size, uint32_t n,
                                              const uint32_t *waits, uint32_t *sync_point);

/* A rectangle: the buffer's corner and pitches, the other side's (host or
 * a second buffer), and the extent. */
struct command_rect {
  struct rect_offset buffer_origin, other_origin;
  struct rect_region region;
  size_t buffer_row_pitch, buffer_slice_pitch, other_row_pitch, other_slice_pitch;
};
core_result command_buffer_append_buffer_host_rect(core_command_buffer buffer, core_mem mem,
                                                   bool to_host, const struct command_rect *rect,
                                                   const void *ptr, uint32_t n,
                                                   const uint32_t *waits, uint32_t *sync_point);
/* From `src` (the rect's buffer side) to `dst` (its other side). */
core_result command_buffer_append_buffer_copy_rect(core_command_buffer buffer, core_mem src,
                                                   core_mem dst, const struct command_rect *rect,
                                                   uint32_t n, const uint32_t *waits,
                                                   uint32_t *sync_point);

/* Launches the finalized graph on the queue after the wait list. */
core_result command_buffer_enqueue(core_command_buffer buffer, core_queue queue, uint32_t n,
                                   const core_event *list, core_event *event);

/* A new value for one kernel argument: `value` points at `size` bytes (a
 * USM pointer's value too), or `mem` is a buffer whose address is the value. */
struct command_arg_update {
  uint32_t index;
  size_t size;
  const void *value;
  core_mem mem;
};
/* Each range pointer, when not NULL, replaces that part of the range
 * (`work_dim` entries); a new global size without a local size lets the
 * plugin choose the work-group again. */
struct command_kernel_update {
  uint32_t num_args;
  const struct command_arg_update *args;
  uint32_t work_dim;
  const size_t *global_offset, *global_size, *local_size;
};
core_result command_update_kernel(core_command command, const struct command_kernel_update *u);
core_result command_retain(core_command command);
core_result command_release(core_command command);

#endif
