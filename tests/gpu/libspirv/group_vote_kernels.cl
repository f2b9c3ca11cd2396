/* The kernel of group_vote_test.c: votes, ballots and broadcasts, each
 * work-item writing the VOTE_OUTPUTS values group_check.h lists, from a
 * predicate, a value and the local ids {x, x at most 100, (x, y), (x, y,
 * z), lane, linear id}. */
#include "group_kernels.h"

long _Z22__spirv_GroupBroadcastjla(uint scope, long x, char id); /* SYCL's signed char id */
int _Z32__spirv_GroupNonUniformBroadcastIijET_N5__spv5Scope4FlagES0_T0_(uint scope, int x, uint id);
float _Z32__spirv_GroupNonUniformBroadcastIfjET_N5__spv5Scope4FlagES0_T0_(uint scope, float x,
                                                                          uint id);
double _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(uint scope, double x,
                                                                         uint id);
bool _Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(uint scope, bool p);
bool _Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(uint scope, bool p);
uint _Z37__spirv_GroupNonUniformBallotBitCountN5__spv5Scope4FlagEiDv4_j(uint scope, int op,
                                                                        uint4 ballot);
int _Z36__spirv_GroupNonUniformBallotFindLSBN5__spv5Scope4FlagEDv4_j(uint scope, uint4 ballot);

/* The lane at position (rank * 7 + 3) % count among the lanes of mask. */
static uint shuffle_source(uint mask) {
  uint lane = __spirv_SubgroupLocalInvocationId(), count = (uint)__builtin_popcount(mask);
  uint position = ((uint)__builtin_popcount(mask & ((1u << lane) - 1)) * 7 + 3) % count;
  for (uint l = 0, seen = 0; l < 32; l++)
    if ((mask >> l & 1) && seen++ == position)
      return l;
  return 0;
}

kernel void votes(global const uchar *predicates, global const int *values,
                  global const uint *ids, global ulong *out) {
  uint i = item_index();
  bool p = predicates[i];
  int v = values[i];
  global ulong *o = out + (size_t)i * 23;
  o[0] = __spirv_GroupAll(2u, p);
  o[1] = __spirv_GroupAny(2u, p);
  o[2] = __spirv_GroupAll(3u, p);
  o[3] = __spirv_GroupAny(3u, p);
  o[4] = _Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(2u, p);
  o[5] = _Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(2u, p);
  o[6] = as_uint(__spirv_GroupBroadcast(2u, (float)v, ids[0]));
  o[7] = as_ulong(__spirv_GroupBroadcast(2u, (double)v, (ulong2)(ids[2], ids[3])));
  o[8] = (uint)__spirv_GroupBroadcast(2u, v, (uint3)(ids[4], ids[5], ids[6]));
  o[9] = __spirv_GroupBroadcast(3u, p, (uchar)ids[7]);
  o[10] = (ulong)_Z22__spirv_GroupBroadcastjla(2u, (long)v * 3, (char)ids[1]);
  o[11] = as_uint(_Z32__spirv_GroupNonUniformBroadcastIfjET_N5__spv5Scope4FlagES0_T0_(2u, (float)v,
                                                                                      ids[8]));
  if (!takes_part())
    return;
  uint mask = __spirv_GroupNonUniformBallot(3u, true).x;
  uint4 ballot = __spirv_GroupNonUniformBallot(3u, p);
  o[12] = mask;
  o[13] = ballot.x;
  o[14] = ballot.y | ballot.z | ballot.w;
  for (int op = 0; op < 3; op++)
    o[15 + op] = _Z37__spirv_GroupNonUniformBallotBitCountN5__spv5Scope4FlagEiDv4_j(3u, op, ballot);
  o[18] = (uint)_Z36__spirv_GroupNonUniformBallotFindLSBN5__spv5Scope4FlagEDv4_j(3u, ballot);
  o[19] = _Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(3u, p);
  o[20] = _Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(3u, p);
  o[21] = (uint)_Z32__spirv_GroupNonUniformBroadcastIijET_N5__spv5Scope4FlagES0_T0_(
      3u, v, (uint)__builtin_ctz(mask));
  o[22] = as_ulong(_Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(
      3u, (double)v, shuffle_source(mask)));
}
