/* Required work-group sizes from a runtime's program metadata: one to three
 * uint32 sizes after a 64-bit length, missing dimensions 1; other
 * properties ignored; a malformed size refused. */
#include <stdint.h>
#include <string.h>

#include "binary_properties.h"
#include "check.h"

/* A "<kernel>@reqd_work_group_size" value: the 64-bit length, then sizes. */
struct size_value {
  uint64_t bits;
  uint32_t sizes[3];
};

static struct _pi_device_binary_property_struct size_property(char *name, struct size_value *v,
                                                              int count) {
  v->bits = (uint64_t)count * 32;
  return (struct _pi_device_binary_property_struct){
      name, v, PI_PROPERTY_TYPE_BYTE_ARRAY, sizeof v->bits + count * sizeof(uint32_t)};
}

int main(void) {
  struct size_value three = {0, {8, 4, 2}}, one = {0, {256}}, bad = {0, {1, 2, 3}};
  uint32_t flag = 1;
  struct _pi_device_binary_property_struct props[] = {
      size_property("k3@reqd_work_group_size", &three, 3),
      {"k3@reqd_sub_group_size", &flag, PI_PROPERTY_TYPE_UINT32, sizeof flag},
      size_property("_ZTS2k1@reqd_work_group_size", &one, 1),
      {"@reqd_work_group_size", &one, PI_PROPERTY_TYPE_BYTE_ARRAY, 12},
  };
  pi_device_binary_property list[] = {&props[0], &props[1], &props[2], &props[3], NULL};
  struct program_metadata md;
  CHECK_EQ(program_metadata_from_pi(&md, 5, list), CORE_SUCCESS);
  CHECK_EQ(md.count, 2);
  size_t size[3] = {0, 0, 0};
  CHECK(program_metadata_required_size(&md, "k3", size));
  CHECK(size[0] == 8 && size[1] == 4 && size[2] == 2);
  CHECK(program_metadata_required_size(&md, "_ZTS2k1", size));
  CHECK(size[0] == 256 && size[1] == 1 && size[2] == 1);
  CHECK(!program_metadata_required_size(&md, "k", size));
  CHECK(!program_metadata_required_size(&md, "k3@reqd_sub_group_size", size));
  program_metadata_free(&md);
  CHECK_EQ(md.count, 0);

  CHECK_EQ(program_metadata_from_pi(&md, 0, NULL), CORE_SUCCESS);
  CHECK_EQ(md.count, 0);

  struct _pi_device_binary_property_struct four = size_property("k@reqd_work_group_size", &bad, 3);
  four.ValSize += sizeof(uint32_t);
  struct _pi_device_binary_property_struct odd = size_property("k@reqd_work_group_size", &bad, 2);
  odd.ValSize -= 1;
  struct _pi_device_binary_property_struct header_only =
      size_property("k@reqd_work_group_size", &bad, 0);
  struct _pi_device_binary_property_struct as_string = size_property("k@reqd_work_group_size", &bad, 3);
  as_string.Type = PI_PROPERTY_TYPE_STRING;
  struct _pi_device_binary_property_struct *malformed[] = {&four, &odd, &header_only, &as_string};
  for (int i = 0; i < 4; ++i) {
    pi_device_binary_property one_bad[] = {&props[0], malformed[i]};
    CHECK_EQ(program_metadata_from_pi(&md, 2, one_bad), CORE_ERROR_INVALID_VALUE);
    CHECK_EQ(md.count, 0);
  }
  return check_report("program_metadata_test");
}
