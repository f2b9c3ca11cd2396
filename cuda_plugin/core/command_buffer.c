/* Command buffers' life: the graph, finalize (instantiate), launches on
 * queues, and the bookkeeping every append shares (command_append.h). */
#include <stdlib.h>

#include "command_append.h"
#include "face_hooks.h"
#include "device_assert.h"
#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "trace.h"

core_result command_buffer_create(core_context context, core_device device,
                                  const struct command_buffer_options *options,
                                  core_command_buffer *out) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!IS_VALID(device, MAGIC_DEVICE))
    return CORE_ERROR_INVALID_DEVICE;
  if (!options || !out)
    return CORE_ERROR_INVALID_VALUE;
  int index = context_device_index(context, device);
  if (index < 0)
    return CORE_ERROR_INVALID_DEVICE;
  CORE_CHECK(context_enter(&context->device_contexts[index]));
  core_command_buffer b = calloc(1, sizeof *b);
  if (!b)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  core_result r = CU_CALL(cu.cuGraphCreate(&b->graph, 0));
  if (r != CORE_SUCCESS) {
    free(b);
    return r;
  }
  b->dispatch = face_dispatch;
  b->magic = MAGIC_COMMAND_BUFFER;
  atomic_init(&b->refs, 1);
  context_retain(context);
  b->context = context;
  b->device_index = (uint32_t)index;
  b->updatable = options->updatable;
  b->in_order = options->in_order;
  b->profiling = options->profiling;
  pthread_mutex_init(&b->lock, NULL);
  *out = b;
  return CORE_SUCCESS;
}

core_result command_buffer_retain(core_command_buffer buffer) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  retain_ref(&buffer->refs);
  return CORE_SUCCESS;
}

core_result command_buffer_release(core_command_buffer buffer) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (!release_ref(&buffer->refs))
    return CORE_SUCCESS;
  /* Its launches may still run: the graph goes once they are done. */
  core_result r = context_enter(&buffer->context->device_contexts[buffer->device_index]);
  if (r == CORE_SUCCESS && buffer->launched)
    r = CU_CALL(cu.cuEventSynchronize(buffer->last_launch));
  if (buffer->last_launch)
    cu.cuEventDestroy(buffer->last_launch);
  if (buffer->exec)
    cu.cuGraphExecDestroy(buffer->exec);
  cu.cuGraphDestroy(buffer->graph);
  pthread_mutex_lock(&buffer->lock);
  for (uint32_t i = 0; i < buffer->num_commands; ++i) {
    buffer->commands[i]->buffer = NULL;
    command_release(buffer->commands[i]);
  }
  pthread_mutex_unlock(&buffer->lock);
  for (uint32_t i = 0; i < buffer->num_assert_programs; ++i)
    program_release(buffer->assert_programs[i]);
  free(buffer->commands);
  free(buffer->assert_programs);
  sync_points_free(&buffer->points);
  pthread_mutex_destroy(&buffer->lock);
  context_release(buffer->context);
  buffer->magic = MAGIC_DEAD;
  free(buffer);
  return r;
}

core_result command_buffer_finalize(core_command_buffer buffer) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  pthread_mutex_lock(&buffer->lock);
  core_result r = CORE_SUCCESS;
  if (buffer->exec)
    r = core_fail(CORE_ERROR_INVALID_OPERATION, "command buffer %p is already finalized",
                  (void *)buffer);
  if (r == CORE_SUCCESS)
    r = context_enter(&buffer->context->device_contexts[buffer->device_index]);
  if (r == CORE_SUCCESS)
    r = CU_CALL(cu.cuEventCreate(&buffer->last_launch, CU_EVENT_DISABLE_TIMING));
  if (r == CORE_SUCCESS)
    r = CU_CALL(cu.cuGraphInstantiateWithFlags(&buffer->exec, buffer->graph, 0));
  pthread_mutex_unlock(&buffer->lock);
  return r;
}

bool command_buffer_is_finalized(core_command_buffer buffer) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return false;
  pthread_mutex_lock(&buffer->lock);
  bool finalized = buffer->exec != NULL;
  pthread_mutex_unlock(&buffer->lock);
  return finalized;
}

/* In order: the one dependency is the last node appended (a fill's join). */
static core_result resolve_waits(core_command_buffer b, struct append *a, uint32_t n,
                                 const uint32_t *waits) {
  if (!b->in_order)
    return sync_points_resolve(&b->points, n, waits, a->deps);
  a->num_deps = b->points.count ? 1 : 0;
  if (a->num_deps)
    a->deps[0] = b->points.nodes[b->points.count - 1];
  return CORE_SUCCESS;
}

core_result append_begin(struct append *a, core_command_buffer buffer, uint32_t n,
                         const uint32_t *waits) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  a->buffer = buffer;
  a->num_deps = n;
  a->deps = n <= APPEND_STACK_DEPS || buffer->in_order ? a->stack_deps
                                                        : malloc(n * sizeof *a->deps);
  if (!a->deps)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  struct device_context *dc = &buffer->context->device_contexts[buffer->device_index];
  a->context = dc->handle;
  pthread_mutex_lock(&buffer->lock);
  core_result r = CORE_SUCCESS;
  if (buffer->exec)
    r = core_fail(CORE_ERROR_INVALID_OPERATION,
                  "command buffer %p is finalized: nothing more can be appended", (void *)buffer);
  if (r == CORE_SUCCESS)
    r = resolve_waits(buffer, a, n, waits);
  if (r == CORE_SUCCESS)
    r = sync_points_reserve(&buffer->points);
  if (r == CORE_SUCCESS)
    r = context_enter(dc);
  if (r != CORE_SUCCESS) {
    pthread_mutex_unlock(&buffer->lock);
    if (a->deps != a->stack_deps)
      free(a->deps);
  }
  return r;
}

core_result append_end(struct append *a, core_result status, CUgraphNode node,
                       uint32_t *sync_point) {
  if (status == CORE_SUCCESS) {
    uint32_t point = sync_points_add(&a->buffer->points, node);
    if (sync_point)
      *sync_point = point;
  }
  pthread_mutex_unlock(&a->buffer->lock);
  if (a->deps != a->stack_deps)
    free(a->deps);
  return status;
}

/* With the buffer locked: one launch after another, on any stream. */
static core_result launch_locked(core_command_buffer b, CUstream stream) {
  if (b->launched)
    CU_CHECK(cu.cuStreamWaitEvent(stream, b->last_launch, 0));
  CU_CHECK(cu.cuGraphLaunch(b->exec, stream));
  CU_CHECK(cu.cuEventRecord(b->last_launch, stream));
  b->launched = true;
  return CORE_SUCCESS;
}

core_result command_buffer_enqueue(core_command_buffer buffer, core_queue queue, uint32_t n,
                                   const core_event *list, core_event *event) {
  if (!IS_VALID(buffer, MAGIC_COMMAND_BUFFER))
    return CORE_ERROR_INVALID_COMMAND_BUFFER;
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (queue->context != buffer->context || queue->device_index != buffer->device_index)
    return core_fail(CORE_ERROR_INVALID_QUEUE,
                     "the queue's context or device is not the command buffer's");
  pthread_mutex_lock(&buffer->lock);
  bool finalized = buffer->exec != NULL;
  pthread_mutex_unlock(&buffer->lock);
  if (!finalized)
    return core_fail(CORE_ERROR_INVALID_OPERATION, "command buffer %p is not finalized",
                     (void *)buffer);
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list, COMMAND_COMMAND_BUFFER, event != NULL));
  pthread_mutex_lock(&buffer->lock);
  core_result r = launch_locked(buffer, e.stream);
  pthread_mutex_unlock(&buffer->lock);
  /* A recoverable assert shows as for a plain launch: the event's wait
   * reports the first program, the queue's finish every one. */
  for (uint32_t i = 0; r == CORE_SUCCESS && i < buffer->num_assert_programs; ++i)
    r = assert_watch_launch(queue, buffer->assert_programs[i], i == 0 ? e.event : NULL);
  return enqueue_end(&e, r, event);
}
