/* GroupBitwise{And,Or,Xor}KHR and GroupLogical{And,Or,Xor}KHR on the GPU:
 * every scope and operation over every work-group shape, exact. And sees
 * all ones with a bit cleared now and then, or a bit set now and then, so
 * scans change along the way.
 * usage: gpu_group_bitwise_test FATBIN */
#include "group_run.h"

static const struct group_case cases[] = {
    INTEGER_CASES("and", C_AND, S_MOSTLY_ONES),
    INTEGER_CASES("or", C_OR, S_SPARSE_BITS),
    INTEGER_CASES("xor", C_XOR, S_WRAPPING),
    {"and_uint8", K_UINT, C_AND, 8, S_MOSTLY_ONES},
    {"or_char2", K_CHAR, C_OR, 2, S_SPARSE_BITS},
    {"xor_ulong3", K_ULONG, C_XOR, 3, S_WRAPPING},
    {"logical_and", K_BOOL, C_AND, 1, S_MOSTLY_ONES},
    {"logical_or", K_BOOL, C_OR, 1, S_SPARSE_BITS},
    {"logical_xor", K_BOOL, C_XOR, 1, S_WRAPPING},
};

int main(int argc, char **argv) {
  return uniform_test_main(argc, argv, cases, sizeof cases / sizeof cases[0]);
}
