/* The compute suite, ours (compute_kernels.cl, local accessors) against
 * nvcc's (compute_kernels.cu, static __shared__), both launched through the
 * plugin with the same shapes on the same buffers: tiled and naive SGEMM
 * (and the tiled one with a static local tile, ours against ours), N-body,
 * a 3-D stencil, CSR SpMV, a 256-bin histogram, Mandelbrot, a work-group
 * scan, a bitonic block sort and a strided reduction. Every output is checked against a host
 * reference (in full, or sampled where the reference is costly) before the
 * timing and after it.
 * usage: bench_compute OURS.fatbin NVCC.cubin */
#include "compute_bench.h"

#include <stdlib.h>

#define ROUNDS 15
#define BATCH_SECONDS 0.01

static const char *SIDES[2] = {"ours", "reference"};

uint64_t compute_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

float compute_uniform(uint64_t *state, float lo, float hi) {
  return lo + (hi - lo) * (float)((compute_random(state) >> 40) * 0x1p-24);
}

void *compute_alloc(size_t bytes, const char *what) {
  void *p = malloc(bytes);
  if (!p) {
    fprintf(stderr, "bench_compute: out of host memory for %s\n", what);
    exit(1);
  }
  return p;
}

void compute_fill(struct compute *c, pi_mem buffer, uint32_t pattern, size_t bytes) {
  PI_CHECK(piEnqueueMemBufferFill(c->b.gpu.queue, buffer, &pattern, sizeof pattern, 0, bytes, 0,
                                  NULL, NULL));
}

/* Launched by hand the first time: a refused launch is the row's failure,
 * with the plugin's reason. */
static bool launch_checked(struct compute *c, const struct compute_case *k,
                           const struct bench_launch *launch, int side, void *context) {
  struct bench_row row = {k->row, k->unit, BENCH_HIGHER_IS_BETTER, k->goal, false};
  if (k->clear)
    k->clear(context);
  pi_result r = piEnqueueKernelLaunch(c->b.gpu.queue, launch->kernel, launch->dims, NULL,
                                      launch->global, launch->local, 0, NULL, NULL);
  if (r == PI_SUCCESS)
    r = piQueueFinish(c->b.gpu.queue);
  if (r != PI_SUCCESS) {
    char *message = NULL;
    piPluginGetLastError(&message);
    bench_fail(&row, "%s's launch failed with PI error %d (%s)", SIDES[side], (int)r,
               message ? message : "no message");
    return false;
  }
  char why[200];
  if (!k->check(context, why, sizeof why)) {
    bench_fail(&row, "%s's output: %s", SIDES[side], why);
    return false;
  }
  return true;
}

void compute_run(struct compute *c, const struct compute_case *k, void *context) {
  struct bench_row row = {k->row, k->unit, BENCH_HIGHER_IS_BETTER, k->goal, false};
  pi_kernel kernels[2] = {bench_kernel(c->programs[0], k->kernels[0]),
                          bench_kernel(c->programs[k->reference_program], k->kernels[1])};
  struct bench_launch launches[2];
  bool ok = kernels[0] && kernels[1];
  if (!ok)
    bench_fail(&row, "kernel %s or %s missing", k->kernels[0], k->kernels[1]);
  for (int side = 0; side < 2 && ok; ++side) {
    k->set_args(context, kernels[side], side == 0);
    launches[side] = (struct bench_launch){kernels[side], k->dims, NULL,
                                           {k->global[0], k->global[1], k->global[2]},
                                           {k->local[0], k->local[1], k->local[2]}};
    ok = launch_checked(c, k, &launches[side], side, context);
  }
  struct bench_pairs pairs = {0};
  int batch = ok ? bench_time_pair(&c->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs,
                                   k->check, context)
                 : 0;
  if (batch) {
    bench_pairs_rate(&pairs, k->work);
    bench_report(&row, &pairs, "%s; %d launches x %d rounds", k->note, batch, ROUNDS);
  }
  for (int side = 0; side < 2; ++side)
    if (kernels[side])
      PI_CHECK(piKernelRelease(kernels[side]));
}

int main(int argc, char **argv) {
  static struct compute c;
  bench_open_pair(&c.b, argc, argv, NULL, c.programs);
  compute_gemm(&c);
  compute_nbody(&c);
  compute_spmv(&c);
  compute_histogram(&c);
  compute_mandelbrot(&c);
  compute_stencil(&c);
  compute_scan(&c);
  compute_bitonic(&c);
  compute_reduce(&c);
  for (int side = 0; side < 2; ++side)
    PI_CHECK(piProgramRelease(c.programs[side]));
  bench_close(&c.b);
  return bench_exit_code();
}
