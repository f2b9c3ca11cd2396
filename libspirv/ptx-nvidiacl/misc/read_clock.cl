/* SPIR-V Scope Device is 1; SYCL's clock_scope uses the same numbers. The
 * registers are read through the intrinsics' names: clang 19's builtins for
 * them return long long, and its conversion to ulong here comes out as an
 * invalid same-width trunc. */
#include <spirv/spirv.h>

#define SCOPE_DEVICE 1

ulong read_globaltimer(void) __asm("llvm.nvvm.read.ptx.sreg.globaltimer");
ulong read_clock64(void) __asm("llvm.nvvm.read.ptx.sreg.clock64");

ulong _CLC_DEF __spirv_ReadClockKHR(int scope) {
  if (scope == SCOPE_DEVICE)
    return read_globaltimer();
  return read_clock64();
}
