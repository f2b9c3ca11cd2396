/* libspirv's conversions on the GPU against the exact host reference
 * (convert_ref.c). Every scalar conversion (each type pair, rounding and
 * _sat; the list comes from the library's generator, gen_convert_test.py)
 * runs on the edge values of its source type (+-0, +-inf, NaNs, each power
 * of two and its neighbours, subnormals, the largest values, every integer
 * type's limits and limits +-1 and +-0.5) and on 2^20 random inputs built to
 * hit rounding ties and boundaries; 8- and 16-bit integer and half sources
 * are run exhaustively instead. Results must match bit for bit (any NaN for
 * NaN; a plain float-to-integer conversion of NaN is undefined and not
 * checked; out of range it must clamp, as PTX's cvt does). Vectors: one
 * conversion of each kind at each width, every component checked.
 * usage: gpu_convert_test FATBIN */
#include "convert_cases.h"
#include "gpu_test.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GROUP 256u
#define RANDOM_COUNT (1u << 20)
#define VECTOR_ITEMS 4096u
#define SHOWN_MISMATCHES 10
#define MAX_THREADS 16

/* The inputs of one source type: bits, decoded values, packed for the GPU. */
struct inputs {
  enum ref_type type;
  size_t count, capacity;
  uint64_t *bits;
  struct ref_value *values;
  void *packed;
};

static size_t type_size(enum ref_type t) { return (size_t)ref_types[t].bits / 8; }

static void pack(void *buffer, enum ref_type t, size_t i, uint64_t bits) {
  memcpy((char *)buffer + i * type_size(t), &bits, type_size(t)); /* little-endian */
}

static uint64_t unpack(const void *buffer, enum ref_type t, size_t i) {
  switch (type_size(t)) {
  case 1:
    return ref_canonical(t, ((const uint8_t *)buffer)[i]);
  case 2:
    return ref_canonical(t, ((const uint16_t *)buffer)[i]);
  case 4:
    return ref_canonical(t, ((const uint32_t *)buffer)[i]);
  default:
    return ((const uint64_t *)buffer)[i];
  }
}

static void add(struct inputs *in, uint64_t bits) {
  if (in->count == in->capacity) {
    in->capacity = in->capacity ? 2 * in->capacity : 4096;
    in->bits = realloc(in->bits, in->capacity * sizeof *in->bits);
    if (!in->bits)
      abort();
  }
  in->bits[in->count++] = ref_canonical(in->type, bits);
}

static uint64_t rng_state = 0x853c49e6748fea9bu; /* the same inputs every run */
static uint64_t next_random(void) { return ref_random(&rng_state); }

/* x in `type`: floats rounded to nearest, integers clamped. */
static uint64_t from_double(enum ref_type type, double x) {
  return ref_convert_bits(REF_DOUBLE, ref_double_bits(x), type, REF_RTE, true);
}

/* Seeds in double, each added in `type` with both signs and, for floats,
 * its two neighbours; for integers, +-1. */
static void add_edges(struct inputs *in) {
  static const double fixed[] = {0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2.5, 3.5, 4.5, 100.5,
                                 2047, 2049, 4097, 65504, 65519, 65520, 65535,
                                 0x1.fffffep127, 0x1.fffffffffffffp1023, 0x1.000001p24,
                                 0x1.0000000000001p53, 0x1.00000000001p63};
  double seeds[2300 + sizeof fixed / sizeof fixed[0] + 48];
  size_t n = 0;
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
    seeds[n++] = fixed[i];
  for (int k = -1074; k <= 1023; k++)
    seeds[n++] = ldexp(1, k);
  static const int limits[] = {7, 8, 15, 16, 31, 32, 63, 64};
  for (int i = 0; i < 8; i++) {
    double l = ldexp(1, limits[i]);
    double around[] = {l - 1.5, l - 1, l - 0.5, l + 0.5, l + 1, l + 1.5};
    for (int j = 0; j < 6; j++)
      seeds[n++] = around[j];
  }
  bool is_float = ref_types[in->type].is_float;
  for (size_t i = 0; i < n; i++) {
    for (int sign = 0; sign < 2; sign++) {
      uint64_t b = from_double(in->type, sign ? -seeds[i] : seeds[i]);
      add(in, b);
      add(in, b + 1);
      add(in, b - 1);
    }
  }
  if (is_float) {
    add(in, from_double(in->type, INFINITY));
    add(in, from_double(in->type, -INFINITY));
    int bits = ref_types[in->type].bits, fraction = bits == 32 ? 23 : 52;
    uint64_t exponent = (((uint64_t)1 << (bits - 1 - fraction)) - 1) << fraction;
    uint64_t sign = (uint64_t)1 << (bits - 1);
    add(in, from_double(in->type, NAN));
    add(in, from_double(in->type, NAN) | sign);
    add(in, exponent | 1); /* signalling NaN */
    add(in, exponent | 1 | sign);
  }
}

static int random_below(int n) { return (int)(next_random() % (uint64_t)n); }

/* Random float or double: raw bits; every magnitude integers reach; exact
 * .5 ties for the integer roundings; the midpoints between neighbouring
 * halves (and floats, from double) and their neighbours. */
static uint64_t random_float(enum ref_type type) {
  int precision = type == REF_FLOAT ? 24 : 53;
  double sign = next_random() & 1 ? -1 : 1;
  switch (random_below(4)) {
  case 0:
    return next_random();
  case 1:
    return from_double(type, sign * ldexp(1 + (double)(next_random() >> 12) * 0x1p-52,
                                          random_below(70) - 3));
  case 2: {
    int bits = 1 + random_below(precision - 1);
    return from_double(type, sign * ((double)(next_random() >> (64 - bits)) + 0.5));
  }
  default: {
    enum ref_type grid = type == REF_DOUBLE && (next_random() & 1) ? REF_FLOAT : REF_HALF;
    uint64_t g = next_random() & (grid == REF_HALF ? 0x7bffu : 0x7f7fffffu);
    double mid = (ref_to_double(grid, g) + ref_to_double(grid, g + 1)) / 2;
    if (isinf(mid))
      mid = 65520;
    return from_double(type, sign * mid) + (uint64_t)(random_below(3) - 1);
  }
  }
}

/* Random 32- or 64-bit integer: raw bits; every magnitude; the ties of
 * rounding to half, float and double precision and their neighbours;
 * powers of two and half's overflow boundary, +-3. */
static uint64_t random_integer(enum ref_type type) {
  int width = ref_types[type].bits;
  uint64_t sign = ref_types[type].is_signed && (next_random() & 1) ? ~(uint64_t)0 : 0;
  uint64_t r = next_random();
  switch (random_below(4)) {
  case 0:
    return r;
  case 1:
    return ((r >> random_below(64)) ^ sign) - sign;
  case 2: {
    static const int precisions[] = {11, 24, 53};
    int precision = precisions[random_below(width > 53 ? 3 : width > 24 ? 2 : 1)];
    int top = precision + random_below(width - precision - (sign != 0 || ref_types[type].is_signed));
    int shift = top + 1 - precision;
    uint64_t m = (r | (uint64_t)1 << top) >> shift << shift | (uint64_t)1 << (shift - 1);
    m &= top == 63 ? ~(uint64_t)0 : ((uint64_t)1 << (top + 1)) - 1;
    return ((m + (uint64_t)(random_below(3) - 1)) ^ sign) - sign;
  }
  default: {
    uint64_t base = r & 1 ? 65520 : (uint64_t)1 << random_below(width);
    return ((base + (uint64_t)(random_below(7) - 3)) ^ sign) - sign;
  }
  }
}

static void make_inputs(struct inputs *in, enum ref_type type) {
  memset(in, 0, sizeof *in);
  in->type = type;
  int bits = ref_types[type].bits;
  if (bits <= 16) {
    for (uint64_t b = 0; b < (uint64_t)1 << bits; b++)
      add(in, b);
  } else {
    add_edges(in);
    for (unsigned i = 0; i < RANDOM_COUNT; i++)
      add(in, ref_types[type].is_float ? random_float(type) : random_integer(type));
  }
  while (in->count % GROUP) /* whole work-groups: repeat the first inputs */
    add(in, in->bits[in->count % 64]);
  in->values = malloc(in->count * sizeof *in->values);
  in->packed = malloc(in->count * type_size(type));
  if (!in->values || !in->packed)
    abort();
  for (size_t i = 0; i < in->count; i++) {
    in->values[i] = ref_decode(type, in->bits[i]);
    pack(in->packed, type, i, in->bits[i]);
  }
}

static void free_inputs(struct inputs *in) {
  free(in->bits);
  free(in->values);
  free(in->packed);
}

struct mismatch {
  size_t input;
  int variant;
  uint64_t got, want;
};

/* One thread's share of the inputs of a pair's check. */
struct check_job {
  const struct convert_pair *pair;
  const struct inputs *in;
  const void *out;
  size_t begin, end;
  long long mismatches;
  int shown;
  struct mismatch first[SHOWN_MISMATCHES];
};

static void *check_range(void *arg) {
  struct check_job *job = arg;
  const struct convert_pair *p = job->pair;
  for (int v = 0; v < p->count; v++) {
    const struct convert_variant *var = &p->variants[v];
    for (size_t i = job->begin; i < job->end; i++) {
      bool undefined;
      uint64_t want = ref_convert(job->in->values[i], p->to, var->rounding, var->saturate, &undefined);
      uint64_t got = unpack(job->out, p->to, (size_t)v * job->in->count + i);
      if (undefined || ref_same_value(p->to, got, want))
        continue;
      if (job->shown < SHOWN_MISMATCHES)
        job->first[job->shown++] = (struct mismatch){i, v, got, want};
      ++job->mismatches;
    }
  }
  return NULL;
}

static int thread_count(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > MAX_THREADS ? MAX_THREADS : (int)n;
}

static void print_mismatch(const char *name, enum ref_type from, uint64_t in, enum ref_type to,
                           uint64_t got, uint64_t want) {
  char a[64], b[64], c[64];
  printf("  %s(%s %s): got %s, want %s\n", name, ref_types[from].name,
         ref_format(from, in, a, sizeof a), ref_format(to, got, b, sizeof b),
         ref_format(to, want, c, sizeof c));
}

static void run_pair(struct gpu *g, const struct convert_pair *p, const struct inputs *in) {
  size_t out_size = (size_t)p->count * in->count * type_size(p->to);
  void *out = calloc(1, out_size);
  if (!out)
    abort();
  void *data[] = {out, in->packed};
  size_t sizes[] = {out_size, in->count * type_size(p->from)};
  run_on_buffers(g, test_program, p->kernel, in->count, GROUP, 2, data, sizes, 0);

  int threads = thread_count();
  struct check_job jobs[MAX_THREADS];
  pthread_t ids[MAX_THREADS];
  bool started[MAX_THREADS];
  for (int t = 0; t < threads; t++) {
    jobs[t] = (struct check_job){.pair = p, .in = in, .out = out,
                                 .begin = in->count * (size_t)t / (size_t)threads,
                                 .end = in->count * (size_t)(t + 1) / (size_t)threads};
    started[t] = pthread_create(&ids[t], NULL, check_range, &jobs[t]) == 0;
    if (!started[t])
      check_range(&jobs[t]);
  }
  long long mismatches = 0;
  for (int t = 0; t < threads; t++) {
    if (started[t])
      pthread_join(ids[t], NULL);
    mismatches += jobs[t].mismatches;
  }
  char name[96];
  snprintf(name, sizeof name, "%s -> %s: %d conversions x %zu inputs", ref_types[p->from].name,
           ref_types[p->to].name, p->count, in->count);
  report_case(name, mismatches == 0, "%lld mismatches; the first:", mismatches);
  int shown = 0;
  for (int t = 0; t < threads && shown < SHOWN_MISMATCHES; t++)
    for (int k = 0; k < jobs[t].shown && shown < SHOWN_MISMATCHES; k++, shown++) {
      const struct mismatch *m = &jobs[t].first[k];
      print_mismatch(p->variants[m->variant].name, p->from, in->bits[m->input], p->to, m->got,
                     m->want);
    }
  free(out);
}

static void run_vector(struct gpu *g, const struct convert_vector *c, const struct inputs *in) {
  size_t n = (size_t)VECTOR_ITEMS * (size_t)c->width;
  void *packed = malloc(n * type_size(c->from)), *out = calloc(n, type_size(c->to));
  if (!packed || !out)
    abort();
  for (size_t i = 0; i < n; i++) /* wraps around the 256 values of 8-bit types */
    pack(packed, c->from, i, in->bits[(i * 7919) % in->count]);
  void *data[] = {out, packed};
  size_t sizes[] = {n * type_size(c->to), n * type_size(c->from)};
  run_on_buffers(g, test_program, c->kernel, VECTOR_ITEMS, GROUP, 2, data, sizes, 0);
  long long mismatches = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t x = unpack(packed, c->from, i);
    bool undefined;
    uint64_t want = ref_convert(ref_decode(c->from, x), c->to, c->rounding, c->saturate, &undefined);
    uint64_t got = unpack(out, c->to, i);
    if (undefined || ref_same_value(c->to, got, want))
      continue;
    if (mismatches++ < SHOWN_MISMATCHES) {
      printf("  component %zu of vector %zu:\n", i % (size_t)c->width, i / (size_t)c->width);
      print_mismatch(c->name, c->from, x, c->to, got, want);
    }
  }
  char name[128];
  snprintf(name, sizeof name, "%s (%s%d)", c->name, ref_types[c->from].name, c->width);
  report_case(name, mismatches == 0, "%lld wrong components", mismatches);
  free(packed);
  free(out);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  test_program = load_program(&g, argv[1]);
  static struct inputs inputs[REF_TYPE_COUNT];
  for (int t = 0; t < REF_TYPE_COUNT; t++) {
    make_inputs(&inputs[t], (enum ref_type)t);
    for (size_t i = 0; i < sizeof convert_pairs / sizeof convert_pairs[0]; i++)
      if (convert_pairs[i].from == (enum ref_type)t)
        run_pair(&g, &convert_pairs[i], &inputs[t]);
  }
  for (size_t i = 0; i < sizeof convert_vectors / sizeof convert_vectors[0]; i++)
    run_vector(&g, &convert_vectors[i], &inputs[convert_vectors[i].from]);
  for (int t = 0; t < REF_TYPE_COUNT; t++)
    free_inputs(&inputs[t]);
  PI_CHECK(piProgramRelease(test_program));
  gpu_close(&g);
  return cases_exit_code();
}
