/* SYCL Graph's path through our adapter under Intel's UR loader of oneAPI
 * 2026.2 (made to load only ours): a command buffer records a USM memcpy,
 * a USM fill and vector_add with its arguments, ordered by sync points, is
 * finalized and enqueued twice (the second run reading the host data
 * anew), then the kernel's arguments are updated and it is replayed; an
 * in-order buffer orders a fill and a copy without sync points.
 * Results are checked on the host. Exit 0 passed, 1 failed, 77 no CUDA
 * device or no runtime files.
 * usage: ur_command_buffer_gpu_test RUNTIME_LIB_DIR SYCL_RT_KERNELS.fatbin */
#include "ur_check.h"
#include "ur_gpu_launch.h"
#include "ur_loader_client.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The command-buffer calls, resolved from the same loader. */
#define CB_FUNCTIONS(X)                                                                            \
  X(urCommandBufferCreateExp)                                                                      \
  X(urCommandBufferFinalizeExp)                                                                    \
  X(urCommandBufferReleaseExp)                                                                     \
  X(urCommandBufferAppendUSMMemcpyExp)                                                             \
  X(urCommandBufferAppendUSMFillExp)                                                               \
  X(urCommandBufferAppendKernelLaunchWithArgsExp)                                                  \
  X(urCommandBufferUpdateKernelLaunchExp)                                                          \
  X(urEnqueueCommandBufferExp)

static struct {
#define CB_MEMBER(name) __typeof__(name) *name;
  CB_FUNCTIONS(CB_MEMBER)
#undef CB_MEMBER
} cb;

static struct ur_loader ur;
static ur_device_handle_t device;
static ur_context_handle_t context;
static ur_queue_handle_t queue;


static bool resolve_command_buffer_calls(void) {
#define CB_RESOLVE(name)                                                                           \
  cb.name = (__typeof__(name) *)dlsym(ur.library, #name);                                          \
  if (!cb.name) {                                                                                  \
    printf("FAIL setup: the loader has no %s\n", #name);                                           \
    return false;                                                                                  \
  }
  CB_FUNCTIONS(CB_RESOLVE)
#undef CB_RESOLVE
  return true;
}

static bool device_offers_updates(void) {
  ur_bool_t supported = false;
  ur_device_command_buffer_update_capability_flags_t caps = 0;
  UR_OK(ur.urDeviceGetInfo(device, UR_DEVICE_INFO_COMMAND_BUFFER_SUPPORT_EXP, sizeof supported,
                           &supported, NULL));
  UR_OK(ur.urDeviceGetInfo(device, UR_DEVICE_INFO_COMMAND_BUFFER_UPDATE_CAPABILITIES_EXP,
                           sizeof caps, &caps, NULL));
  EXPECT(supported, "COMMAND_BUFFER_SUPPORT_EXP is false");
  EXPECT(caps & UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_ARGUMENTS,
         "no KERNEL_ARGUMENTS update capability (0x%x)", (unsigned)caps);
  return true;
}

enum { N = 1000 };

static bool run(ur_exp_command_buffer_handle_t buffer) {
  ur_event_handle_t done = NULL;
  UR_OK(cb.urEnqueueCommandBufferExp(queue, buffer, 0, NULL, &done));
  UR_OK(ur.urEventWait(1, &done));
  UR_OK(ur.urEventRelease(done));
  return true;
}

/* `out` = `in` + `addend` for items below `n`, `old` from there. */
static bool expect_sums(const float *out, const float *in, float addend, size_t n,
                        const float *old) {
  for (size_t i = 0; i < N; i++) {
    float want = i < n ? in[i] + addend : old[i];
    EXPECT(out[i] == want, "out[%zu] = %g, not %g", i, out[i], want);
  }
  return true;
}

/* in (host USM) -> a; b filled with 1.5; c = vector_add(a, b) after both;
 * out (shared) <- c after it. */
static bool graph(ur_kernel_handle_t kernel, float *in, void *a, void *b, void *b2, void *c,
                  float *out) {
  const ur_exp_command_buffer_desc_t desc = {UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC, NULL, true,
                                             false, false};
  ur_exp_command_buffer_handle_t buffer = NULL;
  UR_OK(cb.urCommandBufferCreateExp(context, device, &desc, &buffer));
  ur_exp_command_buffer_sync_point_t points[4];
  UR_OK(cb.urCommandBufferAppendUSMMemcpyExp(buffer, a, in, N * sizeof(float), 0, NULL, 0, NULL,
                                             &points[0], NULL, NULL));
  const float half = 1.5f;
  UR_OK(cb.urCommandBufferAppendUSMFillExp(buffer, b, &half, sizeof half, N * sizeof(float), 0,
                                           NULL, 0, NULL, &points[1], NULL, NULL));
  uint64_t n = N;
  ur_exp_kernel_arg_properties_t args[4] = {{UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                             NULL,
                                             UR_EXP_KERNEL_ARG_TYPE_POINTER,
                                             0,
                                             sizeof a,
                                             {.pointer = a}},
                                            {UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                             NULL,
                                             UR_EXP_KERNEL_ARG_TYPE_POINTER,
                                             1,
                                             sizeof b,
                                             {.pointer = b}},
                                            {UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                             NULL,
                                             UR_EXP_KERNEL_ARG_TYPE_POINTER,
                                             2,
                                             sizeof c,
                                             {.pointer = c}},
                                            {UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES,
                                             NULL,
                                             UR_EXP_KERNEL_ARG_TYPE_VALUE,
                                             3,
                                             sizeof n,
                                             {.value = &n}}};
  const size_t items = 1024, group = 128;
  ur_exp_command_buffer_command_handle_t command = NULL;
  UR_OK(cb.urCommandBufferAppendKernelLaunchWithArgsExp(buffer, kernel, 1, NULL, &items, &group, 4,
                                                        args, 0, NULL, 2, points, 0, NULL,
                                                        &points[2], NULL, &command));
  UR_OK(cb.urCommandBufferAppendUSMMemcpyExp(buffer, out, c, N * sizeof(float), 1, &points[2], 0,
                                             NULL, &points[3], NULL, NULL));
  UR_OK(cb.urCommandBufferFinalizeExp(buffer));

  if (!run(buffer) || !expect_sums(out, in, 1.5f, N, NULL))
    return false;
  printf("PASS first run\n");
  float before[N];
  for (int i = 0; i < N; i++)
    in[i] = (float)(2 * i);
  if (!run(buffer) || !expect_sums(out, in, 1.5f, N, NULL))
    return false;
  printf("PASS second run reads the host data anew\n");

  /* b2 holds 10; the kernel now reads it and sums only the first half. */
  memcpy(before, out, sizeof before);
  const uint64_t half_n = N / 2;
  const ur_exp_command_buffer_update_pointer_arg_desc_t pointer = {
      UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_POINTER_ARG_DESC, NULL, 1, NULL, &b2};
  const ur_exp_command_buffer_update_value_arg_desc_t value = {
      UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_VALUE_ARG_DESC,
      NULL,
      3,
      sizeof half_n,
      NULL,
      &half_n};
  const ur_exp_command_buffer_update_kernel_launch_desc_t update = {
      .stype = UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_UPDATE_KERNEL_LAUNCH_DESC,
      .hCommand = command,
      .hNewKernel = kernel,
      .numNewPointerArgs = 1,
      .numNewValueArgs = 1,
      .newWorkDim = 1,
      .pNewPointerArgList = &pointer,
      .pNewValueArgList = &value};
  UR_OK(cb.urCommandBufferUpdateKernelLaunchExp(buffer, 1, &update));
  for (int i = 0; i < N; i++)
    in[i] = (float)(3 * i);
  if (!run(buffer) || !expect_sums(out, in, 10.0f, N / 2, before))
    return false;
  printf("PASS replay after the argument update\n");
  UR_OK(cb.urCommandBufferReleaseExp(buffer));
  return true;
}

/* In order: the copy waits for the fill with no sync point named. */
static bool in_order(void) {
  const ur_exp_command_buffer_desc_t desc = {UR_STRUCTURE_TYPE_EXP_COMMAND_BUFFER_DESC, NULL, false,
                                             true, false};
  ur_exp_command_buffer_handle_t buffer = NULL;
  void *dev = NULL, *out = NULL;
  const size_t size = N * sizeof(float);
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, size, &dev));
  UR_OK(ur.urUSMSharedAlloc(context, device, NULL, NULL, size, &out));
  memset(out, 0, size);
  UR_OK(cb.urCommandBufferCreateExp(context, device, &desc, &buffer));
  const float four = 4.0f;
  UR_OK(cb.urCommandBufferAppendUSMFillExp(buffer, dev, &four, sizeof four, size, 0, NULL, 0, NULL,
                                           NULL, NULL, NULL));
  UR_OK(cb.urCommandBufferAppendUSMMemcpyExp(buffer, out, dev, size, 0, NULL, 0, NULL, NULL, NULL,
                                             NULL));
  UR_OK(cb.urCommandBufferFinalizeExp(buffer));
  if (!run(buffer))
    return false;
  for (int i = 0; i < N; i++)
    EXPECT(((float *)out)[i] == four, "out[%d] = %g", i, ((float *)out)[i]);
  UR_OK(cb.urCommandBufferReleaseExp(buffer));
  UR_OK(ur.urUSMFree(context, dev));
  UR_OK(ur.urUSMFree(context, out));
  printf("PASS in-order buffer\n");
  return true;
}

static bool command_buffer_case(ur_program_handle_t program) {
  ur_kernel_handle_t kernel = NULL;
  UR_OK(ur.urKernelCreate(program, "vector_add", &kernel));
  void *in = NULL, *a = NULL, *b = NULL, *b2 = NULL, *c = NULL, *out = NULL;
  const size_t size = N * sizeof(float);
  UR_OK(ur.urUSMHostAlloc(context, NULL, NULL, size, &in));
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, size, &a));
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, size, &b));
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, size, &b2));
  UR_OK(ur.urUSMDeviceAlloc(context, device, NULL, NULL, size, &c));
  UR_OK(ur.urUSMSharedAlloc(context, device, NULL, NULL, size, &out));
  const float ten = 10.0f;
  UR_OK(ur.urEnqueueUSMFill(queue, b2, sizeof ten, &ten, size, 0, NULL, NULL));
  UR_OK(ur.urQueueFinish(queue));
  for (int i = 0; i < N; i++)
    ((float *)in)[i] = (float)i;
  bool ok = graph(kernel, in, a, b, b2, c, out);
  void *all[] = {in, a, b, b2, c, out};
  for (int i = 0; i < 6; i++)
    UR_OK(ur.urUSMFree(context, all[i]));
  UR_OK(ur.urKernelRelease(kernel));
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s RUNTIME_LIB_DIR SYCL_RT_KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  struct ur_gpu gpu;
  int opened = ur_gpu_open(&ur, argv[1], &gpu);
  if (opened != 0)
    return opened;
  if (!resolve_command_buffer_calls())
    return 1;
  device = gpu.device, context = gpu.context, queue = gpu.queue;
  ur_program_handle_t program = ur_gpu_load_program(&ur, context, device, argv[2]);
  if (!program)
    printf("FAIL: no program from %s\n", argv[2]);
  bool ok = device_offers_updates() && program && command_buffer_case(program) && in_order();
  ok = program && ur.urProgramRelease(program) == UR_RESULT_SUCCESS && ok;
  ok = ur.urQueueRelease(queue) == UR_RESULT_SUCCESS &&
       ur.urContextRelease(context) == UR_RESULT_SUCCESS &&
       ur.urDeviceRelease(device) == UR_RESULT_SUCCESS &&
       ur.urAdapterRelease(gpu.adapter) == UR_RESULT_SUCCESS &&
       ur.urLoaderTearDown() == UR_RESULT_SUCCESS && ok;
  printf("ur_command_buffer_gpu_test: %s\n", ok ? "passed" : "FAILED");
  return ok ? 0 : 1;
}
