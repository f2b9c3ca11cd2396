/* OpenCL C's half (mangled Dh) in calls to the library, whose builtins are
 * defined for _Float16 (DF16_). */
#ifndef SYCL_NVPTX_HALF_NAMES_H
#define SYCL_NVPTX_HALF_NAMES_H

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>

/* name with every Dh type spelled DF16_, into out (size bytes); false when
 * name is not an Itanium name with a Dh in it, or out is too small. */
bool half_name_as_float16(const char *name, char *out, size_t size);

/* Renames the module's declarations of __spirv_* and __clc_* builtins that
 * take or return half to their _Float16 names, merging with a declaration
 * already under that name. */
void rename_half_builtins(LLVMModuleRef module);

#endif
