/* Native CUDA handles (CUmodule, CUfunction) from our UR adapter, the very
 * object libsycl.so.9 loaded from its folder: its exported table getters
 * give the Program and Kernel functions (the adapter accepts callers that
 * are no Intel loader). The program lives in a UR context of the adapter's
 * own, over the same primary CUDA context the runtime's context uses. */
#ifndef ADAPTER_NATIVE_H
#define ADAPTER_NATIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct adapter_native;

/* Reaches the adapter libsycl.so.9 already loaded from lib_dir (NULL, with
 * a line in `why`, when it did not), then a UR context on its first GPU. */
struct adapter_native *adapter_native_open(const char *lib_dir, char *why, size_t why_size);

enum { ADAPTER_NATIVE_PROGRAMS = 2 };

/* Program `which` (0 or 1) built from a fatbin: its CUmodule; then the
 * CUfunction of a kernel of that program (both live until
 * adapter_native_close). 0 on failure, with the UR result and the
 * adapter's message in `why`. */
uintptr_t adapter_native_module(struct adapter_native *a, int which, const char *fatbin,
                                char *why, size_t why_size);
uintptr_t adapter_native_function(struct adapter_native *a, int which, const char *kernel,
                                  char *why, size_t why_size);

/* Releases the kernels, programs, context and the adapter reference. */
void adapter_native_close(struct adapter_native *a);

#endif
