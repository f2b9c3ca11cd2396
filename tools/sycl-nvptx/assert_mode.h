/* Device assert modes: native (CUDA's __assertfail, the kernel traps) or
 * recoverable (a program-scope record the plugin reads after each kernel). */
#ifndef SYCL_NVPTX_ASSERT_MODE_H
#define SYCL_NVPTX_ASSERT_MODE_H

#include <llvm-c/Core.h>
#include <stdbool.h>

/* After linking libspirv: in recoverable mode, calls to the native
 * __devicelib_assert_fail go to __devicelib_assert_fail_recoverable. */
void select_assert_mode(LLVMModuleRef module, bool recoverable);

/* libspirv's program-scope globals (named __sycl_nvptx_*, the assert record)
 * are made internal before dead-code elimination, so that it drops the
 * unused ones, and external again after it, so that the plugin can find the
 * ones that stay (cuModuleGetGlobal). */
void hide_library_globals(LLVMModuleRef module);
void expose_library_globals(LLVMModuleRef module);

#endif
