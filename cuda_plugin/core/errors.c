#include "errors.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "device_context.h"
#include "driver.h"
#include "face_hooks.h"
#include "trace.h"

core_result core_result_from_cuda(CUresult status) {
  switch (status) {
  case CUDA_SUCCESS:
    return CORE_SUCCESS;
  case CUDA_ERROR_INVALID_VALUE:
  case CUDA_ERROR_INVALID_HANDLE:
  case CUDA_ERROR_UNSUPPORTED_LIMIT:
  case CUDA_ERROR_LOSSY_QUERY:
  case CUDA_ERROR_FILE_NOT_FOUND:
  case CUDA_ERROR_INVALID_RESOURCE_TYPE:
  case CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION:
    return CORE_ERROR_INVALID_VALUE;
  case CUDA_ERROR_OUT_OF_MEMORY:
    return CORE_ERROR_OUT_OF_DEVICE_MEMORY;
  case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES:
  case CUDA_ERROR_TOO_MANY_PEERS:
  case CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE:
  case CUDA_ERROR_MPS_MAX_CLIENTS_REACHED:
  case CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED:
    return CORE_ERROR_OUT_OF_RESOURCES;
  case CUDA_ERROR_OPERATING_SYSTEM:
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  case CUDA_ERROR_NOT_INITIALIZED:
  case CUDA_ERROR_DEINITIALIZED:
    return CORE_ERROR_UNINITIALIZED;
  case CUDA_ERROR_STUB_LIBRARY:
  case CUDA_ERROR_NO_DEVICE:
    return CORE_ERROR_DEVICE_NOT_FOUND;
  case CUDA_ERROR_INVALID_DEVICE:
    return CORE_ERROR_INVALID_DEVICE;
  case CUDA_ERROR_DEVICE_UNAVAILABLE:
  case CUDA_ERROR_DEVICE_NOT_LICENSED:
  case CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER:
  case CUDA_ERROR_SYSTEM_NOT_READY:
  case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
  case CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE:
  case CUDA_ERROR_MPS_CONNECTION_FAILED:
  case CUDA_ERROR_MPS_RPC_FAILURE:
  case CUDA_ERROR_MPS_SERVER_NOT_READY:
  case CUDA_ERROR_MPS_CLIENT_TERMINATED:
    return CORE_ERROR_DEVICE_NOT_AVAILABLE;
  case CUDA_ERROR_INVALID_CONTEXT:
  case CUDA_ERROR_CONTEXT_ALREADY_CURRENT:
  case CUDA_ERROR_CONTEXT_ALREADY_IN_USE:
  case CUDA_ERROR_INVALID_GRAPHICS_CONTEXT:
  case CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE:
  case CUDA_ERROR_CONTEXT_IS_DESTROYED:
    return CORE_ERROR_INVALID_CONTEXT;
  case CUDA_ERROR_INVALID_IMAGE:
  case CUDA_ERROR_NO_BINARY_FOR_GPU:
  case CUDA_ERROR_INVALID_SOURCE:
    return CORE_ERROR_INVALID_BINARY;
  case CUDA_ERROR_INVALID_PTX:
  case CUDA_ERROR_UNSUPPORTED_PTX_VERSION:
  case CUDA_ERROR_SHARED_OBJECT_INIT_FAILED:
    return CORE_ERROR_BUILD_PROGRAM_FAILURE;
  case CUDA_ERROR_JIT_COMPILER_NOT_FOUND:
  case CUDA_ERROR_JIT_COMPILATION_DISABLED:
    return CORE_ERROR_COMPILER_NOT_AVAILABLE;
  case CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND:
    return CORE_ERROR_LINK_PROGRAM_FAILURE;
  case CUDA_ERROR_NOT_FOUND:
    return CORE_ERROR_INVALID_KERNEL_NAME;
  case CUDA_ERROR_FUNCTION_NOT_LOADED:
    return CORE_ERROR_INVALID_KERNEL;
  case CUDA_ERROR_MAP_FAILED:
  case CUDA_ERROR_UNMAP_FAILED:
    return CORE_ERROR_MAP_FAILURE;
  case CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED:
  case CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED:
    return CORE_ERROR_INVALID_HOST_PTR;
  case CUDA_ERROR_INVALID_CLUSTER_SIZE:
    return CORE_ERROR_INVALID_WORK_GROUP_SIZE;
  case CUDA_ERROR_PROFILER_DISABLED:
  case CUDA_ERROR_PROFILER_NOT_INITIALIZED:
  case CUDA_ERROR_PROFILER_ALREADY_STARTED:
  case CUDA_ERROR_PROFILER_ALREADY_STOPPED:
    return CORE_ERROR_PROFILING_INFO_NOT_AVAILABLE;
  case CUDA_ERROR_NOT_SUPPORTED:
  case CUDA_ERROR_PEER_ACCESS_UNSUPPORTED:
  case CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY:
  case CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC:
  case CUDA_ERROR_CDP_NOT_SUPPORTED:
  case CUDA_ERROR_CDP_VERSION_MISMATCH:
  case CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  case CUDA_ERROR_ARRAY_IS_MAPPED:
  case CUDA_ERROR_ALREADY_MAPPED:
  case CUDA_ERROR_ALREADY_ACQUIRED:
  case CUDA_ERROR_NOT_MAPPED:
  case CUDA_ERROR_NOT_MAPPED_AS_ARRAY:
  case CUDA_ERROR_NOT_MAPPED_AS_POINTER:
  case CUDA_ERROR_ILLEGAL_STATE:
  case CUDA_ERROR_NOT_READY:
  case CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING:
  case CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED:
  case CUDA_ERROR_PEER_ACCESS_NOT_ENABLED:
  case CUDA_ERROR_NOT_PERMITTED:
  case CUDA_ERROR_STREAM_CAPTURE_INVALIDATED:
  case CUDA_ERROR_STREAM_CAPTURE_MERGE:
  case CUDA_ERROR_STREAM_CAPTURE_UNMATCHED:
  case CUDA_ERROR_STREAM_CAPTURE_UNJOINED:
  case CUDA_ERROR_STREAM_CAPTURE_ISOLATION:
  case CUDA_ERROR_STREAM_CAPTURE_IMPLICIT:
  case CUDA_ERROR_CAPTURED_EVENT:
  case CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD:
  case CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE:
    return CORE_ERROR_INVALID_OPERATION;
  /* A device-side assert is kept apart from every other failure. */
  case CUDA_ERROR_ASSERT:
    return CORE_ERROR_DEVICE_ASSERT;
  case CUDA_ERROR_ECC_UNCORRECTABLE:
  case CUDA_ERROR_NVLINK_UNCORRECTABLE:
  case CUDA_ERROR_CONTAINED:
  case CUDA_ERROR_ILLEGAL_ADDRESS:
  case CUDA_ERROR_LAUNCH_TIMEOUT:
  case CUDA_ERROR_HARDWARE_STACK_ERROR:
  case CUDA_ERROR_ILLEGAL_INSTRUCTION:
  case CUDA_ERROR_MISALIGNED_ADDRESS:
  case CUDA_ERROR_INVALID_ADDRESS_SPACE:
  case CUDA_ERROR_INVALID_PC:
  case CUDA_ERROR_LAUNCH_FAILED:
  case CUDA_ERROR_TENSOR_MEMORY_LEAK:
  case CUDA_ERROR_TIMEOUT:
  case CUDA_ERROR_EXTERNAL_DEVICE:
  case CUDA_ERROR_KEY_ROTATION:
    return CORE_ERROR_COMMAND_EXECUTION_FAILURE;
  default:
    return CORE_ERROR_UNKNOWN;
  }
}

const char device_assert_message[] =
    "device-side assert triggered: a kernel's assert() failed "
    "(CUDA_ERROR_ASSERT); the device printed the failed condition on stderr, and "
    "CUDA is lost to the whole process (every context of every device)";

static _Thread_local struct {
  core_result code;
  char message[1024];
} last_error;

void core_set_last_error(core_result code, const char *message) {
  last_error.code = code;
  snprintf(last_error.message, sizeof last_error.message, "%s", message);
}

core_result core_get_last_error(char **message) {
  *message = last_error.message;
  return last_error.code;
}

static core_result fail_with(core_result result, bool on_stderr, const char *fmt, va_list ap) {
  char message[sizeof last_error.message];
  vsnprintf(message, sizeof message, fmt, ap);
  core_set_last_error(result, message);
  if (trace_enabled())
    trace_line("  error: %s -> %s", message, face_result_name(result));
  else if (on_stderr)
    trace_line("%s", message);
  return result;
}

core_result core_fail(core_result result, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  core_result r = fail_with(result, false, fmt, ap);
  va_end(ap);
  return r;
}

core_result core_fail_on_stderr(core_result result, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  core_result r = fail_with(result, true, fmt, ap);
  va_end(ap);
  return r;
}

/* The kernel faults CUDA documents as leaving the process in an inconsistent
 * state, every later call answering the same error, like CUDA_ERROR_ASSERT;
 * NULL for every other error. */
static const char *process_fault_name(CUresult status) {
  switch (status) {
  case CUDA_ERROR_ILLEGAL_ADDRESS:
    return "CUDA_ERROR_ILLEGAL_ADDRESS";
  case CUDA_ERROR_LAUNCH_TIMEOUT:
    return "CUDA_ERROR_LAUNCH_TIMEOUT";
  case CUDA_ERROR_HARDWARE_STACK_ERROR:
    return "CUDA_ERROR_HARDWARE_STACK_ERROR";
  case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    return "CUDA_ERROR_ILLEGAL_INSTRUCTION";
  case CUDA_ERROR_MISALIGNED_ADDRESS:
    return "CUDA_ERROR_MISALIGNED_ADDRESS";
  case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    return "CUDA_ERROR_INVALID_ADDRESS_SPACE";
  case CUDA_ERROR_INVALID_PC:
    return "CUDA_ERROR_INVALID_PC";
  case CUDA_ERROR_LAUNCH_FAILED:
    return "CUDA_ERROR_LAUNCH_FAILED";
  default:
    return NULL;
  }
}

core_result core_error_from_cuda(CUresult status, const char *call, const char *file, int line) {
  const char *name = NULL;
  const char *text = NULL;
  if (!cu.cuGetErrorName || cu.cuGetErrorName(status, &name) != CUDA_SUCCESS)
    name = "CUDA_ERROR_<unknown>";
  if (!cu.cuGetErrorString || cu.cuGetErrorString(status, &text) != CUDA_SUCCESS)
    text = "";
  const char *base = strrchr(file, '/');
  base = base ? base + 1 : file;
  core_result result = core_result_from_cuda(status);
  if (status == CUDA_ERROR_ASSERT) {
    /* Sticky: CUDA runs nothing more in this process, on any device. */
    device_context_lose_all();
    return core_fail(result, "%s (from %s at %s:%d)", device_assert_message, call, base, line);
  }
  const char *fault = process_fault_name(status);
  if (fault) {
    device_context_lose_all_after_fault(fault);
    return core_fail(result,
                     "%s failed at %s:%d: %s (%d: %s): a kernel faulted, and CUDA runs "
                     "nothing more in this process (every context of every device is lost)",
                     call, base, line, fault, (int)status, text);
  }
  return core_fail(result, "%s failed at %s:%d: %s (%d: %s)", call, base, line, name, (int)status,
                   text);
}
