; A SYCL device module with library code only.
target triple = "nvptx64-nvidia-cuda"

define i64 @_Z3maxll(i64 %a, i64 %b) {
  %c = icmp sgt i64 %a, %b
  %m = select i1 %c, i64 %a, i64 %b
  ret i64 %m
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"sycl-device", i32 1}
