/* ptxas (PTX to cubin) and fatbinary (cubins and PTX to one fatbin). */
#ifndef SYCL_NVPTX_ASSEMBLE_H
#define SYCL_NVPTX_ASSEMBLE_H

#include "options.h"
#include "toolchain.h"

#include <limits.h>

struct fatbin_image {
  struct gpu_arch arch;
  bool is_ptx;
  char path[PATH_MAX];
};

bool run_ptxas(const struct toolchain *tc, const struct driver_options *opts,
               const struct gpu_arch *arch, const char *ptx, const char *cubin);

bool run_fatbinary(const struct toolchain *tc, const struct driver_options *opts,
                   const struct fatbin_image *images, int count, const char *fatbin);

#endif
