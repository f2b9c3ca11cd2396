; globaloffset<no-twins> (sycl-nvptx --global-offset=off): every offset read,
; in kernels and in the helpers they call, becomes zeros and no function gets
; a _with_offset twin. Each kernel that reached a read, directly or through a
; helper, gets the 1-byte marker __sycl_nvptx_global_offset_off_<kernel> in
; global memory (the plugin refuses a non-zero offset by it; ptxas keeps it);
; a kernel that never reads the offset gets none. An unknown parameter is one
; error line.

; RUN: %opt -load-pass-plugin=%passes-plugin '-passes=globaloffset<no-twins>,verify' -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s '--passes=global-offset<no-twins>' -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin '-passes=globaloffset<no-twins>' %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: not %sycl-nvptx-lower %s '--passes=global-offset<twins>' -S -o - 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not %opt -load-pass-plugin=%passes-plugin '-passes=globaloffset<twins>' -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: _with_offset
; CHECK-NOT: @llvm.nvvm.implicit.offset
; CHECK-NOT: __spirv_BuiltInGlobalOffset
; CHECK-NOT: zero_offset
; CHECK-DAG: @__sycl_nvptx_global_offset_off_direct = addrspace(1) constant i8 1, align 1
; CHECK-DAG: @__sycl_nvptx_global_offset_off_through_helper = addrspace(1) constant i8 1, align 1
; CHECK-NOT: @__sycl_nvptx_global_offset_off_no_read

; CHECK-LABEL: define i64 @offset_z()
; CHECK-NEXT:    ret i64 0
define i64 @offset_z() {
  %z = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 2)
  ret i64 %z
}

; CHECK-LABEL: define void @direct(ptr addrspace(1) %out)
; CHECK-NEXT:    %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    store i32 %tid, ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define void @direct(ptr addrspace(1) %out) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %gid = add i32 %tid, %x
  store i32 %gid, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @through_helper(ptr addrspace(1) %out)
; CHECK-NEXT:    %z = call i64 @offset_z()
define void @through_helper(ptr addrspace(1) %out) {
  %z = call i64 @offset_z()
  store i64 %z, ptr addrspace(1) %out, align 8
  ret void
}

; CHECK-LABEL: define void @no_read(ptr addrspace(1) %out)
define void @no_read(ptr addrspace(1) %out) {
  store i32 7, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK: !nvvm.annotations = !{![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]]}
; CHECK-NOT: _with_offset

; PTX-DAG: .visible .global .align 1 .u8 __sycl_nvptx_global_offset_off_direct = 1;
; PTX-DAG: .visible .global .align 1 .u8 __sycl_nvptx_global_offset_off_through_helper = 1;
; PTX-NOT: _with_offset
; PTX-NOT: __sycl_nvptx_global_offset_off_no_read

; BAD: global-offset: unknown parameter 'twins' (known: no-twins)

declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3}
!0 = !{i32 1, !"sycl-device", i32 1}
!1 = !{ptr @direct, !"kernel", i32 1}
!2 = !{ptr @through_helper, !"kernel", i32 1}
!3 = !{ptr @no_read, !"kernel", i32 1}
