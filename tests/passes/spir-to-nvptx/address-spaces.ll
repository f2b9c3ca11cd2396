; SPIR's constant (2) and generic (4) address spaces become NVPTX's 4 and 0
; everywhere: globals, signatures (a function is recreated with its body),
; instructions, constant expressions, struct types (a renamed twin),
; byval types, overloaded intrinsics' names, initializers (each once). A private-to-generic cast, the
; same space on NVPTX, disappears. Modeled on dpctl 0.21.1's kernels after
; llvm-spirv 2024.2.0 (a constant table copied to a private array, generic
; pointers to it and to a global buffer). The result assembles.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=spirtonvptx,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -S -o - | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx,local-accessor-to-shared-memory,constant-parameters-to-global,global-offset -o %t.bc
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %t.bc -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

; CHECK: %struct.view.nvptx = type { ptr, i64 }
; CHECK: @table = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
; CHECK: @buffer = internal addrspace(1) global [4 x i32] zeroinitializer, align 4
; CHECK: @buffer_generic = internal addrspace(1) global ptr addrspacecast (ptr addrspace(1) @buffer to ptr), align 8
; CHECK: @second = internal addrspace(1) global ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @table, i64 4), align 8

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %coeffs)
; CHECK-NEXT:    %copy = alloca [4 x i32], align 4
; CHECK-NEXT:    call void @llvm.memcpy.p0.p4.i64(ptr align 4 %copy, ptr addrspace(4) align 4 @table, i64 16, i1 false)
; CHECK-NEXT:    %view = alloca %struct.view.nvptx, align 8
; CHECK-NEXT:    %view.ptr = getelementptr inbounds %struct.view.nvptx, ptr %view, i64 0, i32 0
; CHECK-NEXT:    store ptr %copy, ptr %view.ptr, align 8
; CHECK-NEXT:    %c = load i32, ptr addrspace(4) %coeffs, align 4
; CHECK-NEXT:    %s = call i32 @sum(ptr byval(%struct.view.nvptx) align 8 %view, i32 %c)
; CHECK-NEXT:    %gout = addrspacecast ptr addrspace(1) %out to ptr
; CHECK-NEXT:    store i32 %s, ptr %gout, align 4
; CHECK-LABEL: define internal i32 @sum(ptr byval(%struct.view.nvptx) align 8 %v, i32 %c)
; CHECK-NEXT:    %p.addr = getelementptr inbounds %struct.view.nvptx, ptr %v, i64 0, i32 0
; CHECK-NEXT:    %p = load ptr, ptr %p.addr, align 8
; CHECK-NEXT:    %x = load i32, ptr %p, align 4
; CHECK: declare void @llvm.memcpy.p0.p4.i64(
; CHECK-NOT: addrspace(2)
; CHECK-NOT: .p2.

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.view = type { ptr addrspace(4), i64 }

@table = internal addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@buffer = internal addrspace(1) global [4 x i32] zeroinitializer, align 4
@buffer_generic = internal addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) @buffer to ptr addrspace(4)), align 8
@second = internal addrspace(1) global ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @table, i64 4), align 8

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(2) %coeffs) {
  %copy = alloca [4 x i32], align 4
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %copy, ptr addrspace(2) align 4 @table, i64 16, i1 false)
  %view = alloca %struct.view, align 8
  %copy.generic = addrspacecast ptr %copy to ptr addrspace(4)
  %view.ptr = getelementptr inbounds %struct.view, ptr %view, i64 0, i32 0
  store ptr addrspace(4) %copy.generic, ptr %view.ptr, align 8
  %c = load i32, ptr addrspace(2) %coeffs, align 4
  %s = call spir_func i32 @sum(ptr byval(%struct.view) align 8 %view, i32 %c)
  %gout = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  store i32 %s, ptr addrspace(4) %gout, align 4
  %b = load ptr addrspace(4), ptr addrspace(1) @buffer_generic, align 8
  store i32 %s, ptr addrspace(4) %b, align 4
  %t = load ptr addrspace(2), ptr addrspace(1) @second, align 8
  %t1 = load i32, ptr addrspace(2) %t, align 4
  store i32 %t1, ptr addrspace(1) %out, align 4
  ret void
}

define internal spir_func i32 @sum(ptr byval(%struct.view) align 8 %v, i32 %c) {
  %p.addr = getelementptr inbounds %struct.view, ptr %v, i64 0, i32 0
  %p = load ptr addrspace(4), ptr %p.addr, align 8
  %x = load i32, ptr addrspace(4) %p, align 4
  %y = add i32 %x, %c
  ret i32 %y
}

declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg)
