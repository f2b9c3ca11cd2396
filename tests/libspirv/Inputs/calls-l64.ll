; What a Linux-hosted SYCL compiler emits: long and long long are 64-bit.
target triple = "nvptx64-nvidia-cuda"

define void @l64_long(ptr addrspace(1) %p) {
  %a = load i64, ptr addrspace(1) %p
  %r = call i64 @_Z17__spirv_ocl_s_maxll(i64 %a, i64 7)
  store i64 %r, ptr addrspace(1) %p
  ret void
}
define void @l64_long_long(ptr addrspace(1) %p) {
  %a = load i64, ptr addrspace(1) %p
  %r = call i64 @_Z17__spirv_ocl_s_maxxx(i64 %a, i64 7)
  store i64 %r, ptr addrspace(1) %p
  ret void
}
define void @l64_ulong(ptr addrspace(1) %p) {
  %a = load i64, ptr addrspace(1) %p
  %r = call i64 @_Z17__spirv_ocl_u_maxmm(i64 %a, i64 7)
  store i64 %r, ptr addrspace(1) %p
  ret void
}
define void @l64_char(ptr addrspace(1) %p) {
  %a = load i8, ptr addrspace(1) %p
  %r = call i8 @_Z17__spirv_ocl_s_maxcc(i8 %a, i8 7)
  store i8 %r, ptr addrspace(1) %p
  ret void
}
declare i64 @_Z17__spirv_ocl_s_maxll(i64, i64)
declare i64 @_Z17__spirv_ocl_s_maxxx(i64, i64)
declare i64 @_Z17__spirv_ocl_u_maxmm(i64, i64)
declare i8 @_Z17__spirv_ocl_s_maxcc(i8, i8)

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @l64_long, !"kernel", i32 1}
!1 = !{ptr @l64_long_long, !"kernel", i32 1}
!2 = !{ptr @l64_ulong, !"kernel", i32 1}
!3 = !{ptr @l64_char, !"kernel", i32 1}
