/* OpenCL's GenericCastToPtrExplicit (SPIR-V 1.6 section 3.42.11): the
 * pointer in the named address space, or null when the generic pointer is
 * not in it. isspacep says whether the address lies in that state space's
 * window; cvta.to converts it. The conversion is inline PTX because after
 * inlining, LLVM 19's address-space inference turns a cast of a generic
 * pointer that came from another space into a direct global-to-shared (or
 * shared-to-global) addrspacecast, which the NVPTX backend rejects ("Cannot
 * cast between two non-generic address spaces"). Private memory is PTX's
 * local space, and OpenCL C's private pointers on NVPTX are generic ones, so
 * ToPrivate only checks. Null is the null pointer constant of the result's
 * address space as clang writes it (for __local on NVPTX: the generic null
 * converted), the value that code built by clang compares against. */
#include <spirv/spirv.h>

__global void *_CLC_DEF __spirv_GenericCastToPtrExplicit_ToGlobal(void *p, int storage) {
  ulong global_address;
  __asm__("cvta.to.global.u64 %0, %1;" : "=l"(global_address) : "l"(p));
  __global void *global_p = (__global void *)global_address;
  return __nvvm_isspacep_global(p) ? global_p : (__global void *)0;
}

__local void *_CLC_DEF __spirv_GenericCastToPtrExplicit_ToLocal(void *p, int storage) {
  ulong shared_address;
  __asm__("cvta.to.shared.u64 %0, %1;" : "=l"(shared_address) : "l"(p));
  __local void *local_p = (__local void *)shared_address;
  return __nvvm_isspacep_shared(p) ? local_p : (__local void *)0;
}

__private void *_CLC_DEF __spirv_GenericCastToPtrExplicit_ToPrivate(void *p, int storage) {
  return __nvvm_isspacep_local(p) ? (__private void *)p : (__private void *)0;
}

const __global void *_CLC_DEF __spirv_GenericCastToPtrExplicit_ToGlobal(const void *p,
                                                                       int storage) {
  return __spirv_GenericCastToPtrExplicit_ToGlobal((void *)p, storage);
}

const __local void *_CLC_DEF __spirv_GenericCastToPtrExplicit_ToLocal(const void *p,
                                                                     int storage) {
  return __spirv_GenericCastToPtrExplicit_ToLocal((void *)p, storage);
}

const __private void *_CLC_DEF __spirv_GenericCastToPtrExplicit_ToPrivate(const void *p,
                                                                         int storage) {
  return __spirv_GenericCastToPtrExplicit_ToPrivate((void *)p, storage);
}
