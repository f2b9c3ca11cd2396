/* Minimal checks for the plugin's unit tests: each failure prints where and
 * what, and the test exits non-zero if any check failed. */
#ifndef PLUGIN_UNIT_CHECK_H
#define PLUGIN_UNIT_CHECK_H

#include <stdio.h>

static int check_failures;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                   \
      check_failures++;                                                        \
    }                                                                          \
  } while (0)

#define CHECK_EQ(actual, expected)                                             \
  do {                                                                         \
    long long check_a_ = (long long)(actual), check_e_ = (long long)(expected); \
    if (check_a_ != check_e_) {                                                \
      printf("FAIL %s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__,    \
             #actual, check_a_, check_e_);                                     \
      check_failures++;                                                        \
    }                                                                          \
  } while (0)

static inline int check_report(const char *name) {
  printf("%s: %s\n", name, check_failures ? "FAILED" : "passed");
  return check_failures ? 1 : 0;
}

#endif
