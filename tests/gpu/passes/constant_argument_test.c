/* Kernels with `constant float *` arguments read the global buffers they are
 * given (constant_kernels.cl): a copy, and a read through a function that
 * also reads a program-scope `constant` table. Before the
 * constant-parameters-to-global pass the arguments were read from the
 * constant bank at the buffers' global addresses, giving garbage.
 * usage: gpu_passes_constant_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

enum { ITEMS = 4096, GROUP = 128 };

static const float bias[4] = {0.5f, 1.5f, 2.5f, 3.5f};

/* Runs kernel `name` on a buffer of known values; compares each output with
 * the input plus (with_bias) the table's entry. */
static bool reads_buffer(struct gpu *t, const char *name, bool with_bias) {
  float *in = malloc(ITEMS * sizeof *in), *out = malloc(ITEMS * sizeof *out);
  for (size_t i = 0; i < ITEMS; i++) {
    in[i] = (float)i * 0.25f + 1.0f;
    out[i] = -1.0f;
  }
  void *data[2] = {in, out};
  size_t sizes[2] = {ITEMS * sizeof *in, ITEMS * sizeof *out};
  run_on_buffers(t, test_program, name, ITEMS, GROUP, 2, data, sizes, 0);
  int bad = 0;
  for (size_t i = 0; i < ITEMS; i++) {
    float want = in[i] + (with_bias ? bias[i & 3] : 0.0f);
    if (out[i] != want && bad++ < 10)
      printf("  %s item %zu: expected %g, got %g\n", name, i, want, out[i]);
  }
  free(in);
  free(out);
  return bad == 0;
}

static bool copy_constant(struct gpu *t) { return reads_buffer(t, "copy_constant", false); }

static bool through_callee(struct gpu *t) { return reads_buffer(t, "through_callee", true); }

int main(int argc, char **argv) {
  static const struct named_case cases[] = {
      {"constant float * argument reads its global buffer", copy_constant},
      {"constant float * argument through a function, beside a constant table", through_callee},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof cases[0]);
}
