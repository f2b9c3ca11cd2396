#include "spirv_input.h"

#include "diag.h"
#include "frontend.h"
#include "nvptx_passes.h"
#include "process.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { SPIRV_HEADER_WORDS = 5 };

static unsigned word_at(const unsigned char *data, size_t word) {
  const unsigned char *p = data + 4 * word;
  return (unsigned)p[0] | (unsigned)p[1] << 8 | (unsigned)p[2] << 16 | (unsigned)p[3] << 24;
}

bool is_spirv_file(const char *path) {
  unsigned char magic[4];
  FILE *f = fopen(path, "rb");
  bool spirv = f && fread(magic, 1, 4, f) == 4 && word_at(magic, 0) == SPIRV_MAGIC;
  if (f)
    fclose(f);
  return spirv;
}

size_t spirv_module_words(const unsigned char *data, size_t size) {
  size_t words = size / 4, end = SPIRV_HEADER_WORDS;
  if (words < SPIRV_HEADER_WORDS)
    return words;
  while (end < words) {
    unsigned word = word_at(data, end), count = word >> 16;
    if (word == SPIRV_MAGIC || count == 0 || count > words - end)
      break;
    end += count;
  }
  return end;
}

/* The translator accepts some truncated modules without a word: the
 * instruction stream must end exactly at the end of the file. */
static bool check_spirv_stream(const char *input) {
  FILE *f = fopen(input, "rb");
  if (!f) {
    diag_error("%s: cannot read: %s", input, strerror(errno));
    return false;
  }
  unsigned char *data = NULL;
  size_t size = 0, capacity = 0, got;
  do {
    if (size == capacity) {
      capacity = capacity ? 2 * capacity : 1 << 16;
      unsigned char *grown = realloc(data, capacity);
      if (!grown)
        break;
      data = grown;
    }
    got = fread(data + size, 1, capacity - size, f);
    size += got;
  } while (got > 0);
  fclose(f);
  bool ok = data && size % 4 == 0 && size >= 4 * SPIRV_HEADER_WORDS &&
            word_at(data, 0) == SPIRV_MAGIC && spirv_module_words(data, size) == size / 4;
  if (!ok)
    diag_error("%s: not a whole SPIR-V module (truncated or corrupt: its instructions do "
               "not end at the end of the file)", input);
  free(data);
  return ok;
}

static bool translate(const char *input, const char *bc, const char *log,
                      const struct toolchain *tc) {
  if (access(tc->llvm_spirv, X_OK) != 0) {
    diag_error("%s: the SPIR-V translator llvm-spirv is not at %s (the build installs it "
               "from PyPI's dpcpp-llvm-spirv wheel; or pip install dpcpp-llvm-spirv and "
               "point SYCL_NVPTX_LLVM_SPIRV or --llvm-spirv= at its bin/llvm-spirv)",
               input, tc->llvm_spirv);
    return false;
  }
  /* SPV-IR: builtins as __spirv_* calls, the spelling libspirv defines;
   * specialization constants take their default values. */
  const char *argv[] = {tc->llvm_spirv, "-r", "--spirv-target-env=SPV-IR", input,
                        "-o", bc, NULL};
  return process_run_contained("translate", input, (char *const *)argv, log);
}

static bool read_whole_module_without_kernel;

bool spirv_input_had_no_kernel(void) { return read_whole_module_without_kernel; }

/* A module cut right after an OpEntryPoint translates to one that declares
 * the kernel without its body; one with no kernel at all is whole (its
 * stream was checked) and only helpers, as some images of SYCL libraries
 * are. */
static bool defines_kernel(LLVMModuleRef module, const char *input) {
  enum { CC_SPIR_KERNEL = 76 }; /* llvm/IR/CallingConv.h */
  bool declared = false;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f)) {
    if (LLVMGetFunctionCallConv(f) != CC_SPIR_KERNEL)
      continue;
    if (!LLVMIsDeclaration(f))
      return true;
    declared = true;
  }
  if (declared) {
    diag_error("%s: the SPIR-V module declares a kernel without its body (truncated?)", input);
  } else {
    read_whole_module_without_kernel = true;
    diag_error("%s: the SPIR-V module defines no kernel", input);
  }
  return false;
}

static bool retarget(LLVMModuleRef module, const char *input) {
  double start = diag_now();
  char *message = NULL;
  if (sycl_nvptx_run_passes(module, "spir-to-nvptx", &message) != 0) {
    diag_error("%s: %s", input, message ? message : "the spir-to-nvptx pass failed");
    LLVMDisposeMessage(message);
    return false;
  }
  diag_step("retarget", "spir-to-nvptx", start);
  return true;
}

LLVMModuleRef read_spirv_input(LLVMContextRef ctx, const char *input, int index,
                               const struct toolchain *tc, const struct work_files *wf,
                               bool *contraction_off) {
  char suffix[32], bc[PATH_MAX], log[PATH_MAX];
  snprintf(suffix, sizeof suffix, index ? "spirv%d.bc" : "spirv.bc", index);
  work_file_path(wf, suffix, bc, sizeof bc);
  snprintf(suffix, sizeof suffix, index ? "llvm-spirv%d.log" : "llvm-spirv.log", index);
  work_file_path(wf, suffix, log, sizeof log);
  if (!check_spirv_stream(input) || !translate(input, bc, log, tc))
    return NULL;
  LLVMMemoryBufferRef buf;
  char *message = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(bc, &buf, &message)) {
    diag_error("%s: llvm-spirv wrote no module: %s", input, message);
    LLVMDisposeMessage(message);
    return NULL;
  }
  LLVMModuleRef module = read_module_buffer(ctx, buf, input);
  if (!module)
    return NULL;
  static const char contract_md[] = "opencl.enable.FP_CONTRACT";
  *contraction_off = !LLVMGetNamedMetadata(module, contract_md, sizeof contract_md - 1);
  if (!defines_kernel(module, input) || !retarget(module, input)) {
    LLVMDisposeModule(module);
    return NULL;
  }
  return module;
}
