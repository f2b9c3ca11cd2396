/* The CUDA driver handle table: libcuda.so.1 opened at run time, every entry
 * point resolved through cuGetProcAddress for the CUDA 13.0 ABI. The plugin
 * links only libc, libpthread and libdl. */
#ifndef CUDA_CORE_DRIVER_H
#define CUDA_CORE_DRIVER_H

#include <cuda.h>

/* cuda.h maps base names onto versioned symbols (cuMemAlloc -> cuMemAlloc_v2),
 * so __typeof__ gives each entry the signature CUDA 13 declares, while the
 * stringised base name is what cuGetProcAddress expects. */
#define CUDA_REQUIRED_FUNCTIONS(X)                                             \
  X(cuInit) X(cuDriverGetVersion) X(cuGetErrorName) X(cuGetErrorString)        \
  X(cuDeviceGetCount) X(cuDeviceGet) X(cuDeviceGetName)                        \
  X(cuDeviceGetAttribute) X(cuDeviceTotalMem) X(cuDeviceGetUuid)               \
  X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxRelease)                     \
  X(cuDeviceCanAccessPeer) X(cuDeviceGetP2PAttribute)                          \
  X(cuCtxDestroy)                                                              \
  X(cuCtxGetCurrent) X(cuCtxSetCurrent)                                        \
  X(cuCtxEnablePeerAccess) X(cuCtxDisablePeerAccess) X(cuMemGetInfo)           \
  X(cuStreamCreateWithPriority) X(cuStreamDestroy) X(cuStreamSynchronize)      \
  X(cuStreamQuery) X(cuStreamWaitEvent) X(cuCtxGetStreamPriorityRange)         \
  X(cuEventCreate) X(cuEventDestroy) X(cuEventRecord) X(cuEventSynchronize)    \
  X(cuEventQuery) X(cuEventElapsedTime)                                        \
  X(cuMemAlloc) X(cuMemFree) X(cuMemHostAlloc) X(cuMemFreeHost)                \
  X(cuMemHostRegister) X(cuMemHostUnregister) X(cuMemHostGetDevicePointer)     \
  X(cuMemAllocManaged) X(cuMemAllocPitch)                                      \
  X(cuMemcpyAsync) X(cuMemcpyHtoDAsync) X(cuMemcpyDtoHAsync) X(cuMemcpyDtoH)    \
  X(cuMemcpyDtoDAsync) X(cuMemcpy2DAsync) X(cuMemcpy3DAsync)                   \
  X(cuMemsetD8Async) X(cuMemsetD16Async) X(cuMemsetD32Async)                   \
  X(cuMemsetD2D8Async) X(cuMemsetD2D16Async) X(cuMemsetD2D32Async)             \
  X(cuMemPrefetchAsync) X(cuMemAdvise) X(cuPointerGetAttribute)                \
  X(cuMemGetAddressRange)                                                      \
  X(cuModuleLoadDataEx) X(cuModuleUnload) X(cuModuleGetFunction)               \
  X(cuModuleGetGlobal) X(cuLinkCreate) X(cuLinkAddData) X(cuLinkComplete)      \
  X(cuLinkDestroy) X(cuFuncGetAttribute) X(cuFuncSetAttribute) X(cuFuncGetModule) \
  X(cuLaunchKernel) X(cuLaunchCooperativeKernel)                               \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor)                               \
  X(cuGraphCreate) X(cuGraphDestroy) X(cuGraphAddKernelNode)                   \
  X(cuGraphAddMemcpyNode) X(cuGraphAddMemsetNode) X(cuGraphAddEmptyNode)       \
  X(cuGraphKernelNodeSetParams) X(cuGraphInstantiateWithFlags)                 \
  X(cuGraphExecDestroy) X(cuGraphExecKernelNodeSetParams) X(cuGraphLaunch)     \
  /* copies between device memory of two devices' contexts */ X(cuMemcpyPeerAsync) \
  /* images (image.c) */ X(cuArray3DCreate) X(cuArrayDestroy) X(cuSurfObjectCreate) \
  X(cuSurfObjectDestroy)

/* Newer than CUDA 12.0: used when the driver has them. */
#define CUDA_OPTIONAL_FUNCTIONS(X)                                             \
  X(cuFuncGetParamInfo) X(cuModuleGetFunctionCount)                            \
  X(cuModuleEnumerateFunctions) X(cuFuncGetName)

#define CUDA_TABLE_ENTRY(fn) __typeof__(fn) *fn;
struct cuda_api {
  CUDA_REQUIRED_FUNCTIONS(CUDA_TABLE_ENTRY)
  CUDA_OPTIONAL_FUNCTIONS(CUDA_TABLE_ENTRY)
};
#undef CUDA_TABLE_ENTRY

/* The table; filled once by cuda_driver_load and read-only afterwards. */
extern struct cuda_api cu;

/* Environment variable naming another driver library (tests use it to
 * simulate a machine without one). */
#define PI_CUDA_LIBRARY_ENV "SYCL_NVPTX_PI_CUDA_LIBRARY"

/* Opens the driver and fills `cu`. Returns NULL on success, else a sentence
 * saying why no CUDA driver can be used. Not thread-safe: platform.c calls it
 * once under pthread_once. */
const char *cuda_driver_load(void);

#endif
