/* Pure helpers for programs: what kind of image a binary is, and the build
 * options the CUDA JIT understands. */
#ifndef CUDA_CORE_PROGRAM_IMAGE_H
#define CUDA_CORE_PROGRAM_IMAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "result.h"

enum image_kind { IMAGE_UNKNOWN, IMAGE_CUBIN, IMAGE_FATBIN, IMAGE_PTX, IMAGE_SPIRV };

enum image_kind image_kind_of(const unsigned char *data, size_t size);
const char *image_kind_name(enum image_kind kind);

struct jit_options {
  int optimization_level; /* -O0..-O4; -1: the driver's default */
  int max_registers;      /* --maxrregcount=N; 0: no limit */
  bool debug_info;        /* -g */
  bool line_info;         /* -lineinfo */
  char ignored[256];      /* options that mean nothing to the CUDA JIT */
};

/* Parses a build or link option string. Options for other compilers
 * (-cl-*, -ftarget-*, ...) are collected in `ignored`; a malformed value of
 * a JIT option is CORE_ERROR_INVALID_BUILD_OPTIONS. */
core_result parse_jit_options(const char *options, struct jit_options *out);

#endif
