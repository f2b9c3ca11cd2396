/* Kernels for clc_barrier_test.c: sycl::ext::oneapi::experimental::cuda::
 * barrier's entry points on mbarriers in local memory. */
#define CB() __spirv_ControlBarrier(2, 2, 0x108)
#define ROUNDS 4
#define CHUNK 1024

/* The extension's producer/consumer pattern: each round the work-group
 * copies a chunk into local memory with an async copy (cp.async on sm_80+),
 * every work-item arrives on `copied` once its copies land
 * (CopyAsyncArriveNoInc) and then arrives and waits; only then does it read
 * values other work-items copied. A second barrier, `consumed`, keeps the
 * next round from overwriting the chunk early (Arrive, Wait, TestWait).
 * scratch: two barriers, then CHUNK ints. */
kernel void copy_through_mbarrier(local long *scratch, global const int *in, global int *out,
                                  global int *waited) {
  size_t item = __spirv_LocalInvocationId_x(), size = __spirv_WorkgroupSize_x();
  size_t group = __spirv_WorkgroupId_x();
  local long *copied = scratch, *consumed = scratch + 1;
  local int *chunk = (local int *)(scratch + 2);
  if (item == 0) {
    __clc_BarrierInitialize(copied, 2 * (int)size);
    __clc_BarrierInitialize(consumed, (int)size);
  }
  CB();
  for (size_t round = 0; round < ROUNDS; round++) {
    size_t at = group * ROUNDS + round;
    __spirv_GroupAsyncCopy(2u, chunk, in + at * CHUNK, CHUNK, 1, (event_t)0);
    __clc_BarrierCopyAsyncArriveNoInc(copied);
    __clc_BarrierArriveAndWait(copied);
    int sum = 0;
    for (size_t k = 0; k < CHUNK / size; k++)
      sum += chunk[(item * 37 + k * size + round) % CHUNK] * (int)(k + 1);
    out[at * size + item] = sum;
    long token = __clc_BarrierArrive(consumed);
    __clc_BarrierWait(consumed, token);
    waited[at * size + item] = __clc_BarrierTestWait(consumed, token);
  }
  CB();
  if (item == 0) {
    __clc_BarrierInvalidate(copied);
    __clc_BarrierInvalidate(consumed);
  }
}

/* Spins on TestWait a bounded number of times, so that a phase that never
 * completes shows as false rather than hanging the GPU. */
static bool completes(local long *bar, long token) {
  for (int i = 0; i < 1000000; i++)
    if (__clc_BarrierTestWait(bar, token))
      return true;
  return false;
}

/* One barrier of 128 through six phases; each work-item writes 1 to
 * ok[phase * 128 + item] when the phase behaved:
 * 0 all arrive, Wait, then TestWait is true;
 * 1 item 0 arrives for 64 (NoComplete: not complete yet), then 64..127;
 * 2 items 96..127 ArriveAndDrop, the others Arrive;
 * 3 only 0..95 arrive: completes only if the drop lowered the count to 96;
 * 4 item 0 ArriveAndDropNoComplete for 32 (not complete yet), then 32..95;
 * 5 only 32..95 arrive: completes only if that drop lowered it to 64. */
kernel void mbarrier_phases(local long *scratch, global int *ok) {
  size_t item = __spirv_LocalInvocationId_x();
  local long *bar = scratch;
  long token = 0;
  bool fine = true;
  if (item == 0)
    __clc_BarrierInitialize(bar, 128);
  CB();

  token = __clc_BarrierArrive(bar);
  __clc_BarrierWait(bar, token);
  ok[0 * 128 + item] = __clc_BarrierTestWait(bar, token);
  CB();

  if (item == 0) {
    token = __clc_BarrierArriveNoComplete(bar, 64);
    fine = !__clc_BarrierTestWait(bar, token);
  }
  CB();
  if (item >= 64)
    token = __clc_BarrierArrive(bar);
  if (item == 0 || item >= 64)
    fine &= completes(bar, token);
  ok[1 * 128 + item] = fine;
  CB();

  token = item >= 96 ? __clc_BarrierArriveAndDrop(bar) : __clc_BarrierArrive(bar);
  ok[2 * 128 + item] = completes(bar, token);
  CB();

  fine = true;
  if (item < 96) {
    token = __clc_BarrierArrive(bar);
    fine = completes(bar, token);
  }
  ok[3 * 128 + item] = fine;
  CB();

  fine = true;
  if (item == 0) {
    token = __clc_BarrierArriveAndDropNoComplete(bar, 32);
    fine = !__clc_BarrierTestWait(bar, token);
  }
  CB();
  bool middle = item >= 32 && item < 96;
  if (middle)
    token = __clc_BarrierArrive(bar);
  if (item == 0 || middle)
    fine &= completes(bar, token);
  ok[4 * 128 + item] = fine;
  CB();

  fine = true;
  if (middle) {
    token = __clc_BarrierArrive(bar);
    fine = completes(bar, token);
  }
  ok[5 * 128 + item] = fine;
  CB();
  if (item == 0)
    __clc_BarrierInvalidate(bar);
}

/* Built for sm_75 (no mbarrier), the first use stops the kernel in CUDA's
 * assert with the library's message. */
kernel void mbarrier_unsupported(local long *bar, global int *out) {
  if (__spirv_LocalInvocationId_x() == 0)
    __clc_BarrierInitialize(bar, 32);
  CB();
  out[__spirv_GlobalInvocationId_x()] = 1;
}
