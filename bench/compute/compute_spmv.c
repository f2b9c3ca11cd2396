/* CSR SpMV, y = A x, one row per work-item (groups of 256): 2^20 rows of
 * 16 to 64 entries (about 42 million) at random columns, drawn with a fixed
 * seed. Values and x are positive, so every row's float sum is within a
 * relative 1e-5 of the double-precision reference, which is checked in full. */
#include "compute_bench.h"

#include <math.h>
#include <stdlib.h>

#define ROWS (1 << 20)
#define GROUP 256
#define TOLERANCE 1e-5

struct spmv {
  struct compute *c;
  pi_mem row_start, columns, values, x, y;
  float *want, *got;
};

static void set_args(void *context, pi_kernel kernel, bool locals) {
  (void)locals;
  struct spmv *s = context;
  int rows = ROWS;
  bench_arg_mem(kernel, 0, &s->row_start);
  bench_arg_mem(kernel, 1, &s->columns);
  bench_arg_mem(kernel, 2, &s->values);
  bench_arg_mem(kernel, 3, &s->x);
  bench_arg_mem(kernel, 4, &s->y);
  bench_arg_value(kernel, 5, sizeof rows, &rows);
}

static void clear(void *context) {
  struct spmv *s = context;
  compute_fill(s->c, s->y, 0x7fc00000u, ROWS * sizeof(float));
}

static bool check(void *context, char *why, size_t why_size) {
  struct spmv *s = context;
  bench_read(&s->c->b, s->y, s->got, ROWS * sizeof(float));
  return bench_check_floats(s->got, s->want, NULL, ROWS, TOLERANCE, why, why_size);
}

void compute_spmv(struct compute *c) {
  uint64_t state = 3;
  int *row_start = compute_alloc((ROWS + 1) * sizeof(int), "row offsets");
  row_start[0] = 0;
  for (int r = 0; r < ROWS; ++r)
    row_start[r + 1] = row_start[r] + 16 + (int)(compute_random(&state) % 49);
  size_t nnz = (size_t)row_start[ROWS];
  int *columns = compute_alloc(nnz * sizeof(int), "columns");
  float *values = compute_alloc(nnz * sizeof(float), "values");
  float *x = compute_alloc(ROWS * sizeof(float), "x");
  for (size_t k = 0; k < nnz; ++k) {
    columns[k] = (int)(compute_random(&state) % ROWS);
    values[k] = compute_uniform(&state, 0.5f, 1);
  }
  for (int i = 0; i < ROWS; ++i)
    x[i] = compute_uniform(&state, 0.5f, 1);
  struct spmv s = {c,
                   bench_buffer(&c->b, (ROWS + 1) * sizeof(int)),
                   bench_buffer(&c->b, nnz * sizeof(int)),
                   bench_buffer(&c->b, nnz * sizeof(float)),
                   bench_buffer(&c->b, ROWS * sizeof(float)),
                   bench_buffer(&c->b, ROWS * sizeof(float)),
                   compute_alloc(ROWS * sizeof(float), "reference"),
                   compute_alloc(ROWS * sizeof(float), "y")};
  for (int r = 0; r < ROWS; ++r) {
    double sum = 0;
    for (int k = row_start[r]; k < row_start[r + 1]; ++k)
      sum += (double)values[k] * x[columns[k]];
    s.want[r] = (float)sum;
  }
  bench_write(&c->b, s.row_start, row_start, (ROWS + 1) * sizeof(int));
  bench_write(&c->b, s.columns, columns, nnz * sizeof(int));
  bench_write(&c->b, s.values, values, nnz * sizeof(float));
  bench_write(&c->b, s.x, x, ROWS * sizeof(float));
  char note[128];
  snprintf(note, sizeof note, "%zu entries, 16-64 a row, one row per work-item", nnz);
  struct compute_case row = {"spmv csr 2^20 rows, 16-64 entries a row", {"spmv_csr", "spmv_csr"},
                             1, "GFLOP/s", 2.0 * (double)nnz * 1e-9, 0.97, 1, {ROWS, 1, 1},
                             {GROUP, 1, 1}, set_args, clear, check, note};
  compute_run(c, &row, &s);
  pi_mem buffers[5] = {s.row_start, s.columns, s.values, s.x, s.y};
  for (int i = 0; i < 5; ++i)
    PI_CHECK(piMemRelease(buffers[i]));
  free(row_start);
  free(columns);
  free(values);
  free(x);
  free(s.want);
  free(s.got);
}
