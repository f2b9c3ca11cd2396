// Sub-group block reads and writes: lane L's component j is element
// L + 32 j, one access per component on the pointer's own space (global or
// shared), at byte offsets of 32 j elements from the lane's element.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: FileCheck %s < %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .entry read_int(
// CHECK: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// CHECK: mul.wide.u32 %rd{{[0-9]+}}, %r[[LANE]], 4;
// CHECK: ld.global.u32
// CHECK-NOT: ld.global
// CHECK: ret;
kernel void read_int(global uint *out, global const uint *in) {
  out[__spirv_GlobalInvocationId_x()] = __spirv_SubgroupBlockReadINTEL_Rint(in);
}

// 16 components only for 8-bit elements: bytes 0, 32, ..., 480 from the lane's.
// CHECK-LABEL: .entry read_char16(
// CHECK: %laneid;
// CHECK: ld.global.u8 {{%r[sd]?[0-9]+}}, {{\[}}[[P:%rd[0-9]+]]{{\]}};
// CHECK: ld.global.u8 {{%r[sd]?[0-9]+}}, {{\[}}[[P]]+32{{\]}};
// CHECK: ld.global.u8 {{%r[sd]?[0-9]+}}, {{\[}}[[P]]+64{{\]}};
// CHECK-COUNT-12: ld.global.u8
// CHECK: ld.global.u8 {{%r[sd]?[0-9]+}}, {{\[}}[[P]]+480{{\]}};
// CHECK-NOT: ld.global
// CHECK: ret;
kernel void read_char16(global uchar16 *out, global const uchar *in) {
  out[__spirv_GlobalInvocationId_x()] = __spirv_SubgroupBlockReadINTEL_Rchar16(in);
}

// CHECK-LABEL: .entry read_short2_local(
// CHECK: ld.shared.u16 {{%r[sd]?[0-9]+}}, {{\[}}[[P:%rd[0-9]+]]{{\]}};
// CHECK: ld.shared.u16 {{%r[sd]?[0-9]+}}, {{\[}}[[P]]+64{{\]}};
// CHECK-NOT: ld.shared
// CHECK: ret;
kernel void read_short2_local(global ushort2 *out, local const ushort *lm) {
  out[__spirv_GlobalInvocationId_x()] = __spirv_SubgroupBlockReadINTEL_Rshort2(lm);
}

// CHECK-LABEL: .entry write_int8(
// CHECK: st.global.u32 {{\[}}[[P:%rd[0-9]+]]{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+128{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+256{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+384{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+512{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+640{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+768{{\]}},
// CHECK: st.global.u32 {{\[}}[[P]]+896{{\]}},
// CHECK-NOT: st.global
// CHECK: ret;
kernel void write_int8(global uint *out, global const uint8 *in) {
  __spirv_SubgroupBlockWriteINTEL(out, in[__spirv_GlobalInvocationId_x()]);
}

// CHECK-LABEL: .entry write_long4_local(
// CHECK: st.shared.u64 {{\[}}[[P:%rd[0-9]+]]{{\]}},
// CHECK: st.shared.u64 {{\[}}[[P]]+256{{\]}},
// CHECK: st.shared.u64 {{\[}}[[P]]+512{{\]}},
// CHECK: st.shared.u64 {{\[}}[[P]]+768{{\]}},
// CHECK-NOT: st.shared
// CHECK: ret;
kernel void write_long4_local(local ulong *lm, global const ulong4 *in) {
  __spirv_SubgroupBlockWriteINTEL(lm, in[__spirv_GlobalInvocationId_x()]);
}
