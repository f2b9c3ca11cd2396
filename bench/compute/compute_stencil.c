/* 3-D 7-point stencil: one Jacobi step over 512 x 512 x 256 floats (boundary
 * copied), groups of 32 x 8 x 1, checked in full against the host (within a
 * relative 1e-5: a compiler may contract into FMA). */
#include "compute_bench.h"

#include <stdlib.h>

#define NX 512
#define NY 512
#define NZ 256
#define POINTS ((size_t)NX * NY * NZ)
#define TOLERANCE 1e-5

struct stencil {
  struct compute *c;
  pi_mem in, out;
  float *want, *got;
};

static void set_args(void *context, pi_kernel kernel, bool locals) {
  (void)locals;
  struct stencil *s = context;
  int nx = NX, ny = NY, nz = NZ;
  bench_arg_mem(kernel, 0, &s->in);
  bench_arg_mem(kernel, 1, &s->out);
  bench_arg_value(kernel, 2, sizeof nx, &nx);
  bench_arg_value(kernel, 3, sizeof ny, &ny);
  bench_arg_value(kernel, 4, sizeof nz, &nz);
}

static void clear(void *context) {
  struct stencil *s = context;
  compute_fill(s->c, s->out, 0x7fc00000u, POINTS * sizeof(float));
}

static bool check(void *context, char *why, size_t why_size) {
  struct stencil *s = context;
  bench_read(&s->c->b, s->out, s->got, POINTS * sizeof(float));
  return bench_check_floats(s->got, s->want, NULL, POINTS, TOLERANCE, why, why_size);
}

void compute_stencil(struct compute *c) {
  struct stencil s = {c, bench_buffer(&c->b, POINTS * sizeof(float)),
                      bench_buffer(&c->b, POINTS * sizeof(float)),
                      compute_alloc(POINTS * sizeof(float), "reference"),
                      compute_alloc(POINTS * sizeof(float), "output")};
  float *in = s.got;
  uint64_t state = 5;
  for (size_t i = 0; i < POINTS; ++i)
    in[i] = compute_uniform(&state, 1, 2);
  bench_write(&c->b, s.in, in, POINTS * sizeof(float));
  size_t plane = (size_t)NX * NY;
  for (size_t z = 0; z < NZ; ++z)
    for (size_t y = 0; y < NY; ++y)
      for (size_t x = 0; x < NX; ++x) {
        size_t i = z * plane + y * NX + x;
        bool edge = x == 0 || y == 0 || z == 0 || x == NX - 1 || y == NY - 1 || z == NZ - 1;
        s.want[i] = edge ? in[i]
                         : 0.4f * in[i] + 0.1f * (in[i - 1] + in[i + 1] + in[i - NX] +
                                                  in[i + NX] + in[i - plane] + in[i + plane]);
      }
  struct compute_case row = {"stencil 3-D 7-point 512x512x256 float", {"stencil7", "stencil7"}, 1,
                             "GB/s", 2.0 * POINTS * sizeof(float) * 1e-9, 0.97, 3,
                             {NX, NY, NZ}, {32, 8, 1}, set_args, clear, check,
                             "one point per work-item, groups of 32x8x1; bytes: one read and "
                             "one write per point"};
  compute_run(c, &row, &s);
  PI_CHECK(piMemRelease(s.in));
  PI_CHECK(piMemRelease(s.out));
  free(s.want);
  free(s.got);
}
