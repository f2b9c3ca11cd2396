/* The options go through LLVMParseCommandLineOptions, as opt and llc take
 * them; they are process-wide, which suits a driver that compiles one
 * module at one -O level.
 *
 * -nvptx-fma-level=1 (every level, as nvcc's --fmad applies at -G too): the
 * backend prints the contractable fmul, fadd and fsub it leaves unfused bare
 * (mul.f32), so that ptxas may fuse them, as it does nvcc's; fp_rounding.c
 * keeps the others .rn.
 *
 * Unrolling (-O2, -O3): LLVM's NVPTX TTI asks for partial and runtime
 * unrolling within a quarter of the full-unroll threshold (150 at -O2, 300
 * at -O3), which leaves a 16-trip SGEMM k loop unrolled twice and a 128-trip
 * N-body tile loop not at all, where nvcc unrolls the first fully and the
 * second 8 times (0.43 of nvcc's speed on an H100). Here:
 * - full unrolling of constant trip counts up to 600 (LLVM's size units,
 *   about IR instructions): a 16- or 32-trip loop of up to 18, a 128-trip
 *   loop of 4 (nvcc unrolls both fully, not a 256-trip one);
 * - partial and runtime unrolling up to 256: the N-body body (28) 8 times,
 *   at 220 the least that does;
 * - the remainder of a runtime-unrolled loop where LLVM puts it (before the
 *   unrolled loop unless a loop variable starts at a constant integer), as
 *   nvcc puts a CSR row loop's: with the remainder always after it
 *   (-unroll-runtime-epilog) that SpMV ran at 0.93 of nvcc's speed, 1.00
 *   with it before (H100, 2026-11-27; on rows of 0 to 8 nonzeros it had
 *   measured 8% faster after);
 * - no run-time unrolling of a loop whose trip count has a constant bound
 *   of at most 1024 (-unroll-max-upperbound, 8 by default), as nvcc: a loop
 *   over a local array of 256 bins stepping by the work-group size runs a
 *   trip or two, and its 8 copies of 64-bit addresses took the histogram
 *   kernel from 32 to 40 registers, 6 groups per SM instead of 8: 0.62 of
 *   nvcc's speed;
 * - small loops of a run-time trip count that touch no memory unrolled 16
 *   times where LLVM's default count is 8 (ARITHMETIC_LOOP_COPIES, the
 *   ArithmeticLoopUnroll pass of nvptx_passes inside LLVM's pipeline, as no
 *   option sets LLVM's count): `sum += fmin(x, y)` 0.87 -> 1.01 of nvcc's
 *   speed, exp and exp10 0.97 -> 1.01. Loops that load keep LLVM's 8: a CSR
 *   row loop at 16 copies measured 0.89; 4 copies (nvcc's count, which
 *   ptxas multiplies further) cost a naive SGEMM and fdim 9-17%
 *   (tools/sycl-nvptx/README.md); the same pass leaves a memory-free body
 *   over 96 size units at one copy, as nvcc, and one around an IEEE sqrt
 *   or division (a Newton sequence in SASS) at LLVM's count;
 * - a runtime-unrolled loop's trip count may cost up to 16 to compute
 *   (-scev-cheap-expansion-budget, 4 by default): a grid-stride loop,
 *   `for (i = id; i < n; i += global size)`, needs a udiv, (n - i - 1) /
 *   step, which the default leaves the loop not unrolled; nvcc computes
 *   it and unrolls the loop 4 times (a 2^26-float sum at 0.75 of nvcc's
 *   speed on an H100). 15 is the least that does. */
#include "llvm_options.h"

#include <llvm-c/Support.h>
#include <stdbool.h>
#include <stdio.h>

#define UNROLL_THRESHOLD 600
#define UNROLL_PARTIAL_THRESHOLD 256
#define TRIP_COUNT_BUDGET 16
#define RUNTIME_UNROLL_MIN_BOUND 1025
#define ARITHMETIC_LOOP_COPIES 16

static char optimizer[256], codegen[64];
static unsigned arithmetic_loop_copies;

void set_llvm_options(int opt_level) {
  static bool done;
  if (done)
    return;
  done = true;
  static char threshold[48], partial[48], bound[48], budget[48];
  const char *argv[8] = {"sycl-nvptx", "-nvptx-fma-level=1"};
  int argc = 2;
  snprintf(codegen, sizeof codegen, "%s", argv[1]);
  if (opt_level >= 2) {
    snprintf(threshold, sizeof threshold, "-unroll-threshold=%d", UNROLL_THRESHOLD);
    snprintf(partial, sizeof partial, "-unroll-partial-threshold=%d", UNROLL_PARTIAL_THRESHOLD);
    argv[argc++] = threshold;
    argv[argc++] = partial;
    snprintf(bound, sizeof bound, "-unroll-max-upperbound=%d", RUNTIME_UNROLL_MIN_BOUND);
    argv[argc++] = bound;
    snprintf(budget, sizeof budget, "-scev-cheap-expansion-budget=%d", TRIP_COUNT_BUDGET);
    argv[argc++] = budget;
    arithmetic_loop_copies = ARITHMETIC_LOOP_COPIES;
    snprintf(optimizer, sizeof optimizer, "%s %s %s %s, arithmetic loops %d copies", threshold,
             partial, bound, budget, ARITHMETIC_LOOP_COPIES);
  }
  LLVMParseCommandLineOptions(argc, argv, "");
}

const char *llvm_optimizer_options(void) { return optimizer; }

const char *llvm_codegen_options(void) { return codegen; }

unsigned llvm_arithmetic_loop_copies(void) { return arithmetic_loop_copies; }
