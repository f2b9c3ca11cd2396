/* libspirv's GroupNonUniformElect, BroadcastFirst and AllEqual on the GPU:
 * with a third of the lanes of each warp inactive, each result against the
 * lowest active lane the host finds; and over work-groups of 128.
 * usage: gpu_first_lane_test FATBIN */
#include "gpu_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 4096u
#define GROUP 128u
#define WARP 32u

/* The twins of first_lane_kernels.cl's. */
static bool active(unsigned i) { return (i * 7 + i / 32) % 3 != 0; }
static int value(unsigned i) { return (i / 32) % 2 == 0 ? (int)(i / 32) : (int)i; }
static float float_value(unsigned i) { return (i / 32) % 4 == 3 ? NAN : (float)value(i); }

static unsigned first_active(unsigned i) {
  for (unsigned lane = i - i % WARP;; lane++)
    if (active(lane))
      return lane;
}

static bool warp_all_equal_int(unsigned i) {
  for (unsigned j = i - i % WARP; j < i - i % WARP + WARP; j++)
    if (active(j) && value(j) != value(first_active(i)))
      return false;
  return true;
}

static bool warp_all_equal_float(unsigned i) {
  for (unsigned j = i - i % WARP; j < i - i % WARP + WARP; j++)
    if (active(j) && !(float_value(j) == float_value(first_active(i))))
      return false;
  return true;
}

static void divergent(struct gpu *g, pi_program p, bool results[4]) {
  int *out = malloc(4 * N * sizeof *out);
  long long *wide = malloc(N * sizeof *wide);
  memset(out, 0xff, 4 * N * sizeof *out);
  memset(wide, 0xff, N * sizeof *wide);
  void *data[] = {out, wide};
  size_t sizes[] = {4 * N * sizeof *out, N * sizeof *wide};
  run_on_buffers(g, p, "divergent", N, GROUP, 2, data, sizes, 0);
  for (int k = 0; k < 4; k++)
    results[k] = true;
  for (unsigned i = 0; i < N; i++) {
    if (!active(i)) {
      results[0] &= out[4 * i] == -1 && wide[i] == -1;
      continue;
    }
    unsigned first = first_active(i);
    results[0] &= out[4 * i] == (i == first);
    results[1] &= out[4 * i + 1] == value(first) &&
                  wide[i] == (long long)((unsigned long long)value(first) << 32 | first);
    results[2] &= out[4 * i + 2] == warp_all_equal_int(i);
    results[3] &= out[4 * i + 3] == warp_all_equal_float(i);
  }
  free(out);
  free(wide);
}

static bool workgroup(struct gpu *g, pi_program p) {
  int *out = malloc(3 * N * sizeof *out);
  void *data[] = {out};
  size_t sizes[] = {3 * N * sizeof *out};
  run_on_buffers(g, p, "workgroup", N, GROUP, 1, data, sizes, 0);
  bool ok = true;
  for (unsigned i = 0; i < N; i++) {
    unsigned group = i / GROUP, first = group * GROUP;
    bool uniform = group % 2 == 0;
    ok &= out[3 * i] == (i == first);
    ok &= out[3 * i + 1] == (int)(uniform ? group : first);
    ok &= out[3 * i + 2] == uniform;
  }
  free(out);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program p = load_program(&g, argv[1]);
  bool results[4];
  divergent(&g, p, results);
  report_case("Elect: only the lowest active lane of each warp", results[0],
              "wrong lane elected");
  report_case("BroadcastFirst (int, long): the lowest active lane's value", results[1],
              "a value from another lane");
  report_case("AllEqual (int) over the active lanes", results[2], "wrong verdict");
  report_case("AllEqual (float): NaN never equal", results[3], "wrong verdict");
  report_case("Elect, BroadcastFirst, AllEqual (double) at work-group scope", workgroup(&g, p),
              "wrong results");
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}
