; Folding a required work-group size into a kernel can leave work for more
; than one InstCombine iteration: here %ntid.x = 256 decides the branch, and
; what is left of it folds in a second round. A textual "instcombine"
; checks that one iteration reached a fixed point and aborts ("Instruction
; Combining did not reach a fixpoint"); the driver's fold runs
; instcombine<no-verify-fixpoint>, as LLVM's default pipeline does.
; (Reduced with llvm-reduce from a GroupFAdd kernel under
; reqd_work_group_size(256) that hit it.)
; RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; CHECK-LABEL: .entry sum_slot(
; CHECK: .reqntid 256, 1, 1
; CHECK-NOT: %ntid
; CHECK: bar.sync 0;
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sum_slot(ptr addrspace(1) %out) !reqd_work_group_size !0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %slot = lshr i32 %tid, 1
  %odd = and i32 %ntid, 1
  %whole = icmp eq i32 %odd, 0
  br i1 %whole, label %check, label %short

check:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %sync

write:
  %index = zext i32 %slot to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %index
  store float 0.000000e+00, ptr addrspace(1) %p, align 4
  br label %sync

done:
  ret void

sync:
  tail call void @llvm.nvvm.barrier0()
  br label %done

short:
  %index2 = zext i32 %slot to i64
  %q = getelementptr float, ptr addrspace(1) %out, i64 %index2
  store float 0.000000e+00, ptr addrspace(1) %q, align 4
  br label %done
}

declare void @llvm.nvvm.barrier0() #0
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i32 256, i32 1, i32 1}
