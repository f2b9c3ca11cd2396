; The grid-stride loop of grid-stride-unroll.cl as a SYCL compiler gives it
; (C++: the loop marked llvm.loop.mustprogress): the trip count's udiv is
; within the driver's expansion budget, so the loop is unrolled 8 times,
; the remainder first.
; RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; CHECK-LABEL: .entry grid_sum(
; CHECK: div.u32
; CHECK: .pragma "nounroll";
; CHECK-NEXT: ld.global.f32
; CHECK-NOT: ld.global.f32
; CHECK: setp.lt.u32
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: [[LOOP:\$L__BB[0-9]+_[0-9]+]]:
; CHECK-COUNT-8: ld.global.f32
; CHECK-NOT: ld.global.f32
; CHECK: @{{%p[0-9]+}} bra [[LOOP]];
target triple = "nvptx64-nvidia-cuda"

define void @grid_sum(ptr addrspace(1) %in, i32 %n, ptr addrspace(1) %sums) {
entry:
  %gid64 = call i64 @_Z28__spirv_GlobalInvocationId_xv()
  %size64 = call i64 @_Z20__spirv_GlobalSize_xv()
  %gid = trunc i64 %gid64 to i32
  %step = trunc i64 %size64 to i32
  br label %cond

cond:
  %i = phi i32 [ %gid, %entry ], [ %next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %add, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done

body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %add = fadd contract float %sum, %v
  %next = add nsw i32 %i, %step
  br label %cond, !llvm.loop !0

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %sums, i64 %gid64
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z28__spirv_GlobalInvocationId_xv()
declare i64 @_Z20__spirv_GlobalSize_xv()

!nvvm.annotations = !{!2}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{ptr @grid_sum, !"kernel", i32 1}
