; What the 2025 SYCL headers emit for atomic_ref operations: scope and
; semantics as int, a non-const pointer for loads, long long for 64-bit
; integers on every host, and half (_Float16) min, max and add.
target triple = "nvptx64-nvidia-cuda"

@half_slot = external addrspace(3) global half

define void @sycl_2025_atomics(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr %generic) {
  %a = call i64 @_Z18__spirv_AtomicLoadPU3AS1xii(ptr addrspace(1) %p, i32 1, i32 2)
  %b = call i64 @_Z18__spirv_AtomicIAddPU3AS1yiiy(ptr addrspace(1) %p, i32 1, i32 0, i64 %a)
  %h = call half @_Z21__spirv_AtomicFMinEXTPU3AS3DF16_iiDF16_(ptr addrspace(3) @half_slot, i32 2, i32 0, half 0xH3C00)
  call void @_Z19__spirv_AtomicStorePU3AS1DF16_iiDF16_(ptr addrspace(1) %q, i32 1, i32 4, half %h)
  %d = call double @_Z21__spirv_AtomicFMaxEXTPdiid(ptr %generic, i32 1, i32 0, double 2.5)
  %f = call half @_Z21__spirv_AtomicFAddEXTPU3AS1DF16_iiDF16_(ptr addrspace(1) %q, i32 0, i32 0, half %h)
  %bits = bitcast double %d to i64
  %s = add i64 %b, %bits
  store i64 %s, ptr addrspace(1) %p
  store half %f, ptr addrspace(1) %q
  ret void
}

declare i64 @_Z18__spirv_AtomicLoadPU3AS1xii(ptr addrspace(1), i32, i32)
declare i64 @_Z18__spirv_AtomicIAddPU3AS1yiiy(ptr addrspace(1), i32, i32, i64)
declare half @_Z21__spirv_AtomicFMinEXTPU3AS3DF16_iiDF16_(ptr addrspace(3), i32, i32, half)
declare void @_Z19__spirv_AtomicStorePU3AS1DF16_iiDF16_(ptr addrspace(1), i32, i32, half)
declare double @_Z21__spirv_AtomicFMaxEXTPdiid(ptr, i32, i32, double)
declare half @_Z21__spirv_AtomicFAddEXTPU3AS1DF16_iiDF16_(ptr addrspace(1), i32, i32, half)

!nvvm.annotations = !{!0}
!0 = !{ptr @sycl_2025_atomics, !"kernel", i32 1}
