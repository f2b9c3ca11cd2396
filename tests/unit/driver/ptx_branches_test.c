/* The PTX peephole that turns a conditional branch over an unconditional one
 * around (tools/sycl-nvptx/ptx_branches.c): the shapes it rewrites, the
 * setp comparisons it inverts and when it may, and the near misses it must
 * leave alone. Snippets without a function's braces never invert a setp. */
#include "ptx_branches.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

/* Rewrites `in` and checks the text and the count against the expected. */
static void expect(int line, const char *in, const char *out, unsigned count) {
  size_t len;
  unsigned rewrites;
  char *got = invert_branches_over_jumps(in, strlen(in), &len, &rewrites);
  if (!got || len != strlen(got) || strcmp(got, out) != 0 || rewrites != count) {
    fprintf(stderr, "%s:%d: expected (%u rewrites)\n%s\ngot (%u rewrites)\n%s\n", __FILE__, line,
            count, out, rewrites, got ? got : "(null)");
    failures++;
  }
  free(got);
}

#define EXPECT_REWRITE(in, out, count) expect(__LINE__, in, out, count)
#define EXPECT_SAME(in) expect(__LINE__, in, in, 0)

/* LLVM 19's loop end, and nvcc's: the setp inverted, the sign kept. */
static void loop_back_edge(void) {
  EXPECT_REWRITE(".visible .entry spmv(\n"
                 "\t.param .u32 spmv_param_0\n"
                 ")\n"
                 "{\n"
                 "\t.reg .pred \t%p<9>;\n"
                 "$L__BB2_7:\n"
                 "\tadd.s32 \t%r27, %r27, -4;\n"
                 "\tsetp.eq.s32 \t%p6, %r27, 0;\n"
                 "\t@%p6 bra \t$L__BB2_8;\n"
                 "\tbra.uni \t$L__BB2_7;\n"
                 "$L__BB2_8:                              // %._crit_edge\n"
                 "\tret;\n"
                 "\n"
                 "}\n",
                 ".visible .entry spmv(\n"
                 "\t.param .u32 spmv_param_0\n"
                 ")\n"
                 "{\n"
                 "\t.reg .pred \t%p<9>;\n"
                 "$L__BB2_7:\n"
                 "\tadd.s32 \t%r27, %r27, -4;\n"
                 "\tsetp.ne.s32 \t%p6, %r27, 0;\n"
                 "\t@%p6 bra \t$L__BB2_7;\n"
                 "$L__BB2_8:                              // %._crit_edge\n"
                 "\tret;\n"
                 "\n"
                 "}\n",
                 1);
}

/* Every comparison's inverse, integer and floating point (unordered). */
static void comparisons(void) {
  static const char *const pairs[][2] = {
      {"eq.s32", "ne.s32"},   {"ne.u64", "eq.u64"},   {"lt.s32", "ge.s32"},
      {"ge.s32", "lt.s32"},   {"le.s64", "gt.s64"},   {"gt.u32", "le.u32"},
      {"lo.u32", "hs.u32"},   {"hs.u32", "lo.u32"},   {"ls.u64", "hi.u64"},
      {"hi.u64", "ls.u64"},   {"eq.b16", "ne.b16"},   {"eq.f32", "neu.f32"},
      {"neu.f32", "eq.f32"},  {"ne.f64", "equ.f64"},  {"equ.f64", "ne.f64"},
      {"lt.f32", "geu.f32"},  {"geu.f32", "lt.f32"},  {"le.ftz.f32", "gtu.ftz.f32"},
      {"gt.f64", "leu.f64"},  {"ge.f32", "ltu.f32"},  {"ltu.f32", "ge.f32"},
      {"num.f32", "nan.f32"}, {"nan.f64", "num.f64"}, {"gtu.f16", "le.f16"},
      {"lt.bf16", "geu.bf16"}};
  for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
    char in[256], out[256];
    snprintf(in, sizeof in, "{\nL:\nsetp.%s %%p1, %%r1, %%r2;\n@%%p1 bra X;\nbra.uni L;\nX:\n}\n",
             pairs[i][0]);
    snprintf(out, sizeof out, "{\nL:\nsetp.%s %%p1, %%r1, %%r2;\n@%%p1 bra L;\nX:\n}\n",
             pairs[i][1]);
    EXPECT_REWRITE(in, out, 1);
  }
}

/* The setp may stand earlier in the block; the predicate's other uses, or
 * a definition that is no plain setp, leave the setp and negate the branch. */
static void setp_or_negation(void) {
  EXPECT_REWRITE("{\nL:\nsetp.lt.s32 %p2, %r1, %r3;\nadd.s32 %r1, %r1, 1;\n@%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nL:\nsetp.ge.s32 %p2, %r1, %r3;\nadd.s32 %r1, %r1, 1;\n@%p2 bra L;\nX:\n}\n", 1);
  /* %p2 also read by a selp. */
  EXPECT_REWRITE("{\nL:\nsetp.lt.s32 %p2, %r1, %r3;\nselp.b32 %r4, 1, 0, %p2;\n@%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nL:\nsetp.lt.s32 %p2, %r1, %r3;\nselp.b32 %r4, 1, 0, %p2;\n@!%p2 bra L;\nX:\n}\n", 1);
  /* ... or read elsewhere in the function, after the branch. */
  EXPECT_REWRITE("{\nL:\nsetp.eq.s32 %p2, %r1, 0;\n@%p2 bra X;\nbra.uni L;\nX:\n@%p2 ret;\n}\n",
                 "{\nL:\nsetp.eq.s32 %p2, %r1, 0;\n@!%p2 bra L;\nX:\n@%p2 ret;\n}\n", 1);
  /* Only %p2 counts, not %p20, nor the same name in another function. */
  EXPECT_REWRITE("{\nL:\nsetp.eq.s32 %p2, %r1, 0;\n@%p2 bra X;\nbra.uni L;\nX:\n@%p20 ret;\n}\n"
                 "{\n@%p2 ret;\n}\n",
                 "{\nL:\nsetp.ne.s32 %p2, %r1, 0;\n@%p2 bra L;\nX:\n@%p20 ret;\n}\n"
                 "{\n@%p2 ret;\n}\n",
                 1);
  /* Defined in another block: a label between. */
  EXPECT_REWRITE("{\nsetp.eq.s32 %p2, %r1, 0;\nL:\n@%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nsetp.eq.s32 %p2, %r1, 0;\nL:\n@!%p2 bra L;\nX:\n}\n", 1);
  /* setp with a boolean operation, two destinations, or no setp at all. */
  EXPECT_REWRITE("{\nL:\nsetp.lt.and.s32 %p2, %r1, %r3, %p1;\n@%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nL:\nsetp.lt.and.s32 %p2, %r1, %r3, %p1;\n@!%p2 bra L;\nX:\n}\n", 1);
  EXPECT_REWRITE("{\nL:\nsetp.lt.s32 %p2|%p3, %r1, %r3;\n@%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nL:\nsetp.lt.s32 %p2|%p3, %r1, %r3;\n@!%p2 bra L;\nX:\n}\n", 1);
  EXPECT_REWRITE("{\nL:\nand.pred %p2, %p1, %p3;\n@%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nL:\nand.pred %p2, %p1, %p3;\n@!%p2 bra L;\nX:\n}\n", 1);
  /* A negated branch only loses its '!', its setp stays. */
  EXPECT_REWRITE("{\nL:\nsetp.eq.s32 %p2, %r1, 0;\n@!%p2 bra X;\nbra.uni L;\nX:\n}\n",
                 "{\nL:\nsetp.eq.s32 %p2, %r1, 0;\n@%p2 bra L;\nX:\n}\n", 1);
}

static void negated_predicate(void) {
  EXPECT_REWRITE("$L__BB0_2:\n\t@!%p1 bra \t$L__BB0_4;\n\tbra.uni \t$L__BB0_2;\n$L__BB0_4:\n",
                 "$L__BB0_2:\n\t@%p1 bra \t$L__BB0_2;\n$L__BB0_4:\n", 1);
}

/* Labels of other lengths, the .uni forms, a comment after the branch. */
static void spellings(void) {
  EXPECT_REWRITE("Y_long_label:\n@%p12 bra.uni X;\nbra Y_long_label;\nX:\n",
                 "Y_long_label:\n@!%p12 bra.uni Y_long_label;\nX:\n",
                 1);
  EXPECT_REWRITE("$L__BB0_9:\n  @%p3 bra $L__BB0_10; // exit\n  bra.uni $L__BB0_9;\n$L__BB0_10:\n",
                 "$L__BB0_9:\n  @!%p3 bra $L__BB0_9; // exit\n$L__BB0_10:\n", 1);
  /* The last line need not end in a newline. */
  EXPECT_REWRITE("B:\n@%p bra A;\nbra.uni B;\nA:", "B:\n@!%p bra B;\nA:", 1);
}

/* Comment and blank lines between the three stay where they were. */
static void comments_between(void) {
  EXPECT_REWRITE("$L__BB0_3:\n"
                 "\t@%p2 bra \t$L__BB0_4;\n"
                 "// %bb.3:\n"
                 "\n"
                 "\tbra.uni \t$L__BB0_3;\n"
                 "\t// the exit\n"
                 "$L__BB0_4:\n",
                 "$L__BB0_3:\n"
                 "\t@!%p2 bra \t$L__BB0_3;\n"
                 "// %bb.3:\n"
                 "\n"
                 "\t// the exit\n"
                 "$L__BB0_4:\n",
                 1);
}

static void several(void) {
  EXPECT_REWRITE("L1:\n@%p1 bra B1;\nbra.uni L1;\nB1:\nL2:\n@%p2 bra B2;\nbra.uni L2;\nB2:\nret;\n",
                 "L1:\n@!%p1 bra L1;\nB1:\nL2:\n@!%p2 bra L2;\nB2:\nret;\n", 2);
}

/* Shapes that look alike but are not a branch over a jump to the next label. */
static void left_alone(void) {
  /* A forward jump (its label below, or in no earlier line of the function):
   * not a loop's back edge. */
  EXPECT_SAME("{\n@%p1 bra X;\nbra.uni Y;\nX:\nY:\n}\n");
  EXPECT_SAME("{\nY:\n}\n{\n@%p1 bra X;\nbra.uni Y;\nX:\n}\n");
  /* The conditional branch goes elsewhere than the label after the jump. */
  EXPECT_SAME("@%p1 bra $L__BB0_5;\nbra.uni $L__BB0_2;\n$L__BB0_4:\n");
  /* A label with the target's name as a prefix. */
  EXPECT_SAME("@%p1 bra $L__BB0_1;\nbra.uni $L__BB0_2;\n$L__BB0_10:\n");
  /* An instruction between the branches, or between the jump and the label. */
  EXPECT_SAME("@%p1 bra X;\nadd.s32 %r1, %r1, 1;\nbra.uni Y;\nX:\n");
  EXPECT_SAME("@%p1 bra X;\nbra.uni Y;\nadd.s32 %r1, %r1, 1;\nX:\n");
  /* A .loc directive between them (debug info) is an instruction's. */
  EXPECT_SAME("@%p1 bra X;\n\t.loc\t1 5 3\nbra.uni Y;\nX:\n");
  /* Unconditional first, or two conditional branches. */
  EXPECT_SAME("bra.uni Y;\nbra.uni X;\nX:\n");
  EXPECT_SAME("@%p1 bra X;\n@%p2 bra Y;\nX:\n");
  /* Other instructions that start like a branch, or an indirect one. */
  EXPECT_SAME("@%p1 brx.idx X;\nbra.uni Y;\nX:\n");
  EXPECT_SAME("@%p1 bra X;\nbrkpt;\nX:\n");
  EXPECT_SAME("@%p1 bra X;\nbra.uni Y, Z;\nX:\n");
  EXPECT_SAME("@%p1 bra X\nbra.uni Y;\nX:\n");
  /* A predicated instruction that is no branch. */
  EXPECT_SAME("@%p1 mov.u32 %r1, 0;\nbra.uni Y;\nX:\n");
  /* The text ends before the label. */
  EXPECT_SAME("@%p1 bra X;\nbra.uni Y;\n");
  EXPECT_SAME("@%p1 bra X;\nbra.uni Y;");
  EXPECT_SAME("@%p1 bra X;");
  EXPECT_SAME("");
  /* A label inside a comment is none. */
  EXPECT_SAME("@%p1 bra X;\nbra.uni Y;\n// X:\nret;\n");
}

int main(void) {
  loop_back_edge();
  comparisons();
  setp_or_negation();
  negated_predicate();
  spellings();
  comments_between();
  several();
  left_alone();
  if (failures)
    fprintf(stderr, "%d failures\n", failures);
  return failures != 0;
}
