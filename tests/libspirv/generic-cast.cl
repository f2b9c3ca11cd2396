// GenericCastToPtrExplicit under the names SYCL calls (void *, int storage
// class): isspacep picks the pointer that cvta.to converts, or null. It
// compiles where the optimiser knows the pointer came from another space
// (LLVM would otherwise make a global-to-shared addrspacecast that the
// NVPTX backend rejects).
// RUN: %sycl-nvptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll

// IR-DAG: call {{.*}}@llvm.nvvm.isspacep.global
// IR-DAG: call {{.*}}@llvm.nvvm.isspacep.shared
// IR-DAG: call {{.*}}@llvm.nvvm.isspacep.local

// CHECK-LABEL: .entry cast_to_global(
// CHECK: cvta.to.global.u64 [[G:%rd[0-9]+]], [[P:%rd[0-9]+]];
// CHECK: isspacep.global {{%p[0-9]+}}, [[P]];
// CHECK: ld.global.u32 {{%r[0-9]+}}, {{\[}}[[G]]{{\]}};
kernel void cast_to_global(global int *out, global int *data, global const int *which) {
  int *p = data + which[0];
  global int *g = __spirv_GenericCastToPtrExplicit_ToGlobal(p, 5);
  out[0] = g ? *g : -1;
}

// A pointer into local memory asked for as global, and one into global
// memory asked for as local.
// CHECK-LABEL: .entry across_spaces(
// CHECK: isspacep.global
// CHECK: isspacep.shared
kernel void across_spaces(global int *out, global int *data, local int *scratch) {
  out[0] = __spirv_GenericCastToPtrExplicit_ToGlobal((void *)scratch, 5) != 0;
  out[1] = __spirv_GenericCastToPtrExplicit_ToLocal((void *)data, 4) != 0;
}

// CHECK-LABEL: .entry cast_to_private(
// CHECK: isspacep.local
// CHECK-NOT: cvta.to
// CHECK: ret;
kernel void cast_to_private(global int *out, global const int *which) {
  int priv[4] = {1, 2, 3, 4};
  int *p = priv + which[0];
  private int *q = __spirv_GenericCastToPtrExplicit_ToPrivate(p, 7);
  out[0] = q ? *q : -1;
}
