/* The compute suite's host side: each workload (compute_<name>.c) makes its
 * data and host reference, then hands its rows to compute_run, which
 * launches both kernels once, checks each side's output, times them paired
 * (bench.h) and prints the row. */
#ifndef COMPUTE_BENCH_H
#define COMPUTE_BENCH_H

#include "bench.h"

#include <stdint.h>

struct compute {
  struct bench_gpu b;
  pi_program programs[2]; /* ours, nvcc's */
};

/* One row: ours (kernels[0] of our program, with its local-memory
 * arguments) against the reference (kernels[1], of nvcc's program or, for a
 * row of ours against ours, of ours again; it declares its local arrays
 * itself, so it takes none). */
struct compute_case {
  const char *row, *kernels[2];
  int reference_program; /* 1: nvcc's, 0: ours */
  const char *unit;      /* of work per second, e.g. "GFLOP/s" */
  double work;           /* per launch, in the unit's amount */
  double goal;
  pi_uint32 dims;
  size_t global[3], local[3];
  /* Sets the kernel's arguments, the local-memory ones only when locals. */
  void (*set_args)(void *context, pi_kernel kernel, bool locals);
  /* Resets the outputs before a side's first launch (NULL: nothing to do). */
  void (*clear)(void *context);
  bool (*check)(void *context, char *why, size_t why_size);
  const char *note;
};

void compute_run(struct compute *c, const struct compute_case *k, void *context);

/* A fixed-seed stream (splitmix64): the same data in every run. */
uint64_t compute_random(uint64_t *state);
/* Uniform in [lo, hi). */
float compute_uniform(uint64_t *state, float lo, float hi);
/* Host memory, or exit 1 with the caller's name. */
void *compute_alloc(size_t bytes, const char *what);
/* Fills a buffer with copies of a 4-byte pattern (NaN for floats). */
void compute_fill(struct compute *c, pi_mem buffer, uint32_t pattern, size_t bytes);

void compute_gemm(struct compute *c);
void compute_nbody(struct compute *c);
void compute_spmv(struct compute *c);
void compute_histogram(struct compute *c);
void compute_mandelbrot(struct compute *c);
void compute_stencil(struct compute *c);
void compute_scan(struct compute *c);
void compute_bitonic(struct compute *c);
void compute_reduce(struct compute *c);

#endif
