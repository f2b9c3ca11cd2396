; The translator's builtin names that libspirv spells otherwise: group
; operations take Scope and GroupOperation as unsigned (j, not i), half is
; _Float16 (DF16_, not Dh), in vectors and substitutions too; pointers
; carry NVPTX's address space numbers (generic unqualified, constant
; U3AS4), as their types do after the pass. A renamed
; builtin the module already declares merges with it. Names the library
; already defines (ControlBarrieriii, Atomic*PU3AS1liil) and functions
; other than __spirv_ builtins keep theirs. The renamed calls resolve in the
; remangled libspirv.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=spirtonvptx,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -S -o - | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -o %t.bc
; RUN: %llvm-link %t.bc %libspirv-l64 --only-needed -S | FileCheck --check-prefix=LINKED %s

; CHECK-LABEL: define void @f(ptr addrspace(1) %p, ptr %g, 
; CHECK-NEXT:    call void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
; CHECK-NEXT:    %sum = call i64 @_Z17__spirv_GroupIAddjjl(i32 2, i32 0, i64 %l)
; CHECK-NEXT:    %any = call i1 @_Z16__spirv_GroupAnyjb(i32 2, i1 %b)
; CHECK-NEXT:    %bc = call double @_Z22__spirv_GroupBroadcastjdl(i32 2, double %d, i64 0)
; CHECK-NEXT:    %ballot = call <4 x i32> @_Z29__spirv_GroupNonUniformBallotjb(i32 3, i1 %b)
; CHECK-NEXT:    %hsum = call half @_Z17__spirv_GroupFAddjjDF16_(i32 2, i32 0, half %h)
; CHECK-NEXT:    %abs = call half @_Z16__spirv_ocl_fabsDF16_(half %h)
; CHECK-NEXT:    %abs2 = call half @_Z16__spirv_ocl_fabsDF16_(half %h)
; CHECK-NEXT:    %mod = call <4 x half> @_Z16__spirv_ocl_fmodDv4_DF16_S_(<4 x half> %v, <4 x half> %v)
; CHECK-NEXT:    %old = call i64 @_Z18__spirv_AtomicIAddPU3AS1liil(ptr addrspace(1) %p, i32 1, i32 0, i64 %l)
; CHECK-NEXT:    %gold = call i64 @_Z18__spirv_AtomicIAddPliil(ptr %g, i32 1, i32 0, i64 %l)
; CHECK-NEXT:    %n = call i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPU3AS4Kcz(ptr addrspace(4) @format, i64 %l)
; CHECK-NEXT:    call void @_Z4userDh(half %h)
; CHECK-NOT: @_Z16__spirv_ocl_fabsDh
; CHECK-NOT: GroupIAddiil
; LINKED-NOT: declare {{.*}}__spirv

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir64-unknown-unknown"

@format = internal addrspace(2) constant [4 x i8] c"%ld\00"

define spir_func void @f(ptr addrspace(1) %p, ptr addrspace(4) %g, i64 %l, i1 %b, double %d, half %h, <4 x half> %v) {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %sum = call spir_func i64 @_Z17__spirv_GroupIAddiil(i32 2, i32 0, i64 %l)
  %any = call spir_func i1 @_Z16__spirv_GroupAnyib(i32 2, i1 %b)
  %bc = call spir_func double @_Z22__spirv_GroupBroadcastidl(i32 2, double %d, i64 0)
  %ballot = call spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32 3, i1 %b)
  %hsum = call spir_func half @_Z17__spirv_GroupFAddiiDh(i32 2, i32 0, half %h)
  %abs = call spir_func half @_Z16__spirv_ocl_fabsDh(half %h)
  %abs2 = call spir_func half @_Z16__spirv_ocl_fabsDF16_(half %h)
  %mod = call spir_func <4 x half> @_Z16__spirv_ocl_fmodDv4_DhS_(<4 x half> %v, <4 x half> %v)
  %old = call spir_func i64 @_Z18__spirv_AtomicIAddPU3AS1liil(ptr addrspace(1) %p, i32 1, i32 0, i64 %l)
  %gold = call spir_func i64 @_Z18__spirv_AtomicIAddPU3AS4liil(ptr addrspace(4) %g, i32 1, i32 0, i64 %l)
  %n = call spir_func i32 (ptr addrspace(2), ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2) @format, i64 %l)
  call spir_func void @_Z4userDh(half %h)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func i64 @_Z17__spirv_GroupIAddiil(i32, i32, i64)
declare spir_func i1 @_Z16__spirv_GroupAnyib(i32, i1)
declare spir_func double @_Z22__spirv_GroupBroadcastidl(i32, double, i64)
declare spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32, i1)
declare spir_func half @_Z17__spirv_GroupFAddiiDh(i32, i32, half)
declare spir_func half @_Z16__spirv_ocl_fabsDh(half)
declare spir_func half @_Z16__spirv_ocl_fabsDF16_(half)
declare spir_func <4 x half> @_Z16__spirv_ocl_fmodDv4_DhS_(<4 x half>, <4 x half>)
declare spir_func i64 @_Z18__spirv_AtomicIAddPU3AS1liil(ptr addrspace(1), i32, i32, i64)
declare spir_func i64 @_Z18__spirv_AtomicIAddPU3AS4liil(ptr addrspace(4), i32, i32, i64)
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)
declare spir_func void @_Z4userDh(half)
