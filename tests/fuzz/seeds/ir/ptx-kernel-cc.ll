; Kernels by calling convention, one calling the other.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @inner(ptr addrspace(3) %l, ptr %o) {
  %v = load float, ptr addrspace(3) %l, align 4
  store float %v, ptr %o, align 4
  ret void
}

define spir_kernel void @outer(ptr %o) {
  %p = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %p, align 4
  store i32 %x, ptr %o, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"sycl-device", i32 1}
