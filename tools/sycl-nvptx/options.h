/* The driver's command line. */
#ifndef SYCL_NVPTX_OPTIONS_H
#define SYCL_NVPTX_OPTIONS_H

#include <stdbool.h>

#include "fp_contract.h"

#define MAX_INPUTS 64
#define MAX_ARCHS 16
#define MAX_CLANG_ARGS 64

/* OUTPUT_SPV only for an output folder: the images as they are. */
enum output_kind { OUTPUT_BC, OUTPUT_LL, OUTPUT_PTX, OUTPUT_CUBIN, OUTPUT_FATBIN, OUTPUT_SPV };

/* One --cuda-gpu-arch: sm_XX embeds SASS and PTX, compute_XX only PTX. */
struct gpu_arch {
  unsigned sm;       /* 75 for sm_75 */
  bool arch_specific; /* the "a" suffix: sm_90a */
  bool sass;
};

struct driver_options {
  const char *inputs[MAX_INPUTS];
  int input_count;
  const char *output;
  enum output_kind output_kind;
  struct gpu_arch archs[MAX_ARCHS];
  int arch_count;
  bool host_abi_l32;
  bool unsigned_char;
  int opt_level;
  enum fp_contract fp_contract;
  bool debug_info;
  bool verbose;
  bool save_temps;
  bool recoverable_assert;
  /* --global-offset=off: no <kernel>_with_offset twins; offsets read as 0 */
  bool global_offset_off;
  const char *cuda_path;
  const char *llvm_spirv;
  /* -o DIR/ (the slash says so): the inputs are SYCL binaries, each SPIR-V image compiled to
   * DIR/<binary>_<image>.<--emit kind>, -j at once, every --every-th. */
  bool output_folder;
  bool emit_given;
  bool precompile; /* --precompile: the images' PTX into the compile cache (precompile.h) */
  int jobs;
  int every;
  /* -I and -D for .cl inputs, passed to clang as they are. */
  const char *clang_args[MAX_CLANG_ARGS];
  int clang_arg_count;
};

/* Fills opts from argv; on bad usage prints one error and returns false.
 * Sets *exit_now (with true) for --help and --version. */
bool options_parse(int argc, char **argv, struct driver_options *opts, bool *exit_now);

/* "ptx" for OUTPUT_PTX: the file name extension of each kind. */
const char *output_kind_extension(enum output_kind kind);

/* "sm_75" / "compute_90a" for messages and file names. */
void gpu_arch_name(const struct gpu_arch *arch, char *buf, unsigned size);

#endif
