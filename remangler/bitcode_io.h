/* Reading and writing modules through the LLVM-C API, with the errors a user
 * can act on. An output file appears only once it is complete. */
#ifndef REMANGLER_BITCODE_IO_H
#define REMANGLER_BITCODE_IO_H

#include <stdbool.h>
#include <stddef.h>

#include <llvm-c/Core.h>

/* Reads an LLVM bitcode file and verifies the module. On failure returns NULL with a one-line reason
 * (without the path) in error. */
LLVMModuleRef read_bitcode_module(LLVMContextRef context, const char *path,
                                  char *error, size_t error_size);

/* Writes module as bitcode, or textual IR if textual, to path ("-" is
 * stdout) through a temporary file renamed into place. */
bool write_module(LLVMModuleRef module, const char *path, bool textual,
                  char *error, size_t error_size);

#endif
