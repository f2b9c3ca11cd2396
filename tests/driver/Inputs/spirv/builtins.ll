; A SYCL kernel as DPC++ writes it for spir64 (SPV-IR builtin spellings):
; out[gid] = sqrt(in[gid]) + the sum of a work-group's in[lid], through
; local memory and a barrier. Made into SPIR-V by the tests.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInLocalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @sqrt_plus_neighbour(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(3) %tile) {
entry:
  %gids = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %gid = extractelement <3 x i64> %gids, i64 0
  %lids = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId, align 32
  %lid = extractelement <3 x i64> %lids, i64 0
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %src, align 4
  %slot = getelementptr inbounds float, ptr addrspace(3) %tile, i64 %lid
  store float %x, ptr addrspace(3) %slot, align 4
  call spir_func void @_Z22__spirv_ControlBarrierjjj(i32 2, i32 2, i32 272)
  %next = xor i64 %lid, 1
  %nslot = getelementptr inbounds float, ptr addrspace(3) %tile, i64 %next
  %n = load float, ptr addrspace(3) %nslot, align 4
  %root = call spir_func float @_Z16__spirv_ocl_sqrtf(float %x)
  %sum = fadd float %root, %n
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %dst, align 4
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrierjjj(i32, i32, i32)
declare spir_func float @_Z16__spirv_ocl_sqrtf(float)
