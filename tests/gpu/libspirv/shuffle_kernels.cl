/* Kernels for shuffle_test.c: every work-item writes what each shuffle
 * brought it; values are built from the global id so that the host knows
 * which lane each came from. */
kernel void shuffles_int(global int *out) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  int mine = (int)(i * 3 + 1), other = -(int)i;
  out[4 * i] = __spirv_SubgroupShuffleINTEL(mine, 31u - __spirv_SubgroupLocalInvocationId());
  out[4 * i + 1] = __spirv_SubgroupShuffleXorINTEL(mine, 5u);
  out[4 * i + 2] = __spirv_SubgroupShuffleDownINTEL(mine, other, 7u);
  out[4 * i + 3] = __spirv_SubgroupShuffleUpINTEL(other, mine, 3u);
}

kernel void shuffles_long_double(global long *longs, global double *doubles) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  long wide = ((long)i << 33) | i;
  longs[i] = __spirv_SubgroupShuffleXorINTEL(wide, 16u);
  doubles[i] = __spirv_SubgroupShuffleINTEL((double)i + 0.25, 0u);
}

/* The name SYCL headers use for the template instance with T = short. */
short _Z28__spirv_SubgroupShuffleINTELIsET_S0_j(short, uint);
kernel void sycl_name_short(global short *out) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  out[i] = _Z28__spirv_SubgroupShuffleINTELIsET_S0_j((short)(i - 20000), 7u);
}

/* half under SYCL's template name: 16 bits in a 32-bit shuffle. */
_Float16 _Z31__spirv_SubgroupShuffleXorINTELIDF16_ET_S0_j(_Float16, uint);
kernel void sycl_name_half(global _Float16 *out) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  _Float16 mine = -(_Float16)(i % 1024) * (_Float16)0.25f;
  out[i] = _Z31__spirv_SubgroupShuffleXorINTELIDF16_ET_S0_j(mine, 3u);
}

/* GroupNonUniformShuffle at work-group scope (SYCL's names): work-item l
 * reads local id (5l + 3) % size, across sub-groups, in a work-group larger
 * than the scratch holds at once (two rounds of uint, four of double). */
uint _Z30__spirv_GroupNonUniformShuffleIjjET_N5__spv5Scope4FlagES0_T0_(uint, uint, uint);
double _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(uint, double, uint);
kernel void workgroup_shuffles(global uint *u, global double *d) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  uint size = (uint)__spirv_WorkgroupSize_x();
  uint source = ((uint)__spirv_LocalInvocationId_x() * 5 + 3) % size;
  u[i] = _Z30__spirv_GroupNonUniformShuffleIjjET_N5__spv5Scope4FlagES0_T0_(
      spirv_scope_workgroup, i * 7, source);
  d[i] = _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(
      spirv_scope_workgroup, (double)i + 0.5, source);
}

/* A work-group broadcast, then a work-group shuffle, 64 times over, in
 * work-groups of 1024: the broadcast's result is read from the scratch
 * after its last barrier, and the shuffle's first round writes the whole
 * scratch, so without a barrier between them a work-item still to read the
 * broadcast may read a shuffled value (a race the H100 did not show in 3
 * runs without that barrier). out[i]: how many of its 128 results
 * work-item i got wrong. */
uint _Z22__spirv_GroupBroadcastjjj(uint scope, uint x, uint id);
kernel void broadcast_then_shuffle(global uint *out) {
  uint lid = (uint)__spirv_LocalInvocationId_x(), size = (uint)__spirv_WorkgroupSize_x();
  uint source = (lid * 5 + 3) % size, wrong = 0;
  for (uint r = 0; r < 64; r++) {
    uint from = (r * 97) % size;
    uint b = _Z22__spirv_GroupBroadcastjjj(spirv_scope_workgroup, lid + r, from);
    uint s = _Z30__spirv_GroupNonUniformShuffleIjjET_N5__spv5Scope4FlagES0_T0_(
        spirv_scope_workgroup, lid * 7 + r, source);
    wrong += (b != from + r) + (s != source * 7 + r);
  }
  out[__spirv_GlobalInvocationId_x()] = wrong;
}
