/* Every piDeviceGetInfo id Intel's SYCL runtime 2024.2.1 (PI 15.47) can
 * query, read from libsycl.so.7's code (the immediates passed to its
 * piDeviceGetInfo calls), answered for an H100: each succeeds except the
 * Intel-only ones, which give PI_ERROR_INVALID_VALUE as the runtime expects
 * of other vendors. 0x20115/0x20116 are the cubemap queries in that runtime
 * too (aspects ext_oneapi_cubemap and ..._seamless_filtering): a pi_bool. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "device_info.h"

static const unsigned queried_by_15_47[] = {
    0x1000, 0x1001, 0x1002, 0x1003, 0x1004, 0x1005, 0x1006, 0x1007, 0x1008, 0x1009, 0x100a,
    0x100b, 0x100c, 0x100d, 0x100e, 0x100f, 0x1010, 0x1011, 0x1012, 0x1013, 0x1014, 0x1015,
    0x1016, 0x1017, 0x1018, 0x1019, 0x101b, 0x101c, 0x101d, 0x101e, 0x101f, 0x1020, 0x1021,
    0x1022, 0x1023, 0x1024, 0x1025, 0x1026, 0x1027, 0x1028, 0x1029, 0x102a, 0x102b, 0x102c,
    0x102d, 0x102e, 0x102f, 0x1030, 0x1031, 0x1032, 0x1033, 0x1034, 0x1035, 0x1036, 0x1037,
    0x1038, 0x1039, 0x103a, 0x103b, 0x103c, 0x103d, 0x103e, 0x103f, 0x1040, 0x1041, 0x1042,
    0x1043, 0x1044, 0x1045, 0x1046, 0x1047, 0x1048, 0x1049, 0x105c, 0x105d, 0x106a, 0x4108,
    0x4190, 0x4191, 0x4192, 0x4193, 0x4194, 0x4250, 0x4251, 0x10020, 0x10021, 0x10022,
    0x10023, 0x10024, 0x10025, 0x10026, 0x10027, 0x10028, 0x10029, 0x10030, 0x10031,
    0x10032, 0x10110, 0x10111, 0x10112, 0x10113, 0x11000, 0x1ffff, 0x20003, 0x20004,
    0x20006, 0x20007, 0x20008, 0x20009, 0x2000a, 0x20100, 0x20101, 0x20102, 0x20103,
    0x20104, 0x20105, 0x20106, 0x20107, 0x20108, 0x20109, 0x2010a, 0x2010b, 0x2010c,
    0x2010d, 0x2010e, 0x2010f, 0x20111, 0x20112, 0x20115, 0x20116,
};

static const unsigned intel_only[] = {0x4250, 0x4251, 0x10021, 0x10022, 0x10023, 0x10024, 0x10025, 0x10112};

static bool is_intel_only(unsigned id) {
  for (size_t i = 0; i < sizeof intel_only / sizeof *intel_only; ++i)
    if (intel_only[i] == id)
      return true;
  return false;
}

int main(void) {
  struct device_props p;
  memset(&p, 0, sizeof p);
  strcpy(p.name, "NVIDIA H100 80GB HBM3");
  p.cc_major = 9;
  p.warp_size = 32;
  p.max_threads_per_block = 1024;
  p.max_grid[0] = p.max_grid[1] = p.max_grid[2] = 65535;
  p.managed_memory = p.unified_addressing = 1;
  for (size_t i = 0; i < sizeof queried_by_15_47 / sizeof *queried_by_15_47; ++i) {
    unsigned id = queried_by_15_47[i];
    unsigned char value[1024];
    size_t size = 0;
    core_result r = device_info_answer(&p, (pi_device)&p, (pi_platform)&p, 0, (pi_device_info)id,
                                       sizeof value, value, &size);
    core_result expected = is_intel_only(id) ? CORE_ERROR_INVALID_VALUE : CORE_SUCCESS;
    if (r != expected)
      printf("0x%x: ", id);
    CHECK_EQ(r, expected);
  }
  pi_bool flag = 7;
  size_t size = 0;
  for (unsigned id = 0x20115; id <= 0x20116; ++id) {
    CHECK_EQ(device_info_answer(&p, NULL, NULL, 0, (pi_device_info)id, sizeof flag, &flag, &size),
             CORE_SUCCESS);
    CHECK_EQ(size, sizeof(pi_bool));
    CHECK_EQ(flag, PI_FALSE);
  }
  pi_device composite = (pi_device)&p;
  CHECK_EQ(device_info_answer(&p, NULL, NULL, 0, PI_EXT_ONEAPI_DEVICE_INFO_COMPOSITE_DEVICE,
                              sizeof composite, &composite, NULL),
           CORE_SUCCESS);
  CHECK(composite == NULL);
  return check_report("runtime_queries_test");
}
