/* GroupSMin, GroupSMax, GroupUMin, GroupUMax, GroupFMin and GroupFMax on the
 * GPU: every scope and operation over every work-group shape, exact. Values
 * span the whole range of their type (unsigned ones past the signed
 * maximum, so a signed comparison would pick the wrong one).
 * usage: gpu_group_min_max_test FATBIN */
#include "group_run.h"

#define SIGNED(op, combine)                                                    \
  {op "_char", K_CHAR, combine, 1, S_WRAPPING}, {op "_short", K_SHORT, combine, 1, S_WRAPPING}, \
      {op "_int", K_INT, combine, 1, S_WRAPPING}, {op "_long", K_LONG, combine, 1, S_WRAPPING}
#define UNSIGNED(op, combine)                                                  \
  {op "_uchar", K_UCHAR, combine, 1, S_WRAPPING},                              \
      {op "_ushort", K_USHORT, combine, 1, S_WRAPPING},                        \
      {op "_uint", K_UINT, combine, 1, S_WRAPPING}, {op "_ulong", K_ULONG, combine, 1, S_WRAPPING}
#define FLOATS(op, combine)                                                    \
  {op "_half", K_HALF, combine, 1, S_SPREAD}, {op "_float", K_FLOAT, combine, 1, S_SPREAD}, \
      {op "_double", K_DOUBLE, combine, 1, S_SPREAD}

static const struct uniform_case cases[] = {
    SIGNED("smin", C_MIN),
    SIGNED("smax", C_MAX),
    UNSIGNED("umin", C_MIN),
    UNSIGNED("umax", C_MAX),
    FLOATS("fmin", C_MIN),
    FLOATS("fmax", C_MAX),
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
