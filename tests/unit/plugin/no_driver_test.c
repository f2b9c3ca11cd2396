/* The plugin as a runtime sees it on a machine without a CUDA driver:
 * it loads, reports zero platforms and says why, hands over its function
 * table, refuses bad handles with PI_ERROR_INVALID_*, and traces calls.
 * usage: plugin_no_driver_test [DRIVER]  (DRIVER: a library to try instead
 * of libcuda.so.1, e.g. the toolkit's stub; default: a path that does not exist) */
#include <pi.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"

static char trace_path[] = "/tmp/pi_cuda_trace_XXXXXX";

static void zero_platforms(const char *expected_reason) {
  pi_uint32 count = 7;
  CHECK_EQ(piPlatformsGet(0, NULL, &count), PI_SUCCESS);
  CHECK_EQ(count, 0);
  char *why = NULL;
  CHECK_EQ(piPluginGetLastError(&why), PI_SUCCESS);
  printf("reason: %s\n", why);
  CHECK(strstr(why, "0 platforms") != NULL);
  CHECK(strstr(why, expected_reason) != NULL);
  pi_platform platform = NULL;
  CHECK_EQ(piPlatformsGet(1, &platform, NULL), PI_SUCCESS);
  CHECK(platform == NULL);
  CHECK_EQ(piPlatformsGet(0, &platform, NULL), PI_ERROR_INVALID_VALUE);
}

static void plugin_init(void) {
  pi_plugin plugin;
  memset(&plugin, 0, sizeof plugin);
  strcpy(plugin.PiVersion, "15.48");
  CHECK_EQ(piPluginInit(&plugin), PI_SUCCESS);
  CHECK(strcmp(plugin.PluginVersion, "15.48.2") == 0);
  /* The table is pi.def's order: check both ends and a few in between. */
  CHECK(plugin.PiFunctionTable.piPlatformsGet == piPlatformsGet);
  CHECK(plugin.PiFunctionTable.piEnqueueKernelLaunch == piEnqueueKernelLaunch);
  CHECK(plugin.PiFunctionTable.piextUSMEnqueueMemset == piextUSMEnqueueMemset);
  CHECK(plugin.PiFunctionTable.piextSignalExternalSemaphore == piextSignalExternalSemaphore);
  void **slots = (void **)&plugin.PiFunctionTable;
  size_t count = sizeof plugin.PiFunctionTable / sizeof(void *);
  CHECK_EQ(count, 162);
  CHECK(slots[0] == (void *)piPlatformsGet);
  CHECK(slots[4] == (void *)piDevicesGet);
  CHECK(slots[78] == (void *)piEnqueueKernelLaunch);
  CHECK(slots[99] == (void *)piextUSMEnqueueMemset);
  CHECK(slots[161] == (void *)piextSignalExternalSemaphore);
  for (size_t i = 0; i < count; ++i)
    CHECK(slots[i] != NULL);
  /* Other PI major versions are refused (plugin_init_test.c: the layouts). */
  strcpy(plugin.PiVersion, "14.42");
  CHECK_EQ(piPluginInit(&plugin), PI_ERROR_INVALID_OPERATION);
  strcpy(plugin.PiVersion, "16.0");
  CHECK_EQ(piPluginInit(&plugin), PI_ERROR_INVALID_OPERATION);
  CHECK_EQ(piPluginInit(NULL), PI_ERROR_INVALID_VALUE);
}

/* A handle of the wrong kind: the plugin checks a tag before using one. */
static unsigned char not_an_object[256] = {1, 2, 3, 4};

static void invalid_handles(void) {
  pi_queue queue = (pi_queue)not_an_object;
  pi_context context = (pi_context)not_an_object;
  pi_mem mem = (pi_mem)not_an_object;
  pi_kernel kernel = (pi_kernel)not_an_object;
  pi_event event = (pi_event)not_an_object;
  pi_program program = (pi_program)not_an_object;
  pi_device device = (pi_device)not_an_object;
  size_t global = 64, size = 0;
  int value = 0;
  CHECK_EQ(piQueueFinish(NULL), PI_ERROR_INVALID_QUEUE);
  CHECK_EQ(piQueueFinish(queue), PI_ERROR_INVALID_QUEUE);
  CHECK_EQ(piQueueRelease(queue), PI_ERROR_INVALID_QUEUE);
  CHECK_EQ(piContextRelease(context), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(piQueueCreate(context, device, 0, &queue), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(piMemRelease(mem), PI_ERROR_INVALID_MEM_OBJECT);
  CHECK_EQ(piMemBufferCreate(context, 0, 64, NULL, &mem, NULL), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(piEnqueueMemBufferRead(queue, mem, PI_TRUE, 0, 4, &value, 0, NULL, NULL),
           PI_ERROR_INVALID_QUEUE);
  CHECK_EQ(piKernelSetArg(kernel, 0, sizeof value, &value), PI_ERROR_INVALID_KERNEL);
  CHECK_EQ(piKernelRelease(NULL), PI_ERROR_INVALID_KERNEL);
  CHECK_EQ(piEnqueueKernelLaunch(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL),
           PI_ERROR_INVALID_QUEUE);
  CHECK_EQ(piEventsWait(1, &event), PI_ERROR_INVALID_EVENT);
  CHECK_EQ(piEventsWait(0, NULL), PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piEventRelease(event), PI_ERROR_INVALID_EVENT);
  CHECK_EQ(piProgramBuild(program, 0, NULL, "", NULL, NULL), PI_ERROR_INVALID_PROGRAM);
  CHECK_EQ(piKernelCreate(program, "k", &kernel), PI_ERROR_INVALID_PROGRAM);
  CHECK_EQ(piDeviceGetInfo(device, PI_DEVICE_INFO_NAME, 0, NULL, &size), PI_ERROR_INVALID_DEVICE);
  CHECK_EQ(piDevicesGet(NULL, PI_DEVICE_TYPE_ALL, 0, NULL, NULL), PI_ERROR_INVALID_PLATFORM);
  CHECK_EQ(piContextCreate(NULL, 1, &device, NULL, NULL, &context), PI_ERROR_INVALID_DEVICE);
  CHECK_EQ(piextUSMFree(context, &value), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(piextUSMEnqueueMemcpy(queue, PI_TRUE, &value, &size, 4, 0, NULL, NULL),
           PI_ERROR_INVALID_QUEUE);
  CHECK_EQ(piextUSMEnqueueMemcpy(NULL, PI_TRUE, NULL, &size, 4, 0, NULL, NULL),
           PI_ERROR_INVALID_VALUE);
}

/* Every command-buffer entry point refuses a missing or foreign handle and
 * bad arguments before it touches the driver. */
static void command_buffers(void) {
  pi_ext_command_buffer bad = (pi_ext_command_buffer)not_an_object, buffer = NULL;
  pi_ext_command_buffer_command command = (pi_ext_command_buffer_command)not_an_object;
  pi_context context = (pi_context)not_an_object;
  pi_device device = (pi_device)not_an_object;
  pi_kernel kernel = (pi_kernel)not_an_object;
  pi_mem mem = (pi_mem)not_an_object;
  pi_queue queue = (pi_queue)not_an_object;
  const pi_result invalid = PI_ERROR_INVALID_COMMAND_BUFFER_KHR;
  int value = 0, pattern = 7;
  size_t global = 64;
  pi_ext_sync_point point = 0;
  pi_ext_command_buffer_desc desc = {PI_EXT_STRUCTURE_TYPE_COMMAND_BUFFER_DESC, NULL, PI_TRUE};
  CHECK_EQ(piextCommandBufferCreate(NULL, NULL, &desc, &buffer), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(piextCommandBufferCreate(context, device, &desc, &buffer), PI_ERROR_INVALID_CONTEXT);
  pi_ext_command_buffer_desc wrong = {(pi_ext_structure_type)5, NULL, PI_FALSE};
  CHECK_EQ(piextCommandBufferCreate(context, device, &wrong, &buffer), PI_ERROR_INVALID_VALUE);
  CHECK(buffer == NULL);
  CHECK_EQ(piextCommandBufferRetain(NULL), invalid);
  CHECK_EQ(piextCommandBufferRelease(bad), invalid);
  CHECK_EQ(piextCommandBufferFinalize(bad), invalid);
  CHECK_EQ(piextCommandBufferNDRangeKernel(bad, kernel, 1, NULL, &global, NULL, 0, NULL, &point,
                                           NULL),
           invalid);
  CHECK_EQ(piextCommandBufferMemcpyUSM(bad, &value, &pattern, 4, 0, NULL, &point), invalid);
  CHECK_EQ(piextCommandBufferMemcpyUSM(bad, NULL, &pattern, 4, 0, NULL, &point),
           PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piextCommandBufferFillUSM(bad, &value, &pattern, 4, 4, 0, NULL, &point), invalid);
  CHECK_EQ(piextCommandBufferFillUSM(bad, &value, &pattern, 3, 4, 0, NULL, &point),
           PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piextCommandBufferPrefetchUSM(bad, &value, 4, 0, 0, NULL, &point), invalid);
  CHECK_EQ(piextCommandBufferPrefetchUSM(bad, &value, 4, (pi_usm_migration_flags)1 << 5, 0,
                                         NULL, &point),
           PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piextCommandBufferAdviseUSM(bad, &value, 4, PI_MEM_ADVICE_RESET, 0, NULL, &point),
           invalid);
  CHECK_EQ(piextCommandBufferMemBufferCopy(bad, mem, mem, 0, 4, 4, 0, NULL, &point), invalid);
  CHECK_EQ(piextCommandBufferMemBufferRead(bad, mem, 0, 4, &value, 0, NULL, &point), invalid);
  CHECK_EQ(piextCommandBufferMemBufferWrite(bad, mem, 0, 4, &value, 0, NULL, &point), invalid);
  CHECK_EQ(piextCommandBufferMemBufferFill(bad, mem, &pattern, 4, 0, 4, 0, NULL, &point),
           invalid);
  struct pi_buff_rect_offset_struct corner = {0, 0, 0};
  struct pi_buff_rect_region_struct extent = {4, 1, 1};
  CHECK_EQ(piextCommandBufferMemBufferCopyRect(bad, mem, mem, &corner, &corner, &extent, 0, 0, 0,
                                               0, 0, NULL, &point),
           invalid);
  CHECK_EQ(piextCommandBufferMemBufferReadRect(bad, mem, &corner, &corner, &extent, 0, 0, 0, 0,
                                               &value, 0, NULL, &point),
           invalid);
  CHECK_EQ(piextCommandBufferMemBufferWriteRect(bad, mem, &corner, &corner, NULL, 0, 0, 0, 0,
                                                &value, 0, NULL, &point),
           invalid);
  CHECK_EQ(piextEnqueueCommandBuffer(bad, queue, 0, NULL, NULL), invalid);
  CHECK_EQ(piextEnqueueCommandBuffer(NULL, queue, 0, NULL, NULL), invalid);
  pi_ext_command_buffer_update_kernel_launch_desc update = {0};
  CHECK_EQ(piextCommandBufferUpdateKernelLaunch(command, &update), invalid);
  CHECK_EQ(piextCommandBufferUpdateKernelLaunch(command, NULL), PI_ERROR_INVALID_VALUE);
  update.num_value_args = 1;
  CHECK_EQ(piextCommandBufferUpdateKernelLaunch(command, &update), PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piextCommandBufferRetainCommand(command), invalid);
  CHECK_EQ(piextCommandBufferReleaseCommand(NULL), invalid);
  CHECK(point == 0);
}

static void unsupported_features(void) {
  pi_sampler sampler = NULL; /* samplers are offered: a null context is the error */
  CHECK_EQ(piSamplerCreate(NULL, NULL, &sampler), PI_ERROR_INVALID_CONTEXT);
  CHECK_EQ(piextEnqueueReadHostPipe(NULL, NULL, "p", PI_TRUE, NULL, 0, 0, NULL, NULL),
           PI_ERROR_UNSUPPORTED_FEATURE);
  CHECK_EQ(piextMemImageFree(NULL, NULL, NULL), PI_ERROR_UNSUPPORTED_FEATURE);
  char *why = NULL;
  piPluginGetLastError(&why);
  CHECK(strstr(why, "bindless images") != NULL);
}

/* Every call, with its arguments and result, went to stderr. */
static void trace_written(void) {
  fflush(stderr);
  FILE *f = fopen(trace_path, "r");
  CHECK(f != NULL);
  if (!f)
    return;
  static char text[1 << 20];
  size_t n = fread(text, 1, sizeof text - 1, f);
  text[n] = '\0';
  fclose(f);
  CHECK(strstr(text, "pi_cuda: piPlatformsGet(num_entries=0, platforms=(nil)") != NULL);
  CHECK(strstr(text, "pi_cuda: piQueueFinish(queue=(nil)) -> PI_ERROR_INVALID_QUEUE") != NULL);
  CHECK(strstr(text, "piPluginInit(") != NULL);
  CHECK(strstr(text, "0 platforms:") != NULL);
}

int main(int argc, char **argv) {
  const char *driver = argc > 1 ? argv[1] : "/nonexistent/libcuda.so.1";
  setenv("SYCL_NVPTX_PI_CUDA_LIBRARY", driver, 1);
  setenv("SYCL_NVPTX_PI_TRACE", "1", 1);
  int fd = mkstemp(trace_path);
  if (fd < 0 || !freopen(trace_path, "w", stderr))
    return 1;
  close(fd);
  zero_platforms(argc > 2 ? argv[2] : "no CUDA driver");
  plugin_init();
  invalid_handles();
  command_buffers();
  unsupported_features();
  trace_written();
  unlink(trace_path);
  return check_report("no_driver_test");
}
