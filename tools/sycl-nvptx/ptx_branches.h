/* A PTX peephole: loop back edges as conditional branches, as nvcc emits
 * them, which ptxas's unroller and pipeliner recognise. */
#ifndef SYCL_NVPTX_PTX_BRANCHES_H
#define SYCL_NVPTX_PTX_BRANCHES_H

#include <stddef.h>

/* Rewrites each
 *     @%p bra X;
 *     bra.uni Y;
 *   X:
 * of ptx (len bytes), a conditional branch over an unconditional one, into
 * one conditional branch to Y:
 *     @%p bra Y;     the setp that defines %p in the same block, with its
 *   X:               comparison inverted, where %p has no other use
 *     @!%p bra Y;    otherwise (and @!%p bra X into @%p bra Y)
 *   X:
 * Blank and comment lines may stand between the three lines; anything else
 * leaves them alone. Returns the new text (malloc'd, NUL-terminated,
 * *out_len bytes; NULL if out of memory) and counts the rewrites in
 * *rewrites. */
char *invert_branches_over_jumps(const char *ptx, size_t len, size_t *out_len,
                                 unsigned *rewrites);

#endif
