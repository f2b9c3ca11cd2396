/* cuGetProcAddress_v2, the one way the core finds entry points: base names
 * ("cuMemAlloc") to the functions of the CUDA 13 ABI that cuda.h maps them
 * to (cuMemAlloc_v2), whatever version is asked. */
#include <string.h>

#include "fake.h"

/* The entry points, kept in this layout by hand. */
/* clang-format off */
#define FAKE_FUNCTIONS(X)                                                                          \
  X(cuInit) X(cuDriverGetVersion) X(cuGetErrorName) X(cuGetErrorString) X(cuGetProcAddress)        \
  X(cuDeviceGetCount) X(cuDeviceGet) X(cuDeviceGetName) X(cuDeviceTotalMem) X(cuDeviceGetUuid)     \
  X(cuDeviceGetPCIBusId) X(cuDeviceGetAttribute) X(cuDeviceCanAccessPeer)                          \
  X(cuDeviceGetP2PAttribute) X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxRelease)              \
  X(cuCtxCreate) X(cuCtxDestroy) X(cuCtxGetCurrent) X(cuCtxSetCurrent) X(cuCtxPushCurrent)         \
  X(cuCtxPopCurrent) X(cuCtxGetDevice) X(cuCtxSynchronize) X(cuCtxGetStreamPriorityRange)          \
  X(cuCtxEnablePeerAccess) X(cuCtxDisablePeerAccess) X(cuStreamCreate)                             \
  X(cuStreamCreateWithPriority) X(cuStreamDestroy) X(cuStreamSynchronize) X(cuStreamQuery)         \
  X(cuStreamGetCtx) X(cuStreamWaitEvent) X(cuEventCreate) X(cuEventDestroy) X(cuEventRecord)       \
  X(cuEventRecordWithFlags) X(cuEventQuery) X(cuEventSynchronize) X(cuEventElapsedTime)            \
  X(cuMemAlloc) X(cuMemAllocManaged) X(cuMemAllocPitch) X(cuMemHostAlloc) X(cuMemAllocHost)        \
  X(cuMemFree) X(cuMemFreeHost) X(cuMemGetInfo) X(cuMemGetAddressRange) X(cuMemHostRegister)       \
  X(cuMemHostUnregister) X(cuMemHostGetDevicePointer) X(cuMemPrefetchAsync) X(cuMemAdvise)         \
  X(cuPointerGetAttribute) X(cuPointerGetAttributes) X(cuMemcpy) X(cuMemcpyAsync)                  \
  X(cuMemcpyHtoD) X(cuMemcpyHtoDAsync) X(cuMemcpyDtoH) X(cuMemcpyDtoHAsync) X(cuMemcpyDtoD)        \
  X(cuMemcpyDtoDAsync) X(cuMemcpyPeer) X(cuMemcpyPeerAsync) X(cuMemcpy2D) X(cuMemcpy2DAsync)       \
  X(cuMemcpy2DUnaligned) X(cuMemcpy3D) X(cuMemcpy3DAsync) X(cuMemsetD8) X(cuMemsetD16)             \
  X(cuMemsetD32) X(cuMemsetD8Async) X(cuMemsetD16Async) X(cuMemsetD32Async) X(cuMemsetD2D8)        \
  X(cuMemsetD2D16) X(cuMemsetD2D32) X(cuMemsetD2D8Async) X(cuMemsetD2D16Async)                     \
  X(cuMemsetD2D32Async) X(cuModuleLoadData) X(cuModuleLoadDataEx) X(cuModuleLoadFatBinary)         \
  X(cuModuleUnload) X(cuModuleGetFunction) X(cuModuleGetFunctionCount)                             \
  X(cuModuleEnumerateFunctions) X(cuModuleGetGlobal) X(cuFuncGetName) X(cuFuncGetModule)           \
  X(cuFuncGetParamInfo) X(cuFuncGetAttribute) X(cuFuncSetAttribute)                                \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor) X(cuLaunchKernel) X(cuLaunchCooperativeKernel)    \
  X(cuLaunchKernelEx) X(cuLinkCreate) X(cuLinkAddData) X(cuLinkAddFile) X(cuLinkComplete)          \
  X(cuLinkDestroy) X(cuGraphCreate) X(cuGraphDestroy) X(cuGraphAddKernelNode)                      \
  X(cuGraphAddMemcpyNode) X(cuGraphAddMemsetNode) X(cuGraphAddEmptyNode)                           \
  X(cuGraphKernelNodeSetParams) X(cuGraphInstantiateWithFlags) X(cuGraphExecDestroy)               \
  X(cuGraphExecKernelNodeSetParams) X(cuGraphLaunch) X(cuArray3DCreate) X(cuArrayDestroy)      \
  X(cuArray3DGetDescriptor) X(cuSurfObjectCreate) X(cuSurfObjectDestroy)
/* clang-format on */

static const struct {
  const char *name;
  void *function;
} table[] = {
#define TABLE_ENTRY(fn) {#fn, (void *)fn},
    FAKE_FUNCTIONS(TABLE_ENTRY)
#undef TABLE_ENTRY
};

CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **function, int version,
                                  cuuint64_t flags, CUdriverProcAddressQueryResult *status) {
  (void)version;
  (void)flags;
  if (!symbol || !function)
    return CUDA_ERROR_INVALID_VALUE;
  for (size_t i = 0; i < sizeof table / sizeof *table; ++i)
    if (!strcmp(table[i].name, symbol)) {
      *function = table[i].function;
      if (status)
        *status = CU_GET_PROC_ADDRESS_SUCCESS;
      return CUDA_SUCCESS;
    }
  *function = NULL;
  if (status)
    *status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  return CUDA_ERROR_NOT_FOUND;
}
