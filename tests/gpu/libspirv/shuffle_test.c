/* libspirv's sub-group shuffles on the GPU: each result is checked against
 * the lane it must come from (warps of 32 in work-groups of 128); and
 * GroupNonUniformShuffle at work-group scope, also right after a
 * work-group broadcast in work-groups of 1024.
 * usage: gpu_shuffle_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

#define N 4096u
#define GROUP 128u
#define WARP 32u

/* The global id of lane `lane` in the warp of work-item i. */
static unsigned in_warp(unsigned i, unsigned lane) { return i - i % WARP + lane; }
static int mine(unsigned i) { return (int)(i * 3 + 1); }
static int other(unsigned i) { return -(int)i; }

static void int_shuffles(struct gpu *g, pi_program p, bool results[4]) {
  int *out = malloc(4 * N * sizeof *out);
  void *data[] = {out};
  size_t sizes[] = {4 * N * sizeof *out};
  run_on_buffers(g, p, "shuffles_int", N, GROUP, 1, data, sizes, 0);
  for (int k = 0; k < 4; k++)
    results[k] = true;
  for (unsigned i = 0; i < N; i++) {
    unsigned lane = i % WARP;
    results[0] &= out[4 * i] == mine(in_warp(i, WARP - 1 - lane));
    results[1] &= out[4 * i + 1] == mine(in_warp(i, lane ^ 5));
    int down = lane + 7 < WARP ? mine(in_warp(i, lane + 7)) : other(in_warp(i, lane + 7 - WARP));
    results[2] &= out[4 * i + 2] == down;
    int up = lane >= 3 ? mine(in_warp(i, lane - 3)) : other(in_warp(i, lane + WARP - 3));
    results[3] &= out[4 * i + 3] == up;
  }
  free(out);
}

static bool wide_shuffles(struct gpu *g, pi_program p) {
  long long *longs = malloc(N * sizeof *longs);
  double *doubles = malloc(N * sizeof *doubles);
  void *data[] = {longs, doubles};
  size_t sizes[] = {N * sizeof *longs, N * sizeof *doubles};
  run_on_buffers(g, p, "shuffles_long_double", N, GROUP, 2, data, sizes, 0);
  bool ok = true;
  for (unsigned i = 0; i < N; i++) {
    unsigned from = in_warp(i, (i % WARP) ^ 16);
    ok &= longs[i] == (((long long)from << 33) | from);
    ok &= doubles[i] == (double)in_warp(i, 0) + 0.25;
  }
  free(longs);
  free(doubles);
  return ok;
}

static bool sycl_name(struct gpu *g, pi_program p) {
  short *out = malloc(N * sizeof *out);
  void *data[] = {out};
  size_t sizes[] = {N * sizeof *out};
  run_on_buffers(g, p, "sycl_name_short", N, GROUP, 1, data, sizes, 0);
  bool ok = true;
  for (unsigned i = 0; i < N; i++)
    ok &= out[i] == (short)(in_warp(i, 7) - 20000);
  free(out);
  return ok;
}

/* -(i % 1024) / 4 is exact in half. */
static bool sycl_name_half(struct gpu *g, pi_program p) {
  _Float16 *out = malloc(N * sizeof *out);
  void *data[] = {out};
  size_t sizes[] = {N * sizeof *out};
  run_on_buffers(g, p, "sycl_name_half", N, GROUP, 1, data, sizes, 0);
  bool ok = true;
  for (unsigned i = 0; i < N; i++)
    ok &= out[i] == (_Float16)(-(float)(in_warp(i, (i % WARP) ^ 3) % 1024) * 0.25f);
  free(out);
  return ok;
}

/* Work-groups of 256: the source of work-item i is (5l + 3) % 256 in its
 * group, l its local id. */
static bool workgroup_shuffles(struct gpu *g, pi_program p) {
  enum { WIDE_GROUP = 256 };
  unsigned *u = malloc(N * sizeof *u);
  double *d = malloc(N * sizeof *d);
  void *data[] = {u, d};
  size_t sizes[] = {N * sizeof *u, N * sizeof *d};
  run_on_buffers(g, p, "workgroup_shuffles", N, WIDE_GROUP, 2, data, sizes, 0);
  bool ok = true;
  for (unsigned i = 0; i < N; i++) {
    unsigned from = i - i % WIDE_GROUP + (i % WIDE_GROUP * 5 + 3) % WIDE_GROUP;
    ok &= u[i] == from * 7 && d[i] == (double)from + 0.5;
  }
  free(u);
  free(d);
  return ok;
}

/* 132 work-groups of 1024 (one per SM of an H100 and more), each
 * broadcasting then shuffling 64 times. */
static bool broadcast_then_shuffle(struct gpu *g, pi_program p) {
  enum { BIG_GROUP = 1024, ITEMS = 132 * BIG_GROUP };
  unsigned *out = malloc(ITEMS * sizeof *out);
  void *data[] = {out};
  size_t sizes[] = {ITEMS * sizeof *out};
  run_on_buffers(g, p, "broadcast_then_shuffle", ITEMS, BIG_GROUP, 1, data, sizes, 0);
  unsigned long wrong = 0;
  for (unsigned i = 0; i < ITEMS; i++)
    wrong += out[i];
  free(out);
  if (wrong)
    printf("    %lu of %u results wrong\n", wrong, ITEMS * 128u);
  return wrong == 0;
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
  int_shuffles(&g, p, results);
  report_case("int Shuffle (reversed lanes)", results[0], "a value came from the wrong lane");
  report_case("int ShuffleXor 5", results[1], "a value came from the wrong lane");
  report_case("int ShuffleDown 7 (current, then next)", results[2], "wrong lane or input");
  report_case("int ShuffleUp 3 (previous, then current)", results[3], "wrong lane or input");
  report_case("long ShuffleXor 16 and double Shuffle from lane 0", wide_shuffles(&g, p),
              "a 64-bit value was split or came from the wrong lane");
  report_case("SYCL's template name for short", sycl_name(&g, p), "wrong value");
  report_case("SYCL's template name for half, ShuffleXor 3", sycl_name_half(&g, p),
              "a half came from the wrong lane or lost bits");
  report_case("GroupNonUniformShuffle at work-group scope (uint, double; 256 work-items)",
              workgroup_shuffles(&g, p), "a value came from the wrong work-item");
  report_case("GroupBroadcast then a work-group shuffle, 64 rounds, 1024 work-items",
              broadcast_then_shuffle(&g, p),
              "the shuffle overwrote the scratch before every work-item read the broadcast");
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}
