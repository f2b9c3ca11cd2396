// Loops as nvcc shapes them, at -O2 and -O3: a small constant-trip loop
// unrolled fully (a 16-step SGEMM tile), a 128-trip N-body tile loop 8
// times, a CSR row loop 8 times with the rest before it (as nvcc), a loop
// of arithmetic only 16 times with the rest after it (no `.pragma
// "nounroll"` on the copies), a loop bounded by a constant of at most 1024
// trips (a local array of 256 bins stepping by the work-group size) not at
// all (as nvcc; its copies cost registers); and every
// loop ending in one conditional branch back (the PTX peephole turns LLVM's
// `@%p bra EXIT; bra.uni LOOP; EXIT:` into nvcc's `@%p bra LOOP; EXIT:`,
// the setp inverted), the shape ptxas unrolls and pipelines further.
// -O1 keeps LLVM's own unrolling.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %sycl-nvptx -O3 --cuda-gpu-arch=sm_90 %s -o %t.O3.ptx
// RUN: FileCheck %s < %t.O3.ptx
// RUN: %sycl-nvptx -O1 --cuda-gpu-arch=sm_90 %s -o %t.O1.ptx
// RUN: FileCheck %s --check-prefix=O1 < %t.O1.ptx
// RUN: %sycl-nvptx -v -O1 --cuda-gpu-arch=sm_90 %s -o %t.v.ptx 2>&1 | FileCheck %s --check-prefix=VERBOSE

// VERBOSE: sycl-nvptx: optimize: default<O1> [
// VERBOSE: sycl-nvptx: ptx: llc -mcpu=sm_90 -nvptx-fma-level=1 -o {{.*}}; 0 uncontracted kept .rn, {{[1-9][0-9]*}} branches over a jump inverted [

#define BARRIER() __spirv_ControlBarrier(2, 2, 0x110)

// CHECK-LABEL: .entry nbody(
// CHECK: bar.sync 0;
// CHECK: [[TILE:\$L__BB[0-9]+_[0-9]+]]:
// CHECK-COUNT-8: rsqrt.approx.f32
// CHECK-NOT: {{rsqrt|(mul|add|sub)\.rn\.f32}}
// CHECK: setp.ne.s32 [[P:%p[0-9]+]], {{%r[0-9]+}}, 2048;
// CHECK-NEXT: @[[P]] bra [[TILE]];
// CHECK-NEXT: $L__
// CHECK-NEXT: bar.sync 0;
// CHECK-NOT: bra.uni
// CHECK: {{^}}}
// O1-LABEL: .entry nbody(
// O1: rsqrt.approx.f32
// O1-NOT: rsqrt.approx.f32
// O1: {{^}}}
kernel void nbody(global const float4 *restrict bodies, global float4 *restrict accel, int n,
                  float eps2, local float4 *tile) {
  int l = __spirv_LocalInvocationId_x();
  float4 p = bodies[__spirv_GlobalInvocationId_x()];
  float ax = 0, ay = 0, az = 0;
  for (int t = 0; t < n; t += 128) {
    tile[l] = bodies[t + l];
    BARRIER();
    for (int j = 0; j < 128; ++j) {
      float4 q = tile[j];
      float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      float inv = __spirv_ocl_rsqrt(dx * dx + dy * dy + dz * dz + eps2);
      float s = q.w * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    BARRIER();
  }
  accel[__spirv_GlobalInvocationId_x()] = (float4)(ax, ay, az, 0);
}

// CHECK-LABEL: .entry spmv(
// CHECK: .pragma "nounroll";
// CHECK-NOT: {{^\$L__}}
// CHECK: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK: setp.ne.s32 [[Q:%p[0-9]+]],
// CHECK-NEXT: @[[Q]] bra
// CHECK: setp.gt.u32
// CHECK-NEXT: @{{%p[0-9]+}} bra
// CHECK: [[ROW:\$L__BB[0-9]+_[0-9]+]]:
// CHECK-NOT: .pragma
// CHECK-COUNT-8: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK: setp.ne.s32 [[P:%p[0-9]+]],
// CHECK-NEXT: @[[P]] bra [[ROW]];
// CHECK-NOT: bra.uni
// CHECK: {{^}}}
kernel void spmv(global const int *restrict rowptr, global const int *restrict col,
                 global const float *restrict val, global const float *restrict x,
                 global float *restrict y, int rows) {
  int i = __spirv_GlobalInvocationId_x();
  if (i >= rows)
    return;
  float sum = 0;
  for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
    sum += val[j] * x[col[j]];
  y[i] = sum;
}

#define TILE 16
// CHECK-LABEL: .entry sgemm(
// CHECK: [[STEP:\$L__BB[0-9]+_[0-9]+]]:
// CHECK-NOT: {{^\$L__}}
// CHECK: bar.sync 0;
// CHECK-NOT: {{^\$L__}}
// CHECK-COUNT-16: fma.rn.f32
// CHECK-NOT: {{^\$L__|fma.rn.f32}}
// CHECK: bar.sync 0;
// CHECK-NOT: {{^\$L__}}
// CHECK: @{{%p[0-9]+}} bra [[STEP]];
kernel void sgemm(global const float *restrict a, global const float *restrict b,
                  global float *restrict c, int n, local float *as, local float *bs) {
  int lx = __spirv_LocalInvocationId_x(), ly = __spirv_LocalInvocationId_y();
  int col = __spirv_GlobalInvocationId_x(), row = __spirv_GlobalInvocationId_y();
  float sum = 0;
  for (int t = 0; t < n; t += TILE) {
    as[ly * TILE + lx] = a[row * n + t + lx];
    bs[ly * TILE + lx] = b[(t + ly) * n + col];
    BARRIER();
    for (int k = 0; k < TILE; ++k)
      sum += as[ly * TILE + k] * bs[k * TILE + lx];
    BARRIER();
  }
  c[row * n + col] = sum;
}

// CHECK-LABEL: .entry fmin_sum(
// CHECK: [[SUM:\$L__BB[0-9]+_[0-9]+]]:
// CHECK-NOT: .pragma
// CHECK-COUNT-16: min.f32
// CHECK-NOT: min.f32
// CHECK: setp.ne.s32 [[P:%p[0-9]+]],
// CHECK-NEXT: @[[P]] bra [[SUM]];
// CHECK: .pragma "nounroll";
// CHECK-NEXT: min.f32
// CHECK-NOT: min.f32
// CHECK: {{^}}}
// O1-LABEL: .entry fmin_sum(
// O1: min.f32
// O1-NOT: min.f32
// O1: {{^}}}
kernel void fmin_sum(global const float *xs, global const float *ys, global float *out, int trips) {
  size_t i = __spirv_GlobalInvocationId_x();
  float x = xs[i], y = ys[i], hx = x * (1.0f / 4096), hy = y * (1.0f / 4096), sum = 0;
  for (int k = 0; k < trips; ++k) {
    sum += __spirv_ocl_fmin(x, y);
    x += hx;
    y += hy;
  }
  out[i] = sum;
}

// CHECK-LABEL: .entry clear_bins(
// CHECK: st.shared.u32
// CHECK-NOT: st.shared.u32
// CHECK: {{^}}}
kernel void clear_bins(global uint *out, local uint *bins) {
  int l = __spirv_LocalInvocationId_x(), n = __spirv_WorkgroupSize_x();
  for (int b = l; b < 256; b += n)
    bins[b] = 0;
  __spirv_ControlBarrier(2, 2, 0x110);
  for (int b = l; b < 256; b += n)
    out[b] += bins[b];
}
