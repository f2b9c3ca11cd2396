/* Kernels for first_lane_test.c: GroupNonUniformElect, BroadcastFirst and
 * AllEqual in divergent code (the lanes of active(i) only) and over whole
 * work-groups. */
#define SUBGROUP spirv_scope_subgroup
#define WORKGROUP spirv_scope_workgroup

/* The host's twins of these are in first_lane_test.c. */
static bool active(uint i) { return (i * 7 + i / 32) % 3 != 0; }
/* Equal across a warp when its number is even; NaN throughout every fourth
 * warp's floats, which are then never equal. */
static int value(uint i) { return (i / 32) % 2 == 0 ? (int)(i / 32) : (int)i; }
static float float_value(uint i) { return (i / 32) % 4 == 3 ? __builtin_nanf("") : (float)value(i); }

/* out[4i..4i+3]: elected, first int, all ints equal, all floats equal;
 * wide[i]: first long (value << 32 | i). Inactive lanes leave -1. */
kernel void divergent(global int *out, global long *wide) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  if (active(i)) {
    out[4 * i] = __spirv_GroupNonUniformElect(SUBGROUP);
    out[4 * i + 1] = __spirv_GroupNonUniformBroadcastFirst(SUBGROUP, value(i));
    out[4 * i + 2] = __spirv_GroupNonUniformAllEqual(SUBGROUP, value(i));
    out[4 * i + 3] = __spirv_GroupNonUniformAllEqual(SUBGROUP, float_value(i));
    wide[i] = __spirv_GroupNonUniformBroadcastFirst(SUBGROUP, (long)value(i) << 32 | i);
  }
}

/* The same three over work-groups, every work-item taking part; the
 * values are equal across every second work-group. */
kernel void workgroup(global int *out) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  uint group = (uint)__spirv_WorkgroupId_x();
  double x = group % 2 == 0 ? (double)group : (double)i;
  out[3 * i] = __spirv_GroupNonUniformElect(WORKGROUP);
  out[3 * i + 1] = (int)__spirv_GroupNonUniformBroadcastFirst(WORKGROUP, x);
  out[3 * i + 2] = __spirv_GroupNonUniformAllEqual(WORKGROUP, x);
}
