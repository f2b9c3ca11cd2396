/* The UR GPU clients' case checks: a failing UR call or expectation prints
 * where and why, and fails the case (the enclosing bool function). */
#ifndef UR_CHECK_H
#define UR_CHECK_H

#include <stdio.h>

#define UR_OK(call)                                                                                \
  do {                                                                                             \
    ur_result_t ur_ok_result_ = (call);                                                            \
    if (ur_ok_result_ != UR_RESULT_SUCCESS) {                                                      \
      printf("  %s:%d: %s -> %d\n", __FILE__, __LINE__, #call, (int)ur_ok_result_);                \
      return false;                                                                                \
    }                                                                                              \
  } while (0)

#define EXPECT(cond, ...)                                                                          \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("  %s:%d: expected %s: ", __FILE__, __LINE__, #cond);                                 \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
      return false;                                                                                \
    }                                                                                              \
  } while (0)

#endif
