/* The UR face's command buffers over the core with the driver table `cu`
 * pointed at stubs that record the graph calls: creation, sync points
 * turned into node dependencies, in-order chaining, a fill's join node,
 * finalize once, appends refused after it, a kernel command updated after
 * it, and release. No GPU and no driver library. Built once per release. */
#include <stdlib.h>
#include <string.h>

#include "../unit/plugin/check.h"
#include "driver.h"
#include "face.h"

enum { MAX_NODES = 64, MAX_DEPS = 8 };

/* What the stubs saw: each node in order with its dependencies. */
static struct {
  uintptr_t node_count;
  uint32_t deps[MAX_NODES][MAX_DEPS];
  size_t num_deps[MAX_NODES];
  int instantiated, graphs_destroyed, exec_updates;
  int last_node_value, last_update_value; /* a kernel node's int argument 0 */
  CUcontext current;
} seen;

static char token; /* what a stub hands out as a graph, exec or event */

/* Nodes are numbered from 1 so that none is NULL. */
static CUresult add_node(CUgraphNode *node, const CUgraphNode *deps, size_t n) {
  uintptr_t id = ++seen.node_count;
  if (id >= MAX_NODES || n > MAX_DEPS)
    return CUDA_ERROR_OUT_OF_MEMORY;
  for (size_t i = 0; i < n; ++i)
    seen.deps[id][i] = (uint32_t)(uintptr_t)deps[i];
  seen.num_deps[id] = n;
  *node = (CUgraphNode)id;
  return CUDA_SUCCESS;
}

static CUresult CUDAAPI memcpy_node(CUgraphNode *node, CUgraph g, const CUgraphNode *deps, size_t n,
                                    const CUDA_MEMCPY3D *copy, CUcontext c) {
  (void)g, (void)copy, (void)c;
  return add_node(node, deps, n);
}
static CUresult CUDAAPI memset_node(CUgraphNode *node, CUgraph g, const CUgraphNode *deps, size_t n,
                                    const CUDA_MEMSET_NODE_PARAMS *set, CUcontext c) {
  (void)g, (void)set, (void)c;
  return add_node(node, deps, n);
}
static CUresult CUDAAPI empty_node(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                   size_t n) {
  (void)g;
  return add_node(node, deps, n);
}
static CUresult CUDAAPI kernel_node(CUgraphNode *node, CUgraph g, const CUgraphNode *deps, size_t n,
                                    const CUDA_KERNEL_NODE_PARAMS *params) {
  (void)g;
  seen.last_node_value = *(const int *)params->kernelParams[0];
  return add_node(node, deps, n);
}
static CUresult CUDAAPI exec_kernel_params(CUgraphExec e, CUgraphNode node,
                                           const CUDA_KERNEL_NODE_PARAMS *params) {
  (void)e, (void)node;
  seen.exec_updates++;
  seen.last_update_value = *(const int *)params->kernelParams[0];
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI graph_create(CUgraph *g, unsigned flags) {
  (void)flags;
  *g = (CUgraph)&token;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI graph_destroy(CUgraph g) {
  (void)g;
  seen.graphs_destroyed++;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI instantiate(CUgraphExec *e, CUgraph g, unsigned long long flags) {
  (void)g, (void)flags;
  seen.instantiated++;
  *e = (CUgraphExec)&token;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI exec_destroy(CUgraphExec e) {
  (void)e;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI event_create(CUevent *e, unsigned flags) {
  (void)flags;
  *e = (CUevent)&token;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI event_destroy(CUevent e) {
  (void)e;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI ctx_get(CUcontext *c) {
  *c = seen.current;
  return CUDA_SUCCESS;
}
static CUresult CUDAAPI ctx_set(CUcontext c) {
  seen.current = c;
  return CUDA_SUCCESS;
}

static void stub_driver(void) {
  cu.cuGraphAddMemcpyNode = memcpy_node;
  cu.cuGraphAddMemsetNode = memset_node;
  cu.cuGraphAddEmptyNode = empty_node;
  cu.cuGraphAddKernelNode = kernel_node;
  cu.cuGraphExecKernelNodeSetParams = exec_kernel_params;
  cu.cuGraphCreate = graph_create;
  cu.cuGraphDestroy = graph_destroy;
  cu.cuGraphInstantiateWithFlags = instantiate;
  cu.cuGraphExecDestroy = exec_destroy;
  cu.cuEventCreate = event_create;
  cu.cuEventDestroy = event_destroy;
  cu.cuCtxGetCurrent = ctx_get;
  cu.cuCtxSetCurrent = ctx_set;
}

/* One device with H100-like limits in a one-device context. */
static struct cuda_device device = {.magic = MAGIC_DEVICE,
                                    .props = {.max_threads_per_block = 1024,
                                              .max_block = {1024, 1024, 64},
                                              .max_grid = {1 << 30, 65535, 65535},
                                              .max_shared_per_block = 48 << 10,
                                              .max_shared_per_block_optin = 227 << 10}};
static core_device devices[] = {&device};
static struct device_context device_context = {.handle = (CUcontext)&device};
static struct cuda_context context = {.magic = MAGIC_CONTEXT,
                                      .num_devices = 1,
                                      .devices = devices,
                                      .device_contexts = &device_context};

static ur_exp_command_buffer_handle_t create(bool updatable, bool in_order) {
  const ur_exp_command_buffer_desc_t desc = {UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC, NULL,
                                             updatable, in_order, false};
  ur_exp_command_buffer_handle_t b = NULL;
  CHECK_EQ(urCommandBufferCreateExp(&context, &device, &desc, &b), UR_RESULT_SUCCESS);
  return b;
}

static bool deps_are(uintptr_t node, size_t n, const uint32_t *want) {
  if (seen.num_deps[node] != n)
    return false;
  for (size_t i = 0; i < n; ++i)
    if (seen.deps[node][i] != want[i])
      return false;
  return true;
}

static char src[256], dst[256];

/* Sync points name nodes; a wait list becomes the node's dependencies; a
 * 12-byte fill is three memsets joined by an empty node, its sync point. */
static void sync_points(void) {
  memset(&seen, 0, sizeof seen);
  ur_exp_command_buffer_handle_t b = create(false, false);
  ur_exp_command_buffer_sync_point_t p[4];
  CHECK_EQ(urCommandBufferAppendUSMMemcpyExp(b, dst, src, 64, 0, NULL, 0, NULL, &p[0], NULL, NULL),
           UR_RESULT_SUCCESS);
  const uint32_t word = 7;
  CHECK_EQ(urCommandBufferAppendUSMFillExp(b, dst + 64, &word, 4, 64, 0, NULL, 0, NULL, &p[1], NULL,
                                           NULL),
           UR_RESULT_SUCCESS);
  const uint32_t twelve[3] = {1, 2, 3};
  const ur_exp_command_buffer_sync_point_t both[] = {p[0], p[1]};
  CHECK_EQ(urCommandBufferAppendUSMFillExp(b, dst + 128, twelve, 12, 120, 2, both, 0, NULL, &p[2],
                                           NULL, NULL),
           UR_RESULT_SUCCESS);
  CHECK_EQ(urCommandBufferAppendUSMPrefetchExp(b, dst, 64, 0, 1, &p[2], 0, NULL, &p[3], NULL, NULL),
           UR_RESULT_SUCCESS);
  CHECK(p[0] == 0 && p[1] == 1 && p[2] == 2 && p[3] == 3);
  CHECK_EQ(seen.node_count, 7); /* copy, memset, 3 memsets, join, hint */
  const uint32_t first_two[] = {1, 2}, memsets[] = {3, 4, 5}, join[] = {6};
  CHECK(deps_are(1, 0, NULL) && deps_are(2, 0, NULL));
  for (uintptr_t i = 3; i <= 5; ++i)
    CHECK(deps_are(i, 2, first_two));
  CHECK(deps_are(6, 3, memsets));
  CHECK(deps_are(7, 1, join)); /* the fill's sync point is its join */
  CHECK_EQ(urCommandBufferFinalizeExp(b), UR_RESULT_SUCCESS);
  CHECK_EQ(urCommandBufferFinalizeExp(b), UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(seen.instantiated, 1);
  CHECK_EQ(urCommandBufferAppendUSMMemcpyExp(b, dst, src, 64, 0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(seen.node_count, 7);
  CHECK_EQ(urCommandBufferReleaseExp(b), UR_RESULT_SUCCESS);
  CHECK_EQ(seen.graphs_destroyed, 1);
  CHECK_EQ(atomic_load(&context.refs), 1);
}

/* In order: each append depends on the one before, wait lists ignored. */
static void in_order(void) {
  memset(&seen, 0, sizeof seen);
  ur_exp_command_buffer_handle_t b = create(false, true);
  ur_exp_command_buffer_desc_t desc = {0};
  CHECK_EQ(
      urCommandBufferGetInfoExp(b, UR_EXP_COMMAND_BUFFER_INFO_DESCRIPTOR, sizeof desc, &desc, NULL),
      UR_RESULT_SUCCESS);
  CHECK(desc.isInOrder && !desc.isUpdatable);
  ur_exp_command_buffer_sync_point_t p = 99;
  CHECK_EQ(urCommandBufferAppendUSMMemcpyExp(b, dst, src, 64, 0, NULL, 0, NULL, &p, NULL, NULL),
           UR_RESULT_SUCCESS);
  const uint32_t twelve[3] = {1, 2, 3};
  CHECK_EQ(urCommandBufferAppendUSMFillExp(b, dst + 128, twelve, 12, 120, 0, NULL, 0, NULL, NULL,
                                           NULL, NULL),
           UR_RESULT_SUCCESS);
  const ur_exp_command_buffer_sync_point_t unknown = 42; /* ignored in order */
  CHECK_EQ(
      urCommandBufferAppendUSMMemcpyExp(b, src, dst, 64, 1, &unknown, 0, NULL, NULL, NULL, NULL),
      UR_RESULT_SUCCESS);
  const uint32_t copy[] = {1}, join[] = {5};
  CHECK_EQ(p, 0);
  CHECK(deps_are(1, 0, NULL));
  for (uintptr_t i = 2; i <= 4; ++i)
    CHECK(deps_are(i, 1, copy));
  CHECK(deps_are(6, 1, join));
  CHECK_EQ(urCommandBufferReleaseExp(b), UR_RESULT_SUCCESS);
}

/* A kernel command of an updatable buffer: updated once finalized, the
 * new argument value sent to the instantiated graph; its handle lives as
 * long as the buffer (the buffer's reference is the only one). */
static void kernel_update(void) {
  memset(&seen, 0, sizeof seen);
  static struct cuda_program program = {.magic = MAGIC_PROGRAM};
  static CUfunction functions[1] = {(CUfunction)&token}, twins[1];
  struct cuda_kernel kernel = {.magic = MAGIC_KERNEL,
                               .program = &program,
                               .context = &context,
                               .name = "k",
                               .functions = functions,
                               .with_offset_functions = twins,
                               .max_threads_per_block = 1024};
  atomic_init(&kernel.refs, 1);
  pthread_mutex_init(&kernel.lock, NULL);
  int value = 5;
  CHECK_EQ(kernel_set_arg(&kernel, 0, sizeof value, &value), CORE_SUCCESS);
  ur_exp_command_buffer_handle_t b = create(true, false);
  size_t global = 256, local = 64;
  ur_exp_command_buffer_command_handle_t command = NULL;
  ur_exp_command_buffer_sync_point_t p = 99;
  CHECK_EQ(urCommandBufferAppendKernelLaunchExp(b, &kernel, 1, NULL, &global, &local, 0, NULL, 0,
                                                NULL, 0, NULL, &p, NULL, &command),
           UR_RESULT_SUCCESS);
  CHECK(command != NULL && p == 0);
  CHECK_EQ(seen.last_node_value, 5);
  CHECK_EQ(atomic_load(&command->refs), 1);
  int later = 9;
  const ur_exp_command_buffer_update_value_arg_desc_t arg = {
      UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_VALUE_ARG_DESC,
      NULL,
      0,
      sizeof later,
      NULL,
      &later};
  const ur_exp_command_buffer_update_kernel_launch_desc_t u = {
      .stype = UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_KERNEL_LAUNCH_DESC,
      .hCommand = command,
      .hNewKernel = &kernel,
      .numNewValueArgs = 1,
      .newWorkDim = 1,
      .pNewValueArgList = &arg};
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(b, 1, &u), UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(urCommandBufferFinalizeExp(b), UR_RESULT_SUCCESS);
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(b, 1, &u), UR_RESULT_SUCCESS);
  CHECK_EQ(seen.exec_updates, 1);
  CHECK_EQ(seen.last_update_value, 9);
  size_t bigger = 512;
  ur_exp_command_buffer_update_kernel_launch_desc_t range = u;
  range.numNewValueArgs = 0;
  range.pNewGlobalWorkSize = &bigger;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(b, 1, &range), UR_RESULT_SUCCESS);
  CHECK_EQ(command->global_size[0], 512);
  CHECK_EQ(seen.last_update_value, 9);
  CHECK_EQ(seen.exec_updates, 2);
#if UR_FACE_RELEASE >= 202602
  /* A launch's own argument is the node's, after the first node's. */
  int own = 11;
  const ur_exp_kernel_arg_properties_t args[] = {{UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                                  NULL,
                                                  UR_EXP_KERNEL_ARG_TYPE_VALUE,
                                                  0,
                                                  sizeof own,
                                                  {.value = &own}}};
  CHECK_EQ(urCommandBufferAppendKernelLaunchWithArgsExp(b, &kernel, 1, NULL, &global, &local, 1,
                                                        args, 0, NULL, 1, &p, 0, NULL, NULL, NULL,
                                                        NULL),
           UR_RESULT_ERROR_INVALID_OPERATION); /* finalized */
  ur_exp_command_buffer_handle_t open = create(true, false);
  CHECK_EQ(urCommandBufferAppendKernelLaunchWithArgsExp(open, &kernel, 1, NULL, &global, &local, 1,
                                                        args, 0, NULL, 0, NULL, 0, NULL, NULL, NULL,
                                                        NULL),
           UR_RESULT_SUCCESS);
  CHECK_EQ(seen.last_node_value, 11);
  CHECK_EQ(urCommandBufferReleaseExp(open), UR_RESULT_SUCCESS);
#endif
  /* The command goes with its buffer (valgrind's run sees a leak otherwise),
   * and with it its kernel reference. */
  CHECK_EQ(urCommandBufferReleaseExp(b), UR_RESULT_SUCCESS);
  CHECK_EQ(atomic_load(&kernel.refs), 1);
  CHECK_EQ(atomic_load(&context.refs), 1);
  kernel_args_free(&kernel.args);
  pthread_mutex_destroy(&kernel.lock);
}

int main(void) {
  atomic_init(&context.refs, 1); /* the test's own: buffers never release the last */
  stub_driver();
  sync_points();
  in_order();
  kernel_update();
  return check_report("ur_command_buffer_recording_test");
}
