/* Device info answers from the properties the plugin reads at start-up,
 * here those of an H100. */
#include <string.h>

#include "check.h"
#include "device_info.h"

static struct device_props h100(void) {
  struct device_props p;
  memset(&p, 0, sizeof p);
  strcpy(p.name, "NVIDIA H100 80GB HBM3");
  p.total_mem = 85ull << 30;
  p.driver_version = 13000;
  p.cc_major = 9;
  p.sm_count = 132;
  p.warp_size = 32;
  p.max_threads_per_block = 1024;
  p.max_block[0] = p.max_block[1] = 1024;
  p.max_block[2] = 64;
  p.max_grid[0] = 2147483647;
  p.max_grid[1] = p.max_grid[2] = 65535;
  p.max_registers_per_block = 65536;
  p.clock_khz = 1980000;
  p.memory_clock_khz = 2619000;
  p.memory_bus_width = 5120;
  p.l2_cache_bytes = 50 << 20;
  p.total_constant_bytes = 65536;
  p.max_shared_per_block = 49152;
  p.max_shared_per_block_optin = 232448;
  p.unified_addressing = p.managed_memory = p.concurrent_managed_access = 1;
  p.max_surface_2d[0] = 131072;
  p.max_surface_2d[1] = 65536;
  p.max_surface_1d_layered[1] = p.max_surface_2d_layered[2] = 2048;
  p.pci_bus = 0x1b;
  return p;
}

static struct device_props props;

#define QUERY(param, var)                                                      \
  device_info_answer(&props, NULL, NULL, 12345, param, sizeof(var), &(var), NULL)

int main(void) {
  props = h100();
  char text[512];
  CHECK_EQ(QUERY(PI_DEVICE_INFO_EXTENSIONS, text), CORE_SUCCESS);
  CHECK(strstr(text, "cl_intel_devicelib_assert") != NULL);
  CHECK(strstr(text, "cl_khr_fp16") != NULL);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_NAME, text), CORE_SUCCESS);
  CHECK(strcmp(text, "NVIDIA H100 80GB HBM3") == 0);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_VERSION, text), CORE_SUCCESS);
  CHECK(strcmp(text, "9.0") == 0);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_DRIVER_VERSION, text), CORE_SUCCESS);
  CHECK(strcmp(text, "13.0") == 0);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_PCI_ADDRESS, text), CORE_SUCCESS);
  CHECK(strcmp(text, "0000:1b:00.0") == 0);

  pi_device_type type = 0;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_TYPE, type), CORE_SUCCESS);
  CHECK_EQ(type, PI_DEVICE_TYPE_GPU);
  pi_uint32 u32 = 0;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_MAX_COMPUTE_UNITS, u32), CORE_SUCCESS);
  CHECK_EQ(u32, 132);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_MAX_CLOCK_FREQUENCY, u32), CORE_SUCCESS);
  CHECK_EQ(u32, 1980);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_MAX_NUM_SUB_GROUPS, u32), CORE_SUCCESS);
  CHECK_EQ(u32, 32);
  size_t sizes[3];
  CHECK_EQ(QUERY(PI_DEVICE_INFO_MAX_WORK_ITEM_SIZES, sizes), CORE_SUCCESS);
  CHECK_EQ(sizes[2], 64);
  size_t groups[3] = {0, 0, 7};
  size_t returned = 0;
  CHECK_EQ(device_info_answer(&props, NULL, NULL, 0, PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_2D,
                              sizeof groups, groups, &returned),
           CORE_SUCCESS);
  CHECK_EQ(returned, 2 * sizeof(size_t));
  CHECK_EQ(groups[1], 65535);
  CHECK_EQ(groups[2], 7);
  pi_uint64 u64 = 0;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_LOCAL_MEM_SIZE, u64), CORE_SUCCESS);
  CHECK_EQ(u64, 232448); /* the opt-in limit the launch raises to */
  CHECK_EQ(QUERY(PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY, u64), CORE_SUCCESS);
  CHECK_EQ(u64, 12345);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_MAX_MEM_BANDWIDTH, u64), CORE_SUCCESS);
  CHECK_EQ(u64, 2619000ull * 1000 * 2 * 5120 / 8);
  pi_usm_capabilities usm = 0;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT, usm), CORE_SUCCESS);
  CHECK(usm & PI_USM_CONCURRENT_ACCESS);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT, usm), CORE_SUCCESS);
  CHECK_EQ(usm, 0);
  pi_memory_order_capabilities orders = 0;
  CHECK_EQ(QUERY(PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES, orders), CORE_SUCCESS);
  CHECK(orders & PI_MEMORY_ORDER_SEQ_CST);

  /* Command buffers (CUDA graphs) and their kernel updates are offered. */
  pi_bool flag = PI_FALSE;
  CHECK_EQ(QUERY(PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_SUPPORT, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_TRUE);
  flag = PI_FALSE;
  CHECK_EQ(QUERY(PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_UPDATE_SUPPORT, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_TRUE);
  /* A PI 15.47 runtime has no update entry points: not offered to it. */
  static pi_plugin runtime;
  strcpy(runtime.PiVersion, "15.47");
  CHECK_EQ(piPluginInit(&runtime), PI_SUCCESS);
  CHECK_EQ(QUERY(PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_UPDATE_SUPPORT, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_FALSE);
  strcpy(runtime.PiVersion, "15.48");
  CHECK_EQ(piPluginInit(&runtime), PI_SUCCESS);
  CHECK_EQ(QUERY(PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_UPDATE_SUPPORT, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_TRUE);

  /* Features the plugin does not offer are reported absent. */
  flag = PI_TRUE;
  CHECK_EQ(QUERY(PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_SUPPORT, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_FALSE);
  flag = PI_TRUE;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_IMAGE_SRGB, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_FALSE);
  size_t buffer_image = 9;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_IMAGE_MAX_BUFFER_SIZE, buffer_image), CORE_SUCCESS);
  CHECK_EQ(buffer_image, 0);

  /* Images are surfaces: their limits are the surfaces'. */
  CHECK_EQ(QUERY(PI_DEVICE_INFO_IMAGE_SUPPORT, flag), CORE_SUCCESS);
  CHECK_EQ(flag, PI_TRUE);
  size_t image_size = 0;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_IMAGE2D_MAX_WIDTH, image_size), CORE_SUCCESS);
  CHECK_EQ(image_size, 131072);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE, image_size), CORE_SUCCESS);
  CHECK_EQ(image_size, 2048);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_MAX_READ_IMAGE_ARGS, u32), CORE_SUCCESS);
  CHECK_EQ(u32, 128);
  CHECK_EQ(QUERY(PI_DEVICE_INFO_GPU_EU_COUNT, u32), CORE_ERROR_INVALID_VALUE);
  CHECK_EQ(QUERY((pi_device_info)0x7777, u32), CORE_ERROR_INVALID_VALUE);

  /* Size queries, and buffers too small. */
  size_t size = 0;
  CHECK_EQ(device_info_answer(&props, NULL, NULL, 0, PI_DEVICE_INFO_NAME, 0, NULL, &size),
           CORE_SUCCESS);
  CHECK_EQ(size, strlen("NVIDIA H100 80GB HBM3") + 1);
  char tiny[4];
  CHECK_EQ(QUERY(PI_DEVICE_INFO_NAME, tiny), CORE_ERROR_INVALID_VALUE);

  /* An older GPU: no fp16 before sm_53, no seq_cst before sm_70. */
  props.cc_major = 5;
  props.cc_minor = 0;
  CHECK_EQ(QUERY(PI_DEVICE_INFO_EXTENSIONS, text), CORE_SUCCESS);
  CHECK(strstr(text, "cl_khr_fp16") == NULL);
  CHECK_EQ(QUERY(PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES, orders), CORE_SUCCESS);
  CHECK(!(orders & PI_MEMORY_ORDER_SEQ_CST));
  return check_report("device_info_test");
}
