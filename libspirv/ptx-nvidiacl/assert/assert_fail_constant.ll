; __spirv_assert_fail_constant: OpenCL C cannot convert its constant-space
; string literals to the generic pointers __assert_fail takes, so this one
; function is IR: addrspacecast (cvta.const) and call.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

declare void @__assert_fail(ptr, ptr, i32, ptr)

define void @__spirv_assert_fail_constant(ptr addrspace(4) %expr, ptr addrspace(4) %file,
                                          i32 %line, ptr addrspace(4) %func) {
  %expr.generic = addrspacecast ptr addrspace(4) %expr to ptr
  %file.generic = addrspacecast ptr addrspace(4) %file to ptr
  %func.generic = addrspacecast ptr addrspace(4) %func to ptr
  call void @__assert_fail(ptr %expr.generic, ptr %file.generic, i32 %line, ptr %func.generic)
  ret void
}
