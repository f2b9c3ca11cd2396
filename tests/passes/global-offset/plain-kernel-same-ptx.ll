; Launching the plain kernel costs nothing: after the pass, the PTX of a
; kernel that reads its global offset is the PTX of the same kernel written
; without any offset read. (Same kernels for the GPU-side SASS comparison.)

; RUN: split-file %s %t
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %t/reads-offset.ll | %llc -march=nvptx64 -mcpu=sm_75 -o %t/reads-offset.ptx
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %t/no-offset.ll -o %t/no-offset.ptx
; RUN: %ptxas -arch=sm_75 %t/reads-offset.ptx -o %t/reads-offset.cubin
; RUN: %ptxas -arch=sm_75 %t/no-offset.ptx -o %t/no-offset.cubin
; RUN: sed -n "/^.visible .entry scale(/,/^}/p" %t/reads-offset.ptx > %t/reads-offset.body
; RUN: sed -n "/^.visible .entry scale(/,/^}/p" %t/no-offset.ptx > %t/no-offset.body
; RUN: diff %t/reads-offset.body %t/no-offset.body
; RUN: FileCheck %s < %t/reads-offset.body

; CHECK: .entry scale(
; CHECK: mov.u32 {{.*}}%ctaid.x
; CHECK: ld.global.u32
; CHECK: st.global.u32
; CHECK: ret;

;--- reads-offset.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %data, i32 %factor) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %offset.x = load i32, ptr %offset, align 4
  %offset.y = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  %offset.y32 = trunc i64 %offset.y to i32
  %group = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %local = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %group, %size
  %id = add i32 %base, %local
  %gid = add i32 %id, %offset.x
  %slot = getelementptr inbounds i32, ptr addrspace(1) %data, i32 %gid
  %v = load i32, ptr addrspace(1) %slot, align 4
  %scaled = mul i32 %v, %factor
  %r = add i32 %scaled, %offset.y32
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @scale, !"kernel", i32 1}

;--- no-offset.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %data, i32 %factor) {
  %group = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %local = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %group, %size
  %gid = add i32 %base, %local
  %slot = getelementptr inbounds i32, ptr addrspace(1) %data, i32 %gid
  %v = load i32, ptr addrspace(1) %slot, align 4
  %r = mul i32 %v, %factor
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @scale, !"kernel", i32 1}
