/* bench/common's rows: best figures and ratios by direction, min and median
 * of the paired ratios, the RESULT lines of ok, below, FAIL and missing rows,
 * and the element checks. */
#include "bench.h"
#include "check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static bool near(double a, double b) { return fabs(a - b) <= 1e-12 * fmax(1, fabs(b)); }

static void summaries(void) {
  struct bench_pairs rates = {0};
  bench_pairs_add(&rates, 10, 9);
  bench_pairs_add(&rates, 11, 10);
  bench_pairs_add(&rates, 9, 10);
  struct bench_summary s = bench_summarize(&rates, BENCH_HIGHER_IS_BETTER);
  CHECK(near(s.ours, 11) && near(s.reference, 10));
  CHECK(near(s.ratio, 1.1));
  CHECK(near(s.min, 0.9) && near(s.median, 1.1));
  CHECK_EQ(s.repeats, 3);

  struct bench_pairs times = {0};
  bench_pairs_add(&times, 1, 2);
  bench_pairs_add(&times, 2, 2);
  bench_pairs_add(&times, 1.5, 1);
  s = bench_summarize(&times, BENCH_LOWER_IS_BETTER);
  CHECK(near(s.ours, 1) && near(s.reference, 1));
  CHECK(near(s.ratio, 1));
  CHECK(near(s.min, 1 / 1.5) && near(s.median, 1));

  bench_pairs_rate(&times, 6);
  CHECK(near(times.ours[0], 6) && near(times.reference[0], 3) && near(times.ours[2], 4));

  double even[4] = {4, 1, 3, 2};
  CHECK(near(bench_median(even, 4), 2.5));
  CHECK(near(even[0], 1) && near(even[3], 4));
}

static struct bench_pairs report_pairs;
static struct bench_row report_row;

static void report(void *note) { bench_report(&report_row, &report_pairs, "%s", (char *)note); }
static void fail(void *why) { bench_fail(&report_row, "%s", (char *)why); }
static void missing(void *why) { bench_missing(&report_row, "%s", (char *)why); }

static void result_lines(void) {
  report_pairs = (struct bench_pairs){0};
  bench_pairs_add(&report_pairs, 2990, 3000);
  bench_pairs_add(&report_pairs, 3000, 2995);
  report_row = (struct bench_row){"stream\tcopy float", "GB/s", BENCH_HIGHER_IS_BETTER, 0.99,
                                  false};
  char *text = capture_output(report, "a note,\twith a tab");
  CHECK(strcmp(text, "RESULT\tstream copy float\t3000\t3000\tGB/s\t1.0000\t2\t0.9967\t0.9992"
                     "\t0.99\tok\t0\ta note, with a tab\n") == 0);
  free(text);

  report_row.goal = 1.01;
  report_row.detail = true;
  text = capture_output(report, "");
  CHECK(strstr(text, "\t1.01\tbelow\t1\t\n") != NULL);
  free(text);

  text = capture_output(missing, "not in libspirv yet");
  CHECK(strcmp(text, "RESULT\tstream copy float\t\t\tGB/s\t\t\t\t\t1.01\tmissing\t1\t"
                     "not in libspirv yet\n") == 0);
  free(text);
  CHECK_EQ(bench_exit_code(), 0);

  text = capture_output(fail, "3 of 8 elements wrong");
  CHECK(strcmp(text, "FAIL stream copy float: 3 of 8 elements wrong\n"
                     "RESULT\tstream copy float\t\t\tGB/s\t\t\t\t\t1.01\tFAIL\t1\t"
                     "3 of 8 elements wrong\n") == 0);
  free(text);
  CHECK_EQ(bench_exit_code(), 1);
}

/* A row with no usable measurement is a failure, not a ratio. */
static void no_rounds(void) {
  report_pairs = (struct bench_pairs){0};
  report_row = (struct bench_row){"empty", "GB/s", BENCH_HIGHER_IS_BETTER, 0, false};
  char *text = capture_output(report, "");
  CHECK(strncmp(text, "FAIL empty: no usable measurement", 33) == 0);
  CHECK(strstr(text, "\tFAIL\t0\t") != NULL);
  free(text);
}

struct check_args {
  const float *got, *want, *scalar;
  size_t count;
  double tol;
  bool result;
  char why[128];
};

static void run_check(void *p) {
  struct check_args *a = p;
  a->result = bench_check_floats(a->got, a->want, a->scalar, a->count, a->tol, a->why,
                                 sizeof a->why);
}

static void element_checks(void) {
  float got[12] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, one = 1, nearly = 1.0000001f;
  struct check_args a = {got, NULL, &one, 12, 0, false, ""};
  free(capture_output(run_check, &a));
  CHECK(a.result);
  a.scalar = &nearly;
  free(capture_output(run_check, &a));
  CHECK(!a.result);
  a.tol = 1e-6;
  free(capture_output(run_check, &a));
  CHECK(a.result);
  got[3] = 2;
  got[11] = NAN;
  a.scalar = &one;
  a.tol = 0;
  char *text = capture_output(run_check, &a);
  CHECK(!a.result);
  CHECK(strstr(text, "  [3] expected 1, got 2\n") != NULL && strstr(text, "[11]") != NULL);
  CHECK(strcmp(a.why, "2 of 12 elements wrong, first at 3, largest error nan") == 0);
  free(text);
  float want[2] = {5, 6};
  a = (struct check_args){want, want, NULL, 2, 0, false, ""};
  free(capture_output(run_check, &a));
  CHECK(a.result);
}

int main(void) {
  summaries();
  result_lines();
  no_rounds();
  element_checks();
  return check_report("bench_report_test");
}
