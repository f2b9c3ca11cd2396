/* Local-memory arguments: alignment and packing into one shared block. */
#include <string.h>

#include "check.h"
#include "kernel_args.h"

static uint32_t offset_of(struct kernel_args *args, uint32_t index) {
  uint32_t offset;
  memcpy(&offset, kernel_arg_value(args, index), sizeof offset);
  return offset;
}

/* At least 16 bytes, which the NVPTX pass assumes of every local offset. */
static void alignment(void) {
  CHECK_EQ(local_arg_alignment(1), 16);
  CHECK_EQ(local_arg_alignment(6), 16);
  CHECK_EQ(local_arg_alignment(12), 16);
  CHECK_EQ(local_arg_alignment(24), 16);
  CHECK_EQ(local_arg_alignment(48), 16);
  CHECK_EQ(local_arg_alignment(32), 32);
  CHECK_EQ(local_arg_alignment(64), 64);
  CHECK_EQ(local_arg_alignment(4096), 128); /* capped */
  CHECK_EQ(local_arg_alignment(0), 16);
}

static void packing(void) {
  struct kernel_args args = {0};
  int value = 42;
  /* index: 0 local 3 B, 1 value, 2 local 16 B, 3 local 6 B, 4 local 1024 B,
   * 5 local 4 B */
  CHECK_EQ(kernel_args_set_local(&args, 0, 3), CORE_SUCCESS);
  CHECK_EQ(kernel_args_set_value(&args, 1, sizeof value, &value), CORE_SUCCESS);
  CHECK_EQ(kernel_args_set_local(&args, 2, 16), CORE_SUCCESS);
  CHECK_EQ(kernel_args_set_local(&args, 3, 6), CORE_SUCCESS);
  CHECK_EQ(kernel_args_set_local(&args, 4, 1024), CORE_SUCCESS);
  CHECK_EQ(kernel_args_set_local(&args, 5, 4), CORE_SUCCESS);
  size_t total = kernel_args_layout_local(&args);
  CHECK_EQ(offset_of(&args, 0), 0);
  CHECK_EQ(offset_of(&args, 2), 16);   /* 3 rounded up to 16-byte alignment */
  CHECK_EQ(offset_of(&args, 3), 32);   /* 6 bytes, after 16..32 */
  CHECK_EQ(offset_of(&args, 4), 128);  /* 1024 bytes, 128-aligned */
  CHECK_EQ(offset_of(&args, 5), 1152); /* after 128..1152, already 16-aligned */
  CHECK_EQ(total, 1152 + 4);
  CHECK_EQ(*(int *)kernel_arg_value(&args, 1), 42); /* values are untouched */
  CHECK_EQ(args.list[0].size, 4);                    /* an i32 for the kernel */
  kernel_args_free(&args);
}

static void resetting_arguments(void) {
  struct kernel_args args = {0};
  long big = 7;
  CHECK_EQ(kernel_args_set_local(&args, 1, 100), CORE_SUCCESS);
  CHECK_EQ(args.count, 2);
  CHECK_EQ(args.list[0].kind, ARG_UNSET);
  /* A local argument becomes a value, then local again with a new size. */
  CHECK_EQ(kernel_args_set_value(&args, 1, sizeof big, &big), CORE_SUCCESS);
  CHECK_EQ(kernel_args_layout_local(&args), 0);
  CHECK_EQ(kernel_args_set_local(&args, 0, 50000), CORE_SUCCESS);
  CHECK_EQ(kernel_args_set_local(&args, 1, 8), CORE_SUCCESS);
  CHECK_EQ(kernel_args_layout_local(&args), 50000 + 8);
  CHECK_EQ(offset_of(&args, 1), 50000); /* 50000 is a multiple of 16 */
  CHECK_EQ(kernel_args_set_local(&args, 0, 50002), CORE_SUCCESS);
  CHECK_EQ(kernel_args_layout_local(&args), 50016 + 8);
  CHECK_EQ(offset_of(&args, 1), 50016); /* an 8-byte slice still gets 16 */
  CHECK_EQ(kernel_args_set_value(&args, 2, 0, &big), CORE_ERROR_INVALID_ARG_SIZE);
  /* Many arguments: the storage grows and earlier values survive. */
  for (uint32_t i = 3; i < 200; ++i) {
    long v = (long)i * 3;
    CHECK_EQ(kernel_args_set_value(&args, i, sizeof v, &v), CORE_SUCCESS);
  }
  CHECK_EQ(*(long *)kernel_arg_value(&args, 150), 450);
  CHECK_EQ(args.count, 200);
  kernel_args_free(&args);
}

int main(void) {
  alignment();
  packing();
  resetting_arguments();
  return check_report("local_args_test");
}
