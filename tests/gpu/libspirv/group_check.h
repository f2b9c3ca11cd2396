/* Host side of the group collective tests: values of every element type,
 * the combining operations, the orders libspirv/docs/group-collectives.md documents (a
 * pairwise tree for reductions, Hillis-Steele scans, sub-group results
 * combined the same way), test values, the work-group shapes, and the
 * outputs of the vote and broadcast kernels. No GPU needed: the warp
 * emulator's unit test (tests/unit/libspirv) checks libspirv against the
 * same references. */
#ifndef GROUP_CHECK_H
#define GROUP_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum kind { K_CHAR, K_UCHAR, K_SHORT, K_USHORT, K_INT, K_UINT, K_LONG, K_ULONG, K_HALF, K_FLOAT,
            K_DOUBLE, K_BOOL };
enum combine { C_ADD, C_MUL, C_MIN, C_MAX, C_AND, C_OR, C_XOR };
enum group_op { OP_REDUCE, OP_INCLUSIVE, OP_EXCLUSIVE, OP_CLUSTERED };
enum { SCOPE_WORKGROUP = 2, SCOPE_SUBGROUP = 3, WARP = 32, MAX_GROUP = 1024 };

enum style {
  S_WRAPPING,      /* integers over their whole range: sums and products overflow */
  S_ODD,           /* odd integers: products never reach 0 */
  S_MOSTLY_ONES,   /* all ones but a bit now and then (bool: mostly true) */
  S_SPARSE_BITS,   /* a bit now and then (bool: mostly false) */
  S_EXACT_SUM,     /* small integers: every sum is exact, in any order */
  S_ROUNDING,      /* wide magnitudes of both signs: sums round by order */
  S_EXACT_PRODUCT, /* +-2 and +-1/2 by turns: every product of neighbours is exact */
  S_NEAR_ONE,      /* 1 + small: products round by order */
  S_SPREAD,        /* distinct non-zero values of both signs */
};

/* A value of a kind as its bits, zero-extended. bool is one byte, 0 or 1. */
typedef uint64_t value;

size_t kind_size(enum kind k);
value combine(enum kind k, enum combine c, value a, value b);
value identity(enum kind k, enum combine c);
value make_value(enum kind k, enum style s, uint64_t *rng, size_t position);
void format_value(enum kind k, value v, char *buf, size_t size);
value load_value(enum kind k, const void *base, size_t index);
void store_value(enum kind k, void *base, size_t index, value v);

/* The references, over x[0..n) in local linear order (sub-group w is
 * x[32w..32w+32)); naive folds left to right instead. */
void group_reference(enum kind k, enum combine c, int scope, enum group_op op, const value *x,
                     size_t n, value *out, bool naive);
/* The non-uniform collective lane `lane` of a warp sees when the lanes of
 * mask take part (x indexed by lane); OP_CLUSTERED takes the lanes of mask
 * in lane's cluster of cluster_size. */
value non_uniform_reference(enum kind k, enum combine c, enum group_op op, const value *x,
                            uint32_t mask, unsigned lane, unsigned cluster_size);

/* Whether a lane of sub-group `subgroup` takes part in the non-uniform
 * tests: all of sub-group 0 (mod 4), the first 20 of 1, all but every third
 * of 2, lanes 5 to 24 of 3 (as group_kernels.h's takes_part). */
bool takes_part(size_t subgroup, unsigned lane);

struct shape {
  const char *name;
  unsigned dims;
  size_t global[3], local[3];
};
extern const struct shape shapes[];
extern const size_t shape_count;

/* The vote and broadcast kernels (group_vote_kernels.cl) write these for
 * each work-item, as 64-bit values (floats as their bits), from a predicate
 * p and a value v per work-item and the local ids of vote_ids:
 *   0-3   GroupAll, GroupAny (p) over the work-group, then the sub-group
 *   4-5   GroupNonUniformAll, Any (p) at work-group scope
 *   6     GroupBroadcast(work-group, (float)v, uint x)
 *   7     GroupBroadcast(work-group, (double)v, ulong2 (x, y))
 *   8     GroupBroadcast(work-group, v, uint3 (x, y, z))
 *   9     GroupBroadcast(sub-group, p, uchar lane)
 *   10    GroupBroadcast(work-group, (long)v * 3, signed char x)
 *   11    GroupNonUniformBroadcast(work-group, (float)v, linear id)
 * and, where the work-item takes part (takes_part), over those lanes:
 *   12    the ballot of true (the lanes taking part)
 *   13-14 Ballot(p): .x, and .y | .z | .w
 *   15-17 BallotBitCount of it: reduce, inclusive and exclusive scan
 *   18    BallotFindLSB of it (-1 as uint for none)
 *   19-20 GroupNonUniformAll, Any (p)
 *   21    GroupNonUniformBroadcast(v) from the lowest lane taking part
 *   22    GroupNonUniformShuffle((double)v) from the lane at position
 *         (rank * 7 + 3) % count of those taking part */
enum { VOTE_OUTPUTS = 23 };
struct vote_ids {
  unsigned x, small, xy[2], xyz[3], lane, linear; /* small: x, at most 100 */
};
void vote_ids_for(const struct shape *s, struct vote_ids *ids);
/* Outputs of a work-group, p and v in local linear order. */
void vote_reference(const size_t local[3], const bool *p, const int32_t *v,
                    const struct vote_ids *ids, value (*out)[VOTE_OUTPUTS]);

/* Work-items of a shape, by global linear id (x fastest), each with its
 * work-group and local linear id: groups[g][l] is the global linear id. */
struct layout {
  size_t items, groups, group_size;
  size_t *of; /* of[g * group_size + l] */
};
void layout_of(const struct shape *s, struct layout *l);
void layout_free(struct layout *l);
/* "(x,y,z)" of a global linear id within its work-group. */
void format_local_id(const struct shape *s, size_t item, char *buf, size_t size);

/* Reports a mismatch (the first ten of a case print). */
struct mismatches {
  const char *case_name;
  int count;
};
void mismatch(struct mismatches *m, const char *format, ...) __attribute__((format(printf, 2, 3)));

#endif
