/* Intel's UR loader (libur_loader.so.0) loaded by path, its API resolved by
 * name into typed pointers: tests call it as ur.urAdapterGet(...). */
#ifndef UR_LOADER_CLIENT_H
#define UR_LOADER_CLIENT_H

#include <stdbool.h> /* ur_api.h uses bool without including it */

#include <unified-runtime/ur_api.h>

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
  X(urContextRelease)                                                                              \
  X(urQueueCreate)                                                                                 \
  X(urQueueFinish)                                                                                 \
  X(urQueueRelease)                                                                                \
  X(urUSMDeviceAlloc)                                                                              \
  X(urUSMSharedAlloc)                                                                              \
  X(urUSMHostAlloc)                                                                                \
  X(urUSMFree)                                                                                     \
  X(urEnqueueUSMMemcpy)                                                                            \
  X(urEnqueueUSMFill)                                                                              \
  X(urProgramCreateWithBinary)                                                                     \
  X(urProgramBuild)                                                                                \
  X(urProgramRelease)                                                                              \
  X(urKernelCreate)                                                                                \
  X(urKernelRelease)                                                                               \
  X(urEnqueueKernelLaunchWithArgsExp)                                                              \
  X(urEventWait)                                                                                   \
  X(urEventRelease)

struct ur_loader {
  void *library;
#define UR_LOADER_MEMBER(name) __typeof__(name) *name;
  UR_LOADER_FUNCTIONS(UR_LOADER_MEMBER)
#undef UR_LOADER_MEMBER
};

/* Loads the library at path and resolves every function; false (with a
 * message on stdout) when the file or a function is missing. */
bool ur_loader_open(struct ur_loader *ur, const char *path);

#endif
