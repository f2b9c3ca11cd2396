// sycl::ext::oneapi::experimental::cuda::barrier's entry points on PTX
// mbarrier objects in shared memory: sm_90 waits with try_wait, sm_80 spins
// on test_wait, and sm_75 (no mbarrier) stops in CUDA's assert with a
// message naming the builtin.
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_90 %s -o %t.sm_90.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t.sm_90.ptx
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_80 %s -o %t.sm_80.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM80 < %t.sm_80.ptx
// RUN: %ptxas -arch=sm_80 %t.sm_80.ptx -o %t.sm_80.cubin
// RUN: %sycl-nvptx --cuda-gpu-arch=sm_75 %s -o %t.sm_75.ptx
// RUN: FileCheck %s --check-prefix=SM75 < %t.sm_75.ptx
// RUN: %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.sm_75.cubin

// CHECK-LABEL: .entry every_operation(
// CHECK: mbarrier.init.shared.b64 [[[BAR:%rd[0-9]+]]], %r{{[0-9]+}};
// CHECK: bar.sync 0;
// CHECK: mbarrier.arrive.shared.b64 [[TOKEN:%rd[0-9]+]], [[[BAR]]];
// SM90: mbarrier.try_wait.shared.b64 p, [[[BAR]]], [[TOKEN]];
// SM80-NOT: try_wait
// SM80: mbarrier.test_wait.shared.b64 [[DONE:%p[0-9]+]], [[[BAR]]], [[TOKEN]];
// SM80: @![[DONE]] bra
// CHECK: mbarrier.arrive.noComplete.shared.b64 %rd{{[0-9]+}}, [[[BAR]]], %r{{[0-9]+}};
// CHECK: mbarrier.arrive_drop.noComplete.shared.b64 %rd{{[0-9]+}}, [[[BAR]]], %r{{[0-9]+}};
// CHECK: cp.async.mbarrier.arrive.shared.b64 [[[BAR]]];
// CHECK: cp.async.mbarrier.arrive.noinc.shared.b64 [[[BAR]]];
// CHECK: mbarrier.test_wait.shared.b64
// CHECK: mbarrier.arrive_drop.shared.b64
// CHECK: mbarrier.inval.shared.b64 [[[BAR]]];
// SM75: .global .align 1 .b8 _Z23__clc_BarrierInitializePli_$_name[24]
// SM75: .global .align 1 .b8 needs_sm80[90]
// SM75-LABEL: .entry every_operation(
// SM75-NOT: mbarrier
// SM75: call.uni
// SM75-NEXT: __assertfail,
// SM75: trap;
// SM75-NOT: mbarrier
kernel void every_operation(global long *out, local long *bar) {
  uint i = __spirv_LocalInvocationId_x();
  if (i == 0)
    __clc_BarrierInitialize(bar, 64);
  __spirv_ControlBarrier(2, 2, 0x108);
  __clc_BarrierWait(bar, __clc_BarrierArrive(bar));
  long token = i < 2 ? __clc_BarrierArriveNoComplete(bar, 3)
                     : __clc_BarrierArriveAndDropNoComplete(bar, 2);
  __clc_BarrierCopyAsyncArrive(bar);
  __clc_BarrierCopyAsyncArriveNoInc(bar);
  out[i] = __clc_BarrierTestWait(bar, token);
  __clc_BarrierArriveAndWait(bar);
  out[i + 64] = __clc_BarrierArriveAndDrop(bar);
  __spirv_ControlBarrier(2, 2, 0x108);
  if (i == 0)
    __clc_BarrierInvalidate(bar);
}
