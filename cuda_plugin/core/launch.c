/* Kernel launches: grid and block from the global and local sizes,
 * local-memory arguments packed into the dynamic shared block, and the
 * _with_offset twin when the global offset is not zero. */
#include <stdlib.h>

#include "device_assert.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "launch.h"
#include "launch_config.h"
#include "trace.h"

enum { STACK_PARAMS = 64 };

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

static core_result check_args_complete(core_kernel k) {
  uint32_t expected = k->num_params ? k->num_params : k->args.count;
  if (k->args.count != expected)
    return core_fail(CORE_ERROR_INVALID_KERNEL_ARGS, "kernel %s has %u parameters but %u are set",
                     k->name, expected, k->args.count);
  for (uint32_t i = 0; i < k->args.count; ++i)
    if (k->args.list[i].kind == ARG_UNSET)
      return core_fail(CORE_ERROR_INVALID_KERNEL_ARGS, "argument %u of kernel %s is not set", i,
                       k->name);
  return CORE_SUCCESS;
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

/* With the kernel locked: packs the arguments and launches on e->stream. */
static core_result launch_locked(core_kernel k, struct enqueue *e, const struct launch_request *req,
                                 const struct launch_dims *dims) {
  CORE_CHECK(check_args_complete(k));
  core_queue q = e->queue;
  bool twin = has_offset(req) && k->with_offset_functions[q->device_index];
  CUfunction fn = twin ? k->with_offset_functions[q->device_index]
                       : k->functions[q->device_index];
  size_t shared = kernel_args_layout_local(&k->args);
  CORE_CHECK(reserve_shared(k, q->device, fn, shared));
  uint32_t count = k->args.count;
  void *stack_params[STACK_PARAMS];
  void **params = count + 1 <= STACK_PARAMS ? stack_params : malloc((count + 1) * sizeof *params);
  if (!params)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  for (uint32_t i = 0; i < count; ++i)
    params[i] = kernel_arg_value(&k->args, i);
  /* The twin takes the offset as a trailing byval [3 x i32]. */
  uint32_t offset[3] = {0, 0, 0};
  for (uint32_t d = 0; twin && d < req->work_dim; ++d)
    offset[d] = (uint32_t)req->global_offset[d];
  if (twin)
    params[count] = offset;
  core_result r = req->cooperative
                      ? CU_CALL(cu.cuLaunchCooperativeKernel(
                            fn, dims->grid[0], dims->grid[1], dims->grid[2], dims->block[0],
                            dims->block[1], dims->block[2], (unsigned)shared, e->stream, params))
                      : CU_CALL(cu.cuLaunchKernel(fn, dims->grid[0], dims->grid[1], dims->grid[2],
                                                  dims->block[0], dims->block[1], dims->block[2],
                                                  (unsigned)shared, e->stream, params, NULL));
  if (params != stack_params)
    free(params);
  return r;
}

core_result kernel_launch(core_queue queue, core_kernel kernel, const struct launch_request *req,
                          uint32_t n, const core_event *list, core_event *event) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (kernel->context != queue->context)
    return CORE_ERROR_INVALID_CONTEXT;
  if (req->work_dim < 1 || req->work_dim > 3)
    return CORE_ERROR_INVALID_WORK_DIMENSION;
  if (!req->global_size)
    return CORE_ERROR_INVALID_VALUE;
  const struct device_props *p = &queue->device->props;
  struct launch_limits limits = {
      (size_t)kernel->max_threads_per_block,
      {(size_t)p->max_block[0], (size_t)p->max_block[1], (size_t)p->max_block[2]},
      {(size_t)p->max_grid[0], (size_t)p->max_grid[1], (size_t)p->max_grid[2]}};
  struct launch_dims dims;
  bool empty = is_empty(req);
  if (!empty)
    CORE_CHECK(
        compute_launch_dims(req->work_dim, req->global_size, req->local_size, &limits, &dims));
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_KERNEL, event != NULL));
  core_result r = CORE_SUCCESS;
  if (!empty) {
    pthread_mutex_lock(&kernel->lock);
    r = launch_locked(kernel, &e, req, &dims);
    pthread_mutex_unlock(&kernel->lock);
  }
  if (r == CORE_SUCCESS && kernel->program->assert_records)
    r = assert_watch_launch(queue, kernel->program, e.event);
  return enqueue_end(&e, r, event);
}

core_result max_cooperative_groups(core_kernel kernel, size_t local_size, size_t dynamic_shared,
                                   uint32_t *count) {
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (!count || local_size == 0)
    return CORE_ERROR_INVALID_VALUE;
  core_device device = kernel->context->devices[0];
  int blocks_per_sm = 0;
  CORE_CHECK(context_enter(&kernel->context->device_contexts[0]));
  CU_CHECK(cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(
      &blocks_per_sm, kernel->functions[0], (int)local_size, dynamic_shared));
  *count = (uint32_t)blocks_per_sm * (uint32_t)device->props.sm_count;
  return CORE_SUCCESS;
}
