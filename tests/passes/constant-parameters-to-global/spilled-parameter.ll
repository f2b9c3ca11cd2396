; A kernel reading a buffer through a `constant float *` parameter, as clang
; emits it before optimisation: the parameter spilled to a private variable,
; reloaded, offset through a phi and compared with null. The parameter
; becomes a `ptr addrspace(1)`, and with it the variable, the reloads, the
; GEPs, the phi (its null incoming too) and the compare; loads through it are
; marked !invariant.load, so NVPTX reads the buffer with ld.global.nc. The
; program-scope `constant` table stays in constant memory (ld.const).

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=constantparameterstoglobal,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=constant-parameters-to-global -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=constantparameterstoglobal,verify %s | %opt -O2 | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4

; CHECK: @table = addrspace(4) constant [4 x float]
; CHECK-LABEL: define spir_kernel void @copy_constant(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %sel)
; CHECK-SAME:    #0 !kernel_arg_addr_space ![[AS:[0-9]+]] {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %in.addr = alloca ptr addrspace(1), align 8
; CHECK-NEXT:    store ptr addrspace(1) %in, ptr %in.addr, align 8
; CHECK:         %in.1 = load ptr addrspace(1), ptr %in.addr, align 8
; CHECK-NEXT:    %next = getelementptr inbounds float, ptr addrspace(1) %in.1, i64 1
; CHECK:         %in.2 = load ptr addrspace(1), ptr %in.addr, align 8
; CHECK:         %q = phi ptr addrspace(1) [ %next, %then ], [ %in.2, %else ], [ null, %entry ]
; CHECK-NEXT:    %is.null = icmp eq ptr addrspace(1) %q, null
; CHECK:         %elem = getelementptr inbounds float, ptr addrspace(1) %q, i64 %i
; CHECK-NEXT:    %v = load float, ptr addrspace(1) %elem, align 4, !invariant.load ![[EMPTY:[0-9]+]]
; CHECK-NEXT:    %t.ptr = getelementptr inbounds [4 x float], ptr addrspace(4) @table, i64 0, i64 %i
; CHECK-NEXT:    %t = load float, ptr addrspace(4) %t.ptr, align 4{{$}}
; CHECK: ![[AS]] = !{i32 2, i32 1, i32 0}
; CHECK: ![[EMPTY]] = !{}

; PTX-LABEL: .entry copy_constant(
; PTX-DAG:   ld.global.nc.f32
; PTX-DAG:   ld.const.f32
; PTX-NOT:   ld.const
; PTX:       ret;

define spir_kernel void @copy_constant(ptr addrspace(4) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %sel) #0 !kernel_arg_addr_space !1 {
entry:
  %in.addr = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %in, ptr %in.addr, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %switch = icmp slt i32 %sel, 0
  br i1 %switch, label %join, label %choose

choose:
  %nonzero = icmp ne i32 %sel, 0
  br i1 %nonzero, label %then, label %else

then:
  %in.1 = load ptr addrspace(4), ptr %in.addr, align 8
  %next = getelementptr inbounds float, ptr addrspace(4) %in.1, i64 1
  br label %join

else:
  %in.2 = load ptr addrspace(4), ptr %in.addr, align 8
  br label %join

join:
  %q = phi ptr addrspace(4) [ %next, %then ], [ %in.2, %else ], [ null, %entry ]
  %is.null = icmp eq ptr addrspace(4) %q, null
  br i1 %is.null, label %exit, label %read

read:
  %elem = getelementptr inbounds float, ptr addrspace(4) %q, i64 %i
  %v = load float, ptr addrspace(4) %elem, align 4
  %t.ptr = getelementptr inbounds [4 x float], ptr addrspace(4) @table, i64 0, i64 %i
  %t = load float, ptr addrspace(4) %t.ptr, align 4
  %sum = fadd float %v, %t
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %sum, ptr addrspace(1) %o, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!2}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{i32 2, i32 1, i32 0}
!2 = !{ptr @copy_constant, !"kernel", i32 1}
