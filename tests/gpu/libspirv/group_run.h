/* Runners of the group collective GPU tests: a case's kernel over every
 * shape of group_check.c, each result checked, each difference printed. */
#ifndef GROUP_RUN_H
#define GROUP_RUN_H

#include "gpu_test.h"
#include "group_check.h"

/* A builtin under test. Group*: kernel(how, in, in2, out) runs it for the
 * (scope, op) in how on in, then on in2 (back to back), for each scope and
 * op in turn. GroupNonUniform*: see non_uniform_test_main. */
struct group_case {
  const char *kernel;
  enum kind kind;
  enum combine combine;
  int vecsize;
  enum style style;
};
/* Case rows for the kernels "<op>_<type>" of each signed, unsigned and
 * float type (group_kernels.h's type lists), scalars. */
#define SIGNED_CASES(op, combine, style)                                       \
  {op "_char", K_CHAR, combine, 1, style}, {op "_short", K_SHORT, combine, 1, style}, \
      {op "_int", K_INT, combine, 1, style}, {op "_long", K_LONG, combine, 1, style}
#define UNSIGNED_CASES(op, combine, style)                                     \
  {op "_uchar", K_UCHAR, combine, 1, style}, {op "_ushort", K_USHORT, combine, 1, style}, \
      {op "_uint", K_UINT, combine, 1, style}, {op "_ulong", K_ULONG, combine, 1, style}
#define INTEGER_CASES(op, combine, style)                                      \
  SIGNED_CASES(op, combine, style), UNSIGNED_CASES(op, combine, style)
#define FLOAT_CASES(op, combine, style)                                        \
  {op "_half", K_HALF, combine, 1, style}, {op "_float", K_FLOAT, combine, 1, style}, \
      {op "_double", K_DOUBLE, combine, 1, style}

/* The main of a test of such cases: argv[1] is the kernels' fatbin. */
int uniform_test_main(int argc, char **argv, const struct group_case *cases, size_t count);

/* A GroupNonUniform* builtin: kernel(how, in, out, mask) with how = {op,
 * cluster size}: out[0..n) at work-group scope, and where a work-item takes
 * part (some lanes of each warp) its ballot in mask, out[n..2n) at
 * sub-group scope and, for scalars, out[2n..3n) the clustered
 * reduction. The same rows describe both. */
int non_uniform_test_main(int argc, char **argv, const struct group_case *cases,
                          size_t count);
/* The same for any cases: run(g, program, &cases[i]) for each, case_size
 * bytes apart (case_size 0: run(g, program, cases), count times). */
int group_test_main(int argc, char **argv, void (*run)(struct gpu *, pi_program, const void *),
                    const void *cases, size_t case_size, size_t count);

#endif
