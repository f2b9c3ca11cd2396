/* Kernel launches: grid and block from the global and local sizes,
 * local-memory arguments packed into the dynamic shared block, and the
 * _with_offset twin when the global offset is not zero (refused for a kernel
 * compiled with --global-offset=off, which would ignore it). */
#include <stdlib.h>

#include "device_assert.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "launch.h"
#include "launch_config.h"
#include "trace.h"

static bool has_offset(const struct launch_request *req) {
  for (uint32_t d = 0; req->global_offset && d < req->work_dim; ++d)
    if (req->global_offset[d])
      return true;
  return false;
}

static bool is_empty(const struct launch_request *req) {
  for (uint32_t d = 0; d < req->work_dim; ++d)
    if (req->global_size[d] == 0)
      return true;
  return false;
}

static core_result check_args_complete(core_kernel k, const struct kernel_args *args) {
  uint32_t expected = k->num_params ? k->num_params : args->count;
  if (args->count != expected)
    return core_fail(CORE_ERROR_INVALID_KERNEL_ARGS, "kernel %s has %u parameters but %u are set",
                     k->name, expected, args->count);
  for (uint32_t i = 0; i < args->count; ++i)
    if (args->list[i].kind == ARG_UNSET)
      return core_fail(CORE_ERROR_INVALID_KERNEL_ARGS, "argument %u of kernel %s is not set", i,
                       k->name);
  return CORE_SUCCESS;
}

/* SYCL libraries written for Intel GPUs read a little past small local
 * accessors (dpctl's masked extract reads lacc[lid + 1] for every work-item
 * of a group larger than its accessor of n + 1 elements): harmless there,
 * where a work-group's local memory comes in large pieces, but on CUDA a read
 * past the block's shared allocation faults and takes the context with it. So
 * a launch with local arguments gets at least this much, where the device has
 * room: no occupancy cost on sm_80 and newer (32 resident blocks of 4 KiB fit
 * an SM's shared memory many times over). */
#define LOCAL_MEMORY_FLOOR ((size_t)4096)

static size_t floored_local_bytes(size_t local, size_t static_bytes, size_t limit) {
  if (local == 0 || local >= LOCAL_MEMORY_FLOOR)
    return local;
  size_t room = limit > static_bytes ? limit - static_bytes : 0;
  size_t floored = room < LOCAL_MEMORY_FLOOR ? room : LOCAL_MEMORY_FLOOR;
  return floored > local ? floored : local;
}

static core_result reserve_shared(core_kernel k, core_device device, CUfunction fn, size_t shared) {
  size_t limit = (size_t)device->props.max_shared_per_block_optin;
  size_t needed = shared + (size_t)k->static_shared_bytes;
  if (needed > limit)
    return core_fail(CORE_ERROR_OUT_OF_RESOURCES,
                     "kernel %s needs %zu bytes of local memory (%zu for local arguments); "
                     "%s allows %zu per work-group",
                     k->name, needed, shared, device->props.name, limit);
  if (shared_memory_needs_opt_in(shared, (size_t)k->static_shared_bytes))
    CU_CHECK(cu.cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                   (int)shared));
  return CORE_SUCCESS;
}

static struct launch_limits kernel_limits(core_kernel kernel, uint32_t device_index) {
  const struct device_props *p = &kernel->context->devices[device_index]->props;
  return (struct launch_limits){
      (size_t)kernel->max_threads_per_block,
      {(size_t)p->max_block[0], (size_t)p->max_block[1], (size_t)p->max_block[2]},
      {(size_t)p->max_grid[0], (size_t)p->max_grid[1], (size_t)p->max_grid[2]}};
}

core_result launch_shape(core_kernel kernel, uint32_t device_index,
                         const struct launch_request *req, struct launch_dims *dims, bool *empty) {
  if (req->work_dim < 1 || req->work_dim > 3)
    return CORE_ERROR_INVALID_WORK_DIMENSION;
  if (!req->global_size)
    return CORE_ERROR_INVALID_VALUE;
  struct launch_limits limits = kernel_limits(kernel, device_index);
  *empty = is_empty(req);
  if (*empty)
    return CORE_SUCCESS;
  return compute_launch_dims(req->work_dim, req->global_size, req->local_size, &limits, dims);
}

/* Silently running without the offset would give wrong results; the runtime
 * may not read the last error for this result, hence also stderr. */
static core_result refuse_offset(core_kernel k, const struct launch_request *req) {
  size_t offset[3] = {0, 0, 0};
  for (uint32_t d = 0; d < req->work_dim; ++d)
    offset[d] = req->global_offset[d];
  return core_fail_on_stderr(CORE_ERROR_UNSUPPORTED_FEATURE,
                             "kernel %s was compiled with --global-offset=off and ignores the "
                             "global offset {%zu, %zu, %zu}: compile it with --global-offset=on "
                             "(the default) to launch it with an offset",
                             k->name, offset[0], offset[1], offset[2]);
}

core_result launch_packet_build(core_kernel k, struct kernel_args *args,
                                uint32_t device_index, const struct launch_request *req,
                                struct launch_packet *p) {
  p->params = NULL;
  CORE_CHECK(check_args_complete(k, args));
  bool twin = has_offset(req) && k->with_offset_functions[device_index];
  if (has_offset(req) && !twin && k->ignores_offset)
    return refuse_offset(k, req);
  p->function = twin ? k->with_offset_functions[device_index] : k->functions[device_index];
  core_device device = k->context->devices[device_index];
  size_t shared = floored_local_bytes(kernel_args_layout_local(args), (size_t)k->static_shared_bytes,
                                      (size_t)device->props.max_shared_per_block_optin);
  CORE_CHECK(reserve_shared(k, device, p->function, shared));
  p->shared_bytes = (unsigned)shared;
  uint32_t count = args->count;
  p->params = count + 1 <= LAUNCH_STACK_PARAMS ? p->stack_params
                                               : malloc((count + 1) * sizeof *p->params);
  if (!p->params)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  for (uint32_t i = 0; i < count; ++i)
    p->params[i] = kernel_arg_value(args, i);
  /* The twin takes the offset as a trailing byval [3 x i32]. */
  for (uint32_t d = 0; d < 3; ++d)
    p->offset[d] = twin && d < req->work_dim ? (uint32_t)req->global_offset[d] : 0;
  if (twin)
    p->params[count] = p->offset;
  return CORE_SUCCESS;
}

void launch_packet_free(struct launch_packet *p) {
  if (p->params != p->stack_params)
    free(p->params);
  p->params = NULL;
}

/* With the kernel locked: packs its arguments and launches on e->stream. */
static core_result launch_locked(core_kernel k, struct enqueue *e, const struct launch_request *req,
                                 const struct launch_dims *dims) {
  struct launch_packet p;
  core_result r = launch_packet_build(k, &k->args, e->queue->device_index, req, &p);
  if (r != CORE_SUCCESS) {
    launch_packet_free(&p);
    return r;
  }
  r = req->cooperative
          ? CU_CALL(cu.cuLaunchCooperativeKernel(p.function, dims->grid[0], dims->grid[1],
                                                 dims->grid[2], dims->block[0], dims->block[1],
                                                 dims->block[2], p.shared_bytes, e->stream,
                                                 p.params))
          : CU_CALL(cu.cuLaunchKernel(p.function, dims->grid[0], dims->grid[1], dims->grid[2],
                                      dims->block[0], dims->block[1], dims->block[2],
                                      p.shared_bytes, e->stream, p.params, NULL));
  launch_packet_free(&p);
  return r;
}

static core_result check_launch(core_queue queue, core_kernel kernel) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (kernel->context != queue->context)
    return CORE_ERROR_INVALID_CONTEXT;
  return CORE_SUCCESS;
}

core_result kernel_launch_with_args(core_queue queue, core_kernel kernel,
                                    const struct launch_request *req, uint32_t num_args,
                                    const struct launch_arg *args, uint32_t n,
                                    const core_event *list, core_event *event) {
  CORE_CHECK(check_launch(queue, kernel));
  struct launch_dims dims;
  bool empty;
  CORE_CHECK(launch_shape(kernel, queue->device_index, req, &dims, &empty));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_KERNEL, event != NULL));
  pthread_mutex_lock(&kernel->lock);
  core_result r = kernel_apply_args_locked(kernel, num_args, args);
  if (r == CORE_SUCCESS && !empty)
    r = launch_locked(kernel, &e, req, &dims);
  pthread_mutex_unlock(&kernel->lock);
  if (r == CORE_SUCCESS && kernel->program->assert_records)
    r = assert_watch_launch(queue, kernel->program, e.event);
  return enqueue_end(&e, r, event);
}

core_result kernel_launch(core_queue queue, core_kernel kernel, const struct launch_request *req,
                          uint32_t n, const core_event *list, core_event *event) {
  return kernel_launch_with_args(queue, kernel, req, 0, NULL, n, list, event);
}

core_result launch_suggest_local_size(core_queue queue, core_kernel kernel, uint32_t work_dim,
                                      const size_t *global_size, size_t local_size[3]) {
  CORE_CHECK(check_launch(queue, kernel));
  if (work_dim < 1 || work_dim > 3)
    return CORE_ERROR_INVALID_WORK_DIMENSION;
  if (!global_size || !local_size)
    return CORE_ERROR_INVALID_VALUE;
  struct launch_limits limits = kernel_limits(kernel, queue->device_index);
  guess_local_size(work_dim, global_size, &limits, local_size);
  return CORE_SUCCESS;
}

core_result max_cooperative_groups_on(core_kernel kernel, core_device device, size_t local_size,
                                      size_t dynamic_shared, uint32_t *count) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(kernel->context, device) : -1;
  if (d < 0)
    return CORE_ERROR_INVALID_DEVICE;
  if (!count || local_size == 0)
    return CORE_ERROR_INVALID_VALUE;
  int blocks_per_sm = 0;
  CORE_CHECK(context_enter(&kernel->context->device_contexts[d]));
  CU_CHECK(cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(
      &blocks_per_sm, kernel->functions[d], (int)local_size, dynamic_shared));
  *count = (uint32_t)blocks_per_sm * (uint32_t)device->props.sm_count;
  return CORE_SUCCESS;
}

core_result max_cooperative_groups(core_kernel kernel, size_t local_size, size_t dynamic_shared,
                                   uint32_t *count) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  return max_cooperative_groups_on(kernel, kernel->context->devices[0], local_size,
                                   dynamic_shared, count);
}
