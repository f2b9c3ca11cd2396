/* The builtins' declarations (spirv/half_keyword.h, then spirv/spirv.h) are
 * most of what clang parses for a .cl input: about 0.3 s of a 0.35 s front
 * end. The build precompiles them once, with the front end's own flags at
 * -O2, into include/spirv/spirv.pch (libspirv/CMakeLists.txt). */
#ifndef SYCL_NVPTX_PRELUDE_PCH_H
#define SYCL_NVPTX_PRELUDE_PCH_H

#include "options.h"
#include "toolchain.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether this compile may use the precompiled header, and where it is.
 * Not when clang would see it differently from how it was built: -O0
 * (__OPTIMIZE__), -funsigned-char, a user -D (NDEBUG, say, changes what
 * spirv/assert.h declares), another clang, or headers newer than it. */
bool prelude_pch_usable(const struct driver_options *opts, const struct toolchain *tc, char *path,
                        size_t size);

#endif
