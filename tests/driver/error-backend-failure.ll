; An instruction LLVM 19's NVPTX backend cannot select (a release atomic
; store) gives one error line, exit code 1 rather than an abort with a stack
; dump, and no output file.
; RUN: rm -f %t.ptx
; RUN: not %sycl-nvptx %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: sycl-nvptx: error: {{.*}}error-backend-failure.ll: LLVM could not compile the device code: Cannot select: {{.*}}AtomicStore{{.*}} (--save-temps keeps the IR)
; CHECK-NOT: Stack dump
target triple = "nvptx64-nvidia-cuda"

@flag = addrspace(1) global i32 0

define void @k() {
  store atomic i32 2, ptr addrspace(1) @flag release, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
