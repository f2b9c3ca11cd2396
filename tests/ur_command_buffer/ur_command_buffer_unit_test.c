/* The UR face's command-buffer entry points without a driver: what they
 * answer before any driver call, as UR documents it. Buffers and commands
 * are built by hand (finalized or not, updatable or not) over a context
 * whose device context is never entered; every case stops before the
 * driver. Built once per release (UR_FACE_RELEASE). */
#include <stdlib.h>
#include <string.h>

#include "../unit/plugin/check.h"
#include "device_info.h"
#include "face.h"

static struct device_context device_context;
static struct cuda_context context = {
    .magic = MAGIC_CONTEXT, .num_devices = 1, .device_contexts = &device_context};
static char graph_exec; /* a finalized buffer's stand-in CUgraphExec */

static ur_exp_command_buffer_handle_t made_buffer(bool updatable, bool finalized) {
  ur_exp_command_buffer_handle_t b = calloc(1, sizeof *b);
  b->magic = MAGIC_COMMAND_BUFFER;
  atomic_init(&b->refs, 1);
  b->context = &context;
  b->updatable = updatable;
  b->graph = (CUgraph)&graph_exec;
  b->exec = finalized ? (CUgraphExec)&graph_exec : NULL;
  pthread_mutex_init(&b->lock, NULL);
  return b;
}

static void free_buffer(ur_exp_command_buffer_handle_t b) {
  sync_points_free(&b->points);
  pthread_mutex_destroy(&b->lock);
  free(b);
}

/* A kernel command of `b` over a 1-D range of 64. */
static ur_exp_command_buffer_command_handle_t made_command(ur_exp_command_buffer_handle_t b,
                                                           ur_kernel_handle_t kernel) {
  ur_exp_command_buffer_command_handle_t c = calloc(1, sizeof *c);
  c->magic = MAGIC_COMMAND;
  atomic_init(&c->refs, 1);
  c->buffer = b;
  c->kernel = kernel;
  c->work_dim = 1;
  c->global_size[0] = 64;
  return c;
}

static const ur_exp_command_buffer_desc_t plain_desc = {UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC,
                                                        NULL, false, false, false};

static void null_arguments(void) {
  ur_exp_command_buffer_handle_t out = NULL;
  CHECK_EQ(urCommandBufferCreateExp(NULL, NULL, &plain_desc, &out),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  ur_context_handle_t bad_context = (ur_context_handle_t)&device_context;
  ur_device_handle_t bad_device = (ur_device_handle_t)&device_context;
  CHECK_EQ(urCommandBufferCreateExp(bad_context, bad_device, NULL, &out),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(urCommandBufferCreateExp(bad_context, bad_device, &plain_desc, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(urCommandBufferCreateExp(bad_context, bad_device, &plain_desc, &out),
           UR_RESULT_ERROR_INVALID_CONTEXT);
  CHECK(out == NULL);
  CHECK_EQ(urCommandBufferRetainExp(NULL), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  CHECK_EQ(urCommandBufferReleaseExp(NULL), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  CHECK_EQ(urCommandBufferFinalizeExp(NULL), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  uint32_t count = 0;
  CHECK_EQ(urCommandBufferGetInfoExp(NULL, UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT, sizeof count,
                                     &count, NULL),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  ur_native_handle_t native = 0;
  CHECK_EQ(urCommandBufferGetNativeHandleExp(NULL, &native), UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  CHECK_EQ(urEnqueueCommandBufferExp(NULL, NULL, 0, NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(NULL, 0, NULL),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);

  ur_exp_command_buffer_handle_t b = made_buffer(false, false);
  char data[16];
  CHECK_EQ(urCommandBufferGetNativeHandleExp(b, NULL), UR_RESULT_ERROR_INVALID_NULL_POINTER);
  size_t global = 64;
  CHECK_EQ(urCommandBufferAppendKernelLaunchExp(b, NULL, 1, NULL, &global, NULL, 0, NULL, 0, NULL,
                                                0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  ur_kernel_handle_t bad_kernel = (ur_kernel_handle_t)&device_context;
  CHECK_EQ(urCommandBufferAppendKernelLaunchExp(b, bad_kernel, 1, NULL, NULL, NULL, 0, NULL, 0,
                                                NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(urCommandBufferAppendUSMMemcpyExp(b, NULL, data, 4, 0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(
      urCommandBufferAppendUSMMemcpyExp(b, data, data + 8, 0, 0, NULL, 0, NULL, NULL, NULL, NULL),
      UR_RESULT_ERROR_INVALID_SIZE);
  CHECK_EQ(
      urCommandBufferAppendUSMFillExp(b, data, NULL, 4, 16, 0, NULL, 0, NULL, NULL, NULL, NULL),
      UR_RESULT_ERROR_INVALID_NULL_POINTER);
  /* The size must be a whole number of patterns. */
  CHECK_EQ(
      urCommandBufferAppendUSMFillExp(b, data, data, 4, 10, 0, NULL, 0, NULL, NULL, NULL, NULL),
      UR_RESULT_ERROR_INVALID_SIZE);
  CHECK_EQ(urCommandBufferAppendUSMFillExp(b, data, data, 8, 4, 0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_SIZE);
  CHECK_EQ(urCommandBufferAppendUSMPrefetchExp(b, data, 0, 0, 0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_SIZE);
  CHECK_EQ(urCommandBufferAppendUSMAdviseExp(b, NULL, 4, 0, 0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(urCommandBufferAppendMemBufferWriteExp(b, NULL, 0, 4, data, 0, NULL, 0, NULL, NULL, NULL,
                                                  NULL),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  ur_mem_handle_t bad_mem = (ur_mem_handle_t)&device_context;
  CHECK_EQ(urCommandBufferAppendMemBufferReadExp(b, bad_mem, 0, 4, NULL, 0, NULL, 0, NULL, NULL,
                                                 NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(urCommandBufferAppendMemBufferCopyExp(b, bad_mem, NULL, 0, 0, 4, 0, NULL, 0, NULL, NULL,
                                                 NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  free_buffer(b);
}

/* A handle that is no command buffer (or a released one) is refused. */
static void bad_handles(void) {
  ur_exp_command_buffer_handle_t dead = made_buffer(false, false);
  dead->magic = MAGIC_DEAD;
  CHECK_EQ(urCommandBufferRetainExp(dead), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  CHECK_EQ(urCommandBufferReleaseExp(dead), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  CHECK_EQ(urCommandBufferFinalizeExp(dead), UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  uint32_t count = 0;
  CHECK_EQ(urCommandBufferGetInfoExp(dead, UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT, sizeof count,
                                     &count, NULL),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  char data[16];
  CHECK_EQ(urCommandBufferAppendUSMMemcpyExp(dead, data, data + 8, 8, 0, NULL, 0, NULL, NULL, NULL,
                                             NULL),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  ur_queue_handle_t bad_queue = (ur_queue_handle_t)&device_context;
  CHECK_EQ(urEnqueueCommandBufferExp(bad_queue, dead, 0, NULL, NULL),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  ur_exp_command_buffer_update_kernel_launch_desc_t update = {
      .stype = UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_KERNEL_LAUNCH_DESC, .newWorkDim = 1};
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(dead, 1, &update),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_EXP);
  free_buffer(dead);
}

/* Retain, release (not the last reference) and the info queries. */
static void info(void) {
  ur_exp_command_buffer_handle_t b = made_buffer(true, false);
  CHECK_EQ(urCommandBufferRetainExp(b), UR_RESULT_SUCCESS);
  uint32_t count = 0;
  size_t size = 0;
  CHECK_EQ(urCommandBufferGetInfoExp(b, UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT, sizeof count,
                                     &count, &size),
           UR_RESULT_SUCCESS);
  CHECK_EQ(count, 2);
  CHECK_EQ(size, sizeof count);
  CHECK_EQ(urCommandBufferReleaseExp(b), UR_RESULT_SUCCESS);
  CHECK_EQ(urCommandBufferGetInfoExp(b, UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT, sizeof count,
                                     &count, NULL),
           UR_RESULT_SUCCESS);
  CHECK_EQ(count, 1);
  ur_exp_command_buffer_desc_t desc = {0};
  CHECK_EQ(
      urCommandBufferGetInfoExp(b, UR_EXP_COMMAND_BUFFER_INFO_DESCRIPTOR, sizeof desc, &desc, NULL),
      UR_RESULT_SUCCESS);
  CHECK_EQ(desc.stype, UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC);
  CHECK(desc.isUpdatable && !desc.isInOrder && !desc.enableProfiling);
  CHECK_EQ(
      urCommandBufferGetInfoExp(b, UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT, 1, &count, NULL),
      UR_RESULT_ERROR_INVALID_SIZE);
  CHECK_EQ(urCommandBufferGetInfoExp(b, UR_EXP_COMMAND_BUFFER_INFO_REFERENCE_COUNT, 0, NULL, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  CHECK_EQ(
      urCommandBufferGetInfoExp(b, (ur_exp_command_buffer_info_t)7, sizeof count, &count, NULL),
      UR_RESULT_ERROR_INVALID_ENUMERATION);
  ur_native_handle_t native = 0;
  CHECK_EQ(urCommandBufferGetNativeHandleExp(b, &native), UR_RESULT_SUCCESS);
  CHECK(native == (ur_native_handle_t)b->graph);
  free_buffer(b);
}

/* Wait lists name sync points already handed out; a list pointer goes with
 * a non-zero count. */
static void sync_point_lists(void) {
  ur_exp_command_buffer_handle_t b = made_buffer(false, false);
  for (uintptr_t i = 0; i < 3; ++i) {
    CHECK_EQ(sync_points_reserve(&b->points), CORE_SUCCESS);
    sync_points_add(&b->points, (CUgraphNode)(i + 1));
  }
  char data[16];
  const ur_exp_command_buffer_sync_point_t later[] = {0, 3};
  CHECK_EQ(
      urCommandBufferAppendUSMMemcpyExp(b, data, data + 8, 8, 2, later, 0, NULL, NULL, NULL, NULL),
      UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_WAIT_LIST_EXP);
  CHECK_EQ(urCommandBufferAppendUSMFillExp(b, data, data, 4, 8, 1, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_WAIT_LIST_EXP);
  CHECK_EQ(urCommandBufferAppendUSMPrefetchExp(b, data, 8, 0, 0, later, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_SYNC_POINT_WAIT_LIST_EXP);
  CHECK_EQ(b->points.count, 3);
  free_buffer(b);
}

/* No command-buffer events (COMMAND_BUFFER_EVENT_SUPPORT_EXP is false), and
 * command handles only for kernel launches of updatable buffers. */
static void events_and_commands(void) {
  ur_exp_command_buffer_handle_t b = made_buffer(false, false);
  char data[16];
  ur_event_handle_t event = NULL;
  CHECK_EQ(
      urCommandBufferAppendUSMMemcpyExp(b, data, data + 8, 8, 0, NULL, 0, NULL, NULL, &event, NULL),
      UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
  CHECK_EQ(
      urCommandBufferAppendUSMMemcpyExp(b, data, data + 8, 8, 0, NULL, 1, NULL, NULL, NULL, NULL),
      UR_RESULT_ERROR_INVALID_EVENT_WAIT_LIST);
  ur_exp_command_buffer_command_handle_t command = NULL;
  CHECK_EQ(urCommandBufferAppendUSMMemcpyExp(b, data, data + 8, 8, 0, NULL, 0, NULL, NULL, NULL,
                                             &command),
           UR_RESULT_ERROR_UNSUPPORTED_FEATURE);
  struct cuda_kernel kernel = {.magic = MAGIC_KERNEL, .context = &context};
  size_t global = 64;
  CHECK_EQ(urCommandBufferAppendKernelLaunchExp(b, &kernel, 1, NULL, &global, NULL, 0, NULL, 0,
                                                NULL, 0, NULL, NULL, NULL, &command),
           UR_RESULT_ERROR_INVALID_OPERATION);
  ur_kernel_handle_t alternatives[] = {&kernel};
  CHECK_EQ(urCommandBufferAppendKernelLaunchExp(b, &kernel, 1, NULL, &global, NULL, 1, alternatives,
                                                0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_VALUE);
  CHECK_EQ(urCommandBufferAppendKernelLaunchExp(b, &kernel, 1, NULL, &global, NULL, 1, NULL, 0,
                                                NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_VALUE);
  CHECK(command == NULL);
  CHECK_EQ(b->points.count, 0);
  free_buffer(b);
}

/* Finalize once; nothing is appended after it. */
static void finalized(void) {
  ur_exp_command_buffer_handle_t b = made_buffer(false, true);
  CHECK_EQ(urCommandBufferFinalizeExp(b), UR_RESULT_ERROR_INVALID_OPERATION);
  char data[16];
  CHECK_EQ(
      urCommandBufferAppendUSMMemcpyExp(b, data, data + 8, 8, 0, NULL, 0, NULL, NULL, NULL, NULL),
      UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(urCommandBufferAppendUSMAdviseExp(b, data, 8, 0, 0, NULL, 0, NULL, NULL, NULL, NULL),
           UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(b->points.count, 0);
  free_buffer(b);
}

/* Updates: of updatable, finalized buffers only, each command one of the
 * buffer's, its kernel kept and its dimensions in 1..3. */
static void updates(void) {
  struct cuda_kernel kernel = {.magic = MAGIC_KERNEL, .context = &context};
  ur_exp_command_buffer_handle_t fixed = made_buffer(false, true);
  ur_exp_command_buffer_handle_t open = made_buffer(true, false);
  ur_exp_command_buffer_handle_t ready = made_buffer(true, true);
  ur_exp_command_buffer_command_handle_t mine = made_command(ready, &kernel);
  ur_exp_command_buffer_command_handle_t other = made_command(open, &kernel);
  ur_exp_command_buffer_update_kernel_launch_desc_t u = {
      .stype = UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_KERNEL_LAUNCH_DESC,
      .hCommand = mine,
      .newWorkDim = 1};
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(fixed, 1, &u), UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(open, 1, &u), UR_RESULT_ERROR_INVALID_OPERATION);
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 0, &u), UR_RESULT_ERROR_INVALID_SIZE);
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  ur_exp_command_buffer_update_kernel_launch_desc_t bad = u;
  bad.hCommand = other;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, &bad),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP);
  bad.hCommand = NULL;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, &bad),
           UR_RESULT_ERROR_INVALID_NULL_HANDLE);
  bad = u;
  bad.newWorkDim = 4;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, &bad),
           UR_RESULT_ERROR_INVALID_WORK_DIMENSION);
  bad = u;
  bad.newWorkDim = 2;
  size_t sizes[2] = {8, 8};
  bad.pNewGlobalWorkSize = sizes; /* a new dimension needs the offset too */
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, &bad), UR_RESULT_ERROR_INVALID_VALUE);
  struct cuda_kernel another = kernel;
  bad = u;
  bad.hNewKernel = &another;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, &bad), UR_RESULT_ERROR_INVALID_VALUE);
  bad = u;
  bad.numNewValueArgs = 1;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 1, &bad),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  /* The second of two refused: the first is not applied either. */
  ur_exp_command_buffer_update_kernel_launch_desc_t two[2] = {u, u};
  two[0].pNewGlobalWorkSize = sizes;
  two[1].hCommand = other;
  CHECK_EQ(urCommandBufferUpdateKernelLaunchExp(ready, 2, two),
           UR_RESULT_ERROR_INVALID_COMMAND_BUFFER_COMMAND_HANDLE_EXP);
  CHECK_EQ(mine->global_size[0], 64);
  free(mine);
  free(other);
  free_buffer(fixed);
  free_buffer(open);
  free_buffer(ready);
}

#if UR_FACE_RELEASE >= 202602
/* Launch arguments are read before anything is recorded. */
static void launch_arguments(void) {
  ur_exp_command_buffer_handle_t b = made_buffer(false, false);
  struct cuda_kernel kernel = {.magic = MAGIC_KERNEL, .context = &context};
  size_t global = 64;
  CHECK_EQ(urCommandBufferAppendKernelLaunchWithArgsExp(b, &kernel, 1, NULL, &global, NULL, 1, NULL,
                                                        0, NULL, 0, NULL, 0, NULL, NULL, NULL,
                                                        NULL),
           UR_RESULT_ERROR_INVALID_NULL_POINTER);
  ur_exp_kernel_arg_properties_t sampler = {UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                            NULL,
                                            UR_EXP_KERNEL_ARG_TYPE_SAMPLER,
                                            0,
                                            sizeof(void *),
                                            {.value = NULL}};
  CHECK_EQ(urCommandBufferAppendKernelLaunchWithArgsExp(b, &kernel, 1, NULL, &global, NULL, 1,
                                                        &sampler, 0, NULL, 0, NULL, 0, NULL, NULL,
                                                        NULL, NULL),
           UR_RESULT_ERROR_INVALID_SAMPLER);
  CHECK_EQ(b->points.count, 0);
  free_buffer(b);
}
#endif

/* What a device says of command buffers: supported, updatable in all but
 * the kernel handle and events, no events, no subgraphs. */
static void device_answers(void) {
  struct cuda_device device = {.magic = MAGIC_DEVICE};
  ur_bool_t flag = false;
  CHECK_EQ(ur_device_info_answer(&device, 0, UR_DEVICE_INFO_COMMAND_BUFFER_SUPPORT_EXP, sizeof flag,
                                 &flag, NULL),
           CORE_SUCCESS);
  CHECK(flag);
  ur_device_command_buffer_update_capability_flags_t caps = 0;
  size_t size = 0;
  CHECK_EQ(ur_device_info_answer(&device, 0, UR_DEVICE_INFO_COMMAND_BUFFER_UPDATE_CAPABILITIES_EXP,
                                 sizeof caps, &caps, &size),
           CORE_SUCCESS);
  CHECK_EQ(size, sizeof caps);
  CHECK_EQ(caps, UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_ARGUMENTS |
                     UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_LOCAL_WORK_SIZE |
                     UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_SIZE |
                     UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_OFFSET);
  const ur_device_info_t absent[] = {UR_DEVICE_INFO_COMMAND_BUFFER_EVENT_SUPPORT_EXP,
                                     UR_DEVICE_INFO_COMMAND_BUFFER_SUBGRAPH_SUPPORT_EXP};
  for (int i = 0; i < 2; ++i) {
    flag = true;
    CHECK_EQ(ur_device_info_answer(&device, 0, absent[i], sizeof flag, &flag, NULL), CORE_SUCCESS);
    CHECK(!flag);
  }
}

int main(void) {
  null_arguments();
  bad_handles();
  info();
  sync_point_lists();
  events_and_commands();
  finalized();
  updates();
#if UR_FACE_RELEASE >= 202602
  launch_arguments();
#endif
  device_answers();
  return check_report("ur_command_buffer_unit_test");
}
