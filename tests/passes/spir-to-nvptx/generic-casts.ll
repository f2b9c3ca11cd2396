; OpGenericCastToPtrExplicit, which libspirv does not define, becomes
; NVPTX's space test: the cast pointer when the generic address is in that
; window, else null (global: isspacep.global, local: isspacep.shared,
; private: isspacep.local, where private pointers stay generic). As
; llvm-spirv 2024.2.0 writes it for dpctl 0.21.1's kernels. The result
; assembles. A cast declared otherwise, or not only called, is rejected.

; RUN: split-file %s %t
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=spirtonvptx,verify -S %t/casts.ll | FileCheck %s
; RUN: %sycl-nvptx-lower %t/casts.ll --passes=spir-to-nvptx -S -o - | FileCheck %s
; RUN: %sycl-nvptx-lower %t/casts.ll --passes=spir-to-nvptx -o %t/casts.bc
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %t/casts.bc -o %t/casts.ptx
; RUN: %ptxas -arch=sm_75 %t/casts.ptx -o %t/casts.cubin
; RUN: FileCheck --check-prefix=PTX %s < %t/casts.ptx
; RUN: not %sycl-nvptx-lower %t/wrong-type.ll --passes=spir-to-nvptx -o %t/out.bc 2>&1 | FileCheck --check-prefix=WRONG-TYPE %s
; RUN: not %sycl-nvptx-lower %t/address-taken.ll --passes=spir-to-nvptx -o %t/out.bc 2>&1 | FileCheck --check-prefix=ADDRESS-TAKEN %s
; RUN: test ! -e %t/out.bc

; CHECK-LABEL: define void @casts(ptr %p)
; CHECK-NEXT:    [[G:%.*]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT:    [[IS_G:%.*]] = call i1 @llvm.nvvm.isspacep.global(ptr %p)
; CHECK-NEXT:    %g = select i1 [[IS_G]], ptr addrspace(1) [[G]], ptr addrspace(1) null
; CHECK-NEXT:    store i32 1, ptr addrspace(1) %g, align 4
; CHECK-NEXT:    [[L:%.*]] = addrspacecast ptr %p to ptr addrspace(3)
; CHECK-NEXT:    [[IS_L:%.*]] = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
; CHECK-NEXT:    %l = select i1 [[IS_L]], ptr addrspace(3) [[L]], ptr addrspace(3) null
; CHECK-NEXT:    store i32 2, ptr addrspace(3) %l, align 4
; CHECK-NEXT:    [[IS_P:%.*]] = call i1 @llvm.nvvm.isspacep.local(ptr %p)
; CHECK-NEXT:    %q = select i1 [[IS_P]], ptr %p, ptr null
; CHECK-NOT: GenericCastToPtrExplicit

; PTX: isspacep.global
; PTX: isspacep.shared
; PTX: isspacep.local

; WRONG-TYPE: error: spir-to-nvptx: '_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci' (ptr addrspace(1) (ptr addrspace(1), i32)) is not a called declaration of 'ptr (ptr addrspace(4), i32)', a checked generic cast
; ADDRESS-TAKEN: error: spir-to-nvptx: '_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci' (ptr addrspace(1) (ptr addrspace(4), i32)) is not a called declaration

;--- casts.ll
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @casts(ptr addrspace(4) %p) {
  %g = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci(ptr addrspace(4) %p, i32 5)
  store i32 1, ptr addrspace(1) %g, align 4
  %l = call spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4ci(ptr addrspace(4) %p, i32 4)
  store i32 2, ptr addrspace(3) %l, align 4
  %q = call spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePU3AS4ci(ptr addrspace(4) %p, i32 7)
  store i32 3, ptr %q, align 4
  ret void
}

declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4ci(ptr addrspace(4), i32)
declare spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePU3AS4ci(ptr addrspace(4), i32)

;--- wrong-type.ll
target triple = "spir64-unknown-unknown"
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci(ptr addrspace(1), i32)

;--- address-taken.ll
target triple = "spir64-unknown-unknown"
@cast = addrspace(1) global ptr @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ci(ptr addrspace(4), i32)
