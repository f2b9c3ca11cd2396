/* __spirv_GenericPtrMemSemantics(p): the memory semantics bit of the storage
 * a generic pointer points into: WorkgroupMemory (0x100) for local memory,
 * CrossWorkgroupMemory (0x200) for global memory, 0 for private memory. */
#ifndef SPIRV_MEMORY_SEMANTICS_H
#define SPIRV_MEMORY_SEMANTICS_H

int _CLC_DECL __spirv_GenericPtrMemSemantics(const int *p);

#endif
