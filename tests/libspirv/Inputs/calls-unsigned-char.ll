; A host whose char is unsigned calls the signed-char and unsigned-char
; builtins by their own names.
target triple = "nvptx64-nvidia-cuda"

define void @signed_char(ptr addrspace(1) %p) {
  %a = load i8, ptr addrspace(1) %p
  %r = call i8 @_Z17__spirv_ocl_s_maxaa(i8 %a, i8 7)
  store i8 %r, ptr addrspace(1) %p
  ret void
}
define void @unsigned_char(ptr addrspace(1) %p) {
  %a = load i8, ptr addrspace(1) %p
  %r = call i8 @_Z17__spirv_ocl_u_maxhh(i8 %a, i8 7)
  store i8 %r, ptr addrspace(1) %p
  ret void
}
declare i8 @_Z17__spirv_ocl_s_maxaa(i8, i8)
declare i8 @_Z17__spirv_ocl_u_maxhh(i8, i8)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @signed_char, !"kernel", i32 1}
!1 = !{ptr @unsigned_char, !"kernel", i32 1}
