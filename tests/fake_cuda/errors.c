/* cuGetErrorName and cuGetErrorString for every code the fake returns and
 * the ones a face reports from a real driver. */
#include "fake.h"

#define FAKE_ERRORS(X)                                                                             \
  X(CUDA_SUCCESS, "no error")                                                                      \
  X(CUDA_ERROR_INVALID_VALUE, "invalid argument")                                                  \
  X(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")                                                     \
  X(CUDA_ERROR_NOT_INITIALIZED, "initialization error")                                            \
  X(CUDA_ERROR_DEINITIALIZED, "driver shutting down")                                              \
  X(CUDA_ERROR_STUB_LIBRARY, "CUDA driver is a stub library")                                      \
  X(CUDA_ERROR_NO_DEVICE, "no CUDA-capable device is detected")                                    \
  X(CUDA_ERROR_INVALID_DEVICE, "invalid device ordinal")                                           \
  X(CUDA_ERROR_INVALID_IMAGE, "device kernel image is invalid")                                    \
  X(CUDA_ERROR_INVALID_CONTEXT, "invalid device context")                                          \
  X(CUDA_ERROR_INVALID_PTX, "a PTX JIT compilation failed")                                        \
  X(CUDA_ERROR_FILE_NOT_FOUND, "file not found")                                                   \
  X(CUDA_ERROR_INVALID_HANDLE, "invalid resource handle")                                          \
  X(CUDA_ERROR_NOT_FOUND, "named symbol not found")                                                \
  X(CUDA_ERROR_NOT_READY, "device not ready")                                                      \
  X(CUDA_ERROR_ILLEGAL_ADDRESS, "an illegal memory access was encountered")                        \
  X(CUDA_ERROR_LAUNCH_FAILED, "unspecified launch failure")                                        \
  X(CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, "peer access is already enabled")                      \
  X(CUDA_ERROR_PEER_ACCESS_NOT_ENABLED, "peer access has not been enabled")                        \
  X(CUDA_ERROR_TOO_MANY_PEERS, "peer mapping resources exhausted")                                 \
  X(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,                                                     \
    "part or all of the requested memory range is already mapped")                                 \
  X(CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,                                                         \
    "pointer does not correspond to a registered memory region")                                   \
  X(CUDA_ERROR_ASSERT, "device-side assert triggered")                                             \
  X(CUDA_ERROR_NOT_SUPPORTED, "operation not supported (fake CUDA driver)")                        \
  X(CUDA_ERROR_UNKNOWN, "unknown error")

static const struct {
  CUresult code;
  const char *name, *text;
} errors[] = {
#define ERROR_ENTRY(code, text) {code, #code, text},
    FAKE_ERRORS(ERROR_ENTRY)
#undef ERROR_ENTRY
};

/* As CUDA does, an unknown code gives NULL and CUDA_ERROR_INVALID_VALUE. */
static CUresult describe(CUresult code, const char **out, bool name) {
  if (!out)
    return CUDA_ERROR_INVALID_VALUE;
  for (size_t i = 0; i < sizeof errors / sizeof *errors; ++i)
    if (errors[i].code == code) {
      *out = name ? errors[i].name : errors[i].text;
      return CUDA_SUCCESS;
    }
  *out = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult CUDAAPI cuGetErrorName(CUresult code, const char **name) {
  return describe(code, name, true);
}

CUresult CUDAAPI cuGetErrorString(CUresult code, const char **text) {
  return describe(code, text, false);
}
