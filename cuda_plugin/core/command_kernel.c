/* Command-buffer kernel nodes: the launch packed as a queue launch packs it
 * (launch.h), from the command's own copy of the kernel's arguments, so
 * later piKernelSetArg calls leave the recorded node alone and updates
 * change only it. */
#include <stdlib.h>
#include <string.h>

#include "command_append.h"
#include "face_hooks.h"
#include "device_context.h"
#include "driver.h"
#include "errors.h"
#include "kernel.h"
#include "trace.h"

static core_result copy_args(struct kernel_args *dst, const struct kernel_args *src) {
  for (uint32_t i = 0; i < src->count; ++i) {
    const struct kernel_arg *arg = &src->list[i];
    if (arg->kind == ARG_VALUE)
      CORE_CHECK(kernel_args_set_value(dst, i, arg->size, kernel_arg_value(src, i)));
    else if (arg->kind == ARG_LOCAL)
      CORE_CHECK(kernel_args_set_local(dst, i, arg->local_size));
  }
  return CORE_SUCCESS;
}

static struct launch_request command_request(const struct cuda_command *c) {
  return (struct launch_request){c->work_dim, c->global_offset, c->global_size,
                                 c->has_local_size ? c->local_size : NULL, false};
}

static void free_command(core_command c) {
  kernel_args_free(&c->args);
  kernel_release(c->kernel);
  c->magic = MAGIC_DEAD;
  free(c);
}

/* The node's parameters; `p` holds the packed arguments they point at. */
static core_result node_params(core_command c, struct launch_packet *p,
                               CUDA_KERNEL_NODE_PARAMS *params) {
  struct launch_request req = command_request(c);
  struct launch_dims dims;
  bool empty;
  CORE_CHECK(launch_shape(c->kernel, c->buffer->device_index, &req, &dims, &empty));
  if (empty)
    return core_fail(CORE_ERROR_INVALID_GLOBAL_WORK_SIZE,
                     "a command-buffer kernel node needs a non-zero global size");
  CORE_CHECK(launch_packet_build(c->kernel, &c->args, c->buffer->device_index, &req, p));
  *params = (CUDA_KERNEL_NODE_PARAMS){
      .func = p->function,
      .gridDimX = dims.grid[0],
      .gridDimY = dims.grid[1],
      .gridDimZ = dims.grid[2],
      .blockDimX = dims.block[0],
      .blockDimY = dims.block[1],
      .blockDimZ = dims.block[2],
      .sharedMemBytes = p->shared_bytes,
      .kernelParams = p->params,
  };
  return CORE_SUCCESS;
}

static core_result remember(core_command_buffer b, core_command c) {
  if (b->num_commands == b->commands_capacity) {
    uint32_t capacity = b->commands_capacity ? 2 * b->commands_capacity : 8;
    core_command *list = realloc(b->commands, capacity * sizeof *list);
    if (!list)
      return CORE_ERROR_OUT_OF_HOST_MEMORY;
    b->commands = list;
    b->commands_capacity = capacity;
  }
  core_program program = c->kernel->program;
  if (program->assert_records) {
    bool known = false;
    for (uint32_t i = 0; i < b->num_assert_programs; ++i)
      known |= b->assert_programs[i] == program;
    if (!known) {
      core_program *list =
          realloc(b->assert_programs, (b->num_assert_programs + 1) * sizeof *list);
      if (!list)
        return CORE_ERROR_OUT_OF_HOST_MEMORY;
      program_retain(program);
      list[b->num_assert_programs++] = program;
      b->assert_programs = list;
    }
  }
  b->commands[b->num_commands++] = c;
  return CORE_SUCCESS;
}

/* With the buffer locked and its context current: the kernel node. */
static core_result add_node(struct append *a, core_command c) {
  struct launch_packet p = {0};
  CUDA_KERNEL_NODE_PARAMS params;
  core_result r = node_params(c, &p, &params);
  if (r == CORE_SUCCESS)
    r = CU_CALL(cu.cuGraphAddKernelNode(&c->node, a->buffer->graph, a->deps, a->num_deps,
                                        &params));
  launch_packet_free(&p);
  return r;
}

static core_result new_command(core_command_buffer buffer, core_kernel kernel,
                               const struct launch_request *req, uint32_t num_args,
                               const struct launch_arg *args, core_command *out) {
  if (req->work_dim < 1 || req->work_dim > 3)
    return CORE_ERROR_INVALID_WORK_DIMENSION;
  if (!req->global_size)
    return CORE_ERROR_INVALID_VALUE;
  core_command c = calloc(1, sizeof *c);
  if (!c)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  c->dispatch = face_dispatch;
  c->magic = MAGIC_COMMAND;
  atomic_init(&c->refs, 1);
  c->buffer = buffer;
  kernel_retain(kernel);
  c->kernel = kernel;
  c->work_dim = req->work_dim;
  c->has_local_size = req->local_size != NULL;
  for (uint32_t d = 0; d < req->work_dim; ++d) {
    c->global_size[d] = req->global_size[d];
    c->global_offset[d] = req->global_offset ? req->global_offset[d] : 0;
    c->local_size[d] = req->local_size ? req->local_size[d] : 0;
  }
  pthread_mutex_lock(&kernel->lock);
  core_result r = kernel_apply_args_locked(kernel, num_args, args);
  if (r == CORE_SUCCESS)
    r = copy_args(&c->args, &kernel->args);
  pthread_mutex_unlock(&kernel->lock);
  if (r != CORE_SUCCESS) {
    free_command(c);
    return r;
  }
  *out = c;
  return CORE_SUCCESS;
}

core_result command_buffer_append_kernel_with_args(core_command_buffer buffer, core_kernel kernel,
                                                   const struct launch_request *req,
                                                   uint32_t num_args,
                                                   const struct launch_arg *args, uint32_t n,
                                                   const uint32_t *waits, uint32_t *sync_point,
                                                   core_command *command) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (!IS_VALID(kernel, MAGIC_KERNEL))
    return CORE_ERROR_INVALID_KERNEL;
  if (kernel->context != buffer->context)
    return CORE_ERROR_INVALID_CONTEXT;
  if (num_args && !args)
    return CORE_ERROR_INVALID_VALUE;
  core_command c;
  CORE_CHECK(new_command(buffer, kernel, req, num_args, args, &c));
  struct append a;
  core_result r = append_begin(&a, buffer, n, waits);
  if (r != CORE_SUCCESS) {
    free_command(c);
    return r;
  }
  r = add_node(&a, c);
  if (r == CORE_SUCCESS)
    r = remember(buffer, c);
  CUgraphNode node = c->node;
  if (r != CORE_SUCCESS)
    free_command(c);
  else if (command) {
    retain_ref(&c->refs);
    *command = c;
  }
  return append_end(&a, r, node, sync_point);
}

core_result command_buffer_append_kernel(core_command_buffer buffer, core_kernel kernel,
                                         const struct launch_request *req, uint32_t n,
                                         const uint32_t *waits, uint32_t *sync_point,
                                         core_command *command) {
  return command_buffer_append_kernel_with_args(buffer, kernel, req, 0, NULL, n, waits,
                                                sync_point, command);
}

static core_result apply_arg(core_command c, const struct command_arg_update *u) {
  if (u->index >= c->args.count)
    return core_fail(CORE_ERROR_INVALID_ARG_INDEX, "kernel %s has no argument %u",
                     c->kernel->name, u->index);
  if (!u->mem)
    return u->value ? kernel_args_set_value(&c->args, u->index, u->size, u->value)
                    : CORE_ERROR_INVALID_ARG_VALUE;
  if (!IS_VALID(u->mem, MAGIC_MEM))
    return CORE_ERROR_INVALID_MEM_OBJECT;
  CORE_CHECK(device_context_check(&u->mem->context->device_contexts[0]));
  CUdeviceptr ptr = u->mem->dptr;
  return kernel_args_set_value(&c->args, u->index, sizeof ptr, &ptr);
}

static core_result apply_range(core_command c, const struct command_kernel_update *u) {
  if (!u->global_offset && !u->global_size && !u->local_size)
    return CORE_SUCCESS;
  if (u->work_dim != c->work_dim)
    return core_fail(CORE_ERROR_INVALID_WORK_DIMENSION,
                     "an update keeps the kernel's %u dimensions (asked for %u)", c->work_dim,
                     u->work_dim);
  for (uint32_t d = 0; d < c->work_dim; ++d) {
    if (u->global_offset)
      c->global_offset[d] = u->global_offset[d];
    if (u->global_size)
      c->global_size[d] = u->global_size[d];
    if (u->local_size)
      c->local_size[d] = u->local_size[d];
  }
  if (u->local_size)
    c->has_local_size = true;
  else if (u->global_size)
    c->has_local_size = false;
  return CORE_SUCCESS;
}

/* With the buffer locked: the changed node goes to the instantiated graph
 * (or to the graph itself before finalize). A change between a zero and a
 * non-zero offset switches between the kernel and its twin, which CUDA
 * allows for a function of the same context. */
static core_result update_locked(core_command c, const struct command_kernel_update *u) {
  core_command_buffer b = c->buffer;
  if (!b)
    return core_fail(CORE_ERROR_INVALID_COMMAND_BUFFER, "the command's buffer was released");
  if (!b->updatable)
    return core_fail(CORE_ERROR_INVALID_OPERATION,
                     "command buffer %p was not created updatable", (void *)b);
  if (u->num_args && !u->args)
    return CORE_ERROR_INVALID_VALUE;
  /* Checked on a copy first, so a refused update changes nothing. */
  struct cuda_command next = *c;
  CORE_CHECK(apply_range(&next, u));
  struct launch_request req = command_request(&next);
  struct launch_dims dims;
  bool empty;
  CORE_CHECK(launch_shape(c->kernel, b->device_index, &req, &dims, &empty));
  for (uint32_t i = 0; i < u->num_args; ++i)
    CORE_CHECK(apply_arg(c, &u->args[i]));
  memcpy(c->global_offset, next.global_offset, sizeof c->global_offset);
  memcpy(c->global_size, next.global_size, sizeof c->global_size);
  memcpy(c->local_size, next.local_size, sizeof c->local_size);
  c->has_local_size = next.has_local_size;
  CORE_CHECK(context_enter(&b->context->device_contexts[b->device_index]));
  struct launch_packet p = {0};
  CUDA_KERNEL_NODE_PARAMS params;
  core_result r = node_params(c, &p, &params);
  if (r == CORE_SUCCESS)
    r = b->exec ? CU_CALL(cu.cuGraphExecKernelNodeSetParams(b->exec, c->node, &params))
                : CU_CALL(cu.cuGraphKernelNodeSetParams(c->node, &params));
  launch_packet_free(&p);
  return r;
}

core_result command_update_kernel(core_command command, const struct command_kernel_update *u) {
  if (!IS_VALID(command, MAGIC_COMMAND))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (!u)
    return CORE_ERROR_INVALID_VALUE;
  core_command_buffer b = command->buffer;
  if (!b)
    return core_fail(CORE_ERROR_INVALID_COMMAND_BUFFER, "the command's buffer was released");
  pthread_mutex_lock(&b->lock);
  core_result r = update_locked(command, u);
  pthread_mutex_unlock(&b->lock);
  return r;
}

core_result command_retain(core_command command) {
  if (!IS_VALID(command, MAGIC_COMMAND))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  retain_ref(&command->refs);
  return CORE_SUCCESS;
}

core_result command_release(core_command command) {
  if (!IS_VALID(command, MAGIC_COMMAND))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (release_ref(&command->refs))
    free_command(command);
  return CORE_SUCCESS;
}
