; What a SYCL front end emits for atomic_ref operations (scope and semantics
; as __spv enums); long long is 64-bit on every host.
target triple = "nvptx64-nvidia-cuda"

@counter = external addrspace(3) global i64

define void @sycl_atomics(ptr addrspace(1) %p) {
  %a = call i32 @_Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1) %p, i32 1, i32 0, i32 1)
  %b = call i64 @_Z18__spirv_AtomicIAddPU3AS3xN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEx(ptr addrspace(3) @counter, i32 1, i32 0, i64 1)
  %c = call i32 @_Z29__spirv_AtomicCompareExchangePU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagES5_ii(ptr addrspace(1) %p, i32 1, i32 0, i32 0, i32 %a, i32 0)
  %d = call i32 @_Z18__spirv_AtomicSMaxPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1) %p, i32 1, i32 0, i32 %c)
  %e = call i32 @_Z18__spirv_AtomicLoadPU3AS1KiN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagE(ptr addrspace(1) %p, i32 1, i32 0)
  %s = add i32 %d, %e
  %b32 = trunc i64 %b to i32
  %t = add i32 %s, %b32
  store i32 %t, ptr addrspace(1) %p
  ret void
}

declare i32 @_Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1), i32, i32, i32)
declare i64 @_Z18__spirv_AtomicIAddPU3AS3xN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEx(ptr addrspace(3), i32, i32, i64)
declare i32 @_Z29__spirv_AtomicCompareExchangePU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagES5_ii(ptr addrspace(1), i32, i32, i32, i32, i32)
declare i32 @_Z18__spirv_AtomicSMaxPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1), i32, i32, i32)
declare i32 @_Z18__spirv_AtomicLoadPU3AS1KiN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagE(ptr addrspace(1), i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @sycl_atomics, !"kernel", i32 1}
