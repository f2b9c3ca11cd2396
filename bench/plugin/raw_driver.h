/* What the plugin benchmarks share: the raw CUDA driver of the reference
 * side (opened here, so the programs link only the plugin), exit-on-error
 * checks for PI and CUDA calls, and a monotonic clock. */
#ifndef BENCH_RAW_DRIVER_H
#define BENCH_RAW_DRIVER_H

#include <cuda.h>
#include <pi.h>
#include <stdio.h>
#include <stdlib.h>

#define RAW_FUNCTIONS(X)                                                       \
  X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent)                \
  X(cuModuleLoadData) X(cuModuleGetFunction) X(cuLaunchKernel)                 \
  X(cuStreamCreate) X(cuStreamSynchronize) X(cuMemAlloc) X(cuMemHostAlloc)     \
  X(cuMemcpyHtoDAsync) X(cuMemcpyDtoHAsync) X(cuMemcpyAsync) X(cuMemcpyDtoH)   \
  X(cuMemcpyPeerAsync) X(cuMemsetD32Async) X(cuGraphCreate)                    \
  X(cuGraphAddKernelNode) X(cuGraphInstantiateWithFlags) X(cuGraphLaunch)

#define RAW_ENTRY(fn) __typeof__(fn) *fn;
struct raw_driver {
  RAW_FUNCTIONS(RAW_ENTRY)
};
#undef RAW_ENTRY

/* Filled by load_raw_driver. */
extern struct raw_driver raw;

/* Opens libcuda.so.1 and resolves every RAW_FUNCTIONS entry for CUDA 13.0;
 * -1 when there is no driver or an entry is missing. */
int load_raw_driver(void);

/* Seconds on a monotonic clock. */
double now_s(void);

/* The program's name in the messages of PI() and CU(). */
extern const char *const bench_program;

#define PI(call)                                                               \
  do {                                                                         \
    pi_result r_ = (call);                                                     \
    if (r_ != PI_SUCCESS) {                                                    \
      fprintf(stderr, "%s: %s -> %d\n", bench_program, #call, (int)r_);        \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)
#define CU(call)                                                               \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      fprintf(stderr, "%s: %s -> CUDA error %d\n", bench_program, #call, (int)r_); \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#endif
