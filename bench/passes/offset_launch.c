/* Time per launch of a kernel run with a zero global offset (the plugin
 * launches the plain kernel) and with a non-zero one (its _with_offset twin),
 * interleaved in one run. Each form is checked before the timing, on a
 * cleared out: out = in * 2 + 1 over exactly the elements its ids cover
 * (0..n-1, or OFFSET..OFFSET+n-1), zeros elsewhere; and again after.
 * usage: bench_offset_launch FATBIN */
#include "bench.h"

#include <stdlib.h>

#define ELEMENTS ((size_t)1 << 20)
#define GROUP 256
#define ROUNDS 15
#define BATCH_SECONDS 0.005
#define OFFSET 4096
#define SPAN (ELEMENTS + OFFSET)

/* out as a launch at `offset` leaves it after clearing. */
static void expected_out(const float *in, size_t offset, float *want) {
  for (size_t i = 0; i < SPAN; i++)
    want[i] = i >= offset && i < offset + ELEMENTS ? in[i] * 2.0f + 1.0f : 0.0f;
}

struct out_check {
  struct bench_gpu *b;
  pi_mem out;
  const float *want;
  float *got;
};

static bool check_out(void *context, char *why, size_t why_size) {
  struct out_check *c = context;
  bench_read(c->b, c->out, c->got, SPAN * sizeof(float));
  return bench_check_floats(c->got, c->want, NULL, SPAN, 0, why, why_size);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct bench_gpu b;
  bench_open(&b);
  struct bench_row row = {"global offset: non-zero vs zero", "us/launch", BENCH_LOWER_IS_BETTER,
                          0.99, false};
  pi_program program = load_program(&b.gpu, argv[1]);
  pi_kernel kernel = bench_kernel(program, "scale");
  if (!kernel) {
    bench_fail(&row, "no kernel scale");
    return bench_exit_code();
  }
  float *in = malloc(SPAN * sizeof(float)), *want = malloc(SPAN * sizeof(float)),
        *got = malloc(SPAN * sizeof(float));
  if (!in || !want || !got) {
    fprintf(stderr, "bench_offset_launch: out of host memory\n");
    return 1;
  }
  for (size_t i = 0; i < SPAN; i++)
    in[i] = (float)(i % 4099) * 0.25f;
  pi_mem in_buffer = bench_buffer(&b, SPAN * sizeof(float)),
         out_buffer = bench_buffer(&b, SPAN * sizeof(float));
  bench_write(&b, in_buffer, in, SPAN * sizeof(float));
  bench_arg_mem(kernel, 0, &in_buffer);
  bench_arg_mem(kernel, 1, &out_buffer);
  static const size_t zero[1] = {0}, offset[1] = {OFFSET};
  /* ours: the twin (non-zero offset); reference: the plain kernel. */
  struct bench_launch launches[2] = {{kernel, 1, offset, {ELEMENTS, 1, 1}, {GROUP, 1, 1}},
                                     {kernel, 1, zero, {ELEMENTS, 1, 1}, {GROUP, 1, 1}}};
  static const char *forms[2] = {"with offset 4096", "with offset 0"};
  struct out_check check = {&b, out_buffer, want, got};
  char why[160];
  bool ok = true;
  for (int form = 0; form < 2 && ok; form++) {
    PI_CHECK(piEnqueueMemBufferFill(b.gpu.queue, out_buffer, &(float){0}, sizeof(float), 0,
                                    SPAN * sizeof(float), 0, NULL, NULL));
    bench_run_once(&b, &launches[form]);
    expected_out(in, form == 0 ? OFFSET : 0, want);
    ok = check_out(&check, why, sizeof why);
    if (!ok)
      bench_fail(&row, "out %s: %s", forms[form], why);
  }
  /* Both forms write, between them, every element. */
  for (size_t i = 0; i < SPAN; i++)
    want[i] = in[i] * 2.0f + 1.0f;
  struct bench_pairs pairs = {0};
  int batch =
      ok ? bench_time_pair(&b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs, check_out, &check)
         : 0;
  if (batch) {
    for (int i = 0; i < pairs.rounds; i++) {
      pairs.ours[i] *= 1e6;
      pairs.reference[i] *= 1e6;
    }
    bench_report(&row, &pairs,
                 "ours: the _with_offset twin (offset %d), reference: the plain kernel; 2^20 "
                 "floats, %d launches x %d rounds",
                 OFFSET, batch, ROUNDS);
  }
  PI_CHECK(piMemRelease(in_buffer));
  PI_CHECK(piMemRelease(out_buffer));
  PI_CHECK(piKernelRelease(kernel));
  PI_CHECK(piProgramRelease(program));
  free(in);
  free(want);
  free(got);
  bench_close(&b);
  return bench_exit_code();
}
