/* GroupNonUniform reductions and scans on the GPU, exact: over every
 * work-group (work-group scope), then over the lanes of each sub-group that
 * take part (all; the first 20; all but every third, which leaves gaps;
 * lanes 5 to 24), at sub-group scope and clustered by 4, 16 and 2, over
 * every work-group shape; the expected values follow the ballot each lane
 * recorded. Floats round in the documented order.
 * usage: gpu_group_non_uniform_test FATBIN */
#include "group_run.h"

#define SIGNED(op, combine, style)                                             \
  {"nu_" op "_char", K_CHAR, combine, 1, style, true},                         \
      {"nu_" op "_short", K_SHORT, combine, 1, style, true},                   \
      {"nu_" op "_int", K_INT, combine, 1, style, true},                       \
      {"nu_" op "_long", K_LONG, combine, 1, style, true}
#define UNSIGNED(op, combine, style)                                           \
  {"nu_" op "_uchar", K_UCHAR, combine, 1, style, true},                       \
      {"nu_" op "_ushort", K_USHORT, combine, 1, style, true},                 \
      {"nu_" op "_uint", K_UINT, combine, 1, style, true},                     \
      {"nu_" op "_ulong", K_ULONG, combine, 1, style, true}
#define INTEGERS(op, combine, style) SIGNED(op, combine, style), UNSIGNED(op, combine, style)
#define FLOATS(op, combine, style)                                             \
  {"nu_" op "_half", K_HALF, combine, 1, style, true},                         \
      {"nu_" op "_float", K_FLOAT, combine, 1, style, true},                   \
      {"nu_" op "_double", K_DOUBLE, combine, 1, style, true}

static const struct non_uniform_case cases[] = {
    INTEGERS("iadd", C_ADD, S_WRAPPING),
    INTEGERS("imul", C_MUL, S_ODD),
    FLOATS("fadd", C_ADD, S_ROUNDING),
    FLOATS("fmul", C_MUL, S_NEAR_ONE),
    SIGNED("smin", C_MIN, S_WRAPPING),
    SIGNED("smax", C_MAX, S_WRAPPING),
    UNSIGNED("umin", C_MIN, S_WRAPPING),
    UNSIGNED("umax", C_MAX, S_WRAPPING),
    FLOATS("fmin", C_MIN, S_SPREAD),
    FLOATS("fmax", C_MAX, S_SPREAD),
    INTEGERS("and", C_AND, S_MOSTLY_ONES),
    INTEGERS("or", C_OR, S_SPARSE_BITS),
    INTEGERS("xor", C_XOR, S_WRAPPING),
    {"nu_logical_and", K_BOOL, C_AND, 1, S_MOSTLY_ONES, true},
    {"nu_logical_or", K_BOOL, C_OR, 1, S_SPARSE_BITS, true},
    {"nu_imul_int2", K_INT, C_MUL, 2, S_ODD, false},
    {"nu_and_uchar4", K_UCHAR, C_AND, 4, S_MOSTLY_ONES, false},
    {"nu_or_long3", K_LONG, C_OR, 3, S_SPARSE_BITS, false},
    {"nu_xor_ushort8", K_USHORT, C_XOR, 8, S_WRAPPING, false},
    {"nu_fmul_double2", K_DOUBLE, C_MUL, 2, S_NEAR_ONE, false},
    {"nu_fmul_half4", K_HALF, C_MUL, 4, S_NEAR_ONE, false},
};

int main(int argc, char **argv) {
  return non_uniform_test_main(argc, argv, cases, sizeof cases / sizeof cases[0]);
}
