; Reads the pass cannot lower are rejected with a diagnostic that names the
; function, never miscompiled: a variadic function that reaches a read
; cannot take the offset as its last parameter, and a read declared with a
; type no front end emits is not guessed at.

; RUN: split-file %s %t
; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=globaloffset -disable-output %t/variadic.ll 2>&1 | FileCheck %s --check-prefix=VARIADIC
; RUN: not %sycl-nvptx-lower %t/variadic.ll --passes=global-offset -o %t/variadic.bc 2>&1 | FileCheck %s --check-prefix=VARIADIC
; RUN: not %opt -load-pass-plugin=%passes-plugin -passes=globaloffset -disable-output %t/declaration.ll 2>&1 | FileCheck %s --check-prefix=DECLARATION
; RUN: not %sycl-nvptx-lower %t/declaration.ll --passes=global-offset -o %t/declaration.bc 2>&1 | FileCheck %s --check-prefix=DECLARATION

; VARIADIC: error: global-offset: variadic function 'sum_all' reaches a global offset read; it cannot take the offset parameter
; DECLARATION: error: global-offset: '_Z27__spirv_BuiltInGlobalOffseti' is declared as 'ptr (i32)'; an offset read is 'ptr ()' (implicit offset) or 'size_t (i32)' (SPIR-V builtin)

;--- variadic.ll
target triple = "nvptx64-nvidia-cuda"

define i32 @sum_all(i32 %n, ...) {
  %offset = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %offset, align 4
  %r = add i32 %x, %n
  ret i32 %r
}

declare ptr @llvm.nvvm.implicit.offset()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"sycl-device", i32 1}

;--- declaration.ll
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) %out) {
  %p = call ptr @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %x = load i32, ptr %p, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @_Z27__spirv_BuiltInGlobalOffseti(i32)

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"sycl-device", i32 1}
