; __spirv_ocl_printf on CUDA's vprintf(format, arguments), which ptxas
; resolves. vprintf reads the arguments from a buffer where each one sits at
; the next offset aligned to its size; LLVM's NVPTX lowering of a variadic
; call builds exactly that buffer (C's promotions have already made floats
; doubles and chars ints), so the va_list is handed on as it is. Variadic
; functions are IR: OpenCL C cannot define them, nor turn a constant-space
; format into the generic pointer vprintf takes (cvta.const).
; OpenCL's printf returns 0, or -1 on failure; vprintf returns a negative
; value on failure.
; The unsigned char forms (Kh) are there for the remangler: on targets whose
; char is unsigned it points char (Kc) names at them.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

declare i32 @vprintf(ptr, ptr)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define internal i32 @print_arguments(ptr %format, ptr %va_list) {
  %arguments = load ptr, ptr %va_list
  %printed = call i32 @vprintf(ptr %format, ptr %arguments)
  %failed = icmp slt i32 %printed, 0
  %result = select i1 %failed, i32 -1, i32 0
  ret i32 %result
}

define i32 @_Z18__spirv_ocl_printfPKcz(ptr %format, ...) {
  %va_list = alloca ptr
  call void @llvm.va_start.p0(ptr %va_list)
  %result = call i32 @print_arguments(ptr %format, ptr %va_list)
  call void @llvm.va_end.p0(ptr %va_list)
  ret i32 %result
}

define i32 @_Z18__spirv_ocl_printfPU3AS4Kcz(ptr addrspace(4) %format, ...) {
  %va_list = alloca ptr
  call void @llvm.va_start.p0(ptr %va_list)
  %generic = addrspacecast ptr addrspace(4) %format to ptr
  %result = call i32 @print_arguments(ptr %generic, ptr %va_list)
  call void @llvm.va_end.p0(ptr %va_list)
  ret i32 %result
}

define i32 @_Z18__spirv_ocl_printfPKhz(ptr %format, ...) {
  %va_list = alloca ptr
  call void @llvm.va_start.p0(ptr %va_list)
  %result = call i32 @print_arguments(ptr %format, ptr %va_list)
  call void @llvm.va_end.p0(ptr %va_list)
  ret i32 %result
}

define i32 @_Z18__spirv_ocl_printfPU3AS4Khz(ptr addrspace(4) %format, ...) {
  %va_list = alloca ptr
  call void @llvm.va_start.p0(ptr %va_list)
  %generic = addrspacecast ptr addrspace(4) %format to ptr
  %result = call i32 @print_arguments(ptr %generic, ptr %va_list)
  call void @llvm.va_end.p0(ptr %va_list)
  ret i32 %result
}
