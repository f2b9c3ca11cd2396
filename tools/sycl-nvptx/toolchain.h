/* Where the driver finds the tools and libraries it runs and links. */
#ifndef SYCL_NVPTX_TOOLCHAIN_H
#define SYCL_NVPTX_TOOLCHAIN_H

#include "options.h"

#include <limits.h>
#include <stdbool.h>

struct toolchain {
  char clang[PATH_MAX];
  char ptxas[PATH_MAX];
  char fatbinary[PATH_MAX];
  char libdevice[PATH_MAX];
  char libspirv[PATH_MAX];
  char include_dir[PATH_MAX];
  char llvm_spirv[PATH_MAX];
};

/* Paths only: whether each one exists is checked by the step that needs it,
 * so that a .bc -> .ptx run does not require ptxas. */
bool toolchain_locate(const struct driver_options *opts, struct toolchain *tc);

/* One error naming the missing file and how to point the driver at it. */
bool toolchain_require(const char *path, const char *what, const char *hint);

#endif
