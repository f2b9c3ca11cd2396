/* LLVM 19's bitcode reader trusts its input: some corrupt files (a bad type
 * index in a constant array, say) crash it instead of giving an error. The
 * probe parses a copy in a child process first, so such a file ends in one
 * error line naming it rather than a crash of the driver. */
#ifndef SYCL_NVPTX_BITCODE_PROBE_H
#define SYCL_NVPTX_BITCODE_PROBE_H

#include <stdbool.h>
#include <stddef.h>

/* True when LLVM's reader returns on these bytes (a module or an error it
 * reports itself); false after one error naming name when it crashed. */
bool bitcode_reader_survives(const char *data, size_t size, const char *name);

#endif
