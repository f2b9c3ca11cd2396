#include "options.h"

#include "diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage[] =
    "usage: sycl-nvptx [options] INPUT... -o OUTPUT\n"
    "       sycl-nvptx [options] SYCL_BINARY... -o OUTDIR/\n"
    "       sycl-nvptx --precompile --cuda-gpu-arch=sm_XY SYCL_BINARY...\n"
    "Compiles SYCL device code (.cl, .ll, .bc, SPIR-V) for NVIDIA GPUs.\n"
    "  -o FILE                    output: .bc, .ll, .ptx, .cubin or .fatbin\n"
    "  -o DIR/                    compile every SPIR-V image of SYCL binaries (ELF\n"
    "                             section __CLANG_OFFLOAD_BUNDLE__sycl-spir64) to\n"
    "                             DIR/<binary>_<NNNNN>.<kind>\n"
    "  --emit=KIND                for DIR/: bc, ll, ptx, cubin, fatbin (default) or\n"
    "                             spv (the images as they are)\n"
    "  -j N                       for DIR/: images compiled at once (default: cores)\n"
    "  --every=N                  for DIR/: only images 0, N, 2N... (a sample)\n"
    "  --precompile               every SPIR-V image's PTX for sm_XY into the compile\n"
    "                             cache (SYCL_NVPTX_CACHE_DIR), where the CUDA plugin\n"
    "                             looks for it on a GPU machine without LLVM\n"
    "  --llvm-spirv=PATH          SPIR-V translator (default SYCL_NVPTX_LLVM_SPIRV,\n"
    "                             then the one the build installs)\n"
    "  --cuda-gpu-arch=ARCH       sm_XX (SASS + PTX) or compute_XX (PTX only);\n"
    "                             repeatable; default sm_75\n"
    "  --host-abi=l64|l32         host long width: l64 (Linux), l32 (Windows)\n"
    "  --char-signedness=signed|unsigned   host char (also -fsigned-char,\n"
    "                             -funsigned-char)\n"
    "  -O0 -O1 -O2 -O3            optimisation level (default -O2; ptxas -O3 at -O2)\n"
    "  -ffp-contract=fast|on|off  fuse a*b+c into fma: anywhere (default, as\n"
    "                             nvcc's --fmad=true), within an expression, never\n"
    "  --fmad=true|false          nvcc's spelling of -ffp-contract=fast|off\n"
    "  -g                         debug info\n"
    "  --assert=native|recoverable  device assert: trap with CUDA's __assertfail\n"
    "                             (default), or record it and let the kernel\n"
    "                             finish (default from SYCL_NVPTX_ASSERT)\n"
    "  --global-offset=on|off     off: no <kernel>_with_offset twins, offsets read\n"
    "                             as 0, and the plugin refuses a non-zero offset\n"
    "                             (halves ptxas's work; default on)\n"
    "  -I DIR, -D NAME[=VALUE]    preprocessor options for .cl inputs\n"
    "  --cuda-path=DIR            CUDA toolkit (default: CUDA_PATH or the build's)\n"
    "  --save-temps               keep intermediate files in the current folder\n"
    "  -v                         print each step's command and time\n"
    "  --version, --help\n";

static bool parse_arch(const char *text, struct gpu_arch *arch) {
  const char *digits;
  if (strncmp(text, "sm_", 3) == 0) {
    arch->sass = true;
    digits = text + 3;
  } else if (strncmp(text, "compute_", 8) == 0) {
    arch->sass = false;
    digits = text + 8;
  } else {
    return false;
  }
  char *end;
  unsigned long sm = strtoul(digits, &end, 10);
  if (end == digits || sm < 10 || sm > 999)
    return false;
  arch->arch_specific = (*end == 'a');
  if (arch->arch_specific)
    end++;
  arch->sm = (unsigned)sm;
  return *end == '\0';
}

static bool parse_fp_contract(const char *value, struct driver_options *opts) {
  static const struct { const char *name; enum fp_contract mode; } modes[] = {
      {"fast", FP_CONTRACT_FAST}, {"on", FP_CONTRACT_ON}, {"off", FP_CONTRACT_OFF}};
  for (unsigned i = 0; i < sizeof modes / sizeof modes[0]; i++) {
    if (strcmp(value, modes[i].name) == 0) {
      opts->fp_contract = modes[i].mode;
      return true;
    }
  }
  diag_error("-ffp-contract=%s: expected fast, on or off", value);
  return false;
}

static const char *const kind_extensions[] = {
    [OUTPUT_BC] = "bc",         [OUTPUT_LL] = "ll",         [OUTPUT_PTX] = "ptx",
    [OUTPUT_CUBIN] = "cubin",   [OUTPUT_FATBIN] = "fatbin", [OUTPUT_SPV] = "spv",
};

const char *output_kind_extension(enum output_kind kind) { return kind_extensions[kind]; }

/* A kind by its name; a .spv file is no compile output. */
static bool kind_named(const char *name, bool allow_spv, enum output_kind *kind) {
  for (unsigned i = 0; i < sizeof kind_extensions / sizeof kind_extensions[0]; i++) {
    if (strcmp(name, kind_extensions[i]) == 0 && (allow_spv || i != OUTPUT_SPV)) {
      *kind = (enum output_kind)i;
      return true;
    }
  }
  return false;
}

static bool output_kind_of(const char *path, enum output_kind *kind) {
  const char *ext = strrchr(path, '.');
  return ext && kind_named(ext + 1, false, kind);
}

static bool parse_count(const char *value, const char *option, int *count) {
  char *end;
  long n = strtol(value, &end, 10);
  if (end == value || *end != '\0' || n < 1 || n > 4096) {
    diag_error("%s%s: expected a number from 1 to 4096", option, value);
    return false;
  }
  *count = (int)n;
  return true;
}

/* The value of "--name=value" or "-Xvalue" / "-X value" options. */
static const char *option_value(const char *arg, const char *prefix, int *i, int argc,
                                char **argv) {
  size_t len = strlen(prefix);
  if (strncmp(arg, prefix, len) != 0)
    return NULL;
  if (arg[len] != '\0')
    return arg + len;
  if (prefix[len - 1] == '=' || *i + 1 >= argc)
    return NULL;
  return argv[++*i];
}

static bool add_clang_arg(struct driver_options *opts, const char *flag, const char *value) {
  if (opts->clang_arg_count + 2 > MAX_CLANG_ARGS) {
    diag_error("too many -I/-D options (at most %d)", MAX_CLANG_ARGS / 2);
    return false;
  }
  opts->clang_args[opts->clang_arg_count++] = flag;
  opts->clang_args[opts->clang_arg_count++] = value;
  return true;
}

static bool parse_assert_mode(const char *value, const char *where,
                              struct driver_options *opts) {
  if (strcmp(value, "native") != 0 && strcmp(value, "recoverable") != 0) {
    diag_error("%s%s: expected native or recoverable", where, value);
    return false;
  }
  opts->recoverable_assert = strcmp(value, "recoverable") == 0;
  return true;
}

static bool parse_one(int *i, int argc, char **argv, struct driver_options *opts) {
  const char *arg = argv[*i];
  const char *value;
  if (arg[0] != '-' || strcmp(arg, "-") == 0) {
    if (opts->input_count == MAX_INPUTS) {
      diag_error("too many inputs (at most %d)", MAX_INPUTS);
      return false;
    }
    opts->inputs[opts->input_count++] = arg;
  } else if (strcmp(arg, "-o") == 0) {
    if (*i + 1 >= argc) {
      diag_error("-o needs a file name");
      return false;
    }
    opts->output = argv[++*i];
  } else if ((value = option_value(arg, "--cuda-gpu-arch=", i, argc, argv))) {
    if (opts->arch_count == MAX_ARCHS) {
      diag_error("too many --cuda-gpu-arch options (at most %d)", MAX_ARCHS);
      return false;
    }
    if (!parse_arch(value, &opts->archs[opts->arch_count])) {
      diag_error("--cuda-gpu-arch=%s: expected sm_XX or compute_XX (e.g. sm_90)", value);
      return false;
    }
    opts->arch_count++;
  } else if ((value = option_value(arg, "--host-abi=", i, argc, argv))) {
    if (strcmp(value, "l64") != 0 && strcmp(value, "l32") != 0) {
      diag_error("--host-abi=%s: expected l64 (Linux hosts) or l32 (Windows hosts)", value);
      return false;
    }
    opts->host_abi_l32 = strcmp(value, "l32") == 0;
  } else if ((value = option_value(arg, "--char-signedness=", i, argc, argv))) {
    if (strcmp(value, "signed") != 0 && strcmp(value, "unsigned") != 0) {
      diag_error("--char-signedness=%s: expected signed or unsigned", value);
      return false;
    }
    opts->unsigned_char = strcmp(value, "unsigned") == 0;
  } else if (strcmp(arg, "-fsigned-char") == 0 || strcmp(arg, "-funsigned-char") == 0) {
    opts->unsigned_char = arg[2] == 'u';
  } else if ((value = option_value(arg, "--assert=", i, argc, argv))) {
    return parse_assert_mode(value, "--assert=", opts);
  } else if ((value = option_value(arg, "--global-offset=", i, argc, argv))) {
    if (strcmp(value, "on") != 0 && strcmp(value, "off") != 0) {
      diag_error("--global-offset=%s: expected on or off", value);
      return false;
    }
    opts->global_offset_off = strcmp(value, "off") == 0;
  } else if ((value = option_value(arg, "--cuda-path=", i, argc, argv))) {
    opts->cuda_path = value;
  } else if ((value = option_value(arg, "--llvm-spirv=", i, argc, argv))) {
    opts->llvm_spirv = value;
  } else if ((value = option_value(arg, "--emit=", i, argc, argv))) {
    opts->emit_given = true;
    if (!kind_named(value, true, &opts->output_kind)) {
      diag_error("--emit=%s: expected bc, ll, ptx, cubin, fatbin or spv", value);
      return false;
    }
  } else if (strcmp(arg, "--precompile") == 0) {
    opts->precompile = true;
  } else if ((value = option_value(arg, "--every=", i, argc, argv))) {
    return parse_count(value, "--every=", &opts->every);
  } else if ((value = option_value(arg, "-j", i, argc, argv))) {
    return parse_count(value, "-j", &opts->jobs);
  } else if ((value = option_value(arg, "-ffp-contract=", i, argc, argv))) {
    return parse_fp_contract(value, opts);
  } else if ((value = option_value(arg, "--fmad=", i, argc, argv))) {
    if (strcmp(value, "true") != 0 && strcmp(value, "false") != 0) {
      diag_error("--fmad=%s: expected true or false", value);
      return false;
    }
    opts->fp_contract = value[0] == 't' ? FP_CONTRACT_FAST : FP_CONTRACT_OFF;
  } else if (strlen(arg) == 3 && arg[1] == 'O' && arg[2] >= '0' && arg[2] <= '3') {
    opts->opt_level = arg[2] - '0';
  } else if (strcmp(arg, "-g") == 0) {
    opts->debug_info = true;
  } else if (strcmp(arg, "-v") == 0) {
    opts->verbose = true;
  } else if (strcmp(arg, "--save-temps") == 0 || strcmp(arg, "-save-temps") == 0) {
    opts->save_temps = true;
  } else if ((value = option_value(arg, "-I", i, argc, argv))) {
    return add_clang_arg(opts, "-I", value);
  } else if ((value = option_value(arg, "-D", i, argc, argv))) {
    return add_clang_arg(opts, "-D", value);
  } else {
    diag_error("unknown option '%s' (see --help)", arg);
    return false;
  }
  return true;
}

/* -o DIR/: fatbins of every image, as many at once as there are cores. */
static void set_folder_defaults(struct driver_options *opts) {
  if (!opts->emit_given)
    opts->output_kind = OUTPUT_FATBIN;
  if (opts->jobs == 0) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    opts->jobs = cores > 0 ? (int)cores : 1;
  }
  if (opts->every == 0)
    opts->every = 1;
}
/* The cache key holds the SPIR-V, the arch and the driver build, not the
 * options, so an option that changes the code would store PTX the plugin's
 * own compile (sycl-nvptx --cuda-gpu-arch=sm_XY IMAGE.spv) would not make. */
static const char *precompile_conflict(const struct driver_options *opts) {
  if (opts->opt_level != 2)
    return "the -O option";
  if (opts->fp_contract != FP_CONTRACT_FAST)
    return "-ffp-contract / --fmad";
  if (opts->debug_info)
    return "-g";
  if (opts->global_offset_off)
    return "--global-offset=off";
  return NULL;
}


static bool check_output(struct driver_options *opts) {
  if (opts->input_count == 0) {
    diag_error("no input files (see --help)");
    return false;
  }
  if (opts->precompile) {
    if (opts->output || opts->emit_given) {
      diag_error("--precompile writes PTX into the compile cache: no -o or --emit");
      return false;
    }
    const char *changes_code = precompile_conflict(opts);
    if (changes_code) {
      diag_error("--precompile stores PTX under the key the CUDA plugin looks up for its own "
                 "compile, which uses the default options: drop %s", changes_code);
      return false;
    }
    opts->output_folder = true;
    opts->output_kind = OUTPUT_PTX;
    set_folder_defaults(opts);
    return true;
  }
  if (!opts->output) {
    diag_error("no output file: give -o FILE.{bc,ll,ptx,cubin,fatbin}");
    return false;
  }
  size_t len = strlen(opts->output);
  opts->output_folder = len > 0 && opts->output[len - 1] == '/';
  if (opts->output_folder)
    set_folder_defaults(opts);
  else if (opts->emit_given || opts->jobs || opts->every) {
    diag_error("%s: --emit, -j and --every are for an output folder (-o DIR/)", opts->output);
    return false;
  } else if (!output_kind_of(opts->output, &opts->output_kind)) {
    diag_error("%s: unknown output kind: use .bc, .ll, .ptx, .cubin or .fatbin", opts->output);
    return false;
  }
  if (opts->arch_count == 0)
    opts->archs[opts->arch_count++] = (struct gpu_arch){.sm = 75, .sass = true};
  bool single = opts->output_kind == OUTPUT_PTX || opts->output_kind == OUTPUT_CUBIN;
  if (single && opts->arch_count > 1) {
    diag_error("%s: a .ptx or .cubin output holds one architecture, but %d were given "
               "(use a .fatbin output)", opts->output, opts->arch_count);
    return false;
  }
  if (opts->output_kind == OUTPUT_CUBIN && !opts->archs[0].sass) {
    diag_error("%s: a .cubin needs an sm_XX architecture, not compute_XX", opts->output);
    return false;
  }
  return true;
}

bool options_parse(int argc, char **argv, struct driver_options *opts, bool *exit_now) {
  *opts = (struct driver_options){.opt_level = 2};
  *exit_now = false;
  const char *assert_env = getenv("SYCL_NVPTX_ASSERT");
  if (assert_env && *assert_env && !parse_assert_mode(assert_env, "SYCL_NVPTX_ASSERT=", opts))
    return false;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
      fputs(usage, stdout);
      *exit_now = true;
      return true;
    }
    if (strcmp(argv[i], "--version") == 0) {
      printf("sycl-nvptx %s (LLVM 19, CUDA 13)\n", SYCL_NVPTX_VERSION);
      *exit_now = true;
      return true;
    }
    if (!parse_one(&i, argc, argv, opts))
      return false;
  }
  return check_output(opts);
}

void gpu_arch_name(const struct gpu_arch *arch, char *buf, unsigned size) {
  snprintf(buf, size, "%s_%u%s", arch->sass ? "sm" : "compute", arch->sm,
           arch->arch_specific ? "a" : "");
}
