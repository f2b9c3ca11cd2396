/* Minimal checks for the remangler unit tests: each failure prints one line
 * and the test's exit status counts them. */
#ifndef REMANGLER_UNIT_CHECK_H
#define REMANGLER_UNIT_CHECK_H

#include <stdio.h>
#include <string.h>

static int unit_failures;

#define CHECK(condition, ...)                                      \
  do {                                                             \
    if (!(condition)) {                                            \
      ++unit_failures;                                             \
      fprintf(stderr, "%s:%d: FAIL: ", __FILE__, __LINE__);        \
      fprintf(stderr, __VA_ARGS__);                                \
      fputc('\n', stderr);                                         \
    }                                                              \
  } while (0)

#define CHECK_STR(actual, expected, what)                          \
  CHECK(strcmp((actual), (expected)) == 0, "%s: got '%s', want '%s'", \
        (what), (actual), (expected))

static inline int unit_result(const char *test) {
  if (unit_failures)
    fprintf(stderr, "%s: %d failure(s)\n", test, unit_failures);
  else
    printf("%s: all checks passed\n", test);
  return unit_failures ? 1 : 0;
}

#endif
