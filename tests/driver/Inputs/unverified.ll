; Parses, but breaks LLVM's rules: each value is used before it is defined.
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
  %a = add i32 %b, 1
  %b = add i32 %a, 1
  store i32 %b, ptr %p, align 4
  ret void
}
