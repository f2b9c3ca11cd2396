/* The integer reference against values worked out by hand from the OpenCL
 * C specification, at the edges of each width. */
#include "integer_reference.h"

#include <stdio.h>

static int failures;

static const struct int_type CHAR = {"char", 8, true}, UCHAR = {"uchar", 8, false},
                             SHORT = {"short", 16, true}, USHORT = {"ushort", 16, false},
                             INT = {"int", 32, true}, UINT = {"uint", 32, false},
                             LONG = {"long", 64, true}, ULONG = {"ulong", 64, false};

#define P(n) ((exact_int)1 << (n))

static void check(int line, enum integer_fn fn, const struct int_type *t, exact_int a,
                  exact_int b, exact_int c, exact_int expected) {
  exact_int args[3] = {a, b, c};
  exact_int got = integer_reference(fn, t, args);
  if (got != expected) {
    failures++;
    fprintf(stderr, "line %d: %s %s(%lld, %lld, %lld): got %lld, want %lld\n", line,
            integer_fns[fn].name, t->name, (long long)a, (long long)b, (long long)c,
            (long long)got, (long long)expected);
  }
}
#define CHECK(fn, t, a, b, c, expected) check(__LINE__, fn, &t, a, b, c, expected)

static void check_defined(int line, enum integer_fn fn, const struct int_type *t, exact_int a,
                          exact_int b, exact_int c, int expected) {
  exact_int args[3] = {a, b, c};
  if (reference_defined(fn, t, args) != expected) {
    failures++;
    fprintf(stderr, "line %d: %s %s: defined should be %d\n", line, integer_fns[fn].name,
            t->name, expected);
  }
}

int main(void) {
  CHECK(FN_CLZ, UCHAR, 0, 0, 0, 8);
  CHECK(FN_CLZ, CHAR, -1, 0, 0, 0);
  CHECK(FN_CLZ, ULONG, 1, 0, 0, 63);
  CHECK(FN_CLZ, SHORT, 255, 0, 0, 8);
  CHECK(FN_CTZ, USHORT, 0, 0, 0, 16);
  CHECK(FN_CTZ, INT, -P(31), 0, 0, 31);
  CHECK(FN_CTZ, LONG, 0, 0, 0, 64);
  CHECK(FN_POPCOUNT, CHAR, -1, 0, 0, 8);
  CHECK(FN_BIT_COUNT, LONG, -P(63), 0, 0, 1);
  CHECK(FN_ABS, CHAR, -128, 0, 0, 128);
  CHECK(FN_ABS, LONG, -P(63), 0, 0, P(63));
  CHECK(FN_ABS, UINT, P(32) - 1, 0, 0, P(32) - 1);
  /* rotate counts are modulo the width and read as unsigned: -1 is 7 for char. */
  CHECK(FN_ROTATE, UCHAR, 0x81, 1, 0, 0x03);
  CHECK(FN_ROTATE, CHAR, -127, -1, 0, -64);
  CHECK(FN_ROTATE, INT, 1, 33, 0, 2);
  CHECK(FN_ROTATE, ULONG, P(63), 1, 0, 1);
  CHECK(FN_ABS_DIFF, INT, -P(31), P(31) - 1, 0, P(32) - 1);
  CHECK(FN_ABS_DIFF, UCHAR, 3, 250, 0, 247);
  CHECK(FN_ADD_SAT, CHAR, 100, 100, 0, 127);
  CHECK(FN_ADD_SAT, SHORT, -30000, -30000, 0, -32768);
  CHECK(FN_ADD_SAT, ULONG, P(64) - 1, 1, 0, P(64) - 1);
  CHECK(FN_SUB_SAT, UCHAR, 1, 2, 0, 0);
  CHECK(FN_SUB_SAT, INT, -P(31), 1, 0, -P(31));
  CHECK(FN_SUB_SAT, LONG, P(63) - 1, -1, 0, P(63) - 1);
  CHECK(FN_HADD, INT, -1, 0, 0, -1);
  CHECK(FN_RHADD, INT, -1, 0, 0, 0);
  CHECK(FN_HADD, UINT, P(32) - 1, P(32) - 1, 0, P(32) - 1);
  CHECK(FN_RHADD, CHAR, 127, 127, 0, 127);
  CHECK(FN_HADD, LONG, -P(63), -P(63) + 1, 0, -P(63));
  CHECK(FN_MAX, CHAR, -128, 127, 0, 127);
  CHECK(FN_MIN, ULONG, P(64) - 1, 0, 0, 0);
  CHECK(FN_MUL_HI, LONG, -P(63), -P(63), 0, P(62));
  CHECK(FN_MUL_HI, ULONG, P(64) - 1, P(64) - 1, 0, P(64) - 2);
  CHECK(FN_MUL_HI, INT, -1, 1, 0, -1);
  CHECK(FN_MUL_HI, UCHAR, 255, 255, 0, 254);
  CHECK(FN_MUL_HI, SHORT, -32768, 32767, 0, -16384);
  CHECK(FN_MUL24, INT, 4096, 4096, 0, P(24));
  CHECK(FN_MUL24, INT, -P(23), -P(23), 0, 0);
  CHECK(FN_MUL24, UINT, P(24) - 1, 2, 0, P(25) - 2);
  CHECK(FN_UPSAMPLE, CHAR, -1, 0x80, 0, -128);
  CHECK(FN_UPSAMPLE, UINT, 1, 2, 0, P(32) + 2);
  CHECK(FN_UPSAMPLE, INT, -P(31), 0, 0, -P(63));
  CHECK(FN_CLAMP, SHORT, -5, -3, 7, -3);
  CHECK(FN_CLAMP, UINT, 9, 3, 7, 7);
  CHECK(FN_MAD_HI, UINT, P(32) - 1, P(32) - 1, 1, P(32) - 1);
  CHECK(FN_MAD_HI, LONG, -P(63), -P(63), P(63) - 1, -P(63) + P(62) - 1);
  CHECK(FN_MAD_SAT, LONG, -P(63), -1, 0, P(63) - 1);
  CHECK(FN_MAD_SAT, LONG, P(62), 2, -1, P(63) - 1);
  CHECK(FN_MAD_SAT, LONG, P(62), 2, -2, P(63) - 2);
  CHECK(FN_MAD_SAT, LONG, P(62), -2, -1, -P(63));
  CHECK(FN_MAD_SAT, ULONG, P(64) - 1, P(64) - 1, P(64) - 1, P(64) - 1);
  CHECK(FN_MAD_SAT, UCHAR, 16, 16, 0, 255);
  CHECK(FN_MAD_SAT, CHAR, -128, -1, -1, 127);
  CHECK(FN_MAD_SAT, CHAR, -128, -1, -2, 126);
  CHECK(FN_MAD24, UINT, P(24) - 1, P(24) - 1, 5, (((P(24) - 1) * (P(24) - 1)) + 5) % P(32));

  check_defined(__LINE__, FN_CLAMP, &INT, 1, 5, 3, 0);
  check_defined(__LINE__, FN_CLAMP, &INT, 1, 3, 3, 1);
  check_defined(__LINE__, FN_MUL24, &INT, P(23), 1, 0, 0);
  check_defined(__LINE__, FN_MUL24, &INT, -P(23), P(23) - 1, 0, 1);
  check_defined(__LINE__, FN_MAD24, &UINT, P(24), 1, 0, 0);
  check_defined(__LINE__, FN_ROTATE, &CHAR, 1, 200, 0, 1);

  exact_int from = from_bits(&CHAR, 0x80);
  if (from != -128 || from_bits(&UCHAR, 0x80) != 128 || from_bits(&LONG, ~0ull) != -1) {
    failures++;
    fprintf(stderr, "from_bits misreads a pattern\n");
  }
  if (failures)
    fprintf(stderr, "integer_reference_test: %d failure(s)\n", failures);
  else
    printf("integer_reference_test: all checks passed\n");
  return failures != 0;
}
