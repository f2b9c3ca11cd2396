/* Step 1: device code in (.cl through clang-19, .ll, .bc, SPIR-V through
 * llvm-spirv and spir-to-nvptx) as one module. */
#ifndef SYCL_NVPTX_FRONTEND_H
#define SYCL_NVPTX_FRONTEND_H

#include "options.h"
#include "toolchain.h"
#include "work_files.h"

#include <llvm-c/Core.h>

/* Reads a bitcode or textual IR file and verifies it; NULL after one error
 * naming it. */
LLVMModuleRef read_module(LLVMContextRef ctx, const char *path);

/* The same on a buffer (taken over, freed here), named name in errors. */
LLVMModuleRef read_module_buffer(LLVMContextRef ctx, LLVMMemoryBufferRef buf, const char *name);

/* An nvptx64 triple (any vendor and OS), or none, which is taken as nvptx64;
 * the module's triple becomes nvptx64-nvidia-cuda. False after an error. */
bool check_target(LLVMModuleRef module, const char *path);

/* Compiles or reads every input, checks it targets nvptx64, marks it as a
 * SYCL device module, applies its FP contraction (the option's, or none for
 * SPIR-V's ContractionOff), and links the inputs into one module. */
LLVMModuleRef frontend_run(LLVMContextRef ctx, const struct driver_options *opts,
                           const struct toolchain *tc, const struct work_files *wf);

#endif
