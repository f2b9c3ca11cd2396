// ReadClockKHR: %globaltimer at device scope (1), %clock64 at work-group (2)
// and sub-group (3) scope. GenericPtrMemSemantics: isspacep.
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry clocks(
// CHECK: mov.u64 {{.*}}, %globaltimer;
// CHECK: mov.u64 {{.*}}, %clock64;
// CHECK: mov.u64 {{.*}}, %clock64;
// CHECK-NOT: %globaltimer
// CHECK: ret;
kernel void clocks(global ulong *p) {
  p[0] = __spirv_ReadClockKHR(1);
  p[1] = __spirv_ReadClockKHR(2);
  p[2] = __spirv_ReadClockKHR(3);
}

// CHECK-LABEL: .entry semantics(
// CHECK: isspacep.shared
// CHECK: isspacep.global
// CHECK: selp.b32 {{.*}}, 512, 0,
// CHECK: selp.b32 {{.*}}, 256,
kernel void semantics(global int *p, int i) { p[0] = __spirv_GenericPtrMemSemantics(p + i); }
