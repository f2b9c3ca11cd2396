/* N-body: the softened gravitational acceleration of each of 65536 bodies
 * from all of them, 128 bodies a tile through local memory, groups of 128.
 * 256 bodies spread over the set are checked against a double-precision
 * sum (the kernels use rsqrt, so a relative 1e-3 of the sum of the terms'
 * magnitudes). */
#include "compute_bench.h"

#include <math.h>
#include <stdlib.h>

#define BODIES 65536
#define GROUP 128
#define SOFTENING2 1e-4f
#define SAMPLES 256
#define TOLERANCE 1e-3

struct nbody {
  struct compute *c;
  pi_mem bodies, accel;
  float *host_bodies, *got; /* x, y, z, mass / x, y, z, 0 */
};

static void set_args(void *context, pi_kernel kernel, bool locals) {
  struct nbody *s = context;
  int n = BODIES;
  float softening2 = SOFTENING2;
  bench_arg_mem(kernel, 0, &s->bodies);
  bench_arg_mem(kernel, 1, &s->accel);
  bench_arg_value(kernel, 2, sizeof n, &n);
  bench_arg_value(kernel, 3, sizeof softening2, &softening2);
  if (locals)
    bench_arg_local(kernel, 4, GROUP * 4 * sizeof(float));
}

static void clear(void *context) {
  struct nbody *s = context;
  compute_fill(s->c, s->accel, 0x7fc00000u, (size_t)BODIES * 4 * sizeof(float));
}

static bool check(void *context, char *why, size_t why_size) {
  struct nbody *s = context;
  bench_read(&s->c->b, s->accel, s->got, (size_t)BODIES * 4 * sizeof(float));
  int bad = 0;
  for (int sample = 0; sample < SAMPLES; ++sample) {
    size_t i = (size_t)sample * (BODIES / SAMPLES) + sample % 7;
    const float *p = s->host_bodies + 4 * i;
    double want[3] = {0, 0, 0}, magnitude[3] = {0, 0, 0};
    for (size_t j = 0; j < BODIES; ++j) {
      const float *q = s->host_bodies + 4 * j;
      double d[3] = {(double)q[0] - p[0], (double)q[1] - p[1], (double)q[2] - p[2]};
      double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + SOFTENING2;
      double scale = q[3] / (r2 * sqrt(r2));
      for (int axis = 0; axis < 3; ++axis) {
        want[axis] += d[axis] * scale;
        magnitude[axis] += fabs(d[axis] * scale);
      }
    }
    for (int axis = 0; axis < 3; ++axis) {
      double got = s->got[4 * i + axis];
      if (!(fabs(got - want[axis]) <= TOLERANCE * magnitude[axis]) && bad++ < 10)
        printf("  body %zu, axis %d: expected %.9g, got %.9g\n", i, axis, want[axis], got);
    }
  }
  snprintf(why, why_size, "%d of %d sampled components wrong", bad, 3 * SAMPLES);
  return bad == 0;
}

void compute_nbody(struct compute *c) {
  size_t bytes = (size_t)BODIES * 4 * sizeof(float);
  struct nbody s = {c, bench_buffer(&c->b, bytes), bench_buffer(&c->b, bytes),
                    compute_alloc(bytes, "bodies"), compute_alloc(bytes, "accelerations")};
  uint64_t state = 2;
  for (size_t i = 0; i < BODIES; ++i) {
    for (int axis = 0; axis < 3; ++axis)
      s.host_bodies[4 * i + axis] = compute_uniform(&state, -1, 1);
    s.host_bodies[4 * i + 3] = compute_uniform(&state, 0.5f, 1);
  }
  bench_write(&c->b, s.bodies, s.host_bodies, bytes);
  struct compute_case row = {"n-body 65536 bodies, 128 per local tile", {"nbody", "nbody"}, 1,
                             "Gpairs/s", (double)BODIES * BODIES * 1e-9, 0.97, 1,
                             {BODIES, 1, 1}, {GROUP, 1, 1}, set_args, clear, check,
                             "float4 bodies, rsqrt; ours: a local accessor; nvcc: static "
                             "__shared__ float4[128]"};
  compute_run(c, &row, &s);
  PI_CHECK(piMemRelease(s.bodies));
  PI_CHECK(piMemRelease(s.accel));
  free(s.host_bodies);
  free(s.got);
}
