; A work-group reduction's end as it is inlined into a kernel: the straight
; line's tree (adds of values loaded before the barrier) and a general path
; meet in a join whose phi is the sum; the kernel stores it under
; `if (id == 0)`. The test and the store are copied onto the straight
; line's edge and its adds move into the copy; the loads stay, and the
; general path's call, which may not move, keeps the original join.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=sinktoguardeduse,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=sink-to-guarded-use -S -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @general_path(float)
declare float @llvm.nvvm.add.rn.f(float, float)

; CHECK-LABEL: define void @store_sum(
; CHECK:       line:
; CHECK-NEXT:    %a = load float, ptr addrspace(3) %partials
; CHECK-NEXT:    %pb = getelementptr
; CHECK-NEXT:    %b = load float
; CHECK-NEXT:    %pc = getelementptr
; CHECK-NEXT:    %c = load float
; CHECK-NEXT:    br label %join.guard
; CHECK:       join:
; CHECK-NEXT:    %sum = phi float [ %g, %general ]
; CHECK:       join.guard:
; CHECK-NEXT:    %first{{[0-9]*}} = icmp eq i32 %id, 0
; CHECK-NEXT:    br i1 %first{{[0-9]*}}, label %store.guarded, label %exit
; CHECK:       store.guarded:
; CHECK-NEXT:    %ab = call float @llvm.nvvm.add.rn.f(float %a, float %b)
; CHECK-NEXT:    %abc = fadd float %ab, %c
; CHECK-NEXT:    store float %abc, ptr addrspace(1) %out
; CHECK-NEXT:    br label %exit
; CHECK:       exit:
; CHECK-NEXT:    %stored = phi i1 [ true, %store ], [ false, %join ], [ false, %join.guard ], [ true, %store.guarded ]
define void @store_sum(ptr addrspace(1) %out, ptr addrspace(3) %partials, i32 %id, i1 %straight, float %x) {
entry:
  br i1 %straight, label %line, label %general
line:
  %a = load float, ptr addrspace(3) %partials
  %pb = getelementptr float, ptr addrspace(3) %partials, i32 1
  %b = load float, ptr addrspace(3) %pb
  %pc = getelementptr float, ptr addrspace(3) %partials, i32 2
  %c = load float, ptr addrspace(3) %pc
  %ab = call float @llvm.nvvm.add.rn.f(float %a, float %b)
  %abc = fadd float %ab, %c
  br label %join
general:
  %g = call float @general_path(float %x)
  br label %join
join:
  %sum = phi float [ %abc, %line ], [ %g, %general ]
  %first = icmp eq i32 %id, 0
  br i1 %first, label %store, label %exit
store:
  store float %sum, ptr addrspace(1) %out
  br label %exit
exit:
  %stored = phi i1 [ true, %store ], [ false, %join ]
  ret void
}

; Every predecessor's value moves: the join is left without predecessors
; and goes.
; Every predecessor's value moves: the join is left without predecessors
; and goes.
; CHECK-LABEL: define float @both_paths(
; CHECK-NOT:   {{^}}join:
; CHECK:       use.guarded:
; CHECK-NEXT:    %r1 = fmul float %x, 3.{{.*}}
; CHECK-NEXT:    %r2 = fsub float %r1, %x
; CHECK:       use.guarded{{[0-9]+}}:
; CHECK-NEXT:    %l1 = fmul float %x, %x
; CHECK-NEXT:    %l2 = fadd float %l1, 1.{{.*}}
; CHECK-NOT:   {{^}}join:
define float @both_paths(i1 %c, i1 %take, float %x) {
entry:
  br i1 %c, label %left, label %right
left:
  %l1 = fmul float %x, %x
  %l2 = fadd float %l1, 1.0
  br label %join
right:
  %r1 = fmul float %x, 3.0
  %r2 = fsub float %r1, %x
  br label %join
join:
  %v = phi float [ %l2, %left ], [ %r2, %right ]
  br i1 %take, label %use, label %done
use:
  %w = fadd float %v, %v
  ret float %w
done:
  ret float 0.0
}
