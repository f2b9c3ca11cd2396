#include "assemble.h"

#include "diag.h"
#include "process.h"

#include <stdio.h>
#include <string.h>

/* ptxas and fatbinary can exit 0 without having written their output
 * (fatbinary 13 leaves an empty file on a full disk): check that it begins
 * as a cubin (ELF) or a fatbin does. */
static bool wrote_output(const char *tool, const struct driver_options *opts, const char *path,
                         const char *magic, const char *what) {
  char head[4] = {0};
  FILE *file = fopen(path, "rb");
  size_t got = file ? fread(head, 1, sizeof head, file) : 0;
  if (file)
    fclose(file);
  if (got == sizeof head && memcmp(head, magic, sizeof head) == 0)
    return true;
  size_t output_length = strlen(opts->output);
  bool is_output = strncmp(path, opts->output, output_length) == 0 &&
                   strncmp(path + output_length, ".partial-", 9) == 0;
  diag_error("%s: %s exited 0 but wrote no %s (is the disk full?)",
             is_output ? opts->output : path, tool, what);
  return false;
}

bool run_ptxas(const struct toolchain *tc, const struct driver_options *opts,
               const struct gpu_arch *arch, const char *ptx, const char *cubin) {
  if (!toolchain_require(tc->ptxas, "ptxas", "set --cuda-path or CUDA_PATH to the CUDA toolkit"))
    return false;
  char arch_flag[32], opt_flag[4], name[16];
  gpu_arch_name(arch, name, sizeof name);
  snprintf(arch_flag, sizeof arch_flag, "-arch=%s", name);
  /* nvcc runs ptxas at -O3 by default; so does the default -O2 here. */
  snprintf(opt_flag, sizeof opt_flag, "-O%d", opts->opt_level == 2 ? 3 : opts->opt_level);
  const char *argv[12] = {tc->ptxas, arch_flag, opt_flag};
  int argc = 3;
  /* Full device debug needs unoptimised SASS; at -O1 and up keep line info. */
  if (opts->debug_info)
    argv[argc++] = opts->opt_level == 0 ? "--device-debug" : "--generate-line-info";
  argv[argc++] = ptx;
  argv[argc++] = "-o";
  argv[argc++] = cubin;
  argv[argc] = NULL;
  return process_run("ptxas", opts->inputs[0], (char *const *)argv) &&
         wrote_output("ptxas", opts, cubin, "\x7f" "ELF", "cubin");
}

bool run_fatbinary(const struct toolchain *tc, const struct driver_options *opts,
                   const struct fatbin_image *images, int count, const char *fatbin) {
  if (!toolchain_require(tc->fatbinary, "fatbinary",
                         "set --cuda-path or CUDA_PATH to the CUDA toolkit"))
    return false;
  char create[PATH_MAX + 16];
  snprintf(create, sizeof create, "--create=%s", fatbin);
  char specs[2 * MAX_ARCHS][PATH_MAX + 64];
  const char *argv[2 * MAX_ARCHS + 8] = {tc->fatbinary, "-64", create};
  int argc = 3;
  if (opts->debug_info && opts->opt_level == 0)
    argv[argc++] = "-g";
  for (int i = 0; i < count; i++) {
    snprintf(specs[i], sizeof specs[i], "--image3=kind=%s,sm=%u%s,file=%s",
             images[i].is_ptx ? "ptx" : "elf", images[i].arch.sm,
             images[i].arch.arch_specific ? "a" : "", images[i].path);
    argv[argc++] = specs[i];
  }
  argv[argc] = NULL;
  /* A fatbin starts with its magic 0xBA55ED50, little-endian. */
  return process_run("fatbinary", opts->inputs[0], (char *const *)argv) &&
         wrote_output("fatbinary", opts, fatbin, "\x50\xED\x55\xBA", "fatbin");
}
