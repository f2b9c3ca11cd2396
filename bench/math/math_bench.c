/* Math throughput, ours against nvcc's: for each function of
 * math_functions.def and each of float and double, a kernel in which every
 * work-item sums f over 64 arguments (math_kernels.cl built by sycl-nvptx,
 * math_kernels.cu by nvcc), launched through the plugin with the same
 * shapes on the same argument buffers, interleaved. Both sums are compared
 * work-item by work-item (a loose tolerance) before and after the timing;
 * only then is the ratio (nvcc's time over ours) printed. One detail row per
 * function and type, then per type the geometric mean and the worst. Then
 * each native_* and half_* function of math_fast.def against our own
 * full-precision one (both kernels ours, float, from FAST.fatbin built from
 * math_fast_kernels.cl): a detail row each (ratio above 1: the fast path is
 * faster) and the least of their speed-ups.
 * usage: bench_math OURS.fatbin NVCC.cubin FAST.fatbin [FILTER]
 * FILTER (or BENCH_MATH_FILTER): an extended regex over "<name>_f32" and
 * "<name>_f64", e.g. '^(sin|cos)_' or '_f64$'.
 * Built with MATH_LOOP_KERNELS this is bench_math_loop, for
 * math_loop_kernels.*: the same functions in a loop of a run-time trip count
 * without unroll pragma (a sixth kernel argument, 64), rows named
 * "math loop ...", and no native_/half_ rows (usage: bench_math_loop
 * OURS.fatbin NVCC.cubin [FILTER]). */
#include "bench.h"
#include "math_args.h"

#include <math.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#define ITEMS ((size_t)1 << 22)
#define GROUP 256
#define ROUNDS 9
#define BATCH_SECONDS 0.005
#define GOAL 0.95
#ifdef MATH_LOOP_KERNELS
#define ROW_PREFIX "math loop"
enum { LOOP_KERNELS = 1 };
#else
#define ROW_PREFIX "math"
enum { LOOP_KERNELS = 0 };
#endif

enum arity { ARITY_U, ARITY_B, ARITY_T, ARITY_N };

struct math_function {
  const char *name;
  enum arity arity;
  enum math_domain domains[3];
  const char *cuda[2]; /* float, double */
};

static const struct math_function FUNCTIONS[] = {
#define MATH(name, arity, dx, dy, dz, cuda_float, cuda_double)                                     \
  {#name, ARITY_##arity, {DOMAIN_##dx, DOMAIN_##dy, DOMAIN_##dz}, {#cuda_float, #cuda_double}},
#include "math_functions.def"
#undef MATH
};
enum { FUNCTION_COUNT = sizeof FUNCTIONS / sizeof *FUNCTIONS };

static const struct math_function FAST_FUNCTIONS[] = {
#define FAST(name, arity, dx, dy, full)                                                            \
  {#name, ARITY_##arity, {DOMAIN_##dx, DOMAIN_##dy, DOMAIN_NONE}, {#full, ""}},
#include "math_fast.def"
#undef FAST
};
enum { FAST_COUNT = sizeof FAST_FUNCTIONS / sizeof *FAST_FUNCTIONS };
/* native_ and half_ are faster by at least this: a fast path that is not
 * faster than the full one is no fast path. */
#define FAST_GOAL 1.0

static const char *TYPE_NAMES[2] = {"float", "double"}, *TYPE_SUFFIXES[2] = {"f32", "f64"};
/* Loose: the same function built two ways, summed in the same order. */
static const double TOLERANCE[2] = {1e-3, 1e-6};

struct math {
  struct bench_gpu b;
  pi_program programs[2];
  pi_program fast_program; /* math_fast_kernels.cl; none for the loop kernels */
  pi_mem args[DOMAIN_COUNT][2][3]; /* domain, type, argument position; made when first used */
  pi_mem outputs[2], no_ints;
  void *host_args;
  double *sums[2];
  void *readback;
};

struct type_results {
  int measured, missing, failed, below;
  double ratios[FUNCTION_COUNT], ours[FUNCTION_COUNT], nvcc[FUNCTION_COUNT];
  struct bench_summary worst;
  const char *worst_name;
};

static pi_mem argument_buffer(struct math *m, enum math_domain domain, int type, int position) {
  bool integer = math_domain_is_integer(domain);
  int t = integer ? 0 : type;
  if (m->args[domain][t][position])
    return m->args[domain][t][position];
  uint64_t seed = 0x5eed0000u + (uint64_t)domain * 16 + (uint64_t)t * 4 + (uint64_t)position;
  size_t bytes;
  if (integer) {
    math_fill_ints(m->host_args, ITEMS, GROUP, domain, seed);
    bytes = ITEMS * sizeof(int);
  } else if (type == 0) {
    math_fill_floats(m->host_args, ITEMS, GROUP, domain, seed);
    bytes = ITEMS * sizeof(float);
  } else {
    math_fill_doubles(m->host_args, ITEMS, GROUP, domain, seed);
    bytes = ITEMS * sizeof(double);
  }
  pi_mem buffer = bench_buffer(&m->b, bytes);
  bench_write(&m->b, buffer, m->host_args, bytes);
  m->args[domain][t][position] = buffer;
  return buffer;
}

/* (xs, ys, zs, ns, out): arguments a function does not take get the x
 * buffer (or a one-int buffer), which its kernel never reads. */
static void set_arguments(struct math *m, pi_kernel kernel, const struct math_function *f,
                          int type, int side) {
  pi_mem x = argument_buffer(m, f->domains[0], type, 0);
  pi_mem y = f->arity == ARITY_B || f->arity == ARITY_T ? argument_buffer(m, f->domains[1], type, 1)
                                                        : x;
  pi_mem z = f->arity == ARITY_T ? argument_buffer(m, f->domains[2], type, 2) : x;
  pi_mem n = f->arity == ARITY_N ? argument_buffer(m, f->domains[1], type, 1) : m->no_ints;
  bench_arg_mem(kernel, 0, &x);
  bench_arg_mem(kernel, 1, &y);
  bench_arg_mem(kernel, 2, &z);
  bench_arg_mem(kernel, 3, &n);
  bench_arg_mem(kernel, 4, &m->outputs[side]);
  if (LOOP_KERNELS) {
    int trips = MATH_ARGUMENTS;
    bench_arg_value(kernel, 5, sizeof trips, &trips);
  }
}

static void read_sums(struct math *m, int type, int side) {
  size_t size = type ? sizeof(double) : sizeof(float);
  bench_read(&m->b, m->outputs[side], m->readback, ITEMS * size);
  for (size_t i = 0; i < ITEMS; ++i)
    m->sums[side][i] = type ? ((double *)m->readback)[i] : (double)((float *)m->readback)[i];
}

struct sums_check {
  struct math *m;
  int type;
  double tolerance;
};

static bool sums_agree(void *context, char *why, size_t why_size) {
  struct sums_check *c = context;
  read_sums(c->m, c->type, 0);
  read_sums(c->m, c->type, 1);
  return math_compare(c->m->sums[0], c->m->sums[1], ITEMS, GROUP, c->tolerance, why,
                      why_size) == 0;
}

static void measure(struct math *m, const struct math_function *f, int type,
                    struct type_results *results) {
  char row_name[64], kernel_name[64], why[256];
  snprintf(row_name, sizeof row_name, ROW_PREFIX " %s %s", f->name, TYPE_NAMES[type]);
  snprintf(kernel_name, sizeof kernel_name, "math_%s_%s", f->name, TYPE_SUFFIXES[type]);
  struct bench_row row = {row_name, "Geval/s", BENCH_HIGHER_IS_BETTER, GOAL, true};
  pi_kernel kernels[2] = {NULL, NULL};
  if (piKernelCreate(m->programs[0], kernel_name, &kernels[0]) != PI_SUCCESS) {
    bench_missing(&row, "__spirv_ocl_%s is not in libspirv yet", f->name);
    results->missing++;
    return;
  }
  kernels[1] = bench_kernel(m->programs[1], kernel_name);
  if (!kernels[1]) {
    bench_fail(&row, "no %s in nvcc's binary", kernel_name);
    results->failed++;
    PI_CHECK(piKernelRelease(kernels[0]));
    return;
  }
  struct bench_launch launches[2];
  for (int side = 0; side < 2; ++side) {
    set_arguments(m, kernels[side], f, type, side);
    launches[side] = (struct bench_launch){kernels[side], 1, NULL, {ITEMS, 1, 1}, {GROUP, 1, 1}};
    /* Different finite patterns: a side that writes nothing cannot agree. */
    int pattern = side ? 0x3f3f3f3f : 0x7f7f7f7f;
    PI_CHECK(piEnqueueMemBufferFill(m->b.gpu.queue, m->outputs[side], &pattern, sizeof pattern, 0,
                                    ITEMS * sizeof(double), 0, NULL, NULL));
    bench_run_once(&m->b, &launches[side]);
  }
  struct sums_check check = {m, type, TOLERANCE[type]};
  struct bench_pairs pairs = {0};
  int batch = 0;
  if (sums_agree(&check, why, sizeof why))
    batch = bench_time_pair(&m->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs, sums_agree,
                            &check);
  else
    bench_fail(&row, "%s", why);
  for (int side = 0; side < 2; ++side)
    PI_CHECK(piKernelRelease(kernels[side]));
  if (!batch) {
    results->failed++;
    return;
  }
  bench_pairs_rate(&pairs, (double)ITEMS * MATH_ARGUMENTS * 1e-9);
  struct bench_summary s = bench_report(&row, &pairs, "nvcc: %s; %d launches x %d rounds",
                                        f->cuda[type], batch, ROUNDS);
  printf("  %-10s %-6s ours %8.2f  nvcc %8.2f Geval/s  ratio %.3f%s\n", f->name,
         TYPE_NAMES[type], s.ours, s.reference, s.ratio, s.ratio < GOAL ? "  below 0.95" : "");
  int i = results->measured++;
  results->ratios[i] = s.ratio;
  results->ours[i] = s.ours;
  results->nvcc[i] = s.reference;
  results->below += s.ratio < GOAL;
  if (i == 0 || s.ratio < results->worst.ratio) {
    results->worst = s;
    results->worst_name = f->name;
  }
}

/* A fast function (fast_<name>) against our full-precision one
 * (fast_<name>_full), float, sums checked with a tolerance its error bound
 * allows (half_: 8192 ulp). Returns its summary (ratio: the speed-up; 0 on
 * failure). */
static struct bench_summary measure_fast(struct math *m, const struct math_function *f) {
  char row_name[96], kernel_name[64], full_name[72], why[256];
  snprintf(row_name, sizeof row_name, "math %s float vs full precision", f->name);
  snprintf(kernel_name, sizeof kernel_name, "fast_%s", f->name);
  snprintf(full_name, sizeof full_name, "fast_%s_full", f->name);
  struct bench_row row = {row_name, "Geval/s", BENCH_HIGHER_IS_BETTER, FAST_GOAL, true};
  pi_kernel kernels[2] = {bench_kernel(m->fast_program, kernel_name),
                          bench_kernel(m->fast_program, full_name)};
  if (!kernels[0] || !kernels[1]) {
    bench_fail(&row, "no %s or %s in the fast kernels' binary", kernel_name, full_name);
    for (int side = 0; side < 2; ++side)
      if (kernels[side])
        PI_CHECK(piKernelRelease(kernels[side]));
    return (struct bench_summary){0};
  }
  struct bench_launch launches[2];
  for (int side = 0; side < 2; ++side) {
    set_arguments(m, kernels[side], f, 0, side);
    launches[side] = (struct bench_launch){kernels[side], 1, NULL, {ITEMS, 1, 1}, {GROUP, 1, 1}};
    int pattern = side ? 0x3f3f3f3f : 0x7f7f7f7f;
    PI_CHECK(piEnqueueMemBufferFill(m->b.gpu.queue, m->outputs[side], &pattern, sizeof pattern, 0,
                                    ITEMS * sizeof(double), 0, NULL, NULL));
    bench_run_once(&m->b, &launches[side]);
  }
  struct sums_check check = {m, 0, strncmp(f->name, "half_", 5) == 0 ? 4e-3 : 1e-3};
  struct bench_pairs pairs = {0};
  int batch = 0;
  if (sums_agree(&check, why, sizeof why))
    batch = bench_time_pair(&m->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs, sums_agree,
                            &check);
  else
    bench_fail(&row, "%s", why);
  for (int side = 0; side < 2; ++side)
    PI_CHECK(piKernelRelease(kernels[side]));
  if (!batch)
    return (struct bench_summary){0};
  bench_pairs_rate(&pairs, (double)ITEMS * MATH_ARGUMENTS * 1e-9);
  struct bench_summary s = bench_report(&row, &pairs, "full: %s; %d launches x %d rounds",
                                        f->cuda[0], batch, ROUNDS);
  printf("  %-13s float  fast %8.2f  full %8.2f Geval/s  speed-up %.3f%s\n", f->name, s.ours,
         s.reference, s.ratio, s.ratio < FAST_GOAL ? "  not faster" : "");
  return s;
}

/* Per type: the geometric mean over the measured functions (min and median
 * of their ratios beside it), and the worst function's own row. */
static void report_type(const struct type_results *r, int type) {
  if (r->measured == 0)
    return;
  char name[64], worst_name[64];
  snprintf(name, sizeof name, ROW_PREFIX " %s: geomean", TYPE_NAMES[type]);
  snprintf(worst_name, sizeof worst_name, ROW_PREFIX " %s: worst (%s)", TYPE_NAMES[type],
           r->worst_name);
  double log_ours = 0, log_nvcc = 0, ratios[FUNCTION_COUNT];
  for (int i = 0; i < r->measured; ++i) {
    log_ours += log(r->ours[i]);
    log_nvcc += log(r->nvcc[i]);
    ratios[i] = r->ratios[i];
  }
  struct bench_summary s;
  s.ours = exp(log_ours / r->measured);
  s.reference = exp(log_nvcc / r->measured);
  s.ratio = s.ours / s.reference;
  s.median = bench_median(ratios, r->measured);
  s.min = ratios[0];
  s.repeats = r->measured;
  struct bench_row row = {name, "Geval/s", BENCH_HIGHER_IS_BETTER, GOAL, false};
  bench_report_summary(&row, &s,
                       "over %d functions (min and median: of their ratios); %d below %.2f, "
                       "%d not in libspirv yet, %d failed",
                       r->measured, r->below, GOAL, r->missing, r->failed);
  struct bench_row worst = {worst_name, "Geval/s", BENCH_HIGHER_IS_BETTER, GOAL, false};
  bench_report_summary(&worst, &r->worst, "the lowest ratio of the %d functions", r->measured);
}

int main(int argc, char **argv) {
  /* The binaries: ours, nvcc's and, but for the loop kernels, the fast ones. */
  int binaries = LOOP_KERNELS ? 2 : 3;
  if (argc != binaries + 1 && argc != binaries + 2) {
    fprintf(stderr, "usage: %s OURS.fatbin NVCC.cubin%s [FILTER]\n", argv[0],
            LOOP_KERNELS ? "" : " FAST.fatbin");
    return 2;
  }
  const char *filter = argc == binaries + 2 ? argv[binaries + 1] : getenv("BENCH_MATH_FILTER");
  regex_t pattern;
  if (filter && regcomp(&pattern, filter, REG_EXTENDED | REG_NOSUB) != 0) {
    fprintf(stderr, "bench_math: bad FILTER regex '%s'\n", filter);
    return 2;
  }
  static struct math m;
  bench_open_pair(&m.b, 3, argv, NULL, m.programs); /* argv[1] and argv[2], checked above */
  if (!LOOP_KERNELS)
    m.fast_program = load_program(&m.b.gpu, argv[3]);
  for (int side = 0; side < 2; ++side) {
    m.outputs[side] = bench_buffer(&m.b, ITEMS * sizeof(double));
    m.sums[side] = malloc(ITEMS * sizeof(double));
  }
  m.no_ints = bench_buffer(&m.b, sizeof(int));
  m.host_args = malloc(ITEMS * sizeof(double));
  m.readback = malloc(ITEMS * sizeof(double));
  if (!m.host_args || !m.readback || !m.sums[0] || !m.sums[1]) {
    fprintf(stderr, "bench_math: out of host memory\n");
    return 1;
  }
  static struct type_results results[2];
  for (int type = 0; type < 2; ++type) {
    for (int i = 0; i < FUNCTION_COUNT; ++i) {
      char key[64];
      snprintf(key, sizeof key, "%s_%s", FUNCTIONS[i].name, TYPE_SUFFIXES[type]);
      if (!filter || regexec(&pattern, key, 0, NULL, 0) == 0)
        measure(&m, &FUNCTIONS[i], type, &results[type]);
    }
  }
  for (int type = 0; type < 2; ++type)
    report_type(&results[type], type);
  struct bench_summary least = {0};
  const char *least_name = NULL;
  for (int i = 0; i < FAST_COUNT && !LOOP_KERNELS; ++i) {
    char key[64];
    snprintf(key, sizeof key, "%s_f32", FAST_FUNCTIONS[i].name);
    if (filter && regexec(&pattern, key, 0, NULL, 0) != 0)
      continue;
    struct bench_summary s = measure_fast(&m, &FAST_FUNCTIONS[i]);
    if (s.ratio > 0 && (!least_name || s.ratio < least.ratio)) {
      least = s;
      least_name = FAST_FUNCTIONS[i].name;
    }
  }
  if (least_name) {
    char name[96];
    snprintf(name, sizeof name, "math native_/half_: least speed-up (%s)", least_name);
    struct bench_row row = {name, "Geval/s", BENCH_HIGHER_IS_BETTER, FAST_GOAL, false};
    bench_report_summary(&row, &least, "the lowest speed-up over full precision, float");
  }
  if (filter)
    regfree(&pattern);
  for (int d = 0; d < DOMAIN_COUNT; ++d)
    for (int t = 0; t < 2; ++t)
      for (int p = 0; p < 3; ++p)
        if (m.args[d][t][p])
          PI_CHECK(piMemRelease(m.args[d][t][p]));
  for (int side = 0; side < 2; ++side) {
    PI_CHECK(piMemRelease(m.outputs[side]));
    PI_CHECK(piProgramRelease(m.programs[side]));
    free(m.sums[side]);
  }
  PI_CHECK(piMemRelease(m.no_ints));
  if (m.fast_program)
    PI_CHECK(piProgramRelease(m.fast_program));
  free(m.host_args);
  free(m.readback);
  bench_close(&m.b);
  return bench_exit_code();
}
