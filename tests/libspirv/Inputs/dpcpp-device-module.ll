; A SYCL device module as DPC++'s clang emits it for CUDA: triple
; nvptx64-nvidia-cuda with clang's nvptx64 data layout, calling a builtin.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @_Z28__spirv_GlobalInvocationId_xv()

define void @kernel(ptr addrspace(1) %out) {
  %id = call i64 @_Z28__spirv_GlobalInvocationId_xv()
  store i64 %id, ptr addrspace(1) %out
  ret void
}
