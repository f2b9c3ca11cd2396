/* PTX for a program's SPIR-V image: the CUDA driver loads PTX, not SPIR-V.
 * The PTX comes from the compile cache (tools/common/compile_cache.h), where
 * `sycl-nvptx --precompile` or an earlier compile on this machine left it;
 * on a miss it is compiled now by sycl-nvptx, in its own process, so that a
 * crash or an error in one kernel is a build failure, not the application's
 * end, and stored for the next time. */
#ifndef CUDA_CORE_SPIRV_PROGRAM_H
#define CUDA_CORE_SPIRV_PROGRAM_H

#include <stddef.h>

#include "result.h"

/* The architecture a program's PTX is made for: the oldest of the context's
 * devices (PTX for sm_XY runs on XY and newer), as "sm_XY". */
void spirv_program_arch(const int *cc_majors, const int *cc_minors, unsigned count, char arch[16]);

/* Sets *ptx (malloc'd, NUL after *ptx_size bytes) to the PTX of the SPIR-V
 * module for arch, or returns CORE_ERROR_BUILD_PROGRAM_FAILURE; either way
 * *log (malloc'd, may be NULL) says where the PTX came from or why there is
 * none and what to run. The driver is SYCL_NVPTX_DRIVER (`off`: none, the
 * cache only), else sycl-nvptx on PATH, else bin/sycl-nvptx beside the
 * plugin's lib folder. */
core_result spirv_program_ptx(const unsigned char *spirv, size_t size, const char *arch,
                              char **ptx, size_t *ptx_size, char **log);

#endif
