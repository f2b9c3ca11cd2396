#include "toolchain.h"

#include "diag.h"

#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The prefix that holds bin/sycl-nvptx, lib/clc and include/: the build
 * folder or an install prefix alike. */
static bool install_prefix(char *prefix, size_t size) {
  char exe[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (len < 0) {
    diag_error("cannot find the driver's own path (/proc/self/exe)");
    return false;
  }
  exe[len] = '\0';
  snprintf(prefix, size, "%s", dirname(dirname(exe)));
  return true;
}

static const char *env_or(const char *name, const char *fallback) {
  const char *value = getenv(name);
  return value && *value ? value : fallback;
}

bool toolchain_locate(const struct driver_options *opts, struct toolchain *tc) {
  char prefix[PATH_MAX / 2]; /* room for the suffixes below */
  if (!install_prefix(prefix, sizeof prefix))
    return false;
  const char *cuda_setting = opts->cuda_path ? opts->cuda_path
                                     : env_or("CUDA_PATH", SYCL_NVPTX_CUDA_ROOT);
  char cuda[PATH_MAX / 2];
  snprintf(cuda, sizeof cuda, "%s", cuda_setting);
  snprintf(tc->clang, sizeof tc->clang, "%s", env_or("SYCL_NVPTX_CLANG", SYCL_NVPTX_CLANG_PATH));
  snprintf(tc->ptxas, sizeof tc->ptxas, "%s/bin/ptxas", cuda);
  snprintf(tc->fatbinary, sizeof tc->fatbinary, "%s/bin/fatbinary", cuda);
  snprintf(tc->libdevice, sizeof tc->libdevice, "%s/nvvm/libdevice/libdevice.10.bc", cuda);
  snprintf(tc->include_dir, sizeof tc->include_dir, "%s/include", prefix);

  /* The translator the build fetched (fetch_llvm_spirv.sh) keeps its
   * wheel's layout: bin/llvm-spirv finds lib/ through its RPATH. */
  char installed_llvm_spirv[PATH_MAX];
  snprintf(installed_llvm_spirv, sizeof installed_llvm_spirv, "%s/libexec/llvm-spirv/bin/llvm-spirv",
           prefix);
  snprintf(tc->llvm_spirv, sizeof tc->llvm_spirv, "%s",
           opts->llvm_spirv ? opts->llvm_spirv
                            : env_or("SYCL_NVPTX_LLVM_SPIRV", installed_llvm_spirv));

  char clc_dir[PATH_MAX / 2 + 16];
  snprintf(clc_dir, sizeof clc_dir, "%s/lib/clc", prefix);
  snprintf(tc->libspirv, sizeof tc->libspirv,
           "%s/remangled-%s-%s_char.libspirv-nvptx64--nvidiacl.bc",
           env_or("SYCL_NVPTX_CLC_DIR", clc_dir), opts->host_abi_l32 ? "l32" : "l64",
           opts->unsigned_char ? "unsigned" : "signed");
  return true;
}

bool toolchain_require(const char *path, const char *what, const char *hint) {
  if (access(path, R_OK) == 0)
    return true;
  diag_error("%s not found at %s (%s)", what, path, hint);
  return false;
}
