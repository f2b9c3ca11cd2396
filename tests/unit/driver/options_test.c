/* The driver's command-line parsing: architectures, output kinds, defaults,
 * and the usage errors that must stop a run before it starts. */
#include "options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond);      \
      failures++;                                                              \
    }                                                                          \
  } while (0)

/* The options point into argv, so it must outlive the call (until the next). */
static bool parse(struct driver_options *opts, const char *line) {
  static char copy[512], *argv[32];
  argv[0] = "sycl-nvptx";
  int argc = 1;
  snprintf(copy, sizeof copy, "%s", line);
  for (char *word = strtok(copy, " "); word; word = strtok(NULL, " "))
    argv[argc++] = word;
  bool exit_now;
  return options_parse(argc, argv, opts, &exit_now);
}

static void defaults(void) {
  struct driver_options o;
  EXPECT(parse(&o, "k.cl -o k.fatbin"));
  EXPECT(o.output_kind == OUTPUT_FATBIN && o.opt_level == 2 && !o.host_abi_l32);
  EXPECT(o.arch_count == 1 && o.archs[0].sm == 75 && o.archs[0].sass);
  EXPECT(!o.unsigned_char && !o.recoverable_assert && !o.debug_info);
  EXPECT(o.fp_contract == FP_CONTRACT_FAST);
}

static void fp_contraction(void) {
  struct driver_options o;
  EXPECT(parse(&o, "-ffp-contract=off k.cl -o k.ptx") && o.fp_contract == FP_CONTRACT_OFF);
  EXPECT(parse(&o, "-ffp-contract=on k.cl -o k.ptx") && o.fp_contract == FP_CONTRACT_ON);
  EXPECT(parse(&o, "--fmad=false --fmad=true k.cl -o k.ptx") && o.fp_contract == FP_CONTRACT_FAST);
  EXPECT(parse(&o, "--fmad=false k.cl -o k.ptx") && o.fp_contract == FP_CONTRACT_OFF);
  EXPECT(!parse(&o, "-ffp-contract=fastest k.cl -o k.ptx"));
  EXPECT(!parse(&o, "--fmad=1 k.cl -o k.ptx"));
}

static void architectures(void) {
  struct driver_options o;
  char name[16];
  EXPECT(parse(&o, "--cuda-gpu-arch=sm_90a --cuda-gpu-arch=compute_80 k.ll -o k.fatbin"));
  EXPECT(o.arch_count == 2);
  EXPECT(o.archs[0].sm == 90 && o.archs[0].arch_specific && o.archs[0].sass);
  EXPECT(o.archs[1].sm == 80 && !o.archs[1].sass);
  gpu_arch_name(&o.archs[0], name, sizeof name);
  EXPECT(strcmp(name, "sm_90a") == 0);
  gpu_arch_name(&o.archs[1], name, sizeof name);
  EXPECT(strcmp(name, "compute_80") == 0);
  EXPECT(!parse(&o, "--cuda-gpu-arch=sm_ k.ll -o k.ptx"));
  EXPECT(!parse(&o, "--cuda-gpu-arch=sm_90b k.ll -o k.ptx"));
  EXPECT(!parse(&o, "--cuda-gpu-arch=gfx90a k.ll -o k.ptx"));
  EXPECT(!parse(&o, "--cuda-gpu-arch=compute_90 k.ll -o k.cubin"));
}

static void outputs_and_flags(void) {
  struct driver_options o;
  EXPECT(parse(&o, "-O0 -g -v --save-temps --host-abi=l32 -funsigned-char a.cl b.ll -o x.ptx"));
  EXPECT(o.output_kind == OUTPUT_PTX && o.opt_level == 0 && o.debug_info && o.verbose);
  EXPECT(o.save_temps && o.host_abi_l32 && o.unsigned_char && o.input_count == 2);
  EXPECT(parse(&o, "--assert=recoverable -I inc -DNDEBUG k.cl -o k.bc"));
  EXPECT(o.recoverable_assert && o.output_kind == OUTPUT_BC && o.clang_arg_count == 4);
  EXPECT(strcmp(o.clang_args[3], "NDEBUG") == 0);
  EXPECT(!parse(&o, "k.cl -o k.exe"));
  EXPECT(!parse(&o, "k.cl"));
  EXPECT(!parse(&o, "-o k.ptx"));
  EXPECT(!parse(&o, "--assert=maybe k.cl -o k.ptx"));
  EXPECT(!parse(&o, "-O4 k.cl -o k.ptx"));
  EXPECT(!parse(&o, "--cuda-gpu-arch=sm_75 --cuda-gpu-arch=sm_90 k.cl -o k.cubin"));
}

/* -o DIR/: SYCL binaries in, one output per image. */
static void output_folders(void) {
  struct driver_options o;
  EXPECT(parse(&o, "app.so -o out/") && o.output_folder && o.output_kind == OUTPUT_FATBIN);
  EXPECT(o.jobs >= 1 && o.every == 1);
  EXPECT(parse(&o, "--emit=ptx -j 3 --every=40 --cuda-gpu-arch=sm_90 a.so b.so -o out/"));
  EXPECT(o.output_kind == OUTPUT_PTX && o.jobs == 3 && o.every == 40 && o.input_count == 2);
  EXPECT(parse(&o, "--emit=spv -j2 app.so -o out/") && o.output_kind == OUTPUT_SPV && o.jobs == 2);
  EXPECT(parse(&o, "--llvm-spirv=/opt/llvm-spirv k.spv -o k.ptx") && !o.output_folder);
  EXPECT(strcmp(o.llvm_spirv, "/opt/llvm-spirv") == 0);
  EXPECT(!parse(&o, "--emit=exe app.so -o out/"));
  EXPECT(!parse(&o, "-j0 app.so -o out/"));
  EXPECT(!parse(&o, "--every=x app.so -o out/"));
  EXPECT(!parse(&o, "--emit=ptx k.spv -o k.ptx"));
  EXPECT(!parse(&o, "k.spv -o k.spv"));
  EXPECT(strcmp(output_kind_extension(OUTPUT_CUBIN), "cubin") == 0);
}

int main(void) {
  defaults();
  output_folders();
  architectures();
  fp_contraction();
  outputs_and_flags();
  if (failures)
    fprintf(stderr, "options_test: %d failures\n", failures);
  else
    puts("options_test: all checks passed");
  return failures ? 1 : 0;
}
