// Each arch optimises its own copy of the module, so library code that asks
// __nvvm_reflect("__CUDA_ARCH") gets each GPU's answer in one fatbin: the
// async copy is cp.async for sm_90 and plain loads and stores for sm_75,
// whichever arch comes first.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir
// RUN: %sycl-nvptx -v --save-temps --cuda-gpu-arch=sm_90 --cuda-gpu-arch=sm_75 %s -o out.fatbin 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: FileCheck %s --check-prefix=SM90 < multi-arch-reflect.sm_90.ptx
// RUN: FileCheck %s --check-prefix=SM75 < multi-arch-reflect.sm_75.ptx
// RUN: test -s out.fatbin
// STEPS: optimize: default<O2>
// STEPS-NEXT: ptx: llc -mcpu=sm_90
// STEPS: optimize: default<O2>
// STEPS-NEXT: ptx: llc -mcpu=sm_75
// SM90: cp.async.wait_all;
// SM90: cp.async.cg.shared.global
// SM75-NOT: cp.async
kernel void copy(global const int4 *in, global int4 *out, local int4 *tmp) {
  event_t e = __spirv_GroupAsyncCopy(2u, tmp, in, 128, 1, (event_t)0);
  __spirv_GroupWaitEvents(2u, 1, &e);
  out[__spirv_LocalInvocationId_x()] = tmp[127 - __spirv_LocalInvocationId_x()];
}
