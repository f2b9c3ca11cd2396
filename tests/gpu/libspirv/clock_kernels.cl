/* ReadClockKHR and GenericPtrMemSemantics.
 * clocks: work-item i reads each scope (1 device, 2 work-group, 3
 * sub-group) READS times with work between, into out[(3 i + s) READS + r];
 * then spins 200000 cycles of clock64 between two device-scope reads,
 * written to spin[2 i], spin[2 i + 1]. device_now: one device-scope read
 * per work-item. semantics: of a global, a local and a private pointer. */
#define READS 8

kernel void clocks(global ulong *out, global ulong *spin, global uint *sink) {
  uint i = (uint)__spirv_GlobalInvocationId_x();
  uint work = i;
  for (int s = 0; s < 3; s++)
    for (int r = 0; r < READS; r++) {
      out[(3 * i + s) * READS + r] = __spirv_ReadClockKHR(s + 1);
      for (int k = 0; k < 64; k++)
        work = work * 1664525u + 1013904223u;
    }
  ulong before = __spirv_ReadClockKHR(1), start = __spirv_ReadClockKHR(3);
  while (__spirv_ReadClockKHR(3) - start < 200000)
    work = work * 1664525u + 1013904223u;
  spin[2 * i] = before;
  spin[2 * i + 1] = __spirv_ReadClockKHR(1);
  sink[i] = work;
}

kernel void device_now(global ulong *out) {
  out[__spirv_GlobalInvocationId_x()] = __spirv_ReadClockKHR(1);
}

kernel void semantics(local int *scratch, global int *out) {
  int mine = (int)__spirv_LocalInvocationId_x();
  scratch[mine] = mine;
  uint i = (uint)__spirv_GlobalInvocationId_x();
  out[3 * i] = __spirv_GenericPtrMemSemantics((int *)(out + 3 * i));
  out[3 * i + 1] = __spirv_GenericPtrMemSemantics((int *)(scratch + mine));
  out[3 * i + 2] = __spirv_GenericPtrMemSemantics(&mine);
}
