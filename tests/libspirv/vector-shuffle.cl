// shuffle and shuffle2: bytes move with prmt (no local memory even for a
// runtime mask); wider elements by selp trees; a constant mask folds.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-NOT: .local

// Four prmt gather each result word from the input's pairs of words.
// CHECK-LABEL: .entry shuffle_char16(
// CHECK-COUNT-8: prmt.b32
// CHECK-NOT: st.local
// CHECK: ret;
kernel void shuffle_char16(global char16 *p, global const uchar16 *m) {
  p[0] = __spirv_ocl_shuffle(p[1], m[0]);
}

// The selector comes from the mask by integer arithmetic, then one prmt.
// CHECK-LABEL: .entry shuffle_char2(
// CHECK: prmt.b32
// CHECK-NOT: prmt
// CHECK: ret;
kernel void shuffle_char2(global char2 *out, global const char4 *p, global const uchar2 *m) {
  out[0] = __spirv_ocl_shuffle(p[0], m[0]);
}

// CHECK-LABEL: .entry shuffle2_half8(
// CHECK: prmt.b32
kernel void shuffle2_half8(global half8 *p, global const ushort8 *m) {
  p[0] = __spirv_ocl_shuffle2(p[1], p[2], m[0]);
}

// Two index bits: two levels of selp per result.
// CHECK-LABEL: .entry shuffle2_double2(
// CHECK-COUNT-6: selp.f64
// CHECK-NOT: selp
// CHECK: ret;
kernel void shuffle2_double2(global double2 *p, global const ulong2 *m) {
  p[0] = __spirv_ocl_shuffle2(p[1], p[2], m[0]);
}

// CHECK-LABEL: .entry shuffle_constant_mask(
// CHECK-NOT: prmt
// CHECK-NOT: selp
// CHECK: st.global.v4.f32 [{{%rd[0-9]+}}], {[[A:%f[0-9]+]], [[B:%f[0-9]+]], [[C:%f[0-9]+]], [[D:%f[0-9]+]]}
kernel void shuffle_constant_mask(global float4 *p) {
  p[0] = __spirv_ocl_shuffle(p[1], (uint4)(3, 2, 1, 0));
}
