/* Mandelbrot: escape iterations (float, at most 256) of 4096 x 4096 points
 * of [-2.25, 0.75] x [-1.5, 1.5], groups of 32 x 8. Every 16th row is
 * checked against the host; near the set's boundary the count depends on
 * rounding (whether a compiler contracts into FMA), so up to 1% of the
 * checked pixels may differ. */
#include "compute_bench.h"

#include <stdlib.h>

#define SIZE 4096
#define ITERATIONS 256
#define ROW_STEP 16
#define X0 -2.25f
#define Y0 -1.5f
#define STEP (3.0f / SIZE)

struct mandelbrot {
  struct compute *c;
  pi_mem image;
  int *want, *got; /* want: every ROW_STEP-th row */
};

static int escape(int px, int py) {
  float cr = X0 + px * STEP, ci = Y0 + py * STEP, zr = 0, zi = 0;
  int it = 0;
  while (it < ITERATIONS && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  return it;
}

static void set_args(void *context, pi_kernel kernel, bool locals) {
  (void)locals;
  struct mandelbrot *m = context;
  int width = SIZE;
  float x0 = X0, y0 = Y0, step = STEP;
  bench_arg_mem(kernel, 0, &m->image);
  bench_arg_value(kernel, 1, sizeof width, &width);
  bench_arg_value(kernel, 2, sizeof x0, &x0);
  bench_arg_value(kernel, 3, sizeof y0, &y0);
  bench_arg_value(kernel, 4, sizeof step, &step);
}

static void clear(void *context) {
  struct mandelbrot *m = context;
  compute_fill(m->c, m->image, 0xffffffffu, (size_t)SIZE * SIZE * sizeof(int));
}

static bool check(void *context, char *why, size_t why_size) {
  struct mandelbrot *m = context;
  bench_read(&m->c->b, m->image, m->got, (size_t)SIZE * SIZE * sizeof(int));
  size_t differ = 0, checked = 0;
  int invalid = 0;
  for (int py = 0; py < SIZE; py += ROW_STEP)
    for (int px = 0; px < SIZE; ++px, ++checked) {
      int got = m->got[(size_t)py * SIZE + px], want = m->want[checked];
      if (got < 1 || got > ITERATIONS)
        invalid++;
      differ += got != want;
    }
  snprintf(why, why_size, "%zu of %zu checked pixels differ, %d out of range", differ, checked,
           invalid);
  return invalid == 0 && differ * 100 <= checked;
}

void compute_mandelbrot(struct compute *c) {
  struct mandelbrot m = {c, bench_buffer(&c->b, (size_t)SIZE * SIZE * sizeof(int)),
                         compute_alloc((size_t)SIZE * SIZE / ROW_STEP * sizeof(int), "reference"),
                         compute_alloc((size_t)SIZE * SIZE * sizeof(int), "image")};
  size_t at = 0;
  for (int py = 0; py < SIZE; py += ROW_STEP)
    for (int px = 0; px < SIZE; ++px)
      m.want[at++] = escape(px, py);
  struct compute_case row = {"mandelbrot 4096^2, float, 256 iterations",
                             {"mandelbrot", "mandelbrot"}, 1, "Gpixel/s",
                             (double)SIZE * SIZE * 1e-9, 0.97, 2, {SIZE, SIZE, 1}, {32, 8, 1},
                             set_args, clear, check, "one pixel per work-item, groups of 32x8"};
  compute_run(c, &row, &m);
  PI_CHECK(piMemRelease(m.image));
  free(m.want);
  free(m.got);
}
