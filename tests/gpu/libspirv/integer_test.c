/* libspirv's integer builtins on the GPU, exact against the host reference
 * (integer_reference.c), for every type, as scalars and as vectors.
 * Inputs: 8-bit types exhaustively (every value, every pair; ternary
 * builtins every pair with 16 third operands, 8 edges and 8 random); 16-bit
 * unary exhaustively, binary all pairs of a structured set (edges, powers
 * of two and their neighbours, every 128th value) plus 256K random pairs,
 * ternary the same with every 4096th value; 32- and 64-bit the edges (0, 1, -1, MIN, MAX, MIN+1,
 * MAX-1, +-2^k, +-2^k +-1), all their pairs (with 7 edges as third
 * operand) and 1M random inputs of random magnitude. clamp gets
 * minval <= maxval and mul24/mad24 factors within 24 bits, the inputs
 * OpenCL defines. usage: gpu_integer_test FATBIN */
#include "gpu_test.h"
#include "integer_reference.h"

#include <stdlib.h>
#include <string.h>

#define RANDOM_INPUTS 1000000      /* 32- and 64-bit */
#define RANDOM_INPUTS_16 (1 << 18) /* 16-bit, besides the structured set */
#define THIRD_OPERANDS_8 16        /* 8-bit ternary: every pair with each */
#define MAX_EDGES 1200
#define MAX_MISMATCHES 10

static const struct int_type types[] = {
    {"char", 8, true},   {"uchar", 8, false}, {"short", 16, true}, {"ushort", 16, false},
    {"int", 32, true},   {"uint", 32, false}, {"long", 64, true},  {"ulong", 64, false},
};

static uint64_t random_state = 0x9e3779b97f4a7c15ull;

static uint64_t next_random(void) {
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return random_state;
}

/* Random bits of a random length, sometimes negated: small and large
 * magnitudes alike, so that saturation and its absence both occur. */
static uint64_t random_pattern(void) {
  uint64_t v = next_random() >> (next_random() % 64);
  return next_random() & 1 ? -v : v;
}

static size_t edge_patterns(const struct int_type *t, int spacing, uint64_t *out) {
  size_t n = 0;
  uint64_t sign = (uint64_t)1 << (t->bits - 1);
  uint64_t fixed[] = {0, 1, ~0ull, sign, sign - 1, sign + 1, sign - 2};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
    out[n++] = fixed[i];
  for (int k = 0; k < t->bits; k++) {
    uint64_t p = (uint64_t)1 << k;
    uint64_t around[] = {p, p - 1, p + 1, -p, -p - 1, -p + 1};
    for (size_t i = 0; i < 6; i++)
      out[n++] = around[i];
  }
  for (int v = spacing; spacing && v < 65536; v += spacing)
    out[n++] = (uint64_t)v;
  size_t unique = 0;
  uint64_t mask = t->bits == 64 ? ~0ull : ((uint64_t)1 << t->bits) - 1;
  for (size_t i = 0; i < n; i++) {
    uint64_t v = out[i] & mask;
    bool seen = false;
    for (size_t j = 0; j < unique && !seen; j++)
      seen = out[j] == v;
    if (!seen)
      out[unique++] = v;
  }
  return unique;
}

static int bytes_of(const struct int_type *t) { return t->bits / 8; }

/* Element i of a buffer of 1-, 2-, 4- or 8-byte integers, as bits. */
static void put(void *buf, size_t i, int bytes, uint64_t v) {
  switch (bytes) {
  case 1: ((uint8_t *)buf)[i] = (uint8_t)v; break;
  case 2: ((uint16_t *)buf)[i] = (uint16_t)v; break;
  case 4: ((uint32_t *)buf)[i] = (uint32_t)v; break;
  default: ((uint64_t *)buf)[i] = v; break;
  }
}

static uint64_t get(const void *buf, size_t i, int bytes) {
  switch (bytes) {
  case 1: return ((const uint8_t *)buf)[i];
  case 2: return ((const uint16_t *)buf)[i];
  case 4: return ((const uint32_t *)buf)[i];
  default: return ((const uint64_t *)buf)[i];
  }
}

struct inputs {
  size_t n;
  void *arg[3];
};

static size_t input_count(const struct int_type *t, int arity, size_t *edges, uint64_t *edge) {
  if (t->bits == 8)
    return arity == 1 ? 256 : arity == 2 ? 65536 : 65536 * THIRD_OPERANDS_8;
  if (t->bits == 16 && arity == 1)
    return 65536;
  *edges = edge_patterns(t, t->bits == 16 ? (arity == 2 ? 128 : 4096) : 0, edge);
  size_t structured = arity == 1 ? *edges : arity == 2 ? *edges * *edges : *edges * *edges * 7;
  size_t random = t->bits == 16 ? RANDOM_INPUTS_16 : RANDOM_INPUTS;
  return (structured + random + 4095) / 4096 * 4096;
}

/* Element k of the inputs: exhaustive where input_count says so, else the
 * structured combinations of edges first and random patterns after. */
static void make_inputs(const struct int_type *t, int arity, struct inputs *in) {
  uint64_t edge[MAX_EDGES];
  size_t edges = 0;
  in->n = input_count(t, arity, &edges, edge);
  int bytes = bytes_of(t);
  for (int a = 0; a < 3; a++)
    in->arg[a] = a < arity ? malloc(in->n * bytes) : NULL;
  uint64_t eight_bit_thirds[THIRD_OPERANDS_8] = {0, 1, 0xff, 0x80, 0x7f, 0x81, 0x7e, 0x40};
  for (int i = 8; i < THIRD_OPERANDS_8; i++)
    eight_bit_thirds[i] = next_random();
  for (size_t k = 0; k < in->n; k++) {
    uint64_t v[3];
    if (t->bits == 8 || (t->bits == 16 && arity == 1)) {
      v[0] = k & 0xffff;
      v[1] = k >> t->bits;
      v[2] = eight_bit_thirds[(k >> 16) % THIRD_OPERANDS_8];
      if (t->bits == 8)
        v[0] &= 0xff;
    } else if (k < (arity == 1 ? edges : arity == 2 ? edges * edges : edges * edges * 7)) {
      v[0] = edge[k % edges];
      v[1] = edge[(k / edges) % edges];
      v[2] = edge[(k / edges / edges) % 7];
    } else {
      for (int a = 0; a < 3; a++)
        v[a] = random_pattern();
    }
    for (int a = 0; a < arity; a++)
      put(in->arg[a], k, bytes, v[a]);
  }
}

/* Narrows the inputs to what OpenCL defines for fn. */
static void restrict_inputs(enum integer_fn fn, const struct int_type *t, struct inputs *in) {
  int bytes = bytes_of(t);
  for (size_t k = 0; k < in->n; k++) {
    if (fn == FN_CLAMP) {
      exact_int lo = from_bits(t, get(in->arg[1], k, bytes)), hi = from_bits(t, get(in->arg[2], k, bytes));
      if (lo > hi) {
        uint64_t swap = get(in->arg[1], k, bytes);
        put(in->arg[1], k, bytes, get(in->arg[2], k, bytes));
        put(in->arg[2], k, bytes, swap);
      }
    } else if (fn == FN_MUL24 || fn == FN_MAD24) {
      for (int a = 0; a < 2; a++) {
        uint64_t v = get(in->arg[a], k, bytes) & 0xffffff;
        if (t->is_signed && (v & 0x800000))
          v |= 0xff000000;
        put(in->arg[a], k, bytes, v);
      }
    }
  }
}

static exact_int input_value(const struct inputs *in, const struct int_type *t, int a, size_t k) {
  return from_bits(t, get(in->arg[a], k, bytes_of(t)));
}

static size_t group_for(size_t work_items) { return work_items < 256 ? work_items : 256; }

/* Compares one kernel's output with the expected results; prints the first
 * mismatches. Returns the number of mismatches. */
static size_t compare(const char *kernel, enum integer_fn fn, const struct int_type *t,
                      const struct inputs *in, const void *expected, const bool *defined,
                      const void *got) {
  struct int_type r = result_type(fn, t);
  int bytes = bytes_of(&r);
  size_t mismatches = 0;
  for (size_t k = 0; k < in->n; k++) {
    uint64_t want = get(expected, k, bytes), have = get(got, k, bytes);
    if (want == have || !defined[k])
      continue;
    if (++mismatches > MAX_MISMATCHES)
      continue;
    printf("  %s: ", kernel);
    for (int a = 0; a < integer_fns[fn].arity; a++)
      printf("%s%lld", a ? ", " : "(", (long long)input_value(in, t, a, k));
    printf(") expected %lld, got %lld\n", (long long)from_bits(&r, want),
           (long long)from_bits(&r, have));
  }
  if (mismatches > MAX_MISMATCHES)
    printf("  %s: %zu mismatches in all\n", kernel, mismatches);
  return mismatches;
}

static void run_kernel(struct gpu *g, const char *kernel, size_t work_items,
                       int arity, const struct inputs *in, int in_bytes, void *out, int out_bytes) {
  void *data[4];
  size_t sizes[4];
  for (int a = 0; a < arity; a++) {
    data[a] = in->arg[a];
    sizes[a] = in->n * in_bytes;
  }
  memset(out, 0xa5, in->n * out_bytes);
  data[arity] = out;
  sizes[arity] = in->n * out_bytes;
  run_on_buffers(g, test_program, kernel, work_items, group_for(work_items), arity + 1, data, sizes, 0);
}

static bool check_builtin(struct gpu *g, enum integer_fn fn, const struct int_type *t) {
  const struct integer_fn_info *info = &integer_fns[fn];
  struct inputs in;
  make_inputs(t, info->arity, &in);
  restrict_inputs(fn, t, &in);
  struct int_type r = result_type(fn, t);
  int in_bytes = bytes_of(t), out_bytes = bytes_of(&r);
  void *expected = malloc(in.n * out_bytes), *got = malloc(in.n * out_bytes);
  bool *defined = malloc(in.n * sizeof *defined);
  size_t checked = 0;
  for (size_t k = 0; k < in.n; k++) {
    exact_int args[3] = {0, 0, 0};
    for (int a = 0; a < info->arity; a++)
      args[a] = input_value(&in, t, a, k);
    defined[k] = reference_defined(fn, t, args);
    checked += defined[k];
    put(expected, k, out_bytes, (uint64_t)integer_reference(fn, t, args));
  }
  char scalar[64], vector[64];
  snprintf(scalar, sizeof scalar, "%s_%s", info->name, t->name);
  snprintf(vector, sizeof vector, "%s_%s_v", info->name, t->name);
  /* Signed types run as 16-vectors, unsigned ones as 3-vectors over blocks of 4. */
  size_t block = t->is_signed ? 16 : 4;

  run_kernel(g, scalar, in.n, info->arity, &in, in_bytes, got, out_bytes);
  size_t bad = compare(scalar, fn, t, &in, expected, defined, got);
  run_kernel(g, vector, in.n / block, info->arity, &in, in_bytes, got, out_bytes);
  bad += compare(vector, fn, t, &in, expected, defined, got);

  char name[96];
  snprintf(name, sizeof name, "%s %s (%zu inputs, scalar and %s%d)", info->name, t->name, checked,
           t->name, t->is_signed ? 16 : 3);
  report_case(name, bad == 0, "%zu results differ from the reference", bad);
  for (int a = 0; a < info->arity; a++)
    free(in.arg[a]);
  free(expected);
  free(defined);
  free(got);
  return bad == 0;
}

/* One line per builtin and type (report_case), and one for them all. */
static bool every_builtin(struct gpu *g) {
  bool ok = true;
  for (int fn = 0; fn < FN_COUNT; fn++)
    for (size_t i = 0; i < sizeof types / sizeof *types; i++) {
      const struct int_type *t = &types[i];
      if ((integer_fns[fn].only_bits && integer_fns[fn].only_bits != t->bits) ||
          (integer_fns[fn].not_64 && t->bits == 64))
        continue;
      ok &= check_builtin(g, (enum integer_fn)fn, t);
    }
  return ok;
}

static const struct named_case cases[] = {
    {"every integer builtin on every type, scalar and vector", every_builtin},
};

int main(int argc, char **argv) {
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
