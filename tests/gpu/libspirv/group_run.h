/* Runners of the group collective GPU tests: a case's kernel over every
 * shape of group_check.c, each result checked, each difference printed. */
#ifndef GROUP_RUN_H
#define GROUP_RUN_H

#include "gpu_test.h"
#include "group_check.h"

/* A Group* builtin under test: kernel(how, in, in2, out) runs it for the
 * (scope, op) in how on in, then on in2 (back to back), for each scope and
 * op in turn. */
struct uniform_case {
  const char *kernel;
  enum kind kind;
  enum combine combine;
  int vecsize;
  enum style style;
};
/* The main of a test of such cases: argv[1] is the kernels' fatbin. */
int uniform_test_main(int argc, char **argv, const struct uniform_case *cases, size_t count);

/* A GroupNonUniform* builtin: kernel(how, in, out, mask) with how = {op,
 * cluster size}: out[0..n) at work-group scope, and where a work-item takes
 * part (some lanes of each warp) its ballot in mask, out[n..2n) at
 * sub-group scope and, if clustered, out[2n..3n) the clustered reduction. */
struct non_uniform_case {
  const char *kernel;
  enum kind kind;
  enum combine combine;
  int vecsize;
  enum style style;
  bool clustered;
};
int non_uniform_test_main(int argc, char **argv, const struct non_uniform_case *cases,
                          size_t count);

#endif
