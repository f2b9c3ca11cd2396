/* SGEMM rows: c = a b for 2048 x 2048 floats, tiled (32 x 32 local tiles,
 * groups of 32 x 32) ours against nvcc's, the same with our static local
 * tile against our local-accessor one, and naive (groups of 32 x 8). A full
 * host reference would take seconds: 4096 elements spread over c are
 * checked against a double-precision dot product. */
#include "compute_bench.h"

#include <math.h>
#include <stdlib.h>

#define N 2048
#define TILE 32
#define SAMPLES 4096
#define TOLERANCE 1e-4

struct gemm {
  struct compute *c;
  pi_mem a, b, out;
  float *host_a, *host_b, *got;
};

static void set_args(void *context, pi_kernel kernel, bool locals) {
  struct gemm *g = context;
  int n = N;
  bench_arg_mem(kernel, 0, &g->a);
  bench_arg_mem(kernel, 1, &g->b);
  bench_arg_mem(kernel, 2, &g->out);
  bench_arg_value(kernel, 3, sizeof n, &n);
  if (locals) {
    bench_arg_local(kernel, 4, TILE * TILE * sizeof(float));
    bench_arg_local(kernel, 5, TILE * TILE * sizeof(float));
  }
}

/* The naive kernel has no local memory on either side. */
static void set_naive_args(void *context, pi_kernel kernel, bool locals) {
  (void)locals;
  set_args(context, kernel, false);
}

static void clear(void *context) {
  struct gemm *g = context;
  compute_fill(g->c, g->out, 0x7fc00000u, (size_t)N * N * sizeof(float));
}

/* Inputs in [-1, 1): each sum of 2048 products is within a relative 1e-4 of
 * the exact one, measured against the sum of the products' magnitudes. */
static bool check(void *context, char *why, size_t why_size) {
  struct gemm *g = context;
  bench_read(&g->c->b, g->out, g->got, (size_t)N * N * sizeof(float));
  uint64_t state = 42;
  int bad = 0;
  for (int s = 0; s < SAMPLES; ++s) {
    size_t row = compute_random(&state) % N, col = compute_random(&state) % N;
    double want = 0, magnitude = 0;
    for (size_t k = 0; k < N; ++k) {
      double p = (double)g->host_a[row * N + k] * g->host_b[k * N + col];
      want += p;
      magnitude += fabs(p);
    }
    double got = g->got[row * N + col];
    if (!(fabs(got - want) <= TOLERANCE * magnitude) && bad++ < 10)
      printf("  c[%zu][%zu]: expected %.9g, got %.9g\n", row, col, want, got);
  }
  snprintf(why, why_size, "%d of %d sampled elements wrong", bad, SAMPLES);
  return bad == 0;
}

void compute_gemm(struct compute *c) {
  size_t bytes = (size_t)N * N * sizeof(float);
  struct gemm g = {c, bench_buffer(&c->b, bytes), bench_buffer(&c->b, bytes),
                   bench_buffer(&c->b, bytes), compute_alloc(bytes, "a"), compute_alloc(bytes, "b"),
                   compute_alloc(bytes, "c")};
  uint64_t state = 1;
  for (size_t i = 0; i < (size_t)N * N; ++i) {
    g.host_a[i] = compute_uniform(&state, -1, 1);
    g.host_b[i] = compute_uniform(&state, -1, 1);
  }
  bench_write(&c->b, g.a, g.host_a, bytes);
  bench_write(&c->b, g.b, g.host_b, bytes);
  double gflop = 2.0 * N * N * N * 1e-9;
  struct compute_case tiled = {"sgemm 2048^2, 32x32 local tiles", {"sgemm_tiled", "sgemm_tiled"},
                               1, "GFLOP/s", gflop, 0.97, 2, {N, N, 1}, {TILE, TILE, 1},
                               set_args, clear, check,
                               "ours: two local accessors; nvcc: static __shared__ tiles"};
  compute_run(c, &tiled, &g);
  struct compute_case tiles = tiled;
  tiles.row = "sgemm 2048^2: local-accessor vs static local tiles (ours)";
  tiles.kernels[1] = "sgemm_tiled_static";
  tiles.reference_program = 0;
  tiles.note = "reference: our sgemm_tiled_static, the tiles declared in the kernel";
  compute_run(c, &tiles, &g);
  struct compute_case naive = {"sgemm 2048^2, naive", {"sgemm_naive", "sgemm_naive"}, 1,
                               "GFLOP/s", gflop, 0.97, 2, {N, N, 1}, {32, 8, 1}, set_naive_args,
                               clear, check, "a and b from global memory, groups of 32x8"};
  compute_run(c, &naive, &g);
  PI_CHECK(piMemRelease(g.a));
  PI_CHECK(piMemRelease(g.b));
  PI_CHECK(piMemRelease(g.out));
  free(g.host_a);
  free(g.host_b);
  free(g.got);
}
