/* What every benchmark shares (bench/README.md, "Writing a benchmark"):
 * paired rounds of ours against a reference, device timing through the
 * plugin's profiling events, and one machine-readable line per result row,
 *   RESULT<TAB>name<TAB>ours<TAB>reference<TAB>unit<TAB>ratio<TAB>repeats
 *         <TAB>min<TAB>median<TAB>goal<TAB>status<TAB>detail<TAB>note
 * which run_benchmarks.sh gathers into results.csv and the summary table.
 * A row whose result check failed is reported with bench_fail: it carries no
 * figures, and the program then exits 1. */
#ifndef BENCH_H
#define BENCH_H

#include <stdbool.h>
#include <stddef.h>

#include "gpu_test.h"

enum { BENCH_MAX_ROUNDS = 64 };

/* Round i measured ours[i] and reference[i] back to back. */
struct bench_pairs {
  int rounds;
  double ours[BENCH_MAX_ROUNDS], reference[BENCH_MAX_ROUNDS];
};

/* GB/s and evaluations per second are better higher; times lower. */
enum bench_better { BENCH_HIGHER_IS_BETTER, BENCH_LOWER_IS_BETTER };

struct bench_row {
  const char *name; /* unique in the run; no tabs */
  const char *unit; /* of ours and reference: "GB/s", "us/launch", ... */
  enum bench_better better;
  double goal;      /* least acceptable ratio, 0 for none */
  bool detail;      /* in results.csv, left out of the summary table */
};

/* ratio: ours over reference as performance (>1: ours is faster), from the
 * best figure of each side; min and median: of the per-round ratios. */
struct bench_summary {
  double ours, reference, ratio, min, median;
  int repeats;
};

void bench_pairs_add(struct bench_pairs *pairs, double ours, double reference);
/* Each figure becomes work / figure (seconds to a rate). */
void bench_pairs_rate(struct bench_pairs *pairs, double work);
struct bench_summary bench_summarize(const struct bench_pairs *pairs, enum bench_better better);
/* Sorts values; the middle one (mean of the two middle ones when even). */
double bench_median(double *values, int count);

/* Prints the row's RESULT line and returns its summary. The status is "ok"
 * or "below" (the ratio misses the goal: reported, not a failure). */
struct bench_summary bench_report(const struct bench_row *row, const struct bench_pairs *pairs,
                                  const char *note_format, ...)
    __attribute__((format(printf, 3, 4)));
/* The same for figures the caller summarised itself (a geometric mean over
 * other rows, say). */
void bench_report_summary(const struct bench_row *row, const struct bench_summary *summary,
                          const char *note_format, ...) __attribute__((format(printf, 3, 4)));
/* A row whose result check failed (or that could not run): "FAIL name: why"
 * and a RESULT line with no figures; bench_exit_code() is 1 from then on. */
void bench_fail(const struct bench_row *row, const char *why_format, ...)
    __attribute__((format(printf, 2, 3)));
/* A row that cannot be measured in this build (say, a function the library
 * does not define yet): status "missing", no figures, not a failure. */
void bench_missing(const struct bench_row *row, const char *why_format, ...)
    __attribute__((format(printf, 2, 3)));
int bench_exit_code(void);

/* The device with one in-order queue that records profiling timestamps. */
struct bench_gpu {
  struct gpu gpu;
  pi_uint32 compute_units;
};
/* Exits 77 without a CUDA device; prints DEVICE<TAB>name<TAB>driver. */
void bench_open(struct bench_gpu *b);
void bench_close(struct bench_gpu *b);
/* The start of a benchmark of ours against a CUDA twin, usage
 * "NAME OURS.fatbin NVCC.cubin [extra]": exits 2 with that line unless
 * argv has the two binaries (and at most one extra argument when extra
 * names it), 77 without a device; opens the device and builds programs[0]
 * from ours, programs[1] from nvcc's. */
void bench_open_pair(struct bench_gpu *b, int argc, char **argv, const char *extra,
                     pi_program programs[2]);

/* One launch shape: the same for ours and the reference unless a row
 * compares shapes (the global offset). */
struct bench_launch {
  pi_kernel kernel;
  pi_uint32 dims;
  const size_t *offset; /* NULL: none */
  size_t global[3], local[3];
};

/* Device seconds from the start of the first to the end of the last of
 * `launches` back-to-back launches, divided by `launches`. */
double bench_time_launches(struct bench_gpu *b, const struct bench_launch *launch, int launches);
/* Launches per batch so that one batch of the slower side takes about
 * target_seconds (at least 2, at most 5000); warms both sides up. */
int bench_batch_size(struct bench_gpu *b, const struct bench_launch *ours,
                     const struct bench_launch *reference, double target_seconds);
/* `rounds` rounds of one batch of each side, the order alternating from
 * round to round; adds each round's seconds per launch to *seconds. */
void bench_interleave(struct bench_gpu *b, const struct bench_launch *ours,
                      const struct bench_launch *reference, int launches, int rounds,
                      struct bench_pairs *seconds);

/* The timing of a row whose sides have each been launched once and checked:
 * batches of about batch_seconds, `rounds` interleaved rounds into *seconds
 * (per launch), then check(context) once more. Returns the launches per
 * batch, or 0 after reporting the row FAIL when that check fails. */
int bench_time_pair(struct bench_gpu *b, const struct bench_row *row,
                    const struct bench_launch launches[2], int rounds, double batch_seconds,
                    struct bench_pairs *seconds,
                    bool (*check)(void *context, char *why, size_t why_size), void *context);

/* Checks got[i] against want[i] (NULL: every element equals *scalar) for
 * count floats or doubles within rel_tol (0: exact); prints the first 10
 * mismatches with their index and writes a one-line reason to why.
 * Returns whether all matched. */
bool bench_check_floats(const float *got, const float *want, const float *scalar, size_t count,
                        double rel_tol, char *why, size_t why_size);
bool bench_check_doubles(const double *got, const double *want, const double *scalar,
                         size_t count, double rel_tol, char *why, size_t why_size);

pi_mem bench_buffer(struct bench_gpu *b, size_t bytes);
void bench_write(struct bench_gpu *b, pi_mem buffer, const void *data, size_t bytes);
void bench_read(struct bench_gpu *b, pi_mem buffer, void *data, size_t bytes);
/* The kernel, or NULL with a message when the program has none so named. */
pi_kernel bench_kernel(pi_program program, const char *name);
void bench_arg_mem(pi_kernel kernel, pi_uint32 index, pi_mem *buffer);
void bench_arg_value(pi_kernel kernel, pi_uint32 index, size_t size, const void *value);
/* A local-memory argument: the plugin passes the kernel an i32 offset into
 * the launch's dynamic shared memory, whatever compiled the kernel. */
void bench_arg_local(pi_kernel kernel, pi_uint32 index, size_t bytes);
/* Launches once and waits. */
void bench_run_once(struct bench_gpu *b, const struct bench_launch *launch);

#endif
