; A call that neither libspirv nor libdevice defines is named in one error,
; with no output file.
; RUN: rm -f %t.ptx
; RUN: not %sycl-nvptx %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: sycl-nvptx: error: {{.*}}error-unresolved-symbol.ll: unresolved symbol _Z15__spirv_ocl_foof after linking libspirv and libdevice (is the builtin declared but not implemented?)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %r = call float @_Z15__spirv_ocl_foof(float %v)
  store float %r, ptr addrspace(1) %p
  ret void
}

declare float @_Z15__spirv_ocl_foof(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
