/* Barriers and fences. Scope and semantics values are SPIR-V's (Scope:
 * CrossDevice 0, Device 1, Workgroup 2, Subgroup 3, Invocation 4; the
 * ordering bits of the semantics are in spirv/atomic.h). Each builtin exists
 * with unsigned arguments (SPIRVBuiltins.td) and int ones (what compiled
 * SYCL libraries call). */
#ifndef SPIRV_SYNCHRONIZATION_H
#define SPIRV_SYNCHRONIZATION_H

enum spirv_scope {
  spirv_scope_cross_device = 0,
  spirv_scope_device = 1,
  spirv_scope_workgroup = 2,
  spirv_scope_subgroup = 3,
  spirv_scope_invocation = 4,
};

/* The storage-class bits of a memory semantics mask: which memory an
 * ordering applies to. */
enum spirv_memory_storage {
  spirv_storage_uniform = 0x40,
  spirv_storage_subgroup = 0x80,
  spirv_storage_workgroup = 0x100,
  spirv_storage_cross_workgroup = 0x200,
  spirv_storage_atomic_counter = 0x400,
  spirv_storage_image = 0x800,
  spirv_storage_output = 0x1000,
};

void _CLC_DECL __spirv_ControlBarrier(uint execution_scope, uint memory_scope, uint semantics);
void _CLC_DECL __spirv_ControlBarrier(int execution_scope, int memory_scope, int semantics);
void _CLC_DECL __spirv_MemoryBarrier(uint memory_scope, uint semantics);
void _CLC_DECL __spirv_MemoryBarrier(int memory_scope, int semantics);

/* sycl::ext::oneapi::experimental::cuda::barrier: an mbarrier (sm_80+) whose
 * 64-bit state lives in local memory; arrivals return a token for the wait. */
void _CLC_DECL __clc_BarrierInitialize(long *state, int expected_count);
void _CLC_DECL __clc_BarrierInvalidate(long *state);
long _CLC_DECL __clc_BarrierArrive(long *state);
long _CLC_DECL __clc_BarrierArriveAndDrop(long *state);
long _CLC_DECL __clc_BarrierArriveNoComplete(long *state, int count);
long _CLC_DECL __clc_BarrierArriveAndDropNoComplete(long *state, int count);
void _CLC_DECL __clc_BarrierCopyAsyncArrive(long *state);
void _CLC_DECL __clc_BarrierCopyAsyncArriveNoInc(long *state);
void _CLC_DECL __clc_BarrierWait(long *state, long arrival);
bool _CLC_DECL __clc_BarrierTestWait(long *state, long arrival);
void _CLC_DECL __clc_BarrierArriveAndWait(long *state);

#endif
