; Source of llvm14-kernel.bc, written by llvm-as-14 (LLVM 14.0.6: typed
; pointers, no opaque-pointer IR) and checked in: LLVM 19 reads older
; bitcode, upgrading it. A kernel, and a builtin taking long.
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, i32 addrspace(3)* %tile) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wide = zext i32 %tid to i64
  %v = call i64 @_Z3absl(i64 %wide)
  %t = getelementptr inbounds i32, i32 addrspace(3)* %tile, i32 %tid
  store i32 %tid, i32 addrspace(3)* %t, align 4
  %p = getelementptr inbounds i64, i64 addrspace(1)* %out, i32 %tid
  store i64 %v, i64 addrspace(1)* %p, align 8
  ret void
}

define linkonce_odr i64 @_Z3absl(i64 %x) {
  %n = sub i64 0, %x
  %neg = icmp slt i64 %x, 0
  %r = select i1 %neg, i64 %n, i64 %x
  ret i64 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{void (i64 addrspace(1)*, i32 addrspace(3)*)* @k, !"kernel", i32 1}
