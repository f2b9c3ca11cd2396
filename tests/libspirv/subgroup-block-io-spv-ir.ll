; The 16 sub-group block read and write names that dpctl 0.17.0's contiguous
; elementwise kernels call (843 of _tensor_elementwise_impl's SPIR-V modules,
; 300 of _tensor_impl's), as llvm-spirv 2024.2.0 -r --spirv-target-env=SPV-IR
; writes them: spir-to-nvptx keeps them (global pointers keep address space
; 1), the remangled libspirv defines them, and each becomes one access per
; component at the lane's offset.

; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -S -o - | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -o %t.bc
; RUN: %llvm-link %t.bc %libspirv-l64 --only-needed -S | FileCheck --check-prefix=LINKED %s
; RUN: %sycl-nvptx %t.bc -o %t.ptx
; RUN: FileCheck --check-prefix=PTX %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

; CHECK-DAG: declare i8 @_Z36__spirv_SubgroupBlockReadINTEL_RcharPU3AS1Kh(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hh(ptr addrspace(1), i8)
; CHECK-DAG: declare <4 x i8> @_Z37__spirv_SubgroupBlockReadINTEL_Rchar4PU3AS1Kh(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hDv4_h(ptr addrspace(1), <4 x i8>)
; CHECK-DAG: declare i16 @_Z37__spirv_SubgroupBlockReadINTEL_RshortPU3AS1Kt(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tt(ptr addrspace(1), i16)
; CHECK-DAG: declare <4 x i16> @_Z38__spirv_SubgroupBlockReadINTEL_Rshort4PU3AS1Kt(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tDv4_t(ptr addrspace(1), <4 x i16>)
; CHECK-DAG: declare i32 @_Z35__spirv_SubgroupBlockReadINTEL_RintPU3AS1Kj(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(ptr addrspace(1), i32)
; CHECK-DAG: declare <4 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint4PU3AS1Kj(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv4_j(ptr addrspace(1), <4 x i32>)
; CHECK-DAG: declare i64 @_Z36__spirv_SubgroupBlockReadINTEL_RlongPU3AS1Km(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1mm(ptr addrspace(1), i64)
; CHECK-DAG: declare <4 x i64> @_Z37__spirv_SubgroupBlockReadINTEL_Rlong4PU3AS1Km(ptr addrspace(1))
; CHECK-DAG: declare void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1mDv4_m(ptr addrspace(1), <4 x i64>)

; LINKED-NOT: declare {{.*}}SubgroupBlock

; char4: lane L's bytes at in + L, + 32, + 64, + 96.
; PTX-LABEL: .entry copy_char4(
; PTX: mov.u32 %r{{[0-9]+}}, %laneid;
; PTX: ld.global.u8 %rs{{[0-9]+}}, [%rd[[IN:[0-9]+]]];
; PTX: ld.global.u8 %rs{{[0-9]+}}, [%rd[[IN]]+32];
; PTX: ld.global.u8 %rs{{[0-9]+}}, [%rd[[IN]]+64];
; PTX: ld.global.u8 %rs{{[0-9]+}}, [%rd[[IN]]+96];
; PTX-COUNT-4: st.global.u8
; PTX-NOT: ld.global
; PTX: ret;

; long4: 8-byte elements, 256 bytes apart.
; PTX-LABEL: .entry copy_long4(
; PTX: mov.u32 %r{{[0-9]+}}, %laneid;
; PTX: ld.global.u64 %rd{{[0-9]+}}, [%rd[[IN:[0-9]+]]];
; PTX: ld.global.u64 %rd{{[0-9]+}}, [%rd[[IN]]+256];
; PTX: ld.global.u64 %rd{{[0-9]+}}, [%rd[[IN]]+512];
; PTX: ld.global.u64 %rd{{[0-9]+}}, [%rd[[IN]]+768];
; PTX-COUNT-4: st.global.u64
; PTX: ret;

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @copy_char(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func i8 @_Z36__spirv_SubgroupBlockReadINTEL_RcharPU3AS1Kh(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hh(ptr addrspace(1) %out, i8 %v)
  ret void
}

define spir_kernel void @copy_char4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func <4 x i8> @_Z37__spirv_SubgroupBlockReadINTEL_Rchar4PU3AS1Kh(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hDv4_h(ptr addrspace(1) %out, <4 x i8> %v)
  ret void
}

define spir_kernel void @copy_short(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func i16 @_Z37__spirv_SubgroupBlockReadINTEL_RshortPU3AS1Kt(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tt(ptr addrspace(1) %out, i16 %v)
  ret void
}

define spir_kernel void @copy_short4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func <4 x i16> @_Z38__spirv_SubgroupBlockReadINTEL_Rshort4PU3AS1Kt(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tDv4_t(ptr addrspace(1) %out, <4 x i16> %v)
  ret void
}

define spir_kernel void @copy_int(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func i32 @_Z35__spirv_SubgroupBlockReadINTEL_RintPU3AS1Kj(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(ptr addrspace(1) %out, i32 %v)
  ret void
}

define spir_kernel void @copy_int4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func <4 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint4PU3AS1Kj(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv4_j(ptr addrspace(1) %out, <4 x i32> %v)
  ret void
}

define spir_kernel void @copy_long(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func i64 @_Z36__spirv_SubgroupBlockReadINTEL_RlongPU3AS1Km(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1mm(ptr addrspace(1) %out, i64 %v)
  ret void
}

define spir_kernel void @copy_long4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = call spir_func <4 x i64> @_Z37__spirv_SubgroupBlockReadINTEL_Rlong4PU3AS1Km(ptr addrspace(1) %in)
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1mDv4_m(ptr addrspace(1) %out, <4 x i64> %v)
  ret void
}

declare spir_func i8 @_Z36__spirv_SubgroupBlockReadINTEL_RcharPU3AS1Kh(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hh(ptr addrspace(1), i8)
declare spir_func <4 x i8> @_Z37__spirv_SubgroupBlockReadINTEL_Rchar4PU3AS1Kh(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hDv4_h(ptr addrspace(1), <4 x i8>)
declare spir_func i16 @_Z37__spirv_SubgroupBlockReadINTEL_RshortPU3AS1Kt(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tt(ptr addrspace(1), i16)
declare spir_func <4 x i16> @_Z38__spirv_SubgroupBlockReadINTEL_Rshort4PU3AS1Kt(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tDv4_t(ptr addrspace(1), <4 x i16>)
declare spir_func i32 @_Z35__spirv_SubgroupBlockReadINTEL_RintPU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(ptr addrspace(1), i32)
declare spir_func <4 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint4PU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv4_j(ptr addrspace(1), <4 x i32>)
declare spir_func i64 @_Z36__spirv_SubgroupBlockReadINTEL_RlongPU3AS1Km(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1mm(ptr addrspace(1), i64)
declare spir_func <4 x i64> @_Z37__spirv_SubgroupBlockReadINTEL_Rlong4PU3AS1Km(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1mDv4_m(ptr addrspace(1), <4 x i64>)
