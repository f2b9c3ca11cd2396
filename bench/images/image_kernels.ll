; The image benchmark's kernel, ours: what a SYCL kernel reading a 2-D
; image through a sampler becomes for nvptx (DPC++'s ABI: the image an i64,
; the sampler an i32, SampledImage + ImageSampleExplicitLod with Lod 0).
; Work-item (x, y) samples at ((x * scale + offset) / width,
; (y * scale + offset) / height), rounded step by step (no fma, as
; __fmul_rn/__fadd_rn in the CUDA twin, so both sample the same points),
; and writes the float4 to out[y * width + x].
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare { i64, i32 } @_Z20__spirv_SampledImageI14ocl_image2d_ro32__spirv_SampledImage__image2d_roET0_T_11ocl_sampler(i64, i32)
declare <4 x float> @_Z30__spirv_ImageSampleExplicitLodI32__spirv_SampledImage__image2d_roDv4_fDv2_fET0_T_T1_if({ i64, i32 }, <2 x float>, i32, float)

define void @sample_2d(i64 %img, i32 %smp, ptr addrspace(1) %out, i32 %width, i32 %height,
                       float %scale, float %offset, float %inv_width, float %inv_height) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %x0 = mul i32 %bx, %nx
  %x = add i32 %x0, %tx
  %y0 = mul i32 %by, %ny
  %y = add i32 %y0, %ty
  %in.x = icmp slt i32 %x, %width
  %in.y = icmp slt i32 %y, %height
  %inside = and i1 %in.x, %in.y
  br i1 %inside, label %work, label %done
work:
  %fx = sitofp i32 %x to float
  %fy = sitofp i32 %y to float
  %sx = fmul float %fx, %scale
  %ox = fadd float %sx, %offset
  %u = fmul float %ox, %inv_width
  %sy = fmul float %fy, %scale
  %oy = fadd float %sy, %offset
  %v = fmul float %oy, %inv_height
  %c0 = insertelement <2 x float> poison, float %u, i32 0
  %c = insertelement <2 x float> %c0, float %v, i32 1
  %s = call { i64, i32 } @_Z20__spirv_SampledImageI14ocl_image2d_ro32__spirv_SampledImage__image2d_roET0_T_11ocl_sampler(i64 %img, i32 %smp)
  %r = call <4 x float> @_Z30__spirv_ImageSampleExplicitLodI32__spirv_SampledImage__image2d_roDv4_fDv2_fET0_T_T1_if({ i64, i32 } %s, <2 x float> %c, i32 2, float 0.0)
  %row = mul i32 %y, %width
  %i32 = add i32 %row, %x
  %i = zext i32 %i32 to i64
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i64 %i
  store <4 x float> %r, ptr addrspace(1) %p, align 16
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @sample_2d, !"kernel", i32 1}
