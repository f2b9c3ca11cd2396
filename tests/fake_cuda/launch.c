/* Launches are checked against the device's limits, then refused with
 * CUDA_ERROR_NOT_SUPPORTED: a fake driver cannot run device code. With
 * FAKE_CUDA_KERNELS set they succeed and run nothing, for tests of what
 * surrounds a launch. */
#include <stdlib.h>

#include "module.h"

static CUresult launch(CUfunction f, unsigned int gx, unsigned int gy, unsigned int gz,
                       unsigned int bx, unsigned int by, unsigned int bz, unsigned int shared,
                       CUstream stream) {
  if (!f || !fake_handle_is(f, FAKE_FUNCTION) || !fake_stream_ok(stream))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!gx || !gy || !gz || gy > 65535 || gz > 65535 || gx > 2147483647u)
    return CUDA_ERROR_INVALID_VALUE;
  if (!bx || !by || !bz || bx > 1024 || by > 1024 || bz > 64 ||
      (unsigned long long)bx * by * bz > 1024)
    return CUDA_ERROR_INVALID_VALUE;
  if (shared > (unsigned int)f->max_dynamic_shared)
    return CUDA_ERROR_INVALID_VALUE;
  const char *run = getenv("FAKE_CUDA_KERNELS");
  return run && *run ? CUDA_SUCCESS : CUDA_ERROR_NOT_SUPPORTED;
}

CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned int gx, unsigned int gy, unsigned int gz,
                                unsigned int bx, unsigned int by, unsigned int bz,
                                unsigned int shared, CUstream stream, void **params, void **extra) {
  (void)params;
  (void)extra;
  return launch(f, gx, gy, gz, bx, by, bz, shared, stream);
}

CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction f, unsigned int gx, unsigned int gy,
                                           unsigned int gz, unsigned int bx, unsigned int by,
                                           unsigned int bz, unsigned int shared, CUstream stream,
                                           void **params) {
  (void)params;
  return launch(f, gx, gy, gz, bx, by, bz, shared, stream);
}

CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **params,
                                  void **extra) {
  (void)params;
  (void)extra;
  if (!config)
    return CUDA_ERROR_INVALID_VALUE;
  return launch(f, config->gridDimX, config->gridDimY, config->gridDimZ, config->blockDimX,
                config->blockDimY, config->blockDimZ, config->sharedMemBytes, config->hStream);
}
