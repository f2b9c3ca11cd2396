; A kernel with three local accessors of different element types between
; ordinary parameters: each becomes an i32 byte offset into
; @<kernel>_shared_mem, an external [0 x i8] in addrspace(3) aligned to 16
; (CUDA's dynamic shared memory), assumed a multiple of 16 (the plugin's
; guarantee), and its uses an inbounds GEP from it. The
; other parameters, the names, the attributes that still apply to an i32,
; the function's attributes and metadata, and other references to the
; kernel (here llvm.used) are kept.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.used = appending global [1 x ptr] [ptr @mixed], section "llvm.metadata"

; CHECK: @llvm.used = appending global [1 x ptr] [ptr @mixed]
; CHECK: @mixed_shared_mem = external addrspace(3) global [0 x i8], align 16

; CHECK-LABEL: define spir_kernel void @mixed(ptr addrspace(1) noalias align 8 %out, i32 noundef %bytes, i32 %n, i32 %floats, i32 noundef %halves)
; CHECK-SAME:    #0 !kernel_arg_addr_space ![[AS:[0-9]+]] {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %bytes.misalignment = and i32 %bytes, 15
; CHECK-NEXT:    %bytes.aligned = icmp eq i32 %bytes.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %bytes.aligned)
; CHECK-NEXT:    %bytes.shared = getelementptr inbounds i8, ptr addrspace(3) @mixed_shared_mem, i32 %bytes
; CHECK-NEXT:    %floats.misalignment = and i32 %floats, 15
; CHECK-NEXT:    %floats.aligned = icmp eq i32 %floats.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %floats.aligned)
; CHECK-NEXT:    %floats.shared = getelementptr inbounds i8, ptr addrspace(3) @mixed_shared_mem, i32 %floats
; CHECK-NEXT:    %halves.misalignment = and i32 %halves, 15
; CHECK-NEXT:    %halves.aligned = icmp eq i32 %halves.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %halves.aligned)
; CHECK-NEXT:    %halves.shared = getelementptr inbounds i8, ptr addrspace(3) @mixed_shared_mem, i32 %halves
; CHECK-NEXT:    %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %b.ptr = getelementptr inbounds i8, ptr addrspace(3) %bytes.shared, i32 %tid
; CHECK-NEXT:    store i8 1, ptr addrspace(3) %b.ptr, align 1
; CHECK-NEXT:    %f.ptr = getelementptr inbounds float, ptr addrspace(3) %floats.shared, i32 %tid
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(3) %f.ptr, align 4
; CHECK-NEXT:    %h.ptr = getelementptr inbounds half, ptr addrspace(3) %halves.shared, i32 %n
; CHECK-NEXT:    store half 0xH3C00, ptr addrspace(3) %h.ptr, align 2
define spir_kernel void @mixed(ptr addrspace(1) noalias align 8 %out, ptr addrspace(3) noalias noundef align 1 %bytes, i32 %n, ptr addrspace(3) nocapture dereferenceable(16) %floats, ptr addrspace(3) noundef nonnull align 2 %halves) #0 !kernel_arg_addr_space !2 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b.ptr = getelementptr inbounds i8, ptr addrspace(3) %bytes, i32 %tid
  store i8 1, ptr addrspace(3) %b.ptr, align 1
  %f.ptr = getelementptr inbounds float, ptr addrspace(3) %floats, i32 %tid
  store float 2.0, ptr addrspace(3) %f.ptr, align 4
  %h.ptr = getelementptr inbounds half, ptr addrspace(3) %halves, i32 %n
  store half 1.0, ptr addrspace(3) %h.ptr, align 2
  call void @llvm.nvvm.barrier0()
  %f = load float, ptr addrspace(3) %floats, align 4
  %h = load half, ptr addrspace(3) %halves, align 2
  %hf = fpext half %h to float
  %b = load i8, ptr addrspace(3) %bytes, align 1
  %bf = uitofp i8 %b to float
  %s1 = fadd float %f, %hf
  %s2 = fadd float %s1, %bf
  store float %s2, ptr addrspace(1) %out, align 8
  ret void
}

; CHECK: attributes #0 = { convergent nounwind "target-features"="+ptx75" }
; CHECK: ![[AS]] = !{i32 1, i32 3, i32 0, i32 3, i32 3}

; PTX: .extern .shared .align 16 .b8 mixed_shared_mem[];
; PTX-LABEL: .entry mixed(
; PTX-NEXT:  .param .u64 mixed_param_0,
; PTX-NEXT:  .param .u32 mixed_param_1,
; PTX-NEXT:  .param .u32 mixed_param_2,
; PTX-NEXT:  .param .u32 mixed_param_3,
; PTX-NEXT:  .param .u32 mixed_param_4
; PTX:       mov.u64 {{.*}}mixed_shared_mem;

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent nounwind "target-features"="+ptx75" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @mixed, !"kernel", i32 1}
!2 = !{i32 1, i32 3, i32 0, i32 3, i32 3}
