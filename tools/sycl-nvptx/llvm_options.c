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
 * - runtime unrolling left at LLVM's 8 copies: a cap of 4 (nvcc's count,
 *   which ptxas multiplies further) was tried as a pass inside LLVM's
 *   pipeline and measured on an H100 (tools/sycl-nvptx/README.md): it
 *   brought `sum += fmin(x, y)` from 0.87 to 1.02 of nvcc's speed but cost
 *   as much elsewhere (a naive SGEMM 1.02 -> 0.93, fdim in a loop 1.03 ->
 *   0.85, exp 0.97 -> 0.94), and left the SpMV row loop (0.93) no faster;
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

static char optimizer[200], codegen[64];

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
    snprintf(optimizer, sizeof optimizer, "%s %s %s %s", threshold, partial, epilog, budget);
  }
  LLVMParseCommandLineOptions(argc, argv, "");
}

const char *llvm_optimizer_options(void) { return optimizer; }

const char *llvm_codegen_options(void) { return codegen; }

