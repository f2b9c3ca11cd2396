; The two passes compose in either order. Local accessors first: the plain
; kernel takes i32 offsets and its twin is cloned from it, sharing its
; dynamic shared memory. Global offset first: the twin is a kernel of its
; own with local accessors, rewritten with its own _shared_mem global. Both
; give modules that verify and assemble.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,globaloffset,verify -S %s | FileCheck %s --check-prefix=LOCAL-FIRST
; RUN: %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory,global-offset -S -o - | FileCheck %s --check-prefix=LOCAL-FIRST
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,localaccessortosharedmemory,verify -S %s | FileCheck %s --check-prefix=OFFSET-FIRST
; RUN: %sycl-nvptx-lower %s --passes=global-offset,local-accessor-to-shared-memory -S -o - | FileCheck %s --check-prefix=OFFSET-FIRST
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.local-first.ptx
; RUN: %ptxas -arch=sm_75 %t.local-first.ptx -o %t.local-first.cubin
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.offset-first.ptx
; RUN: %ptxas -arch=sm_75 %t.offset-first.ptx -o %t.offset-first.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; LOCAL-FIRST: @kernel_shared_mem = external addrspace(3) global [0 x i8], align 16
; LOCAL-FIRST-NOT: @kernel_with_offset_shared_mem
; LOCAL-FIRST-LABEL: define void @kernel(ptr addrspace(1) %out, i32 %scratch)
; LOCAL-FIRST-NEXT:    %scratch.misalignment = and i32 %scratch, 15
; LOCAL-FIRST-NEXT:    %scratch.aligned = icmp eq i32 %scratch.misalignment, 0
; LOCAL-FIRST-NEXT:    call void @llvm.assume(i1 %scratch.aligned)
; LOCAL-FIRST-NEXT:    %scratch.shared = getelementptr inbounds i8, ptr addrspace(3) @kernel_shared_mem, i32 %scratch
; LOCAL-FIRST-NEXT:    store i32 0, ptr addrspace(3) %scratch.shared, align 4
; LOCAL-FIRST-LABEL: define void @kernel_with_offset(ptr addrspace(1) %out, i32 %scratch, ptr byval([3 x i32]) %implicit_offset)
; LOCAL-FIRST-NEXT:    %scratch.misalignment = and i32 %scratch, 15
; LOCAL-FIRST-NEXT:    %scratch.aligned = icmp eq i32 %scratch.misalignment, 0
; LOCAL-FIRST-NEXT:    call void @llvm.assume(i1 %scratch.aligned)
; LOCAL-FIRST-NEXT:    %scratch.shared = getelementptr inbounds i8, ptr addrspace(3) @kernel_shared_mem, i32 %scratch
; LOCAL-FIRST-NEXT:    %x = load i32, ptr %implicit_offset, align 4
; LOCAL-FIRST-NEXT:    store i32 %x, ptr addrspace(3) %scratch.shared, align 4
; LOCAL-FIRST: !{ptr @kernel, !"kernel", i32 1}
; LOCAL-FIRST: !{ptr @kernel_with_offset, !"kernel", i32 1}

; OFFSET-FIRST: @kernel_shared_mem = external addrspace(3) global [0 x i8], align 16
; OFFSET-FIRST: @kernel_with_offset_shared_mem = external addrspace(3) global [0 x i8], align 16
; OFFSET-FIRST-LABEL: define void @kernel(ptr addrspace(1) %out, i32 %scratch)
; OFFSET-FIRST-NEXT:    %scratch.misalignment = and i32 %scratch, 15
; OFFSET-FIRST-NEXT:    %scratch.aligned = icmp eq i32 %scratch.misalignment, 0
; OFFSET-FIRST-NEXT:    call void @llvm.assume(i1 %scratch.aligned)
; OFFSET-FIRST-NEXT:    %scratch.shared = getelementptr inbounds i8, ptr addrspace(3) @kernel_shared_mem, i32 %scratch
; OFFSET-FIRST-NEXT:    store i32 0, ptr addrspace(3) %scratch.shared, align 4
; OFFSET-FIRST-LABEL: define void @kernel_with_offset(ptr addrspace(1) %out, i32 %scratch, ptr byval([3 x i32]) %implicit_offset)
; OFFSET-FIRST-NEXT:    %scratch.misalignment = and i32 %scratch, 15
; OFFSET-FIRST-NEXT:    %scratch.aligned = icmp eq i32 %scratch.misalignment, 0
; OFFSET-FIRST-NEXT:    call void @llvm.assume(i1 %scratch.aligned)
; OFFSET-FIRST-NEXT:    %scratch.shared = getelementptr inbounds i8, ptr addrspace(3) @kernel_with_offset_shared_mem, i32 %scratch
; OFFSET-FIRST-NEXT:    %x = load i32, ptr %implicit_offset, align 4
; OFFSET-FIRST-NEXT:    store i32 %x, ptr addrspace(3) %scratch.shared, align 4
; OFFSET-FIRST: !{ptr @kernel, !"kernel", i32 1}
; OFFSET-FIRST: !{ptr @kernel_with_offset, !"kernel", i32 1}
define void @kernel(ptr addrspace(1) %out, ptr addrspace(3) %scratch) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  store i32 %x, ptr addrspace(3) %scratch, align 4
  %y = load i32, ptr addrspace(3) %scratch, align 4
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @kernel, !"kernel", i32 1}
