/* -o DIR/: every SPIR-V image of the SYCL binaries given, compiled on its
 * own to DIR/<binary stem>_<image index, 5 digits>.<kind>, -j at once, each
 * in a child process of its own so that a failure or a crash stops only
 * that image. */
#ifndef SYCL_NVPTX_IMAGE_JOBS_H
#define SYCL_NVPTX_IMAGE_JOBS_H

#include "options.h"

#include <stdbool.h>

/* What compiles one input to one output file (main.c's pipeline). */
typedef bool (*compile_fn)(const struct driver_options *opts);

/* Prints each failure as it comes (the image named as BINARY: image N) and,
 * at the end, the counts: ok, failed, and the failures by cause. True when
 * every image compiled. */
bool compile_sycl_binaries(const struct driver_options *opts, compile_fn compile);

#endif
