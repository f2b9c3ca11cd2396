/* SPIR-V inputs (what SYCL libraries ship): translated to a spir64 module by
 * the SPIRV-LLVM-Translator in a child process, then retargeted to nvptx64
 * by the spir-to-nvptx pass (nvptx_passes/lib/SPIRToNVPTX.cpp). */
#ifndef SYCL_NVPTX_SPIRV_INPUT_H
#define SYCL_NVPTX_SPIRV_INPUT_H

#include "toolchain.h"
#include "work_files.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>

/* SPIR-V's magic number, first word of every module (SPIR-V spec 2.3). */
#define SPIRV_MAGIC 0x07230203u

/* Whether path starts with the little-endian SPIR-V magic number. */
bool is_spirv_file(const char *path);

/* Where the module that starts at words[0] ends: after the header, each
 * instruction's word count (its first word's high half) up to the next
 * magic number, a zero count or the end of the data. In words. */
size_t spirv_module_words(const unsigned char *data, size_t size);

/* Translates, reads and retargets a SPIR-V file (work files named after
 * index); NULL after one error naming input. *contraction_off tells whether
 * a kernel has SPIR-V's ContractionOff execution mode, which the translator
 * marks by leaving out !opencl.enable.FP_CONTRACT (for the whole module). */
LLVMModuleRef read_spirv_input(LLVMContextRef ctx, const char *input, int index,
                               const struct toolchain *tc, const struct work_files *wf,
                               bool *contraction_off);

/* Whether read_spirv_input failed on a whole module that has no kernel (only
 * helper functions): nothing to compile, which an output folder or the
 * compile cache skips rather than counts as a failure. */
bool spirv_input_had_no_kernel(void);

#endif
