/* __clc_Barrier*: sycl::ext::oneapi::experimental::cuda::barrier on PTX
 * mbarrier objects (sm_80+). The extension requires the barrier in local
 * memory, so the generic state pointer is used as a shared-memory address.
 * mbarrier.arrive releases and test_wait/try_wait acquire at CTA scope,
 * which is the ordering the extension gives arrive and wait. Kernels built
 * for older GPUs stop at the first use with CUDA's assert message. */
#include <spirv/spirv.h>

void __assertfail(const char *message, const char *file, uint line, const char *function,
                  size_t char_size);

void mbarrier_init(local long *state, int count) __asm("llvm.nvvm.mbarrier.init.shared");
void mbarrier_inval(local long *state) __asm("llvm.nvvm.mbarrier.inval.shared");
long mbarrier_arrive(local long *state) __asm("llvm.nvvm.mbarrier.arrive.shared");
long mbarrier_arrive_drop(local long *state) __asm("llvm.nvvm.mbarrier.arrive.drop.shared");
long mbarrier_arrive_no_complete(local long *state, int count)
    __asm("llvm.nvvm.mbarrier.arrive.noComplete.shared");
long mbarrier_arrive_drop_no_complete(local long *state, int count)
    __asm("llvm.nvvm.mbarrier.arrive.drop.noComplete.shared");
bool mbarrier_test_wait(local long *state, long arrival)
    __asm("llvm.nvvm.mbarrier.test.wait.shared");
void cp_async_mbarrier_arrive(local long *state) __asm("llvm.nvvm.cp.async.mbarrier.arrive.shared");
void cp_async_mbarrier_arrive_noinc(local long *state)
    __asm("llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared");

static global const char needs_sm80[] =
    "sycl::ext::oneapi::experimental::cuda::barrier needs an sm_80 or newer GPU (PTX mbarrier)";
static global const char source_name[] = "libspirv";

/* __nvvm_reflect folds when the driver compiles the kernel for its GPU. */
#define REQUIRE_MBARRIER(builtin)                                              \
  do {                                                                         \
    if (__nvvm_reflect("__CUDA_ARCH") < 800) {                                 \
      static global const char name[] = builtin;                               \
      __assertfail((const char *)needs_sm80, (const char *)source_name, 0,     \
                   (const char *)name, sizeof(char));                          \
      __builtin_trap();                                                        \
    }                                                                          \
  } while (0)

/* mbarrier.try_wait (sm_90) suspends the thread for a while inside the
 * instruction; test_wait returns at once, so older GPUs spin on it. */
static bool try_wait(local long *state, long arrival) {
  uint done;
  __asm__ volatile("{ .reg .pred p; mbarrier.try_wait.shared.b64 p, [%1], %2; "
                   "selp.u32 %0, 1, 0, p; }"
                   : "=r"(done)
                   : "l"(state), "l"(arrival)
                   : "memory");
  return done;
}

static void wait(local long *state, long arrival) {
  if (__nvvm_reflect("__CUDA_ARCH") >= 900) {
    while (!try_wait(state, arrival))
      ;
  } else {
    while (!mbarrier_test_wait(state, arrival))
      ;
  }
}

void _CLC_DEF __clc_BarrierInitialize(long *state, int expected_count) {
  REQUIRE_MBARRIER("__clc_BarrierInitialize");
  mbarrier_init((local long *)state, expected_count);
}

void _CLC_DEF __clc_BarrierInvalidate(long *state) {
  REQUIRE_MBARRIER("__clc_BarrierInvalidate");
  mbarrier_inval((local long *)state);
}

long _CLC_DEF __clc_BarrierArrive(long *state) {
  REQUIRE_MBARRIER("__clc_BarrierArrive");
  return mbarrier_arrive((local long *)state);
}

long _CLC_DEF __clc_BarrierArriveAndDrop(long *state) {
  REQUIRE_MBARRIER("__clc_BarrierArriveAndDrop");
  return mbarrier_arrive_drop((local long *)state);
}

long _CLC_DEF __clc_BarrierArriveNoComplete(long *state, int count) {
  REQUIRE_MBARRIER("__clc_BarrierArriveNoComplete");
  return mbarrier_arrive_no_complete((local long *)state, count);
}

long _CLC_DEF __clc_BarrierArriveAndDropNoComplete(long *state, int count) {
  REQUIRE_MBARRIER("__clc_BarrierArriveAndDropNoComplete");
  return mbarrier_arrive_drop_no_complete((local long *)state, count);
}

/* The arrival happens once this work-item's earlier cp.async copies (async
 * work-group copies on sm_80+) have landed; the plain form first raises the
 * pending count by one, so that arrival is not counted twice. */
void _CLC_DEF __clc_BarrierCopyAsyncArrive(long *state) {
  REQUIRE_MBARRIER("__clc_BarrierCopyAsyncArrive");
  cp_async_mbarrier_arrive((local long *)state);
}

void _CLC_DEF __clc_BarrierCopyAsyncArriveNoInc(long *state) {
  REQUIRE_MBARRIER("__clc_BarrierCopyAsyncArriveNoInc");
  cp_async_mbarrier_arrive_noinc((local long *)state);
}

void _CLC_DEF __clc_BarrierWait(long *state, long arrival) {
  REQUIRE_MBARRIER("__clc_BarrierWait");
  wait((local long *)state, arrival);
}

bool _CLC_DEF __clc_BarrierTestWait(long *state, long arrival) {
  REQUIRE_MBARRIER("__clc_BarrierTestWait");
  return mbarrier_test_wait((local long *)state, arrival);
}

void _CLC_DEF __clc_BarrierArriveAndWait(long *state) {
  REQUIRE_MBARRIER("__clc_BarrierArriveAndWait");
  local long *shared = (local long *)state;
  wait(shared, mbarrier_arrive(shared));
}
