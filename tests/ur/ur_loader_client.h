/* Intel's UR loader (libur_loader.so.0) loaded by path, its API resolved by
 * name into typed pointers: tests call it as ur.urAdapterGet(...). Compiled
 * against one release's ur_api.h, named by UR_CLIENT_RELEASE (202503 for
 * oneAPI 2025.3, 202601, 202602): the launch calls differ between them. */
#ifndef UR_LOADER_CLIENT_H
#define UR_LOADER_CLIENT_H

#include <stdbool.h> /* ur_api.h uses bool without including it */

#include <unified-runtime/ur_api.h>

#ifndef UR_CLIENT_RELEASE
#error "UR_CLIENT_RELEASE must name the release of the UR headers (202602 for oneAPI 2026.2)"
#endif

/* 2026.2 has only launches that carry their arguments; before, the
 * arguments are set on the kernel (2026.1's urEnqueueKernelLaunch takes a
 * pNext chain of properties, 2025.3's a counted array). */
#if UR_CLIENT_RELEASE >= 202602
#define UR_LOADER_LAUNCH_FUNCTIONS(X) X(urEnqueueKernelLaunchWithArgsExp)
#else
#define UR_LOADER_LAUNCH_FUNCTIONS(X)                                                              \
  X(urKernelSetArgValue)                                                                           \
  X(urKernelSetArgPointer)                                                                         \
  X(urKernelSetArgLocal)                                                                           \
  X(urKernelSetArgMemObj)                                                                          \
  X(urKernelSetArgSampler)                                                                         \
  X(urEnqueueKernelLaunch)
#endif

#define UR_LOADER_FUNCTIONS(X)                                                                     \
  X(urLoaderInit)                                                                                  \
  X(urLoaderTearDown)                                                                              \
  X(urAdapterGet)                                                                                  \
  X(urAdapterRelease)                                                                              \
  X(urPlatformGet)                                                                                 \
  X(urDeviceGet)                                                                                   \
  X(urDeviceGetInfo)                                                                               \
  X(urDeviceRelease)                                                                               \
  X(urContextCreate)                                                                               \
  X(urContextGetInfo)                                                                              \
  X(urContextRelease)                                                                              \
  X(urQueueCreate)                                                                                 \
  X(urQueueFinish)                                                                                 \
  X(urQueueRelease)                                                                                \
  X(urUSMDeviceAlloc)                                                                              \
  X(urUSMSharedAlloc)                                                                              \
  X(urUSMHostAlloc)                                                                                \
  X(urUSMFree)                                                                                     \
  X(urUSMGetMemAllocInfo)                                                                          \
  X(urUsmP2PPeerAccessGetInfoExp)                                                                  \
  X(urUsmP2PEnablePeerAccessExp)                                                                   \
  X(urUsmP2PDisablePeerAccessExp)                                                                  \
  X(urEnqueueUSMMemcpy)                                                                            \
  X(urEnqueueUSMFill)                                                                              \
  X(urProgramCreateWithBinary)                                                                     \
  X(urProgramBuild)                                                                                \
  X(urProgramRelease)                                                                              \
  X(urKernelCreate)                                                                                \
  X(urKernelRelease)                                                                               \
  X(urEventWait)                                                                                   \
  X(urEventRelease)                                                                                \
  UR_LOADER_LAUNCH_FUNCTIONS(X)

struct ur_loader {
  void *library;
#define UR_LOADER_MEMBER(name) __typeof__(name) *name;
  UR_LOADER_FUNCTIONS(UR_LOADER_MEMBER)
#undef UR_LOADER_MEMBER
};

/* Loads the library at path and resolves every function; false (with a
 * message on stdout) when the file or a function is missing. */
bool ur_loader_open(struct ur_loader *ur, const char *path);

/* Loads lib_dir's libur_loader.so.0 with only lib_dir's
 * libur_adapter_cuda.so.0 and gets the adapter's platform: 0 ready
 * (*platform NULL when CUDA has no device), else the test's exit code (77
 * no runtime files, 1 a failure, printed). */
int ur_platform_open(struct ur_loader *ur, const char *lib_dir, ur_adapter_handle_t *adapter,
                     ur_platform_handle_t *platform);

/* Our adapter alone under a release's loader, and its first CUDA GPU with a
 * context and an in-order queue. */
struct ur_gpu {
  ur_adapter_handle_t adapter;
  ur_device_handle_t device;
  ur_context_handle_t context;
  ur_queue_handle_t queue;
};

/* ur_platform_open, then gpu: 0 ready, else the test's exit code (77 no
 * runtime files or no CUDA device, 1 a failure, printed). */
int ur_gpu_open(struct ur_loader *ur, const char *lib_dir, struct ur_gpu *gpu);

#endif
