/* Grid and block from PI's global and local sizes. */
#include "check.h"
#include "launch_config.h"

static const struct launch_limits h100 = {1024, {1024, 1024, 64}, {2147483647, 65535, 65535}};

static void guessing(void) {
  size_t local[3];
  size_t global1[1] = {1 << 20};
  guess_local_size(1, global1, &h100, local);
  CHECK_EQ(local[0], 1024);
  CHECK_EQ(local[1], 1);
  size_t odd[1] = {1000003}; /* prime: only 1 divides it */
  guess_local_size(1, odd, &h100, local);
  CHECK_EQ(local[0], 1);
  size_t global2[2] = {100, 30};
  guess_local_size(2, global2, &h100, local);
  CHECK_EQ(local[0], 100);
  CHECK_EQ(local[1], 10); /* 1024 / 100 = 10 threads left, and 10 divides 30 */
  struct launch_limits small = {256, {1024, 1024, 64}, {65535, 65535, 65535}};
  guess_local_size(1, global1, &small, local);
  CHECK_EQ(local[0], 256);
}

static void dims(void) {
  struct launch_dims d;
  size_t global[3] = {1024, 64, 2}, local[3] = {32, 8, 2};
  CHECK_EQ(compute_launch_dims(3, global, local, &h100, &d), CORE_SUCCESS);
  CHECK_EQ(d.grid[0], 32);
  CHECK_EQ(d.grid[1], 8);
  CHECK_EQ(d.grid[2], 1);
  CHECK_EQ(d.block[0] * d.block[1] * d.block[2], 512);
  size_t bad_local[1] = {48};
  CHECK_EQ(compute_launch_dims(1, global, bad_local, &h100, &d),
           CORE_ERROR_INVALID_WORK_GROUP_SIZE);
  size_t too_wide[1] = {2048}, g2048[1] = {4096};
  CHECK_EQ(compute_launch_dims(1, g2048, too_wide, &h100, &d), CORE_ERROR_INVALID_WORK_ITEM_SIZE);
  size_t big_block[2] = {64, 32}, g[2] = {64, 32};
  CHECK_EQ(compute_launch_dims(2, g, big_block, &h100, &d), CORE_ERROR_INVALID_WORK_GROUP_SIZE);
  CHECK_EQ(compute_launch_dims(0, global, NULL, &h100, &d), CORE_ERROR_INVALID_WORK_DIMENSION);
  CHECK_EQ(compute_launch_dims(4, global, NULL, &h100, &d), CORE_ERROR_INVALID_WORK_DIMENSION);
  size_t many[2] = {65536 * 2, 65536 * 2}, one[2] = {1, 1};
  CHECK_EQ(compute_launch_dims(2, many, one, &h100, &d), CORE_ERROR_INVALID_GLOBAL_WORK_SIZE);
  CHECK_EQ(compute_launch_dims(1, global, NULL, &h100, &d), CORE_SUCCESS);
  CHECK_EQ(d.block[0], 1024);
  CHECK_EQ(d.grid[0], 1);
}

/* 48 KB of static and dynamic shared memory together launch as they are. */
static void shared_opt_in(void) {
  CHECK(!shared_memory_needs_opt_in(48 * 1024, 0));
  CHECK(shared_memory_needs_opt_in(48 * 1024 + 1, 0));
  CHECK(!shared_memory_needs_opt_in(48 * 1024 - 512, 512));
  /* Local arguments under 48 KB beside a 512-byte __shared__ array. */
  CHECK(shared_memory_needs_opt_in(48 * 1024 - 511, 512));
  CHECK(!shared_memory_needs_opt_in(0, 48 * 1024));
}

int main(void) {
  guessing();
  dims();
  shared_opt_in();
  return check_report("launch_config_test");
}
