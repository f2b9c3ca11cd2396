; What a Windows-hosted SYCL compiler emits: long is 32-bit, long long 64.
target triple = "nvptx64-nvidia-cuda"

define void @l32_long(ptr addrspace(1) %p) {
  %a = load i32, ptr addrspace(1) %p
  %r = call i32 @_Z17__spirv_ocl_s_maxll(i32 %a, i32 7)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define void @l32_long_long(ptr addrspace(1) %p) {
  %a = load i64, ptr addrspace(1) %p
  %r = call i64 @_Z17__spirv_ocl_s_maxxx(i64 %a, i64 7)
  store i64 %r, ptr addrspace(1) %p
  ret void
}
define void @l32_ulong(ptr addrspace(1) %p) {
  %a = load i32, ptr addrspace(1) %p
  %r = call i32 @_Z17__spirv_ocl_u_maxmm(i32 %a, i32 7)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @_Z17__spirv_ocl_s_maxll(i32, i32)
declare i64 @_Z17__spirv_ocl_s_maxxx(i64, i64)
declare i32 @_Z17__spirv_ocl_u_maxmm(i32, i32)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @l32_long, !"kernel", i32 1}
!1 = !{ptr @l32_long_long, !"kernel", i32 1}
!2 = !{ptr @l32_ulong, !"kernel", i32 1}
