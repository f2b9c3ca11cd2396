/* Local memory, ours (local accessors, localmem_kernels.cl) against nvcc's
 * (__shared__ and extern __shared__, localmem_kernels.cu), both launched
 * through the plugin with the same shapes and the same dynamic shared size:
 * a 32x32-tiled transpose, tree reductions over one, two and three local
 * arrays, and a kernel staging 96 KB per group (over the 48 KB default, so
 * the plugin must raise the kernel's dynamic shared limit for both). Each
 * output is checked in full before the timing (outputs cleared to NaN first)
 * and after it. usage: bench_localmem OURS.fatbin NVCC.cubin */
#include "bench.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ROUNDS 15
#define BATCH_SECONDS 0.01
#define TRANSPOSE_N 8192
#define REDUCE_N ((size_t)1 << 26)
#define REDUCE_GROUP 256
#define REDUCE_GROUPS (REDUCE_N / REDUCE_GROUP)
#define CHUNK 24576 /* floats: 96 KB of local memory per group */
#define CHUNK_GROUPS 2048
#define CHUNK_N ((size_t)CHUNK * CHUNK_GROUPS)
#define MAX_OUTPUTS 3

struct localmem {
  struct bench_gpu b;
  pi_program programs[2];
  float *in, *got;
  pi_mem in_buffer, outputs[MAX_OUTPUTS];
};

/* One row: its kernel in both programs with the same arguments, and how its
 * outputs are checked. */
struct lm_case {
  const char *row, *kernel;
  int outputs;            /* output buffers, after the input */
  int locals;             /* local arrays, after the scalar if any */
  size_t local_bytes;     /* each */
  bool has_n;             /* an int argument after the outputs */
  int n;
  bool nvcc_static_local; /* nvcc's kernel takes no local arguments */
  pi_uint32 dims;
  size_t global[2], local[2];
  double bytes_moved;
  bool (*check)(void *context, char *why, size_t why_size);
};

static const char *SIDES[2] = {"sycl-nvptx", "nvcc"};

static bool check_transpose(void *context, char *why, size_t why_size) {
  struct localmem *s = context;
  size_t n = TRANSPOSE_N, bad = 0;
  bench_read(&s->b, s->outputs[0], s->got, n * n * sizeof(float));
  for (size_t y = 0; y < n; y++)
    for (size_t x = 0; x < n; x++)
      if (s->got[x * n + y] != s->in[y * n + x] && bad++ < 10)
        printf("  out[%zu][%zu]: expected %.9g, got %.9g\n", x, y, s->in[y * n + x],
               s->got[x * n + y]);
  snprintf(why, why_size, "%zu of %zu elements not transposed", bad, n * n);
  return bad == 0;
}

/* Each group's sum, sum of squares, minimum and maximum (exact: the inputs
 * are small integers). */
static bool check_reduction(struct localmem *s, int outputs, char *why, size_t why_size) {
  size_t bad = 0;
  for (int o = 0; o < outputs; o++) {
    bench_read(&s->b, s->outputs[o], s->got, REDUCE_GROUPS * sizeof(float));
    for (size_t g = 0; g < REDUCE_GROUPS; g++) {
      const float *x = s->in + g * REDUCE_GROUP;
      bool extreme = outputs == 3 && o > 0;
      float want = !extreme ? 0 : o == 1 ? INFINITY : -INFINITY;
      for (size_t i = 0; i < REDUCE_GROUP; i++) {
        if (o == 0)
          want += x[i];
        else if (!extreme)
          want += x[i] * x[i];
        else
          want = o == 1 ? fminf(want, x[i]) : fmaxf(want, x[i]);
      }
      if (s->got[g] != want && bad++ < 10)
        printf("  output %d of group %zu: expected %.9g, got %.9g\n", o, g, want, s->got[g]);
    }
  }
  snprintf(why, why_size, "%zu of %zu group results wrong", bad, outputs * REDUCE_GROUPS);
  return bad == 0;
}

static bool check_reduce1(void *context, char *why, size_t why_size) {
  struct localmem *s = context;
  return check_reduction(s, 1, why, why_size);
}
static bool check_reduce2(void *context, char *why, size_t why_size) {
  struct localmem *s = context;
  return check_reduction(s, 2, why, why_size);
}
static bool check_reduce3(void *context, char *why, size_t why_size) {
  struct localmem *s = context;
  return check_reduction(s, 3, why, why_size);
}

static bool check_reverse(void *context, char *why, size_t why_size) {
  struct localmem *s = context;
  size_t bad = 0;
  bench_read(&s->b, s->outputs[0], s->got, CHUNK_N * sizeof(float));
  for (size_t i = 0; i < CHUNK_N; i++) {
    size_t base = i / CHUNK * CHUNK, source = base + CHUNK - 1 - (i - base);
    if (s->got[i] != s->in[source] && bad++ < 10)
      printf("  out[%zu]: expected %.9g, got %.9g\n", i, s->in[source], s->got[i]);
  }
  snprintf(why, why_size, "%zu of %zu elements wrong", bad, CHUNK_N);
  return bad == 0;
}

static pi_kernel case_kernel(struct localmem *s, const struct lm_case *c, int side) {
  pi_kernel k = bench_kernel(s->programs[side], c->kernel);
  if (!k)
    return NULL;
  pi_uint32 arg = 0;
  bench_arg_mem(k, arg++, &s->in_buffer);
  for (int o = 0; o < c->outputs; o++)
    bench_arg_mem(k, arg++, &s->outputs[o]);
  if (c->has_n)
    bench_arg_value(k, arg++, sizeof c->n, &c->n);
  for (int l = 0; l < c->locals && !(side == 1 && c->nvcc_static_local); l++)
    bench_arg_local(k, arg++, c->local_bytes);
  return k;
}

static void clear_outputs(struct localmem *s, const struct lm_case *c, size_t bytes) {
  const float nan_value = NAN;
  for (int o = 0; o < c->outputs; o++)
    PI_CHECK(piEnqueueMemBufferFill(s->b.gpu.queue, s->outputs[o], &nan_value, sizeof nan_value,
                                    0, bytes, 0, NULL, NULL));
}

static void run_case(struct localmem *s, const struct lm_case *c, size_t output_bytes) {
  struct bench_row row = {c->row, "GB/s", BENCH_HIGHER_IS_BETTER, 0.97, false};
  pi_kernel kernels[2] = {case_kernel(s, c, 0), case_kernel(s, c, 1)};
  if (!kernels[0] || !kernels[1]) {
    bench_fail(&row, "kernel %s missing from a program", c->kernel);
    return;
  }
  struct bench_launch launches[2];
  char why[160];
  bool ok = true;
  for (int side = 0; side < 2 && ok; side++) {
    launches[side] = (struct bench_launch){kernels[side], c->dims, NULL,
                                           {c->global[0], c->global[1], 1},
                                           {c->local[0], c->local[1], 1}};
    clear_outputs(s, c, output_bytes);
    /* Launched by hand: a refused launch (local memory over the limit, say)
     * is this row's failure, with the plugin's reason. */
    pi_result r = piEnqueueKernelLaunch(s->b.gpu.queue, kernels[side], c->dims, NULL,
                                        launches[side].global, launches[side].local, 0, NULL,
                                        NULL);
    if (r == PI_SUCCESS)
      r = piQueueFinish(s->b.gpu.queue);
    if (r != PI_SUCCESS) {
      char *message = NULL;
      piPluginGetLastError(&message);
      bench_fail(&row, "%s's launch failed with PI error %d (%s)", SIDES[side], (int)r,
                 message ? message : "no message");
      ok = false;
    } else if (!c->check(s, why, sizeof why)) {
      bench_fail(&row, "%s's output: %s", SIDES[side], why);
      ok = false;
    }
  }
  struct bench_pairs pairs = {0};
  int batch =
      ok ? bench_time_pair(&s->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs, c->check, s) : 0;
  if (batch) {
    bench_pairs_rate(&pairs, c->bytes_moved * 1e-9);
    bench_report(&row, &pairs,
                 "%zu bytes of local memory per group (nvcc: %s); %d launches x %d rounds",
                 (size_t)c->locals * c->local_bytes,
                 c->nvcc_static_local ? "static __shared__" : "extern __shared__", batch, ROUNDS);
  }
  for (int side = 0; side < 2; side++)
    PI_CHECK(piKernelRelease(kernels[side]));
}

int main(int argc, char **argv) {
  struct localmem s = {0};
  bench_open_pair(&s.b, argc, argv, NULL, s.programs);
  size_t largest = (size_t)TRANSPOSE_N * TRANSPOSE_N;
  largest = REDUCE_N > largest ? REDUCE_N : largest;
  largest = CHUNK_N > largest ? CHUNK_N : largest;
  s.in = malloc(largest * sizeof(float));
  s.got = malloc(largest * sizeof(float));
  if (!s.in || !s.got) {
    fprintf(stderr, "bench_localmem: out of host memory\n");
    return 1;
  }
  /* Small integers, so sums of a group are exact in float. */
  for (size_t i = 0; i < largest; i++)
    s.in[i] = (float)(((uint32_t)i * 2654435761u) >> 28);
  s.in_buffer = bench_buffer(&s.b, largest * sizeof(float));
  bench_write(&s.b, s.in_buffer, s.in, largest * sizeof(float));
  s.outputs[0] = bench_buffer(&s.b, largest * sizeof(float));
  for (int o = 1; o < MAX_OUTPUTS; o++)
    s.outputs[o] = bench_buffer(&s.b, REDUCE_GROUPS * sizeof(float));

  const double tn = TRANSPOSE_N;
  struct lm_case transpose = {"local transpose 8192^2 float, 32x32 tiles", "transpose", 1, 1,
                              32 * 33 * sizeof(float), true, TRANSPOSE_N, true, 2,
                              {TRANSPOSE_N, TRANSPOSE_N / 4}, {32, 8},
                              2.0 * tn * tn * sizeof(float), check_transpose};
  run_case(&s, &transpose, (size_t)TRANSPOSE_N * TRANSPOSE_N * sizeof(float));
  static const char *reduce_rows[3] = {"local reduction, 1 local array (sum)",
                                       "local reduction, 2 local arrays (sum, squares)",
                                       "local reduction, 3 local arrays (sum, min, max)"};
  static const char *reduce_kernels[3] = {"reduce_sum", "reduce_sum_squares",
                                          "reduce_sum_min_max"};
  bool (*reduce_checks[3])(void *, char *, size_t) = {check_reduce1, check_reduce2,
                                                      check_reduce3};
  for (int k = 0; k < 3; k++) {
    struct lm_case reduce = {reduce_rows[k], reduce_kernels[k], k + 1, k + 1,
                             REDUCE_GROUP * sizeof(float), false, 0, false, 1,
                             {REDUCE_N, 1}, {REDUCE_GROUP, 1},
                             (double)REDUCE_N * sizeof(float), reduce_checks[k]};
    run_case(&s, &reduce, REDUCE_GROUPS * sizeof(float));
  }
  struct lm_case reverse = {"local 96 KB per group (over the 48 KB default)", "reverse_chunks", 1,
                            1, CHUNK * sizeof(float), true, CHUNK, false, 1,
                            {(size_t)CHUNK_GROUPS * 1024, 1}, {1024, 1},
                            2.0 * CHUNK_N * sizeof(float), check_reverse};
  run_case(&s, &reverse, CHUNK_N * sizeof(float));

  PI_CHECK(piMemRelease(s.in_buffer));
  for (int o = 0; o < MAX_OUTPUTS; o++)
    PI_CHECK(piMemRelease(s.outputs[o]));
  for (int side = 0; side < 2; side++)
    PI_CHECK(piProgramRelease(s.programs[side]));
  free(s.in);
  free(s.got);
  bench_close(&s.b);
  return bench_exit_code();
}
