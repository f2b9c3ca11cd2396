; Source of future-epoch.bc: llvm-as-19's bitcode of this file with bit 3 of
; byte 28 flipped, which turns the IDENTIFICATION block's epoch from 0 to 1,
; as a future LLVM whose bitcode is incompatible would write it (LLVM 19
; refuses any epoch but 0). Checked in as made.
target triple = "nvptx64-nvidia-cuda"

define i64 @_Z3maxll(i64 %a, i64 %b) {
  %c = icmp sgt i64 %a, %b
  %m = select i1 %c, i64 %a, i64 %b
  ret i64 %m
}
