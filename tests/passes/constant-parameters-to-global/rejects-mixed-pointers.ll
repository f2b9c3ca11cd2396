; A pointer from a constant parameter that meets a pointer into constant
; memory (here the program-scope table, in a select) cannot have one address
; space: the pass rejects the module with an error naming the instruction
; and leaves it unchanged.

; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=constantparameterstoglobal -disable-output %s 2>&1 | FileCheck %s
; RUN: not %sycl-nvptx-lower %s --passes=constant-parameters-to-global -o %t.bc 2>&1 | FileCheck %s
; RUN: not test -e %t.bc

; CHECK: error: constant-parameters-to-global: a pointer from a constant kernel parameter reaches '%p = select i1 %c, ptr addrspace(4) %in, ptr addrspace(4) @table' in 'pick', which mixes it with a pointer into constant memory

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) constant [4 x float] zeroinitializer, align 4

define spir_kernel void @pick(ptr addrspace(4) %in, ptr addrspace(1) %out, i1 %c) {
  %p = select i1 %c, ptr addrspace(4) %in, ptr addrspace(4) @table
  %v = load float, ptr addrspace(4) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @pick, !"kernel", i32 1}
