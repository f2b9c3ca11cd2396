/* Kernels compiled with sycl-nvptx --global-offset=off, through the PI face on
 * the fake CUDA driver (tests/fake_cuda, kernels run nothing with
 * FAKE_CUDA_KERNELS=1): a kernel with the marker
 * __sycl_nvptx_global_offset_off_<kernel> launches with a zero offset, and a
 * non-zero one is refused with PI_ERROR_UNSUPPORTED_FEATURE, one line on
 * stderr and the same line from piPluginGetLastError, both naming the kernel
 * and the option. A kernel with a _with_offset twin, and one with neither
 * twin nor marker (it never reads the offset), launch with an offset as
 * before. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <pi.h>

#include "check.h"

static const char ptx[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .global .align 1 .u8 __sycl_nvptx_global_offset_off_reads_zero = 1;\n"
    ".visible .entry reads_zero(.param .u64 out)\n{\nret;\n}\n"
    ".visible .entry with_twin(.param .u64 out)\n{\nret;\n}\n"
    ".visible .entry with_twin_with_offset(.param .u64 out, .param .align 4 .b8 offset[12])\n"
    "{\nret;\n}\n"
    ".visible .entry no_read(.param .u64 out)\n{\nret;\n}\n";

static pi_context context;
static pi_queue queue;
static pi_program program;
static pi_mem out;

static bool setup(void) {
  pi_platform platform;
  pi_device device;
  pi_uint32 count = 0;
  if (piPlatformsGet(1, &platform, &count) != PI_SUCCESS || count == 0)
    return false;
  if (piDevicesGet(platform, PI_DEVICE_TYPE_GPU, 1, &device, NULL) != PI_SUCCESS)
    return false;
  char name[256] = "";
  piDeviceGetInfo(device, PI_DEVICE_INFO_NAME, sizeof name, name, NULL);
  if (!strstr(name, "(fake driver)"))
    return false;
  CHECK_EQ(piContextCreate(NULL, 1, &device, NULL, NULL, &context), PI_SUCCESS);
  CHECK_EQ(piQueueCreate(context, device, 0, &queue), PI_SUCCESS);
  const unsigned char *binaries[] = {(const unsigned char *)ptx};
  size_t lengths[] = {sizeof ptx};
  CHECK_EQ(piProgramCreateWithBinary(context, 1, &device, lengths, binaries, 0, NULL, NULL,
                                     &program),
           PI_SUCCESS);
  CHECK_EQ(piProgramBuild(program, 1, &device, NULL, NULL, NULL), PI_SUCCESS);
  CHECK_EQ(piMemBufferCreate(context, PI_MEM_FLAGS_ACCESS_RW, 64, NULL, &out, NULL), PI_SUCCESS);
  return true;
}

static pi_result launch(pi_kernel kernel, const size_t offset[2]) {
  size_t global[2] = {64, 4}, local[2] = {32, 2};
  return piEnqueueKernelLaunch(queue, kernel, 2, offset, global, local, 0, NULL, NULL);
}

static pi_kernel kernel_named(const char *name) {
  pi_kernel kernel = NULL;
  CHECK_EQ(piKernelCreate(program, name, &kernel), PI_SUCCESS);
  CHECK_EQ(piextKernelSetArgMemObj(kernel, 0, NULL, &out), PI_SUCCESS);
  return kernel;
}

/* What the refused launch printed on stderr, read back from a file. */
static pi_result launch_capturing_stderr(pi_kernel kernel, const size_t offset[2], char *text,
                                         size_t size) {
  FILE *capture = tmpfile();
  fflush(stderr);
  int saved = dup(2);
  dup2(fileno(capture), 2);
  pi_result r = launch(kernel, offset);
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  rewind(capture);
  size_t n = fread(text, 1, size - 1, capture);
  text[n] = '\0';
  fclose(capture);
  return r;
}

static int count_lines(const char *text) {
  int lines = 0;
  for (; *text; ++text)
    lines += *text == '\n';
  return lines;
}

static void test_refused_offset(void) {
  const size_t zero[2] = {0, 0}, offset[2] = {1000, 7};
  pi_kernel kernel = kernel_named("reads_zero");
  CHECK_EQ(launch(kernel, zero), PI_SUCCESS);
  CHECK_EQ(launch(kernel, NULL), PI_SUCCESS);
  char printed[2048];
  CHECK_EQ(launch_capturing_stderr(kernel, offset, printed, sizeof printed),
           PI_ERROR_UNSUPPORTED_FEATURE);
  printf("stderr: %s", printed);
  CHECK_EQ(count_lines(printed), 1);
  CHECK(strstr(printed, "kernel reads_zero was compiled with --global-offset=off"));
  CHECK(strstr(printed, "{1000, 7, 0}"));
  char *message = NULL;
  piPluginGetLastError(&message);
  CHECK(message && strstr(printed, message));
  CHECK_EQ(launch(kernel, zero), PI_SUCCESS); /* the kernel stays usable */
  CHECK_EQ(piKernelRelease(kernel), PI_SUCCESS);
}

static void test_offset_still_launches(const char *name) {
  const size_t offset[2] = {1000, 7};
  pi_kernel kernel = kernel_named(name);
  CHECK_EQ(launch(kernel, offset), PI_SUCCESS);
  CHECK_EQ(piKernelRelease(kernel), PI_SUCCESS);
}

int main(void) {
  if (!setup()) {
    printf("offset_off_pi_fake_test: no device of the fake CUDA driver\n");
    return 1;
  }
  test_refused_offset();
  test_offset_still_launches("with_twin");
  test_offset_still_launches("no_read");
  piMemRelease(out);
  piProgramRelease(program);
  piQueueRelease(queue);
  piContextRelease(context);
  return check_report("offset_off_pi_fake_test");
}
