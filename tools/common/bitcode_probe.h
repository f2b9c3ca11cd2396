/* LLVM 19's bitcode reader trusts its input: some corrupt files (a bad type
 * index, a size field that asks for terabytes) crash or abort it instead of
 * giving an error. The probe parses the bytes in a child process first, so
 * each tool that reads bitcode (the driver, the lowering tool, the
 * remangler) turns such a file into one error line naming it. */
#ifndef SYCL_NVPTX_BITCODE_PROBE_H
#define SYCL_NVPTX_BITCODE_PROBE_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* True when LLVM's reader returns on these bytes (a module, or an error it
 * reports itself); false with the reason in why when it crashed there. */
bool bitcode_reader_survives(const char *data, size_t size, char *why, size_t why_size);

#ifdef __cplusplus
}
#endif

#endif
