/* The command buffers' pure logic: sync-point bookkeeping, the copy
 * descriptors of memcpy nodes, and the memsets of a fill. */
#include <string.h>

#include "check.h"
#include "fill.h"
#include "rect_copy.h"
#include "sync_points.h"

static void sync_points(void) {
  struct sync_points s = {0};
  CUgraphNode deps[4];
  CHECK_EQ(sync_points_resolve(&s, 0, NULL, deps), CORE_SUCCESS);
  uint32_t zero = 0;
  CHECK_EQ(sync_points_resolve(&s, 1, &zero, deps), CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST);
  CHECK_EQ(sync_points_resolve(&s, 1, NULL, deps), CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST);
  CHECK_EQ(sync_points_resolve(&s, 0, &zero, deps), CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST);
  /* Past the first growth (16), points keep their nodes. */
  for (uintptr_t i = 0; i < 40; ++i) {
    CHECK_EQ(sync_points_reserve(&s), CORE_SUCCESS);
    CHECK_EQ(sync_points_add(&s, (CUgraphNode)(i + 100)), i);
  }
  uint32_t list[3] = {39, 0, 17};
  CHECK_EQ(sync_points_resolve(&s, 3, list, deps), CORE_SUCCESS);
  CHECK(deps[0] == (CUgraphNode)139 && deps[1] == (CUgraphNode)100 &&
        deps[2] == (CUgraphNode)117);
  uint32_t later[2] = {3, 40};
  CHECK_EQ(sync_points_resolve(&s, 2, later, deps), CORE_ERROR_INVALID_SYNC_POINT_WAIT_LIST);
  sync_points_free(&s);
  CHECK(s.nodes == NULL && s.count == 0);
}

static void copies(void) {
  char host[64];
  struct rect_side from = usm_side(host), to = device_side(0x1000);
  CUDA_MEMCPY3D c = linear_copy_params(&from, &to, 48);
  CHECK_EQ(c.srcMemoryType, CU_MEMORYTYPE_UNIFIED);
  CHECK_EQ(c.srcDevice, (CUdeviceptr)host);
  CHECK_EQ(c.dstMemoryType, CU_MEMORYTYPE_DEVICE);
  CHECK_EQ(c.dstDevice, 0x1000);
  CHECK_EQ(c.WidthInBytes, 48);
  CHECK_EQ(c.Height, 1);
  CHECK_EQ(c.Depth, 1);
  CHECK_EQ(c.srcPitch, 48);
  CHECK_EQ(c.srcXInBytes + c.srcY + c.srcZ + c.dstXInBytes + c.dstY + c.dstZ, 0);

  /* A 8x3x2 box at (4, 1, 1) of a 32-byte-pitch, 4-row-slice buffer, to a
   * packed host block at (0, 0, 0). */
  struct rect_side dev = device_side(0x2000);
  dev.origin = (struct rect_offset){4, 1, 1};
  dev.row_pitch = 32;
  dev.slice_pitch = 128;
  struct rect_side out = host_side(host);
  struct rect_region box = {8, 3, 2};
  c = rect_copy_params(&dev, &out, &box);
  CHECK_EQ(c.srcXInBytes, 4);
  CHECK_EQ(c.srcY, 1);
  CHECK_EQ(c.srcZ, 0); /* the z origin is in the base address */
  CHECK_EQ(c.srcDevice, 0x2000 + 128);
  CHECK_EQ(c.srcPitch, 32);
  CHECK_EQ(c.srcHeight, 4);
  CHECK_EQ(c.dstMemoryType, CU_MEMORYTYPE_HOST);
  CHECK(c.dstHost == host);
  CHECK_EQ(c.dstPitch, 8);  /* packed: the width */
  CHECK_EQ(c.dstHeight, 3); /* packed: the height */
  CHECK_EQ(c.WidthInBytes, 8);
  CHECK_EQ(c.Height, 3);
  CHECK_EQ(c.Depth, 2);

  /* One slice at row 3 of a buffer given no slice pitch (so a slice is the
   * region's 4 rows): CUDA's height must still cover rows 3..6, as graph
   * memcpy nodes check y + height against it. */
  struct rect_side rows = device_side(0x4000);
  rows.origin = (struct rect_offset){8, 3, 0};
  rows.row_pitch = 32;
  struct rect_region block = {16, 4, 1};
  c = rect_copy_params(&out, &rows, &block);
  CHECK_EQ(c.dstY, 3);
  CHECK_EQ(c.dstHeight, 7);
  CHECK_EQ(c.dstDevice, 0x4000);
  CHECK_EQ(c.srcHeight, 4);
}

static void fills(void) {
  CUDA_MEMSET_NODE_PARAMS m[FILL_MAX_MEMSETS];
  uint16_t two = 0xbeef;
  CHECK_EQ(fill_memsets(0x100, 64, &two, 2, m), 1);
  CHECK_EQ(m[0].dst, 0x100);
  CHECK_EQ(m[0].elementSize, 2);
  CHECK_EQ(m[0].value, 0xbeef);
  CHECK_EQ(m[0].width, 32);
  CHECK_EQ(m[0].height, 1);
  CHECK(m[0].pitch >= m[0].width * m[0].elementSize);
  /* 12 bytes: three 4-byte columns, each one word per 12-byte row. */
  uint32_t twelve[3] = {1, 2, 3};
  CHECK_EQ(fill_memsets(0x100, 120, twelve, 12, m), 3);
  for (uint32_t i = 0; i < 3; ++i) {
    CHECK_EQ(m[i].dst, 0x100 + 4 * i);
    CHECK_EQ(m[i].value, i + 1);
    CHECK_EQ(m[i].elementSize, 4);
    CHECK_EQ(m[i].pitch, 12);
    CHECK_EQ(m[i].width, 1);
    CHECK_EQ(m[i].height, 10);
  }
  /* An odd pattern takes one memset per byte, the most a fill takes. */
  unsigned char odd[127];
  memset(odd, 9, sizeof odd);
  CHECK_EQ(fill_memsets(0x100, 127 * 2, odd, 127, m), 127);
  CHECK_EQ(m[126].dst, 0x100 + 126);
  CHECK_EQ(m[126].elementSize, 1);
  unsigned char big[128] = {0};
  CHECK_EQ(fill_memsets(0x100, 256, big, 128, m), 32);
}

int main(void) {
  sync_points();
  copies();
  fills();
  return check_report("command_logic_test");
}
