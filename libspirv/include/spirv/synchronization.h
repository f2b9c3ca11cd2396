/* Barriers. Scope and semantics values are SPIR-V's (Scope: CrossDevice 0,
 * Device 1, Workgroup 2, Subgroup 3, Invocation 4). */
#ifndef SPIRV_SYNCHRONIZATION_H
#define SPIRV_SYNCHRONIZATION_H

enum spirv_scope {
  spirv_scope_cross_device = 0,
  spirv_scope_device = 1,
  spirv_scope_workgroup = 2,
  spirv_scope_subgroup = 3,
  spirv_scope_invocation = 4,
};

void _CLC_DECL __attribute__((convergent))
__spirv_ControlBarrier(uint execution_scope, uint memory_scope, uint semantics);
void _CLC_DECL __spirv_MemoryBarrier(uint memory_scope, uint semantics);

#endif
