/* libspirv's vector loads and stores on the GPU (vload_vstore_kernels.cl):
 * vloadn/vstoren of every type and width, and the half loads and stores of
 * every width, on global, constant (loads), local, generic (to global and
 * to local) and private memory, at addresses aligned only to the element
 * (p + 1 + offset * n) and, for vloada/vstorea, to the vector. Each region
 * of the output is compared element by element, bits exact (any NaN for
 * NaN), sentinels included: a store must write its n elements and nothing
 * else. Half stores are checked in every rounding mode against the exact
 * reference of convert_ref.c.
 * usage: gpu_vload_vstore_test FATBIN */
#include "convert_ref.h"
#include "gpu_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ITEMS 32u
#define TABLE_SIZE 65u
#define HALF_REGION (ITEMS * (2 * 16 + 2))
#define SHOWN_MISMATCHES 10
#define SENTINEL 0xa5a5a5a5a5a5a5a5u

static const unsigned widths[] = {2, 3, 4, 8, 16};
static const enum ref_type element_types[] = {REF_CHAR,  REF_UCHAR, REF_SHORT, REF_USHORT,
                                              REF_INT,   REF_UINT,  REF_LONG,  REF_ULONG,
                                              REF_HALF,  REF_FLOAT, REF_DOUBLE};

static unsigned offset_of(unsigned item) { return (item * 7 + 3) % ITEMS; }
static unsigned slot_of(unsigned n) { return n == 3 ? 4 : n; }
static size_t size_of(enum ref_type t) { return (size_t)ref_types[t].bits / 8; }

static uint64_t get(const void *buffer, enum ref_type t, size_t i) {
  uint64_t bits = 0;
  memcpy(&bits, (const char *)buffer + i * size_of(t), size_of(t));
  return ref_canonical(t, bits);
}
static void set(void *buffer, enum ref_type t, size_t i, uint64_t bits) {
  memcpy((char *)buffer + i * size_of(t), &bits, size_of(t));
}
static void fill(void *buffer, enum ref_type t, size_t count, uint64_t bits) {
  for (size_t i = 0; i < count; i++)
    set(buffer, t, i, bits);
}

static uint64_t convert(enum ref_type from, uint64_t bits, enum ref_type to, enum ref_rounding r) {
  return ref_convert_bits(from, bits, to, r, false);
}

/* The kernels' V(T, j): (T)(3 * j + 1), what `in` and the constant tables hold. */
static uint64_t value(enum ref_type t, unsigned j) { return convert(REF_LONG, 3 * j + 1, t, REF_RTE); }

static void *checked_calloc(size_t count, size_t size) {
  void *p = calloc(count, size);
  if (!p)
    abort();
  return p;
}

/* Compares got with want over count elements of t and reports one case,
 * then the first mismatches, naming their region (of region_size elements). */
static void compare(const char *name, enum ref_type t, const void *got, const void *want,
                    size_t count, size_t region_size, const char *const *region_names) {
  size_t shown[SHOWN_MISMATCHES];
  int mismatches = 0;
  for (size_t k = 0; k < count; k++) {
    if (ref_same_value(t, get(got, t, k), get(want, t, k)))
      continue;
    if (mismatches < SHOWN_MISMATCHES)
      shown[mismatches] = k;
    ++mismatches;
  }
  report_case(name, mismatches == 0, "%d wrong elements; the first:", mismatches);
  for (int m = 0; m < mismatches && m < SHOWN_MISMATCHES; m++) {
    size_t k = shown[m];
    char a[64], b[64];
    printf("  %s, element %zu: got %s, want %s\n", region_names[k / region_size],
           k % region_size, ref_format(t, get(got, t, k), a, sizeof a),
           ref_format(t, get(want, t, k), b, sizeof b));
  }
}

static const char *const vloadn_regions[] = {
    "global load", "constant load", "local load", "generic load of global",
    "generic load of local", "private load", "global store", "local store",
    "generic store to global", "generic store to local", "private store"};

static void check_vloadn(struct gpu *g, pi_program p, enum ref_type t, unsigned n) {
  size_t region = ITEMS * (2 * n + 1), count = 11 * region;
  void *in = checked_calloc(region, size_of(t)), *out = checked_calloc(count, size_of(t));
  void *want = checked_calloc(count, size_of(t));
  uint32_t offsets[ITEMS];
  for (unsigned i = 0; i < ITEMS; i++)
    offsets[i] = offset_of(i);
  for (size_t j = 0; j < region; j++)
    set(in, t, j, value(t, (unsigned)j));
  fill(out, t, count, SENTINEL);
  fill(want, t, count, SENTINEL);
  for (unsigned i = 0; i < ITEMS; i++) {
    unsigned o = offsets[i];
    for (unsigned c = 0; c < n; c++) {
      uint64_t r = value(t, 1 + o * n + c);
      size_t at = i * n + c;
      set(want, t, 0 * region + at, r);
      set(want, t, 1 * region + at, value(t, 1 + (o % 4) * n + c));
      set(want, t, 2 * region + at, r);
      set(want, t, 3 * region + at, r);
      set(want, t, 4 * region + at, r);
      set(want, t, 5 * region + at, value(t, o * n + 1 + (o % 2) * n + c));
      for (unsigned k = 6; k <= 9; k++)
        set(want, t, k * region + 1 + at, r);
      set(want, t, 10 * region + i * (2 * n + 1) + 1 + (o % 2) * n + c, r);
    }
  }
  char kernel[32], name[96];
  snprintf(kernel, sizeof kernel, "vloadn_%s%u", ref_types[t].name, n);
  void *data[] = {out, in, offsets};
  size_t sizes[] = {count * size_of(t), region * size_of(t), sizeof offsets};
  run_on_buffers(g, p, kernel, ITEMS, ITEMS, 3, data, sizes, 0);
  snprintf(name, sizeof name, "vloadn/vstoren %s%u: global, constant, local, generic, private",
           ref_types[t].name, n);
  compare(name, t, out, want, count, region, vloadn_regions);
  free(in);
  free(out);
  free(want);
}

/* Half bits for `in`: a spread of finite, infinite, subnormal and negative
 * values (NaNs replaced, so every expected float is exact). */
static uint64_t half_input(unsigned j) {
  uint64_t h = (j * 0x9e3bu + 0x1234u) & 0xffffu;
  return (h & 0x7c00u) == 0x7c00u && (h & 0x3ffu) ? j : h;
}

static const char *const half_load_regions[] = {
    "global", "global aligned", "constant", "constant aligned", "local", "local aligned",
    "generic to global", "generic to local aligned", "private", "private aligned"};

static void check_half_loads(struct gpu *g, pi_program p, unsigned n) {
  unsigned slot = slot_of(n);
  size_t region = ITEMS * n, count = 10 * region;
  uint16_t *in = checked_calloc(HALF_REGION, sizeof *in);
  float *out = checked_calloc(count, sizeof *out), *want = checked_calloc(count, sizeof *want);
  uint32_t offsets[ITEMS];
  for (unsigned j = 0; j < HALF_REGION; j++)
    in[j] = (uint16_t)half_input(j);
  fill(out, REF_FLOAT, count, SENTINEL);
  fill(want, REF_FLOAT, count, SENTINEL);
#define HALF_AS_FLOAT(bits) convert(REF_HALF, (bits), REF_FLOAT, REF_RTE)
  for (unsigned i = 0; i < ITEMS; i++) {
    unsigned o = offsets[i] = offset_of(i);
    for (unsigned c = 0; c < n; c++) {
      size_t at = i * n + c;
      uint64_t plain = HALF_AS_FLOAT(in[1 + o * n + c]);
      set(want, REF_FLOAT, 0 * region + at, plain);
      set(want, REF_FLOAT, 2 * region + at, HALF_AS_FLOAT(value(REF_HALF, 1 + (o % 4) * n + c)));
      set(want, REF_FLOAT, 4 * region + at, plain);
      set(want, REF_FLOAT, 6 * region + at, plain);
      set(want, REF_FLOAT, 8 * region + at, HALF_AS_FLOAT(in[o * slot + 1 + (o % 2) * n + c]));
      if (n == 1)
        continue;
      uint64_t aligned = HALF_AS_FLOAT(in[o * slot + c]);
      set(want, REF_FLOAT, 1 * region + at, aligned);
      set(want, REF_FLOAT, 3 * region + at, HALF_AS_FLOAT(value(REF_HALF, (o % 4) * slot + c)));
      set(want, REF_FLOAT, 5 * region + at, aligned);
      set(want, REF_FLOAT, 7 * region + at, aligned);
      set(want, REF_FLOAT, 9 * region + at, HALF_AS_FLOAT(in[o * slot + (o % 2) * slot + c]));
    }
  }
  char kernel[32], name[96];
  snprintf(kernel, sizeof kernel, "vload_half%u", n);
  void *data[] = {out, in, offsets};
  size_t sizes[] = {count * sizeof *out, HALF_REGION * sizeof *in, sizeof offsets};
  run_on_buffers(g, p, kernel, ITEMS, ITEMS, 3, data, sizes, 0);
  snprintf(name, sizeof name, "%s%u: global, constant, local, generic, private",
           n == 1 ? "vload_half" : "vload_halfn/vloada_halfn float", n);
  compare(name, REF_FLOAT, out, want, count, region, half_load_regions);
  free(in);
  free(out);
  free(want);
}

static const char *const half_store_regions[] = {
    "global", "global RTE", "global RTZ", "global RTP", "global RTN",
    "global aligned", "global aligned RTE", "global aligned RTZ", "global aligned RTP",
    "global aligned RTN", "local RTZ", "local aligned RTP", "generic to global RTN",
    "generic to local aligned", "private RTP", "private aligned RTN"};

/* Data for the half stores, as bits of `from`: midpoints between
 * neighbouring halves and their neighbours, values around half's overflow
 * and underflow, random values in half's range, and specials. */
static uint64_t half_store_input(enum ref_type from, unsigned j) {
  uint64_t r = (uint64_t)j * 0x9e3779b97f4a7c15u;
  r ^= r >> 29;
  double x;
  switch (j % 5) {
  case 0: {
    struct ref_value lo = ref_decode(REF_HALF, r & 0x7bffu), hi = ref_decode(REF_HALF, (r & 0x7bffu) + 1);
    x = (ldexp((double)lo.magnitude, lo.exponent) +
         (hi.inf ? 65536 : ldexp((double)hi.magnitude, hi.exponent))) / 2;
    break;
  }
  case 1:
    x = 65504 + (double)(r % 64);
    break;
  case 2:
    x = ldexp((double)(r % 4096), -30);
    break;
  case 3:
    x = ldexp((double)(r >> 12), -52) * 60000;
    break;
  default: {
    static const double specials[] = {0, INFINITY, NAN, 1, 0x1p-14, 0x1p-24, 0x1p-25, 65520};
    x = specials[r % 8];
  }
  }
  if (r & 0x100)
    x = -x;
  uint64_t bits = convert(REF_DOUBLE, ref_double_bits(x), from, REF_RTE);
  return (j % 5 == 0 && (r & 0x200)) ? bits + (r & 0x400 ? 1 : (uint64_t)-1) : bits;
}

static void check_half_stores(struct gpu *g, pi_program p, enum ref_type from, unsigned n) {
  unsigned slot = slot_of(n);
  size_t count = 16 * (size_t)HALF_REGION;
  void *vals = checked_calloc(ITEMS * n, size_of(from));
  uint16_t *out = checked_calloc(count, sizeof *out), *want = checked_calloc(count, sizeof *want);
  uint32_t offsets[ITEMS];
  for (unsigned j = 0; j < ITEMS * n; j++)
    set(vals, from, j, half_store_input(from, j));
  fill(out, REF_HALF, count, SENTINEL);
  fill(want, REF_HALF, count, SENTINEL);
  for (unsigned i = 0; i < ITEMS; i++) {
    unsigned o = offsets[i] = offset_of(i);
    size_t window = (size_t)i * (2 * slot + 2);
    for (unsigned c = 0; c < n; c++) {
      uint64_t v = get(vals, from, i * n + c), rounded[4];
      for (int m = 0; m < 4; m++)
        rounded[m] = convert(from, v, REF_HALF, (enum ref_rounding)m);
      size_t plain = 1 + i * n + c, aligned = i * slot + c;
      want[plain] = (uint16_t)rounded[REF_RTE];
      for (int m = 0; m < 4; m++)
        want[(1 + m) * HALF_REGION + plain] = (uint16_t)rounded[m];
      want[10 * HALF_REGION + plain] = (uint16_t)rounded[REF_RTZ];
      want[12 * HALF_REGION + plain] = (uint16_t)rounded[REF_RTN];
      want[14 * HALF_REGION + window + 1 + (o % 2) * n + c] = (uint16_t)rounded[REF_RTP];
      if (n == 1)
        continue;
      want[5 * HALF_REGION + aligned] = (uint16_t)rounded[REF_RTE];
      for (int m = 0; m < 4; m++)
        want[(6 + m) * HALF_REGION + aligned] = (uint16_t)rounded[m];
      want[11 * HALF_REGION + aligned] = (uint16_t)rounded[REF_RTP];
      want[13 * HALF_REGION + aligned] = (uint16_t)rounded[REF_RTE];
      want[15 * HALF_REGION + window + (o % 2) * slot + c] = (uint16_t)rounded[REF_RTN];
    }
  }
  char kernel[32], name[112];
  snprintf(kernel, sizeof kernel, "vstore_half_%s%u", ref_types[from].name, n);
  void *data[] = {out, vals, offsets};
  size_t sizes[] = {count * sizeof *out, ITEMS * n * size_of(from), sizeof offsets};
  run_on_buffers(g, p, kernel, ITEMS, ITEMS, 3, data, sizes, 0);
  snprintf(name, sizeof name, "%s %s%u, every rounding: global, local, generic, private",
           n == 1 ? "vstore_half{,_r}" : "vstore{,a}_halfn{,_r}", ref_types[from].name, n);
  compare(name, REF_HALF, out, want, count, HALF_REGION, half_store_regions);
  free(vals);
  free(out);
  free(want);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program p = load_program(&g, argv[1]);
  for (size_t t = 0; t < sizeof element_types / sizeof element_types[0]; t++)
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
      check_vloadn(&g, p, element_types[t], widths[w]);
  check_half_loads(&g, p, 1);
  for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
    check_half_loads(&g, p, widths[w]);
  static const enum ref_type half_sources[] = {REF_FLOAT, REF_DOUBLE};
  for (int s = 0; s < 2; s++) {
    check_half_stores(&g, p, half_sources[s], 1);
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
      check_half_stores(&g, p, half_sources[s], widths[w]);
  }
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}
