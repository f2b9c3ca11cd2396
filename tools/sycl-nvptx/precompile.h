/* --precompile: the PTX of every SPIR-V image of the SYCL binaries given,
 * for one architecture, stored in the compile cache (tools/common/
 * compile_cache.h) under the key the CUDA plugin computes for that image on
 * a device of that architecture, so that GPU machines without LLVM find it.
 * Images already cached are not compiled again. */
#ifndef SYCL_NVPTX_PRECOMPILE_H
#define SYCL_NVPTX_PRECOMPILE_H

#include "image_jobs.h"

bool precompile_sycl_binaries(struct driver_options *opts, compile_fn compile);

#endif
