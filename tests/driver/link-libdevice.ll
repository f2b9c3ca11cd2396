; Calls to CUDA's libdevice (__nv_*) link libdevice.10.bc, only when used;
; __nvvm_reflect is resolved on the way and only the used function stays.
; RUN: %sycl-nvptx -v %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=STEPS
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %sycl-nvptx -v %S/Inputs/vector_add.cl -o %t.plain.ptx 2>&1 | FileCheck %s --check-prefix=NOT-NEEDED
; STEPS: link: libdevice {{.*}}libdevice.10.bc
; NOT-NEEDED-NOT: link: libdevice
; CHECK: .entry k(
; CHECK-NOT: __nv_
; CHECK-NOT: __nvvm_reflect
; CHECK: sqrt.rn.f32
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %r = call float @__nv_sqrtf(float %v)
  store float %r, ptr addrspace(1) %p
  ret void
}

declare float @__nv_sqrtf(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
