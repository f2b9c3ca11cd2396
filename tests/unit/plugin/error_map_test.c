/* CUDA errors to PI errors (through the core's results and the PI face's
 * table), and the device-assert error kept distinct. */
#include <string.h>

#include "check.h"
#include "face.h"

static pi_result pi_result_from_cuda(CUresult status) {
  return pi_result_from_core(core_result_from_cuda(status));
}

int main(void) {
  CHECK_EQ(pi_result_from_cuda(CUDA_SUCCESS), PI_SUCCESS);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_INVALID_VALUE), PI_ERROR_INVALID_VALUE);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_OUT_OF_MEMORY), PI_ERROR_OUT_OF_RESOURCES);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_NO_DEVICE), PI_ERROR_DEVICE_NOT_FOUND);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_INVALID_CONTEXT), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_INVALID_PTX), PI_ERROR_BUILD_PROGRAM_FAILURE);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_NO_BINARY_FOR_GPU), PI_ERROR_INVALID_BINARY);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_NOT_FOUND), PI_ERROR_INVALID_KERNEL_NAME);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES), PI_ERROR_OUT_OF_RESOURCES);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_ILLEGAL_ADDRESS), PI_ERROR_COMMAND_EXECUTION_FAILURE);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_NOT_SUPPORTED), PI_ERROR_UNSUPPORTED_FEATURE);
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_UNKNOWN), PI_ERROR_UNKNOWN);
  CHECK_EQ(pi_result_from_cuda((CUresult)12345), PI_ERROR_UNKNOWN);
  /* 710 and only 710 becomes the assert error. */
  CHECK_EQ(pi_result_from_cuda(CUDA_ERROR_ASSERT), PI_ERROR_DEVICE_ASSERT);
  for (int status = 0; status < 1000; ++status)
    if (status != CUDA_ERROR_ASSERT)
      CHECK(pi_result_from_cuda((CUresult)status) != PI_ERROR_DEVICE_ASSERT);

  CHECK(strcmp(pi_result_name(PI_ERROR_INVALID_QUEUE), "PI_ERROR_INVALID_QUEUE") == 0);
  CHECK(strcmp(pi_result_name(PI_SUCCESS), "PI_SUCCESS") == 0);

  /* Every core error has its PI error in the face's table (a gap would read
   * as PI_SUCCESS). */
  for (int r = CORE_SUCCESS + 1; r <= CORE_ERROR_UNKNOWN; ++r)
    CHECK(pi_result_from_core((core_result)r) != PI_SUCCESS);

  /* A failed call is recorded with call, file and line for piPluginGetLastError. */
  CHECK_EQ(pi_result_from_core(
               core_error_from_cuda(CUDA_ERROR_ASSERT, "cuStreamSynchronize(s)", "/x/queue.c", 12)),
           PI_ERROR_DEVICE_ASSERT);
  char *message = NULL;
  CHECK_EQ(pi_result_from_core(core_get_last_error(&message)), PI_ERROR_DEVICE_ASSERT);
  CHECK(strstr(message, "device-side assert") != NULL);
  CHECK(strstr(message, "queue.c:12") != NULL);
  CHECK_EQ(pi_result_from_core(
               core_error_from_cuda(CUDA_ERROR_INVALID_VALUE, "cuMemAlloc(&p, 0)", "memory.c", 7)),
           PI_ERROR_INVALID_VALUE);
  core_get_last_error(&message);
  CHECK(strstr(message, "cuMemAlloc(&p, 0) failed at memory.c:7") != NULL);
  return check_report("error_map_test");
}
