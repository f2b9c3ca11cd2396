/* What a SYCL runtime says about a program's kernels in the image's
 * "SYCL/program metadata" properties (given when a program is made): each
 * kernel's required work-group size, "<kernel>@reqd_work_group_size", a
 * byte array of a 64-bit length followed by one to three uint32 sizes, x
 * first (missing dimensions are 1). Other properties are not read. */
#ifndef CUDA_CORE_PROGRAM_METADATA_H
#define CUDA_CORE_PROGRAM_METADATA_H

#include <stdbool.h>
#include <stddef.h>

#include "result.h"

struct required_size {
  char *kernel;
  size_t size[3];
};

struct program_metadata {
  struct required_size *sizes;
  size_t count;
};

/* One metadata property as the face found it: byte_array is NULL when the
 * value is not a byte array. */
struct program_property {
  const char *name;
  const void *byte_array;
  size_t size;
};

/* Keeps the required sizes among props. A malformed size property is
 * CORE_ERROR_INVALID_VALUE with a message naming it. */
core_result program_metadata_read(struct program_metadata *md, size_t count,
                                  const struct program_property *props);

/* The kernel's size from the metadata, if it has one. */
bool program_metadata_required_size(const struct program_metadata *md, const char *kernel,
                                    size_t size[3]);

void program_metadata_free(struct program_metadata *md);

#endif
