; A SYCL device kernel with a local accessor that reads its global offset,
; through a helper and through __spirv_BuiltInGlobalOffset.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @offset_x() {
  %p = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define void @k(ptr addrspace(1) %out, ptr addrspace(3) %scratch) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = call i32 @offset_x()
  %y64 = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  %y = trunc i64 %y64 to i32
  %s = getelementptr inbounds i32, ptr addrspace(3) %scratch, i32 %tid
  store i32 %x, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %s, align 4
  %sum = add i32 %v, %y
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %sum, ptr addrspace(1) %o, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @k, !"kernel", i32 1}
