/* Kernels for barrier_test.c. The exchanges write a slot per work-item in
 * local memory and read another's: the later a warp (sub-group) is, the
 * longer it waits before writing, so a reader only sees the value if the
 * barrier between write and read works. */
/* The 32-bit %clock: clang's clock64 builtin is long long, 128-bit in
 * OpenCL C. Unsigned differences survive a wrap. */
static void delay(uint cycles) {
  uint start = (uint)__nvvm_read_ptx_sreg_clock();
  while ((uint)__nvvm_read_ptx_sreg_clock() - start < cycles)
    ;
}

static int value(size_t group, size_t item) { return (int)(group * 1000 + item * 7 + 1); }

/* mode 0: no barrier (the control: reads must go stale); 1: OpenCL's
 * barrier(CLK_LOCAL_MEM_FENCE), unsigned spelling; 2: SYCL's group_barrier,
 * int spelling; 3: device scope; 4: cross-device, sequentially consistent. */
static void workgroup_barrier(uint mode) {
  switch (mode) {
  case 1:
    __spirv_ControlBarrier(2u, 2u, 0x110u);
    break;
  case 2:
    __spirv_ControlBarrier(2, 2, 0x308);
    break;
  case 3:
    __spirv_ControlBarrier(2, 1, 0x208);
    break;
  case 4:
    __spirv_ControlBarrier(2, 0, 0x210);
    break;
  }
}

/* Each work-item reads the slot half a work-group away (another warp). */
kernel void workgroup_exchange(local int *slots, global const uint *mode, global int *out) {
  size_t item = __spirv_LocalInvocationId_x(), size = __spirv_WorkgroupSize_x();
  slots[item] = -1;
  __spirv_ControlBarrier(2, 2, 0x110);
  delay(__spirv_SubgroupId() * 20000u);
  slots[item] = value(__spirv_WorkgroupId_x(), item);
  workgroup_barrier(mode[0]);
  out[__spirv_GlobalInvocationId_x()] = slots[(item + size / 2) % size];
}

/* Within each sub-group, odd lanes wait before writing; every lane reads
 * its neighbour's slot (lane ^ 1) after a sub-group barrier. mode 0:
 * sub-group memory, unsigned spelling; 1: work-group memory, int spelling. */
kernel void subgroup_exchange(local int *slots, global const uint *mode, global int *out) {
  size_t item = __spirv_LocalInvocationId_x();
  uint lane = __spirv_SubgroupLocalInvocationId();
  slots[item] = -1;
  __spirv_ControlBarrier(2, 2, 0x110);
  if (lane & 1)
    delay(20000);
  slots[item] = value(__spirv_WorkgroupId_x(), item);
  if (mode[0] == 0)
    __spirv_ControlBarrier(3u, 3u, 0x88u);
  else
    __spirv_ControlBarrier(3, 2, 0x108);
  out[__spirv_GlobalInvocationId_x()] = slots[item ^ 1];
}
