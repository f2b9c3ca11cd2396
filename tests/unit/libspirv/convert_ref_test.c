/* The conversion test's host reference (tests/gpu/libspirv/convert_ref.c)
 * against what is known independently: the host FPU's conversions under
 * each rounding mode (float and double results, built with
 * -frounding-math), floor/ceil/trunc/rint for integer results, C's integer
 * conversions, and, for half results, the definition itself: every pair of
 * neighbouring halves with the values at, between and around them. */
#include "convert_ref.h"

#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void expect(bool ok, const char *what, enum ref_type from, uint64_t in, enum ref_type to,
                   enum ref_rounding r, bool sat, uint64_t got, uint64_t want) {
  if (ok)
    return;
  if (++failures <= 20) {
    char a[64], b[64], c[64];
    fprintf(stderr, "FAIL %s: %s %s -> %s rounding %d%s: got %s, want %s\n", what,
            ref_types[from].name, ref_format(from, in, a, sizeof a), ref_types[to].name, (int)r,
            sat ? " sat" : "", ref_format(to, got, b, sizeof b), ref_format(to, want, c, sizeof c));
  }
}

static uint64_t convert(enum ref_type from, uint64_t bits, enum ref_type to, enum ref_rounding r,
                        bool sat, bool *undefined) {
  return ref_convert(ref_decode(from, bits), to, r, sat, undefined);
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u; /* the same numbers on every host */
static uint64_t next_random(void) { return ref_random(&rng_state); }
static uint64_t double_bits(double d) { return ref_double_bits(d); }
static uint32_t float_bits(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return b;
}

/* A double with a random sign, fraction and exponent in [low, high]. */
static double random_double(int low, int high) {
  uint64_t r = next_random();
  double d = ldexp(1.0 + (double)(r >> 12) * 0x1p-52, low + (int)(next_random() % (uint64_t)(high - low + 1)));
  return r & 1 ? -d : d;
}

static const int fe_modes[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};

/* float and double results against the FPU, from doubles, floats and 32-
 * and 64-bit integers of every magnitude. */
static void host_fpu(void) {
  for (int m = 0; m < 4; m++) {
    enum ref_rounding r = (enum ref_rounding)m;
    fesetround(fe_modes[m]);
    for (int i = 0; i < 200000; i++) {
      volatile double d = random_double(-160, 140);
      volatile float f = (float)d;
      uint64_t got = convert(REF_DOUBLE, double_bits(d), REF_FLOAT, r, false, &(bool){0});
      expect(got == float_bits(f), "double->float", REF_DOUBLE, double_bits(d), REF_FLOAT, r,
             false, got, float_bits(f));

      uint64_t bits = next_random() >> (next_random() % 64);
      volatile int64_t s = (int64_t)bits * (bits & 1 ? -1 : 1);
      volatile uint64_t u = bits;
      volatile float sf = (float)s, uf = (float)u;
      volatile double sd = (double)s, ud = (double)u;
      got = convert(REF_LONG, (uint64_t)s, REF_FLOAT, r, false, &(bool){0});
      expect(got == float_bits(sf), "long->float", REF_LONG, (uint64_t)s, REF_FLOAT, r, false, got,
             float_bits(sf));
      got = convert(REF_ULONG, u, REF_FLOAT, r, false, &(bool){0});
      expect(got == float_bits(uf), "ulong->float", REF_ULONG, u, REF_FLOAT, r, false, got,
             float_bits(uf));
      got = convert(REF_LONG, (uint64_t)s, REF_DOUBLE, r, false, &(bool){0});
      expect(got == double_bits(sd), "long->double", REF_LONG, (uint64_t)s, REF_DOUBLE, r, false,
             got, double_bits(sd));
      got = convert(REF_ULONG, u, REF_DOUBLE, r, false, &(bool){0});
      expect(got == double_bits(ud), "ulong->double", REF_ULONG, u, REF_DOUBLE, r, false, got,
             double_bits(ud));
      volatile int32_t s32 = (int32_t)(uint32_t)next_random();
      volatile float s32f = (float)s32;
      got = convert(REF_INT, (uint64_t)(int64_t)s32, REF_FLOAT, r, false, &(bool){0});
      expect(got == float_bits(s32f), "int->float", REF_INT, (uint64_t)(int64_t)s32, REF_FLOAT, r,
             false, got, float_bits(s32f));
    }
  }
  fesetround(FE_TONEAREST);
}

/* The half with bits h as a double; infinity reads as 2^16, the next
 * value past the largest half on the same grid. */
static double half_value(uint64_t h) {
  struct ref_value v = ref_decode(REF_HALF, h);
  return v.inf ? 65536.0 : ldexp((double)v.magnitude, v.exponent);
}

/* x in [lo, hi), lo the half with bits h, rounded to half by definition,
 * then checked from double, and from float and long where x is one. */
static void check_half(uint64_t h, double x, bool neg) {
  double lo = half_value(h), hi = half_value(h + 1), mid = (lo + hi) / 2;
  if (x < lo || x >= hi)
    return;
  double signed_x = neg ? -x : x;
  for (int m = 0; m < 4; m++) {
    enum ref_rounding r = (enum ref_rounding)m;
    /* Away from zero (to hi) or not (to lo). */
    bool up = r == REF_RTE ? x > mid || (x == mid && (h & 1))
                           : x > lo && ((r == REF_RTP && !neg) || (r == REF_RTN && neg));
    uint64_t want = (up ? h + 1 : h) | (uint64_t)neg << 15;
    uint64_t in = double_bits(signed_x);
    uint64_t got = convert(REF_DOUBLE, in, REF_HALF, r, false, &(bool){0});
    expect(got == want, "double->half", REF_DOUBLE, in, REF_HALF, r, false, got, want);
    float xf = (float)signed_x;
    if ((double)xf == signed_x) {
      got = convert(REF_FLOAT, float_bits(xf), REF_HALF, r, false, &(bool){0});
      expect(got == want, "float->half", REF_FLOAT, float_bits(xf), REF_HALF, r, false, got, want);
    }
    if (x == floor(x) && (x != 0 || !neg)) { /* integers have no -0 */
      uint64_t i = neg ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
      got = convert(REF_LONG, i, REF_HALF, r, false, &(bool){0});
      expect(got == want, "long->half", REF_LONG, i, REF_HALF, r, false, got, want);
    }
  }
}

/* Every pair of neighbouring positive halves lo < hi (the last pair with
 * 2^16, where rounding up overflows): lo, just above it, the midpoint and
 * just around it (by one double ulp, and by one for integers), both signs. */
static void half_by_definition(void) {
  for (uint64_t h = 0; h < 0x7c00; h++) {
    double lo = half_value(h), hi = half_value(h + 1), mid = (lo + hi) / 2;
    double inputs[] = {lo,  nextafter(lo, hi), lo + 1,  nextafter(mid, lo), mid,
                       nextafter(mid, hi), mid - 1, mid + 1};
    for (unsigned k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
      check_half(h, inputs[k], false);
      check_half(h, inputs[k], true);
    }
  }
}

/* Integer results against floor/ceil/trunc/rint, clamped by hand. */
static void float_to_integer(void) {
  static const enum ref_type ints[] = {REF_CHAR, REF_UCHAR, REF_SHORT, REF_USHORT,
                                       REF_INT,  REF_UINT,  REF_LONG,  REF_ULONG};
  for (int i = 0; i < 300000; i++) {
    double d = i % 3 ? random_double(-3, 66) : (double)(int64_t)(next_random() >> 40) + 0.5;
    if (i % 7 == 0)
      d = (double)(float)d;
    double rounded[4] = {rint(d), trunc(d), ceil(d), floor(d)};
    for (unsigned t = 0; t < sizeof ints / sizeof ints[0]; t++) {
      const struct ref_type_info *info = &ref_types[ints[t]];
      /* 2^bits or 2^(bits-1), and the least value, are exact doubles. */
      double above = ldexp(1, info->is_signed ? info->bits - 1 : info->bits);
      double least = info->is_signed ? -above : 0;
      uint64_t max = info->bits == 64 && !info->is_signed ? UINT64_MAX : (uint64_t)above - 1;
      for (int m = 0; m < 4; m++) {
        double v = rounded[m];
        uint64_t want = v >= above   ? max
                        : v < least  ? (uint64_t)(int64_t)least
                        : v >= 0x1p63 ? (uint64_t)(v - 0x1p63) + ((uint64_t)1 << 63)
                        : v < 0      ? (uint64_t)(int64_t)v
                                     : (uint64_t)v;
        want = ref_canonical(ints[t], want);
        for (int sat = 0; sat < 2; sat++) {
          uint64_t got = convert(REF_DOUBLE, double_bits(d), ints[t], (enum ref_rounding)m, sat,
                                 &(bool){0});
          expect(got == want, "double->integer", REF_DOUBLE, double_bits(d), ints[t],
                 (enum ref_rounding)m, sat, got, want);
        }
      }
    }
  }
  bool undefined;
  uint64_t nan = double_bits(NAN);
  uint64_t got = convert(REF_DOUBLE, nan, REF_INT, REF_RTZ, true, &undefined);
  expect(got == 0 && !undefined, "NaN _sat", REF_DOUBLE, nan, REF_INT, REF_RTZ, true, got, 0);
  convert(REF_DOUBLE, nan, REF_INT, REF_RTZ, false, &undefined);
  expect(undefined, "NaN is undefined without _sat", REF_DOUBLE, nan, REF_INT, REF_RTZ, false, 0, 0);
  uint64_t minus_inf = double_bits(-INFINITY);
  got = convert(REF_DOUBLE, minus_inf, REF_LONG, REF_RTZ, false, &undefined);
  expect(got == (uint64_t)INT64_MIN, "-inf clamps", REF_DOUBLE, minus_inf, REF_LONG, REF_RTZ, false,
         got, (uint64_t)INT64_MIN);
}

/* Integer to integer: every 8- and 16-bit value, and random 32- and 64-bit
 * ones, against C's conversions and explicit clamps. */
static void integer_to_integer(void) {
  static const enum ref_type ints[] = {REF_CHAR, REF_UCHAR, REF_SHORT, REF_USHORT,
                                       REF_INT,  REF_UINT,  REF_LONG,  REF_ULONG};
  for (unsigned f = 0; f < 8; f++) {
    const struct ref_type_info *from = &ref_types[ints[f]];
    unsigned count = from->bits <= 16 ? 1u << from->bits : 200000;
    for (unsigned i = 0; i < count; i++) {
      uint64_t in = ref_canonical(ints[f], from->bits <= 16 ? i : next_random() >> (i % 64));
      bool neg = from->is_signed && (int64_t)in < 0;
      for (unsigned t = 0; t < 8; t++) {
        const struct ref_type_info *to = &ref_types[ints[t]];
        uint64_t wrapped = ref_canonical(ints[t], in);
        uint64_t max = to->is_signed ? ((uint64_t)1 << (to->bits - 1)) - 1
                       : to->bits == 64 ? UINT64_MAX
                                        : ((uint64_t)1 << to->bits) - 1;
        uint64_t clamped;
        if (neg)
          clamped = !to->is_signed ? 0
                    : (int64_t)in < -(int64_t)max - 1 ? (uint64_t)(-(int64_t)max - 1)
                                                       : in;
        else
          clamped = in > max ? max : in;
        uint64_t got = convert(ints[f], in, ints[t], REF_RTE, false, &(bool){0});
        expect(got == wrapped, "integer wrap", ints[f], in, ints[t], REF_RTE, false, got, wrapped);
        got = convert(ints[f], in, ints[t], REF_RTE, true, &(bool){0});
        expect(got == ref_canonical(ints[t], clamped), "integer sat", ints[f], in, ints[t], REF_RTE,
               true, got, clamped);
      }
    }
  }
}

#ifdef __FLT16_MANT_DIG__
/* The compiler's own float and double to _Float16, where the host has one
 * (to nearest even, whatever the rounding mode). */
static void host_float16(void) {
  for (int i = 0; i < 200000; i++) {
    volatile double d = random_double(-30, 17);
    volatile _Float16 h = (_Float16)d;
    uint16_t want;
    memcpy(&want, (const void *)&h, sizeof want);
    uint64_t got = convert(REF_DOUBLE, double_bits(d), REF_HALF, REF_RTE, false, &(bool){0});
    expect(got == want, "double->_Float16", REF_DOUBLE, double_bits(d), REF_HALF, REF_RTE, false,
           got, want);
  }
}
#endif

static void special_values(void) {
  char buf[64];
  struct ref_value one = ref_decode(REF_HALF, 0x3c00);
  expect(one.magnitude == 1024 && one.exponent == -10 && !one.negative, "half 1.0 decodes",
         REF_HALF, 0x3c00, REF_HALF, REF_RTE, false, 0, 0);
  uint64_t got = convert(REF_FLOAT, float_bits(-0.0f), REF_HALF, REF_RTE, false, &(bool){0});
  expect(got == 0x8000, "-0 stays -0", REF_FLOAT, float_bits(-0.0f), REF_HALF, REF_RTE, false, got,
         0x8000);
  got = convert(REF_FLOAT, float_bits(NAN), REF_HALF, REF_RTZ, false, &(bool){0});
  expect(ref_same_value(REF_HALF, got, 0x7e00), "NaN stays NaN", REF_FLOAT, float_bits(NAN),
         REF_HALF, REF_RTZ, false, got, 0x7e00);
  got = convert(REF_DOUBLE, double_bits(0x1p-25), REF_HALF, REF_RTP, false, &(bool){0});
  expect(got == 1, "tiny rounds up to the least subnormal", REF_DOUBLE, double_bits(0x1p-25),
         REF_HALF, REF_RTP, false, got, 1);
  got = convert(REF_DOUBLE, double_bits(-1e300), REF_FLOAT, REF_RTZ, false, &(bool){0});
  expect(got == 0xff7fffff, "overflow toward zero gives -max", REF_DOUBLE, double_bits(-1e300),
         REF_FLOAT, REF_RTZ, false, got, 0xff7fffff);
  expect(strcmp(ref_format(REF_CHAR, 0xff, buf, sizeof buf), "-1") == 0, "char formats signed",
         REF_CHAR, 0xff, REF_CHAR, REF_RTE, false, 0, 0);
}

int main(void) {
  special_values();
  host_fpu();
  half_by_definition();
  float_to_integer();
  integer_to_integer();
#ifdef __FLT16_MANT_DIG__
  host_float16();
#endif
  if (failures) {
    fprintf(stderr, "convert_ref_test: %d failure(s)\n", failures);
    return 1;
  }
  printf("convert_ref_test: all checks passed\n");
  return 0;
}
