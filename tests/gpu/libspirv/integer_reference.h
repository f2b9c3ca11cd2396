/* Host reference for libspirv's integer builtins: exact results in 128-bit
 * arithmetic for every OpenCL integer type, as the OpenCL 3.0 C
 * specification (6.15.4) defines them. Values are exact (a uchar 200 is 200,
 * a char -56 is -56), so one function serves every width and signedness. */
#ifndef INTEGER_REFERENCE_H
#define INTEGER_REFERENCE_H

#include <stdbool.h>
#include <stdint.h>

typedef __int128 exact_int;

struct int_type {
  const char *name; /* OpenCL C spelling: char, uchar, ..., ulong */
  int bits;         /* 8, 16, 32, 64 */
  bool is_signed;
};

enum integer_fn {
  FN_CLZ, FN_CTZ, FN_POPCOUNT, FN_BIT_COUNT, FN_ABS,             /* unary */
  FN_ROTATE, FN_ABS_DIFF, FN_ADD_SAT, FN_SUB_SAT, FN_HADD,       /* binary */
  FN_RHADD, FN_MAX, FN_MIN, FN_MUL_HI, FN_MUL24, FN_UPSAMPLE,
  FN_CLAMP, FN_MAD_HI, FN_MAD_SAT, FN_MAD24,                     /* ternary */
  FN_COUNT
};

enum result_kind { RESULT_SAME, RESULT_UNSIGNED, RESULT_WIDER };

struct integer_fn_info {
  const char *name;  /* kernel and report name: "clz", "add_sat" */
  int arity;
  enum result_kind result;
  int only_bits;     /* 0, or the one width the builtin exists for (mul24) */
  bool not_64;       /* no 64-bit form (upsample) */
};

extern const struct integer_fn_info integer_fns[FN_COUNT];

exact_int type_min(const struct int_type *t);
exact_int type_max(const struct int_type *t);
/* The value of the low t->bits bits of pattern, read as type t. */
exact_int from_bits(const struct int_type *t, uint64_t pattern);
/* The type of fn's result for operands of type t. */
struct int_type result_type(enum integer_fn fn, const struct int_type *t);
/* false when the inputs are outside what OpenCL defines (clamp with
 * minval > maxval; mul24 and mad24 factors beyond 24 bits). */
bool reference_defined(enum integer_fn fn, const struct int_type *t, const exact_int *args);
/* fn applied to args (arity of them, each in t's range), in the result type. */
exact_int integer_reference(enum integer_fn fn, const struct int_type *t, const exact_int *args);

#endif
