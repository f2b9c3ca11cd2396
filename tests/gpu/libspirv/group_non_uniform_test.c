/* GroupNonUniform reductions and scans on the GPU, exact: over every
 * work-group (work-group scope), then over the lanes of each sub-group that
 * take part (all; the first 20; all but every third, which leaves gaps;
 * lanes 5 to 24), at sub-group scope and clustered by 4, 16 and 2, over
 * every work-group shape; the expected values follow the ballot each lane
 * recorded. Floats round in the documented order.
 * usage: gpu_group_non_uniform_test FATBIN */
#include "group_run.h"

static const struct group_case cases[] = {
    INTEGER_CASES("nu_iadd", C_ADD, S_WRAPPING),
    INTEGER_CASES("nu_imul", C_MUL, S_ODD),
    FLOAT_CASES("nu_fadd", C_ADD, S_ROUNDING),
    FLOAT_CASES("nu_fmul", C_MUL, S_NEAR_ONE),
    SIGNED_CASES("nu_smin", C_MIN, S_WRAPPING),
    SIGNED_CASES("nu_smax", C_MAX, S_WRAPPING),
    UNSIGNED_CASES("nu_umin", C_MIN, S_WRAPPING),
    UNSIGNED_CASES("nu_umax", C_MAX, S_WRAPPING),
    FLOAT_CASES("nu_fmin", C_MIN, S_SPREAD),
    FLOAT_CASES("nu_fmax", C_MAX, S_SPREAD),
    INTEGER_CASES("nu_and", C_AND, S_MOSTLY_ONES),
    INTEGER_CASES("nu_or", C_OR, S_SPARSE_BITS),
    INTEGER_CASES("nu_xor", C_XOR, S_WRAPPING),
    {"nu_logical_and", K_BOOL, C_AND, 1, S_MOSTLY_ONES},
    {"nu_logical_or", K_BOOL, C_OR, 1, S_SPARSE_BITS},
    {"nu_imul_int2", K_INT, C_MUL, 2, S_ODD},
    {"nu_and_uchar4", K_UCHAR, C_AND, 4, S_MOSTLY_ONES},
    {"nu_or_long3", K_LONG, C_OR, 3, S_SPARSE_BITS},
    {"nu_xor_ushort8", K_USHORT, C_XOR, 8, S_WRAPPING},
    {"nu_fmul_double2", K_DOUBLE, C_MUL, 2, S_NEAR_ONE},
    {"nu_fmul_half4", K_HALF, C_MUL, 4, S_NEAR_ONE},
};

int main(int argc, char **argv) {
  return non_uniform_test_main(argc, argv, cases, sizeof cases / sizeof cases[0]);
}
