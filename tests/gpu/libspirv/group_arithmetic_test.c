/* GroupIAdd, GroupIMulKHR, GroupFAdd and GroupFMulKHR on the GPU: every
 * scope and operation over every work-group shape of group_check.c, exact
 * against the documented order. Sums of integers overflow, products of odd
 * integers do; float sums and products come twice, with values that are
 * exact in any order and with values whose rounding depends on it.
 * usage: gpu_group_arithmetic_test FATBIN */
#include "group_run.h"

static const struct group_case cases[] = {
    INTEGER_CASES("iadd", C_ADD, S_WRAPPING),
    INTEGER_CASES("imul", C_MUL, S_ODD),
    FLOAT_CASES("fadd", C_ADD, S_EXACT_SUM),
    FLOAT_CASES("fadd", C_ADD, S_ROUNDING),
    FLOAT_CASES("fmul", C_MUL, S_EXACT_PRODUCT),
    FLOAT_CASES("fmul", C_MUL, S_NEAR_ONE),
    {"iadd_char16", K_CHAR, C_ADD, 16, S_WRAPPING},
    {"iadd_int3", K_INT, C_ADD, 3, S_WRAPPING},
    {"iadd_long2", K_LONG, C_ADD, 2, S_WRAPPING},
    {"imul_short2", K_SHORT, C_MUL, 2, S_ODD},
    {"fadd_half8", K_HALF, C_ADD, 8, S_ROUNDING},
    {"fadd_float4", K_FLOAT, C_ADD, 4, S_ROUNDING},
    {"fadd_double16", K_DOUBLE, C_ADD, 16, S_ROUNDING},
    {"fmul_float3", K_FLOAT, C_MUL, 3, S_NEAR_ONE},
};

int main(int argc, char **argv) {
  return uniform_test_main(argc, argv, cases, sizeof cases / sizeof cases[0]);
}
