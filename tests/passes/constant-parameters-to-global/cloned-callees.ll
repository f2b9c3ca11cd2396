; Functions reached by pointers from a constant kernel parameter get a clone
; <name>_global taking addrspace(1) at those positions only (here the first
; of two; the second gets the program-scope `constant` table), and so do the
; functions those clones pass the pointer on to. A kernel passing only
; constant-memory pointers keeps calling the originals. memcpy from the
; parameter is remangled to read addrspace(1).

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=constantparameterstoglobal,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=constant-parameters-to-global -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=constantparameterstoglobal,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4

; CHECK-LABEL: define float @first(ptr addrspace(4) %p)
; CHECK-NEXT:    %v = load float, ptr addrspace(4) %p, align 4{{$}}
define float @first(ptr addrspace(4) %p) {
  %v = load float, ptr addrspace(4) %p, align 4
  ret float %v
}

; CHECK-LABEL: define float @sum2(ptr addrspace(4) %p, ptr addrspace(4) %q)
; CHECK-NEXT:    %a = call float @first(ptr addrspace(4) %p)
define float @sum2(ptr addrspace(4) %p, ptr addrspace(4) %q) {
  %a = call float @first(ptr addrspace(4) %p)
  %b = load float, ptr addrspace(4) %q, align 4
  %s = fadd float %a, %b
  ret float %s
}

; CHECK-LABEL: define spir_kernel void @with_buffer(ptr addrspace(1) %in, ptr addrspace(1) %out)
; CHECK-NEXT:    %copy = alloca [2 x float], align 4
; CHECK-NEXT:    call void @llvm.memcpy.p0.p1.i64(ptr align 4 %copy, ptr addrspace(1) align 4 %in, i64 8, i1 false)
; CHECK-NEXT:    %s = call float @sum2_global(ptr addrspace(1) %in, ptr addrspace(4) @table)
define spir_kernel void @with_buffer(ptr addrspace(4) %in, ptr addrspace(1) %out) {
  %copy = alloca [2 x float], align 4
  call void @llvm.memcpy.p0.p4.i64(ptr align 4 %copy, ptr addrspace(4) align 4 %in, i64 8, i1 false)
  %s = call float @sum2(ptr addrspace(4) %in, ptr addrspace(4) @table)
  %c = load float, ptr %copy, align 4
  %r = fadd float %s, %c
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @with_table(ptr addrspace(1) %out)
; CHECK-NEXT:    %s = call float @sum2(ptr addrspace(4) @table, ptr addrspace(4) @table)
define spir_kernel void @with_table(ptr addrspace(1) %out) {
  %s = call float @sum2(ptr addrspace(4) @table, ptr addrspace(4) @table)
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define internal float @sum2_global(ptr addrspace(1) %p, ptr addrspace(4) %q)
; CHECK-NEXT:    %a = call float @first_global(ptr addrspace(1) %p)
; CHECK-NEXT:    %b = load float, ptr addrspace(4) %q, align 4{{$}}
; CHECK-LABEL: define internal float @first_global(ptr addrspace(1) %p)
; CHECK-NEXT:    %v = load float, ptr addrspace(1) %p, align 4, !invariant.load

declare void @llvm.memcpy.p0.p4.i64(ptr, ptr addrspace(4), i64, i1)

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @with_buffer, !"kernel", i32 1}
!2 = !{ptr @with_table, !"kernel", i32 1}
