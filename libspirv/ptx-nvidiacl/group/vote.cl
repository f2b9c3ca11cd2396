/* Predicates over a group: GroupAll and GroupAny (barrier.red over a
 * work-group, vote.sync over a sub-group), their GroupNonUniform forms over
 * the active lanes, the ballot with its bit count and lowest bit, and
 * GroupNonUniformElect (whether the caller is the lowest active lane).
 * Ballots hold lane i of the sub-group in bit i of .x (sub-groups are warps
 * of 32, so .y, .z and .w are 0). */
#include "collectives.h"

static bool all_of(uint scope, bool predicate, uint lanes) {
  if (scope == spirv_scope_workgroup)
    return __nvvm_bar0_and(predicate);
  return __nvvm_vote_all_sync(lanes, predicate);
}

static bool any_of(uint scope, bool predicate, uint lanes) {
  if (scope == spirv_scope_workgroup)
    return __nvvm_bar0_or(predicate);
  return __nvvm_vote_any_sync(lanes, predicate);
}

bool _CLC_DEF __spirv_GroupAll(uint scope, bool predicate) {
  return all_of(scope, predicate, subgroup_lanes());
}

bool _CLC_DEF __spirv_GroupAny(uint scope, bool predicate) {
  return any_of(scope, predicate, subgroup_lanes());
}

bool __attribute__((always_inline))
_Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(uint scope, bool predicate) {
  return all_of(scope, predicate, __nvvm_activemask());
}

bool __attribute__((always_inline))
_Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(uint scope, bool predicate) {
  return any_of(scope, predicate, __nvvm_activemask());
}

/* At work-group scope every work-item makes the call: local id 0 is elected. */
static bool elect(uint scope) {
  if (scope == spirv_scope_workgroup)
    return __spirv_SubgroupId() == 0 && lane_id() == 0;
  return (__nvvm_activemask() & __nvvm_read_ptx_sreg_lanemask_lt()) == 0;
}

bool __attribute__((always_inline)) _Z28__spirv_GroupNonUniformElectN5__spv5Scope4FlagE(uint scope) {
  return elect(scope);
}

bool _CLC_DEF __spirv_GroupNonUniformElect(uint scope) { return elect(scope); }

uint4 _CLC_DEF __spirv_GroupNonUniformBallot(uint scope, bool predicate) {
  return (uint4)(__nvvm_vote_ballot_sync(__nvvm_activemask(), predicate), 0, 0, 0);
}

/* The set bits of the ballot: all of them, or those of lanes up to and
 * including (inclusive scan) or before (exclusive scan) the calling lane. */
uint __attribute__((always_inline))
_Z37__spirv_GroupNonUniformBallotBitCountN5__spv5Scope4FlagEiDv4_j(uint scope, int op,
                                                                    uint4 ballot) {
  uint bits = ballot.x;
  if (op == spirv_group_operation_inclusive_scan)
    bits &= __nvvm_read_ptx_sreg_lanemask_le();
  else if (op == spirv_group_operation_exclusive_scan)
    bits &= __nvvm_read_ptx_sreg_lanemask_lt();
  return __builtin_popcount(bits);
}

/* -1 for an empty ballot (SPIR-V leaves it undefined). */
int __attribute__((always_inline))
_Z36__spirv_GroupNonUniformBallotFindLSBN5__spv5Scope4FlagEDv4_j(uint scope, uint4 ballot) {
  return ballot.x ? __builtin_ctz(ballot.x) : -1;
}
