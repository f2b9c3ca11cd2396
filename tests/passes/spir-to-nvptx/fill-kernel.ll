; A fill kernel as llvm-spirv 2024.2.0 -r --spirv-target-env=SPV-IR writes it
; (dpctl 0.21.1's _tensor_linalg_impl, reduced): nvptx64's triple and data
; layout, the kernel keeps spir_kernel and is annotated, spir_func becomes
; the default convention on functions and calls, sycl-device is added. The
; lowering passes then see a SYCL device module, and the driver compiles it
; to PTX with libspirv linked.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=spirtonvptx,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -S -o - | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=spir-to-nvptx -o %t.bc
; RUN: %sycl-nvptx %t.bc -o %t.ptx
; RUN: FileCheck --check-prefix=PTX %s < %t.ptx

; CHECK: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; CHECK: target triple = "nvptx64-nvidia-cuda"
; CHECK-LABEL: define spir_kernel void @fill(ptr addrspace(1) %out, i16 zeroext %value)
; CHECK-NEXT:    %id = call i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
; CHECK-NEXT:    call void @store(ptr addrspace(1) %out, i64 %id, i16 %value)
; CHECK-LABEL: define void @store(
; CHECK: declare i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
; CHECK: !nvvm.annotations = !{![[K:[0-9]+]]}
; CHECK: !llvm.module.flags = !{![[F:[0-9]+]]}
; CHECK: ![[K]] = !{ptr @fill, !"kernel", i32 1}
; CHECK: ![[F]] = !{i32 1, !"sycl-device", i32 1}

; PTX: .entry fill(
; PTX: mov.u32 %r{{[0-9]+}}, %ctaid.x;

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(ptr addrspace(1) %out, i16 zeroext %value) #0 !kernel_arg_addr_space !0 {
  %id = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0) #1
  call spir_func void @store(ptr addrspace(1) %out, i64 %id, i16 %value)
  ret void
}

define spir_func void @store(ptr addrspace(1) %out, i64 %i, i16 %value) #0 {
  %p = getelementptr inbounds i16, ptr addrspace(1) %out, i64 %i
  store i16 %value, ptr addrspace(1) %p, align 2
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32) #1

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!opencl.spir.version = !{!1}
!0 = !{i32 1, i32 0}
!1 = !{i32 1, i32 2}
