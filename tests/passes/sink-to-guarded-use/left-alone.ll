; Joins the pass leaves as they are: a use block with a barrier (copying a
; convergent call is not allowed), one too large to copy, a value also used
; outside the guarded block, a single instruction to move (not worth a copy),
; and a join entered by a loop's back edge.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=sinktoguardeduse,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=sink-to-guarded-use -S -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @other_path(float)
declare void @llvm.nvvm.barrier0()

; CHECK-NOT: .guard

define void @barrier_in_use(ptr addrspace(1) %out, i1 %c, i1 %take, float %x) {
entry:
  br i1 %c, label %line, label %general
line:
  %a = fmul float %x, %x
  %b = fadd float %a, 1.0
  br label %join
general:
  %g = call float @other_path(float %x)
  br label %join
join:
  %v = phi float [ %b, %line ], [ %g, %general ]
  br i1 %take, label %use, label %exit
use:
  call void @llvm.nvvm.barrier0()
  store float %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}

define void @use_too_large(ptr addrspace(1) %out, i1 %c, i1 %take, float %x) {
entry:
  br i1 %c, label %line, label %general
line:
  %a = fmul float %x, %x
  %b = fadd float %a, 1.0
  br label %join
general:
  %g = call float @other_path(float %x)
  br label %join
join:
  %v = phi float [ %b, %line ], [ %g, %general ]
  br i1 %take, label %use, label %exit
use:
  %p1 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %v, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %out, i32 2
  store float %v, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %out, i32 3
  store float %v, ptr addrspace(1) %p3
  %p4 = getelementptr float, ptr addrspace(1) %out, i32 4
  store float %v, ptr addrspace(1) %p4
  br label %exit
exit:
  ret void
}

define void @value_used_before(ptr addrspace(1) %out, i1 %c, i1 %take, float %x) {
entry:
  br i1 %c, label %line, label %general
line:
  %a = fmul float %x, %x
  %b = fadd float %a, 1.0
  store float %b, ptr addrspace(1) %out
  br label %join
general:
  %g = call float @other_path(float %x)
  br label %join
join:
  %v = phi float [ %b, %line ], [ %g, %general ]
  br i1 %take, label %use, label %exit
use:
  store float %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}

define void @one_instruction(ptr addrspace(1) %out, i1 %c, i1 %take, float %x) {
entry:
  br i1 %c, label %line, label %general
line:
  %a = fmul float %x, %x
  br label %join
general:
  %g = call float @other_path(float %x)
  br label %join
join:
  %v = phi float [ %a, %line ], [ %g, %general ]
  br i1 %take, label %use, label %exit
use:
  store float %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}

define void @loop_header(ptr addrspace(1) %out, i32 %n, float %x) {
entry:
  br label %join
join:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %v = phi float [ %x, %entry ], [ %b, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %use, label %exit
use:
  store float %v, ptr addrspace(1) %out
  br label %latch
latch:
  %a = fmul float %x, %x
  %b = fadd float %a, 1.0
  %i1 = add i32 %i, 1
  br label %join
exit:
  ret void
}
