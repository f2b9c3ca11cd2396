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
 * - the remainder of a runtime-unrolled loop after it (an epilogue): on a
 *   CSR SpMV with rows of 0 to 8 nonzeros, 8% faster than LLVM's prologue;
 * - runtime unrolling 4 times at most (RUNTIME_UNROLL_MAX), as nvcc: one
 *   threshold serves both kinds of partial unrolling, and LLVM gave a small
 *   loop of a run-time trip count 8 copies, which ptxas unrolls no further,
 *   where it unrolls nvcc's 4 copies 4 times more (ptx_branches.c gives the
 *   back edge it needs): `sum += fmin(x, y)` had 8 copies in the SASS
 *   against nvcc's 16 (0.87 of its speed), the SpMV row loop 8 (7% slower
 *   than 2 copies on rows of 8 to 40 nonzeros), while N-body's constant
 *   trip count needs 8 (19% faster than 4). No LLVM option caps runtime
 *   unrolling alone: the cap is nvptx_passes' RuntimeUnrollCap inside
 *   LLVM's pipeline (sycl_nvptx_optimize, optimize.c). The measurements are
 *   in tools/sycl-nvptx/README.md;
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
#define RUNTIME_UNROLL_MAX 4
#define TRIP_COUNT_BUDGET 16

static char optimizer[200], codegen[64];
static unsigned runtime_unroll_max;

void set_llvm_options(int opt_level) {
  static bool done;
  if (done)
    return;
  done = true;
  static char threshold[48], partial[48], budget[48];
  static const char epilog[] = "-unroll-runtime-epilog";
  const char *argv[8] = {"sycl-nvptx", "-nvptx-fma-level=1"};
  int argc = 2;
  snprintf(codegen, sizeof codegen, "%s", argv[1]);
  if (opt_level >= 2) {
    snprintf(threshold, sizeof threshold, "-unroll-threshold=%d", UNROLL_THRESHOLD);
    snprintf(partial, sizeof partial, "-unroll-partial-threshold=%d", UNROLL_PARTIAL_THRESHOLD);
    argv[argc++] = threshold;
    argv[argc++] = partial;
    argv[argc++] = epilog;
    snprintf(budget, sizeof budget, "-scev-cheap-expansion-budget=%d", TRIP_COUNT_BUDGET);
    argv[argc++] = budget;
    runtime_unroll_max = RUNTIME_UNROLL_MAX;
    snprintf(optimizer, sizeof optimizer, "%s %s %s %s, run-time unroll cap %d", threshold,
             partial, epilog, budget, RUNTIME_UNROLL_MAX);
  }
  LLVMParseCommandLineOptions(argc, argv, "");
}

const char *llvm_optimizer_options(void) { return optimizer; }

const char *llvm_codegen_options(void) { return codegen; }

unsigned llvm_runtime_unroll_max(void) { return runtime_unroll_max; }
