/* BabelStream-style bandwidth: copy, mul, add, triad and dot for float and
 * double over 2^25 elements, built by sycl-nvptx (stream_kernels.cl) and by
 * nvcc (stream_kernels.cu), both launched through the plugin on the same
 * buffers with the same shapes; dot also through __spirv_GroupFAdd against
 * the same nvcc dot. Each kernel's output is checked element by
 * element before it is timed and again after. One RESULT row per kernel and
 * type: GB/s of each and their ratio.
 * usage: bench_stream OURS.fatbin NVCC.cubin */
#include "bench.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ELEMENTS ((size_t)1 << 25)
#define GROUP 1024
#define ROUNDS 15
#define BATCH_SECONDS 0.01

/* BabelStream's start values, but c is 0.7 so every kernel changes its
 * output (copy 0.7 -> 0.1, mul 0.2 -> 0.28, add 0.7 -> 0.3, triad 0.1 -> 0.48). */
static const double START[3] = {0.1, 0.2, 0.7}, SCALAR = 0.4;
enum { A, B, C, ARRAYS };

struct stream_kernel {
  const char *name;
  int args[3], arg_count, output;
  int arrays_moved; /* read plus written per element */
  double goal;
};

static const struct stream_kernel KERNELS[] = {
    {"copy", {A, C}, 2, C, 2, 0.99},
    {"mul", {B, C}, 2, B, 2, 0.99},
    {"add", {A, B, C}, 3, C, 3, 0.99},
    {"triad", {A, B, C}, 3, A, 3, 0.99},
};

struct type {
  const char *name, *suffix;
  size_t size;
  double dot_tolerance; /* relative, after summing the groups' partial sums */
};

static const char *SIDES[2] = {"sycl-nvptx", "nvcc"};

static const struct type TYPES[] = {{"float", "f32", sizeof(float), 1e-4},
                                    {"double", "f64", sizeof(double), 1e-12}};

struct stream {
  struct bench_gpu b;
  pi_program programs[2]; /* ours, nvcc */
  pi_mem arrays[ARRAYS], sums;
  void *start[ARRAYS];    /* host copies of the start values */
  void *readback;
  size_t groups;          /* of the dot kernel */
};

/* The two values an output element may hold: a*b+c rounded once (fused, as
 * both compilers contract by default) or twice. */
static void expected(const struct type *t, const char *kernel, double values[2]) {
  bool dbl = t->size == sizeof(double);
  double a = START[A], b = START[B], c = START[C], s = SCALAR;
  if (!dbl) {
    float af = (float)a, bf = (float)b, cf = (float)c, sf = (float)s;
    volatile float product = sf * cf;
    values[0] = strcmp(kernel, "copy") == 0  ? af
                : strcmp(kernel, "mul") == 0 ? (float)(sf * cf)
                : strcmp(kernel, "add") == 0 ? (float)(af + bf)
                                             : fmaf(sf, cf, bf);
    values[1] = strcmp(kernel, "triad") == 0 ? (float)(bf + product) : values[0];
  } else {
    volatile double product = s * c;
    values[0] = strcmp(kernel, "copy") == 0  ? a
                : strcmp(kernel, "mul") == 0 ? s * c
                : strcmp(kernel, "add") == 0 ? a + b
                                             : fma(s, c, b);
    values[1] = strcmp(kernel, "triad") == 0 ? b + product : values[0];
  }
}

/* What a check needs: the output array of one kernel of one type. */
struct output_check {
  struct stream *s;
  const struct type *t;
  const char *kernel;
  pi_mem out;
};

/* Every element must hold values[0] or values[1]. */
static bool check_output(void *context, char *why, size_t why_size) {
  const struct output_check *c = context;
  const struct type *t = c->t;
  double values[2];
  expected(t, c->kernel, values);
  bench_read(&c->s->b, c->out, c->s->readback, ELEMENTS * t->size);
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < ELEMENTS; ++i) {
    double got = t->size == sizeof(double) ? ((double *)c->s->readback)[i]
                                           : (double)((float *)c->s->readback)[i];
    if (got == values[0] || got == values[1])
      continue;
    if (bad < 10)
      printf("  %s %s [%zu]: expected %.17g, got %.17g\n", c->kernel, t->name, i, values[0],
             got);
    first = bad++ ? first : i;
  }
  if (bad)
    snprintf(why, why_size, "%zu of %zu elements wrong, first at %zu", bad, ELEMENTS, first);
  return bad == 0;
}

static void fill_start(const struct type *t, void *host, double value) {
  for (size_t i = 0; i < ELEMENTS; ++i) {
    if (t->size == sizeof(double))
      ((double *)host)[i] = value;
    else
      ((float *)host)[i] = (float)value;
  }
}

static void restore(struct stream *s, const struct type *t, int array) {
  bench_write(&s->b, s->arrays[array], s->start[array], ELEMENTS * t->size);
}

static struct bench_launch launch_1d(pi_kernel kernel, size_t global) {
  return (struct bench_launch){kernel, 1, NULL, {global, 1, 1}, {GROUP, 1, 1}};
}

static pi_kernel stream_kernel(struct stream *s, int side, const struct stream_kernel *k,
                               const struct type *t) {
  char name[64];
  snprintf(name, sizeof name, "%s_%s", k->name, t->suffix);
  pi_kernel kernel = bench_kernel(s->programs[side], name);
  for (int i = 0; kernel && i < k->arg_count; ++i)
    bench_arg_mem(kernel, (pi_uint32)i, &s->arrays[k->args[i]]);
  return kernel;
}

static void run_copy_like(struct stream *s, const struct stream_kernel *k, const struct type *t) {
  char row_name[64], why[256];
  snprintf(row_name, sizeof row_name, "stream %s %s", k->name, t->name);
  struct bench_row row = {row_name, "GB/s", BENCH_HIGHER_IS_BETTER, k->goal, false};
  pi_kernel kernels[2] = {stream_kernel(s, 0, k, t), stream_kernel(s, 1, k, t)};
  if (!kernels[0] || !kernels[1]) {
    bench_fail(&row, "kernel missing from a program");
    return;
  }
  struct bench_launch launches[2] = {launch_1d(kernels[0], ELEMENTS),
                                     launch_1d(kernels[1], ELEMENTS)};
  struct output_check check = {s, t, k->name, s->arrays[k->output]};
  bool ok = true;
  for (int side = 0; side < 2 && ok; ++side) {
    bench_run_once(&s->b, &launches[side]);
    ok = check_output(&check, why, sizeof why);
    restore(s, t, k->output);
    if (!ok)
      bench_fail(&row, "%s's output: %s", SIDES[side], why);
  }
  struct bench_pairs pairs = {0};
  int batch = ok ? bench_time_pair(&s->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs,
                                   check_output, &check)
                 : 0;
  restore(s, t, k->output);
  if (batch) {
    bench_pairs_rate(&pairs, (double)k->arrays_moved * ELEMENTS * t->size * 1e-9);
    bench_report(&row, &pairs, "2^25 elements, groups of %d, %d launches x %d rounds", GROUP,
                 batch, ROUNDS);
  }
  for (int side = 0; side < 2; ++side)
    PI_CHECK(piKernelRelease(kernels[side]));
}

struct dot_check {
  struct stream *s;
  const struct type *t;
};

/* The sum of the groups' partial sums against n * a * b. */
static bool check_dot(void *context, char *why, size_t why_size) {
  const struct dot_check *c = context;
  const struct type *t = c->t;
  bench_read(&c->s->b, c->s->sums, c->s->readback, c->s->groups * t->size);
  double sum = 0;
  for (size_t g = 0; g < c->s->groups; ++g)
    sum += t->size == sizeof(double) ? ((double *)c->s->readback)[g]
                                     : ((float *)c->s->readback)[g];
  double want = t->size == sizeof(double) ? START[A] * START[B]
                                          : (double)((float)START[A] * (float)START[B]);
  want *= (double)ELEMENTS;
  double error = fabs(sum - want) / want;
  if (!(error <= t->dot_tolerance)) {
    snprintf(why, why_size, "sum %.17g, expected %.17g (relative error %.3g, allowed %.3g)", sum,
             want, error, t->dot_tolerance);
    return false;
  }
  return true;
}

/* Ours: dot_<type> (partial sums in a local accessor) or, with group set,
 * dot_group_<type> (__spirv_GroupFAdd); nvcc's dot_<type> either way. */
static void run_dot(struct stream *s, const struct type *t, bool group) {
  char row_name[64], names[2][64], why[256];
  snprintf(row_name, sizeof row_name, "stream dot %s%s", t->name, group ? " (GroupFAdd)" : "");
  snprintf(names[0], sizeof names[0], "dot%s_%s", group ? "_group" : "", t->suffix);
  snprintf(names[1], sizeof names[1], "dot_%s", t->suffix);
  struct bench_row row = {row_name, "GB/s", BENCH_HIGHER_IS_BETTER, 0.97, false};
  pi_kernel kernels[2] = {bench_kernel(s->programs[0], names[0]),
                          bench_kernel(s->programs[1], names[1])};
  if (!kernels[0] || !kernels[1]) {
    bench_fail(&row, "kernel missing from a program");
    return;
  }
  int n = (int)ELEMENTS;
  for (int side = 0; side < 2; ++side) {
    bench_arg_mem(kernels[side], 0, &s->arrays[A]);
    bench_arg_mem(kernels[side], 1, &s->arrays[B]);
    bench_arg_mem(kernels[side], 2, &s->sums);
    bench_arg_value(kernels[side], 3, sizeof n, &n);
  }
  /* Ours takes its partial sums in a local accessor; nvcc's are __shared__. */
  if (!group)
    bench_arg_local(kernels[0], 4, GROUP * t->size);
  struct bench_launch launches[2] = {launch_1d(kernels[0], s->groups * GROUP),
                                     launch_1d(kernels[1], s->groups * GROUP)};
  struct dot_check check = {s, t};
  bool ok = true;
  for (int side = 0; side < 2 && ok; ++side) {
    PI_CHECK(piEnqueueMemBufferFill(s->b.gpu.queue, s->sums, &(int){0}, sizeof(int), 0,
                                    s->groups * t->size, 0, NULL, NULL));
    bench_run_once(&s->b, &launches[side]);
    ok = check_dot(&check, why, sizeof why);
    if (!ok)
      bench_fail(&row, "%s's %s: %s", SIDES[side], names[side], why);
  }
  struct bench_pairs pairs = {0};
  int batch = ok ? bench_time_pair(&s->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs,
                                   check_dot, &check)
                 : 0;
  if (batch) {
    bench_pairs_rate(&pairs, 2.0 * ELEMENTS * t->size * 1e-9);
    bench_report(&row, &pairs,
                 "work-group reduction %s (nvcc: __shared__), %zu groups of %d, %d launches x "
                 "%d rounds",
                 group ? "through __spirv_GroupFAdd" : "over a local accessor", s->groups, GROUP,
                 batch, ROUNDS);
  }
  for (int side = 0; side < 2; ++side)
    PI_CHECK(piKernelRelease(kernels[side]));
}

int main(int argc, char **argv) {
  struct stream s = {0};
  bench_open_pair(&s.b, argc, argv, NULL, s.programs);
  /* BabelStream's dot launches four groups per multiprocessor. */
  s.groups = 4 * (size_t)s.b.compute_units;
  for (int i = 0; i < ARRAYS; ++i) {
    s.arrays[i] = bench_buffer(&s.b, ELEMENTS * sizeof(double));
    s.start[i] = malloc(ELEMENTS * sizeof(double));
  }
  s.sums = bench_buffer(&s.b, s.groups * sizeof(double));
  s.readback = malloc(ELEMENTS * sizeof(double));
  if (!s.readback || !s.start[A] || !s.start[B] || !s.start[C]) {
    fprintf(stderr, "bench_stream: out of host memory\n");
    return 1;
  }
  for (size_t ti = 0; ti < sizeof TYPES / sizeof *TYPES; ++ti) {
    const struct type *t = &TYPES[ti];
    for (int i = 0; i < ARRAYS; ++i) {
      fill_start(t, s.start[i], START[i]);
      restore(&s, t, i);
    }
    for (size_t k = 0; k < sizeof KERNELS / sizeof *KERNELS; ++k)
      run_copy_like(&s, &KERNELS[k], t);
    run_dot(&s, t, false);
    run_dot(&s, t, true);
  }
  for (int i = 0; i < ARRAYS; ++i) {
    PI_CHECK(piMemRelease(s.arrays[i]));
    free(s.start[i]);
  }
  PI_CHECK(piMemRelease(s.sums));
  free(s.readback);
  for (int side = 0; side < 2; ++side)
    PI_CHECK(piProgramRelease(s.programs[side]));
  bench_close(&s.b);
  return bench_exit_code();
}
