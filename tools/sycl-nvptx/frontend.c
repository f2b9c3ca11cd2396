#include "frontend.h"

#include "bitcode_probe.h"
#include "diag.h"
#include "half_alias.h"
#include "half_names.h"
#include "prelude_pch.h"
#include "process.h"
#include "spirv_input.h"

#include <errno.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Linker.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEVICE_TRIPLE "nvptx64-nvidia-cuda"

static bool has_extension(const char *path, const char *ext) {
  size_t len = strlen(path), ext_len = strlen(ext);
  return len > ext_len && strcmp(path + len - ext_len, ext) == 0;
}

/* The verifier's first line: what is wrong, without the IR it quotes. */
static bool verify_input(LLVMModuleRef module, const char *name) {
  char *message = NULL;
  if (!LLVMVerifyModule(module, LLVMReturnStatusAction, &message)) {
    LLVMDisposeMessage(message);
    return true;
  }
  message[strcspn(message, "\n")] = '\0';
  diag_error("%s: invalid LLVM IR: %s", name, message);
  LLVMDisposeMessage(message);
  return false;
}

LLVMModuleRef read_module_buffer(LLVMContextRef ctx, LLVMMemoryBufferRef buf, const char *name) {
  LLVMModuleRef module = NULL;
  const char *start = LLVMGetBufferStart(buf);
  size_t size = LLVMGetBufferSize(buf);
  if (size == 0) {
    diag_error("%s: empty file (expected LLVM bitcode or IR)", name);
    LLVMDisposeMemoryBuffer(buf);
    return NULL;
  }
  bool is_bitcode = size >= 4 && memcmp(start, "BC\xC0\xDE", 4) == 0;
  char *message = NULL;
  if (is_bitcode) {
    char why[256];
    if (!bitcode_reader_survives(start, size, why, sizeof why)) {
      diag_error("%s: %s", name, why);
      module = NULL;
    } else if (LLVMParseBitcodeInContext2(ctx, buf, &module)) {
      diag_error("%s: not valid LLVM bitcode (truncated or corrupt?): %s", name,
                 diag_take_llvm_error());
      module = NULL;
    }
    LLVMDisposeMemoryBuffer(buf);
  } else if (LLVMParseIRInContext(ctx, buf, &module, &message)) {
    /* LLVMParseIRInContext takes the buffer. */
    message[strcspn(message, "\n")] = '\0';
    diag_error("%s: not valid LLVM IR: %s", name, message);
    LLVMDisposeMessage(message);
    module = NULL;
  }
  /* Nothing after this point expects a module that breaks LLVM's rules. */
  if (module && !verify_input(module, name)) {
    LLVMDisposeModule(module);
    module = NULL;
  }
  return module;
}

LLVMModuleRef read_module(LLVMContextRef ctx, const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) {
    diag_error("%s: cannot read: %s", path, strerror(errno));
    return NULL;
  }
  if (!S_ISREG(st.st_mode)) {
    diag_error("%s: not a regular file", path);
    return NULL;
  }
  LLVMMemoryBufferRef buf;
  char *message = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &message)) {
    diag_error("%s: cannot read: %s", path, message);
    LLVMDisposeMessage(message);
    return NULL;
  }
  return read_module_buffer(ctx, buf, path);
}

static bool compile_opencl(const char *input, const char *bc, const struct driver_options *opts,
                           const struct toolchain *tc) {
  if (!toolchain_require(tc->clang, "clang-19", "install clang-19 or set SYCL_NVPTX_CLANG"))
    return false;
  char opt_flag[4];
  snprintf(opt_flag, sizeof opt_flag, "-O%d", opts->opt_level);
  /* These flags are also the precompiled header's (libspirv/CMakeLists.txt). */
  const char *argv[32 + MAX_CLANG_ARGS] = {
      tc->clang, "-target", DEVICE_TRIPLE, "-x", "cl", "-cl-std=CL2.0",
      "-Xclang", "-finclude-default-header", "-I", tc->include_dir,
      "-Xclang", "-cl-ext=+cl_khr_fp16", "-emit-llvm", "-c", opt_flag,
      /* The driver optimises after linking libspirv; keep clang from
       * finishing the job early so the builtins can inline. */
      "-Xclang", "-disable-llvm-passes"};
  int argc = 17;
  char pch[sizeof tc->include_dir + 32];
  if (prelude_pch_usable(opts, tc, pch, sizeof pch)) {
    argv[argc++] = "-include-pch";
    argv[argc++] = pch;
  } else {
    /* half is OpenCL C's keyword, and _Float16 names it too, so the
     * builtins are declared for half (spirv/half_keyword.h says why);
     * rename_half_builtins gives the calls the library's names. */
    argv[argc++] = "-include";
    argv[argc++] = "spirv/half_keyword.h";
    argv[argc++] = "-include";
    argv[argc++] = "spirv/spirv.h";
  }
  static const char *const contract_flags[] = {
      [FP_CONTRACT_FAST] = "-ffp-contract=fast", [FP_CONTRACT_ON] = "-ffp-contract=on",
      [FP_CONTRACT_OFF] = "-ffp-contract=off"};
  argv[argc++] = contract_flags[opts->fp_contract];
  /* SYCL device code is C++, whose loops must make progress, so a SYCL
   * compiler marks them llvm.loop.mustprogress; OpenCL C (C99) does not
   * say so, and without the mark LLVM cannot count a loop whose step is a
   * run-time value (`i += global size`), nor unroll it at run time. */
  argv[argc++] = "-ffinite-loops";
  if (opts->debug_info)
    argv[argc++] = "-g";
  if (opts->unsigned_char)
    argv[argc++] = "-funsigned-char";
  for (int i = 0; i < opts->clang_arg_count; i++)
    argv[argc++] = opts->clang_args[i];
  argv[argc++] = input;
  argv[argc++] = "-o";
  argv[argc++] = bc;
  argv[argc] = NULL;
  return process_run("front end", input, (char *const *)argv);
}

/* nvptx64 with any vendor/OS (nvidia-cuda, unknown-nvidiacl); an empty triple
 * is taken as nvptx64 IR written by hand. */
bool check_target(LLVMModuleRef module, const char *path) {
  const char *triple = LLVMGetTarget(module);
  if (triple[0] == '\0') {
    LLVMSetTarget(module, DEVICE_TRIPLE);
    return true;
  }
  if (strncmp(triple, "nvptx64-", 8) == 0 || strcmp(triple, "nvptx64") == 0) {
    LLVMSetTarget(module, DEVICE_TRIPLE);
    return true;
  }
  diag_error("%s: target triple is '%s', not nvptx64 (compile the device code for %s)", path,
             triple, DEVICE_TRIPLE);
  return false;
}

/* The NVPTX passes act only on modules that carry this flag. */
static void mark_sycl_device(LLVMModuleRef module) {
  static const char flag[] = "sycl-device";
  if (LLVMGetModuleFlag(module, flag, sizeof flag - 1))
    return;
  LLVMValueRef one = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(module)), 1, 0);
  LLVMAddModuleFlag(module, LLVMModuleFlagBehaviorError, flag, sizeof flag - 1,
                    LLVMValueAsMetadata(one));
}

static bool is_elf_file(const char *path) {
  char magic[4];
  FILE *f = fopen(path, "rb");
  bool elf = f && fread(magic, 1, 4, f) == 4 && memcmp(magic, "\x7f" "ELF", 4) == 0;
  if (f)
    fclose(f);
  return elf;
}

/* OpenCL C through clang, then read as bitcode. */
static LLVMModuleRef read_opencl_input(LLVMContextRef ctx, const char *input, int index,
                                       const struct driver_options *opts,
                                       const struct toolchain *tc, const struct work_files *wf,
                                       char *bc) {
  if (access(input, R_OK) != 0) {
    diag_error("%s: cannot read: %s", input, strerror(errno));
    return NULL;
  }
  char suffix[32];
  snprintf(suffix, sizeof suffix, index ? "frontend%d.bc" : "frontend.bc", index);
  work_file_path(wf, suffix, bc, PATH_MAX);
  if (!compile_opencl(input, bc, opts, tc))
    return NULL;
  LLVMModuleRef module = read_module(ctx, bc);
  if (module) {
    rename_half_builtins(module);
    drop_half_alias_tags(module);
  }
  return module;
}

/* One input as a module, by its content (SPIR-V) or its extension; *mode is
 * the FP contraction its code allows, read_path (PATH_MAX) the file read as
 * LLVM IR. */
static LLVMModuleRef read_input(LLVMContextRef ctx, int index, const struct driver_options *opts,
                                const struct toolchain *tc, const struct work_files *wf,
                                enum fp_contract *mode, char *read_path) {
  const char *input = opts->inputs[index];
  *mode = opts->fp_contract;
  snprintf(read_path, PATH_MAX, "%s", input);
  if (has_extension(input, ".cl"))
    return read_opencl_input(ctx, input, index, opts, tc, wf, read_path);
  if (is_spirv_file(input) || has_extension(input, ".spv")) {
    /* SPIR-V's ContractionOff forbids contraction whatever the driver's default. */
    bool contraction_off = false;
    LLVMModuleRef module = read_spirv_input(ctx, input, index, tc, wf, &contraction_off);
    if (contraction_off)
      *mode = FP_CONTRACT_OFF;
    return module;
  }
  if (has_extension(input, ".ll") || has_extension(input, ".bc"))
    return read_module(ctx, input);
  if (is_elf_file(input))
    diag_error("%s: an ELF file: to compile the SPIR-V images of a SYCL binary, give an "
               "output folder (-o DIR/)", input);
  else
    diag_error("%s: unknown input kind: use .cl, .ll, .bc or SPIR-V", input);
  return NULL;
}

static LLVMModuleRef load_input(LLVMContextRef ctx, int index,
                                const struct driver_options *opts, const struct toolchain *tc,
                                const struct work_files *wf) {
  const char *input = opts->inputs[index];
  double start = diag_now();
  enum fp_contract mode;
  char path[PATH_MAX];
  LLVMModuleRef module = read_input(ctx, index, opts, tc, wf, &mode, path);
  if (!module)
    return NULL;
  if (!check_target(module, input)) {
    LLVMDisposeModule(module);
    return NULL;
  }
  mark_sycl_device(module);
  /* Per input, before libspirv is linked, whose code keeps its own. */
  apply_fp_contract(module, mode);
  char what[PATH_MAX + 16];
  snprintf(what, sizeof what, "read %s", path);
  diag_step("front end", what, start);
  return module;
}

LLVMModuleRef frontend_run(LLVMContextRef ctx, const struct driver_options *opts,
                           const struct toolchain *tc, const struct work_files *wf) {
  LLVMModuleRef linked = NULL;
  for (int i = 0; i < opts->input_count; i++) {
    LLVMModuleRef module = load_input(ctx, i, opts, tc, wf);
    if (!module) {
      if (linked)
        LLVMDisposeModule(linked);
      return NULL;
    }
    if (!linked) {
      linked = module;
    } else if (LLVMLinkModules2(linked, module)) {
      diag_error("%s: cannot link with the inputs before it: %s", opts->inputs[i],
                 diag_take_llvm_error());
      LLVMDisposeModule(linked);
      return NULL;
    }
  }
  return linked;
}
