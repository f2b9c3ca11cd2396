/* Result rows: summaries of paired rounds and their RESULT lines. */
#include "bench.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failed_rows;

void bench_pairs_add(struct bench_pairs *pairs, double ours, double reference) {
  if (pairs->rounds >= BENCH_MAX_ROUNDS) {
    fprintf(stderr, "bench_pairs_add: more than %d rounds\n", BENCH_MAX_ROUNDS);
    exit(1);
  }
  pairs->ours[pairs->rounds] = ours;
  pairs->reference[pairs->rounds] = reference;
  pairs->rounds++;
}

void bench_pairs_rate(struct bench_pairs *pairs, double work) {
  for (int i = 0; i < pairs->rounds; ++i) {
    pairs->ours[i] = work / pairs->ours[i];
    pairs->reference[i] = work / pairs->reference[i];
  }
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

double bench_median(double *values, int count) {
  if (count <= 0)
    return NAN;
  qsort(values, (size_t)count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

/* Performance of ours over the reference's: > 1 when ours is faster. */
static double oriented_ratio(double ours, double reference, enum bench_better better) {
  return better == BENCH_HIGHER_IS_BETTER ? ours / reference : reference / ours;
}

struct bench_summary bench_summarize(const struct bench_pairs *pairs, enum bench_better better) {
  struct bench_summary s = {NAN, NAN, NAN, NAN, NAN, pairs->rounds};
  if (pairs->rounds == 0)
    return s;
  double ratios[BENCH_MAX_ROUNDS];
  s.ours = pairs->ours[0];
  s.reference = pairs->reference[0];
  for (int i = 0; i < pairs->rounds; ++i) {
    bool higher = better == BENCH_HIGHER_IS_BETTER;
    double o = pairs->ours[i], r = pairs->reference[i];
    if (higher ? o > s.ours : o < s.ours)
      s.ours = o;
    if (higher ? r > s.reference : r < s.reference)
      s.reference = r;
    ratios[i] = oriented_ratio(o, r, better);
  }
  s.ratio = oriented_ratio(s.ours, s.reference, better);
  s.median = bench_median(ratios, pairs->rounds);
  s.min = ratios[0]; /* bench_median sorted them */
  return s;
}

/* Tabs and newlines would split the line's fields. */
static void print_field(const char *text) {
  for (const char *c = text; *c; ++c)
    putchar(*c == '\t' || *c == '\n' || *c == '\r' ? ' ' : *c);
}

static void print_line(const struct bench_row *row, const struct bench_summary *s,
                       const char *status, const char *note) {
  printf("RESULT\t");
  print_field(row->name);
  if (s)
    printf("\t%.6g\t%.6g\t", s->ours, s->reference);
  else
    printf("\t\t\t");
  print_field(row->unit);
  if (s)
    printf("\t%.4f\t%d\t%.4f\t%.4f", s->ratio, s->repeats, s->min, s->median);
  else
    printf("\t\t\t\t");
  if (row->goal > 0)
    printf("\t%.4g", row->goal);
  else
    printf("\t");
  printf("\t%s\t%d\t", status, row->detail ? 1 : 0);
  print_field(note);
  putchar('\n');
  fflush(stdout);
}

static void report_summary(const struct bench_row *row, const struct bench_summary *s,
                           const char *note_format, va_list args) {
  char note[512];
  vsnprintf(note, sizeof note, note_format, args);
  if (!(s->ratio > 0) || !isfinite(s->ratio)) {
    bench_fail(row, "no usable measurement (%d rounds, ratio %g)", s->repeats, s->ratio);
    return;
  }
  print_line(row, s, row->goal > 0 && s->ratio < row->goal ? "below" : "ok", note);
}

struct bench_summary bench_report(const struct bench_row *row, const struct bench_pairs *pairs,
                                  const char *note_format, ...) {
  struct bench_summary s = bench_summarize(pairs, row->better);
  va_list args;
  va_start(args, note_format);
  report_summary(row, &s, note_format, args);
  va_end(args);
  return s;
}

void bench_report_summary(const struct bench_row *row, const struct bench_summary *summary,
                          const char *note_format, ...) {
  va_list args;
  va_start(args, note_format);
  report_summary(row, summary, note_format, args);
  va_end(args);
}

static void report_without_figures(const struct bench_row *row, const char *status,
                                   const char *format, va_list args) {
  char why[512];
  vsnprintf(why, sizeof why, format, args);
  if (strcmp(status, "FAIL") == 0) {
    printf("FAIL ");
    print_field(row->name);
    printf(": %s\n", why);
  }
  print_line(row, NULL, status, why);
}

void bench_fail(const struct bench_row *row, const char *why_format, ...) {
  va_list args;
  va_start(args, why_format);
  report_without_figures(row, "FAIL", why_format, args);
  va_end(args);
  failed_rows++;
}

void bench_missing(const struct bench_row *row, const char *why_format, ...) {
  va_list args;
  va_start(args, why_format);
  report_without_figures(row, "missing", why_format, args);
  va_end(args);
}

int bench_exit_code(void) { return failed_rows ? 1 : 0; }

#define CHECK_BODY                                                                                 \
  size_t bad = 0, first = 0;                                                                       \
  double worst = 0;                                                                                \
  for (size_t i = 0; i < count; ++i) {                                                             \
    double w = want ? (double)want[i] : (double)*scalar, g = (double)got[i];                       \
    double err = fabs(g - w), allowed = rel_tol * fabs(w);                                         \
    if (err <= allowed && !isnan(g) == !isnan(w))                                                  \
      continue;                                                                                    \
    if (bad == 0)                                                                                  \
      first = i;                                                                                   \
    if (bad < 10)                                                                                  \
      printf("  [%zu] expected %.9g, got %.9g\n", i, w, g);                                        \
    worst = isnan(err) || err > worst ? err : worst;                                               \
    bad++;                                                                                         \
  }                                                                                                \
  if (bad)                                                                                         \
    snprintf(why, why_size, "%zu of %zu elements wrong, first at %zu, largest error %.3g", bad,   \
             count, first, worst);                                                                 \
  return bad == 0;

bool bench_check_floats(const float *got, const float *want, const float *scalar, size_t count,
                        double rel_tol, char *why, size_t why_size) {
  CHECK_BODY
}

bool bench_check_doubles(const double *got, const double *want, const double *scalar,
                         size_t count, double rel_tol, char *why, size_t why_size) {
  CHECK_BODY
}
