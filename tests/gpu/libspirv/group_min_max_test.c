/* GroupSMin, GroupSMax, GroupUMin, GroupUMax, GroupFMin and GroupFMax on the
 * GPU: every scope and operation over every work-group shape, exact. Values
 * span the whole range of their type (unsigned ones past the signed
 * maximum, so a signed comparison would pick the wrong one).
 * usage: gpu_group_min_max_test FATBIN */
#include "group_run.h"

static const struct group_case cases[] = {
    SIGNED_CASES("smin", C_MIN, S_WRAPPING),
    SIGNED_CASES("smax", C_MAX, S_WRAPPING),
    UNSIGNED_CASES("umin", C_MIN, S_WRAPPING),
    UNSIGNED_CASES("umax", C_MAX, S_WRAPPING),
    FLOAT_CASES("fmin", C_MIN, S_SPREAD),
    FLOAT_CASES("fmax", C_MAX, S_SPREAD),
    {"smin_int4", K_INT, C_MIN, 4, S_WRAPPING},
    {"smax_long8", K_LONG, C_MAX, 8, S_WRAPPING},
    {"umin_ushort16", K_USHORT, C_MIN, 16, S_WRAPPING},
    {"umax_uchar3", K_UCHAR, C_MAX, 3, S_WRAPPING},
    {"fmin_double2", K_DOUBLE, C_MIN, 2, S_SPREAD},
    {"fmax_half16", K_HALF, C_MAX, 16, S_SPREAD},
};

int main(int argc, char **argv) {
  return uniform_test_main(argc, argv, cases, sizeof cases / sizeof cases[0]);
}
