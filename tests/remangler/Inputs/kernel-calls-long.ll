; Device code compiled on a Linux host: it calls builtins by their long names.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @_Z3absl(i64)
declare i64 @_Z8popcountl(i64)

define void @kernel(ptr addrspace(1) %p) {
  %v = load i64, ptr addrspace(1) %p
  %a = call i64 @_Z3absl(i64 %v)
  %b = call i64 @_Z8popcountl(i64 %a)
  store i64 %b, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}
