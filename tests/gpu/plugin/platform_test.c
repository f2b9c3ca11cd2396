/* Platforms, devices (every info query a SYCL runtime asks), contexts.
 * usage: plugin_platform */
#include <stdlib.h>
#include <string.h>

#include "gpu_test.h"

static bool platform_info(struct gpu *g) {
  char name[128];
  OK(piPlatformGetInfo(g->platform, PI_PLATFORM_INFO_NAME, sizeof name, name, NULL));
  EXPECT(strstr(name, "CUDA") != NULL);
  pi_platform_backend backend;
  OK(piPlatformGetInfo(g->platform, PI_EXT_PLATFORM_INFO_BACKEND, sizeof backend, &backend,
                       NULL));
  EXPECT(backend == PI_EXT_PLATFORM_BACKEND_CUDA);
  size_t size = 0;
  OK(piPlatformGetInfo(g->platform, PI_PLATFORM_INFO_VERSION, 0, NULL, &size));
  EXPECT(size > 5);
  return true;
}

static bool all_devices(struct gpu *g) {
  pi_uint32 count = 0;
  OK(piDevicesGet(g->platform, PI_DEVICE_TYPE_ALL, 0, NULL, &count));
  EXPECT(count >= 1);
  pi_device *devices = calloc(count, sizeof *devices);
  OK(piDevicesGet(g->platform, PI_DEVICE_TYPE_ALL, count, devices, NULL));
  for (pi_uint32 i = 0; i < count; ++i) {
    char name[256];
    OK(piDeviceGetInfo(devices[i], PI_DEVICE_INFO_NAME, sizeof name, name, NULL));
    printf("  device %u: %s\n", i, name);
  }
  pi_uint32 cpus = 5;
  OK(piDevicesGet(g->platform, PI_DEVICE_TYPE_CPU, 0, NULL, &cpus));
  EXPECT(cpus == 0);
  free(devices);
  return true;
}

/* Every query answers, or says "not this device" with INVALID_VALUE, and a
 * size query agrees with the value query. */
static bool every_device_query(struct gpu *g) {
  static const pi_device_info queries[] = {
      0x1000, 0x1001, 0x1002, 0x1003, 0x1004, 0x1005, 0x1006, 0x1007, 0x1008, 0x1009,
      0x100A, 0x100B, 0x100C, 0x100D, 0x100E, 0x100F, 0x1010, 0x1011, 0x1012, 0x1013,
      0x1014, 0x1015, 0x1016, 0x1017, 0x1018, 0x1019, 0x101B, 0x101C, 0x101D, 0x101E,
      0x101F, 0x1020, 0x1021, 0x1022, 0x1023, 0x1024, 0x1025, 0x1026, 0x1027, 0x1028,
      0x1029, 0x102A, 0x102B, 0x102C, 0x102D, 0x102E, 0x102F, 0x1030, 0x1031, 0x1032,
      0x1033, 0x1034, 0x1035, 0x1036, 0x1037, 0x1038, 0x1039, 0x103A, 0x103B, 0x103C,
      0x103D, 0x103E, 0x103F, 0x1040, 0x1041, 0x1042, 0x1043, 0x1044, 0x1045, 0x1046,
      0x1047, 0x1048, 0x1049, 0x104E, 0x105B, 0x105C, 0x105D, 0x106A, 0x4108, 0x4190,
      0x4191, 0x4192, 0x4193, 0x4194, 0x10020, 0x10026, 0x10027, 0x10028, 0x10029,
      0x10030, 0x10031, 0x10032, 0x10110, 0x10111, 0x11000, 0x10113, 0x1FFFF, 0x20000,
      0x20001, 0x20002, 0x20003, 0x20004, 0x20005, 0x20006, 0x20007, 0x20008, 0x20009,
      0x2000A, 0x20100, 0x20101, 0x20102, 0x20103, 0x20104, 0x20105, 0x20106, 0x20107,
      0x20108, 0x20109, 0x2010A, 0x2010B, 0x2010C, 0x2010D, 0x2010E, 0x2010F, 0x20111,
      0x20113, 0x20114, 0x20115, 0x20116};
  unsigned char value[1024];
  for (size_t i = 0; i < sizeof queries / sizeof *queries; ++i) {
    size_t size = 0;
    pi_result r = piDeviceGetInfo(g->device, queries[i], 0, NULL, &size);
    if (r != PI_SUCCESS) {
      printf("  query 0x%x -> %d\n", (unsigned)queries[i], (int)r);
      return false;
    }
    EXPECT(size <= sizeof value);
    OK(piDeviceGetInfo(g->device, queries[i], sizeof value, value, NULL));
  }
  /* Intel-only queries say the device does not have them. */
  EXPECT_PI(PI_ERROR_INVALID_VALUE,
            piDeviceGetInfo(g->device, PI_DEVICE_INFO_GPU_EU_COUNT, sizeof value, value, NULL));
  return true;
}

static bool device_values(struct gpu *g) {
  char extensions[1024];
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_EXTENSIONS, sizeof extensions, extensions,
                     NULL));
  EXPECT(strstr(extensions, "cl_intel_devicelib_assert") != NULL);
  pi_device_type type;
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_TYPE, sizeof type, &type, NULL));
  EXPECT(type == PI_DEVICE_TYPE_GPU);
  size_t wg = 0, sizes[3];
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  EXPECT(wg >= 512);
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_MAX_WORK_ITEM_SIZES, sizeof sizes, sizes,
                     NULL));
  EXPECT(sizes[0] >= 512 && sizes[2] >= 64);
  pi_uint64 global = 0, local = 0, free_mem = 0;
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_GLOBAL_MEM_SIZE, sizeof global, &global, NULL));
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
  OK(piDeviceGetInfo(g->device, PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY, sizeof free_mem,
                     &free_mem, NULL));
  EXPECT(global > (1ull << 30) && local >= 48 * 1024 && free_mem > 0 && free_mem <= global);
  pi_bool bindless = PI_TRUE;
  OK(piDeviceGetInfo(g->device, PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_SUPPORT,
                     sizeof bindless, &bindless, NULL));
  EXPECT(bindless == PI_FALSE);
  pi_platform platform = NULL;
  OK(piDeviceGetInfo(g->device, PI_DEVICE_INFO_PLATFORM, sizeof platform, &platform, NULL));
  EXPECT(platform == g->platform);
  char small[2];
  EXPECT_PI(PI_ERROR_INVALID_VALUE,
            piDeviceGetInfo(g->device, PI_DEVICE_INFO_NAME, sizeof small, small, NULL));
  return true;
}

static bool contexts(struct gpu *g) {
  pi_uint32 count = 0;
  OK(piDevicesGet(g->platform, PI_DEVICE_TYPE_ALL, 0, NULL, &count));
  pi_device *devices = calloc(count, sizeof *devices);
  OK(piDevicesGet(g->platform, PI_DEVICE_TYPE_ALL, count, devices, NULL));
  pi_context ctx;
  OK(piContextCreate(NULL, count, devices, NULL, NULL, &ctx));
  pi_uint32 n = 0, refs = 0;
  OK(piContextGetInfo(ctx, PI_CONTEXT_INFO_NUM_DEVICES, sizeof n, &n, NULL));
  EXPECT(n == count);
  OK(piContextRetain(ctx));
  OK(piContextGetInfo(ctx, PI_CONTEXT_INFO_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  EXPECT(refs == 2);
  OK(piContextRelease(ctx));
  OK(piContextRelease(ctx));
  pi_native_handle native = 0;
  OK(piextDeviceGetNativeHandle(g->device, &native));
  pi_device again = NULL;
  OK(piextDeviceCreateWithNativeHandle(native, g->platform, &again));
  EXPECT(again == g->device);
  free(devices);
  return true;
}

static bool device_timer(struct gpu *g) {
  uint64_t d1 = 0, h1 = 0, d2 = 0, h2 = 0;
  OK(piGetDeviceAndHostTimer(g->device, &d1, &h1));
  OK(piGetDeviceAndHostTimer(g->device, &d2, &h2));
  EXPECT(d2 >= d1 && h2 >= h1 && d1 > 0);
  return true;
}

int main(void) {
  struct gpu g;
  gpu_open(&g);
  const struct named_case cases[] = {
      {"platform info", platform_info}, {"device enumeration", all_devices},
      {"every device info query", every_device_query}, {"device info values", device_values},
      {"contexts and native handles", contexts}, {"device and host timer", device_timer},
  };
  int rc = run_cases(&g, cases, sizeof cases / sizeof *cases);
  gpu_close(&g);
  return rc;
}
