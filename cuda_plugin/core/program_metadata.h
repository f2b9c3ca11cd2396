/* What a SYCL runtime says about a program's kernels in the image's
 * "SYCL/program metadata" properties (given when a program is made): each
 * kernel's required work-group size, "<kernel>@reqd_work_group_size", a
 * byte array of a 64-bit length followed by one to three uint32 sizes, x
 * first (missing dimensions are 1); "<kernel>@max_work_group_size" in the
 * same form; the numbers "<kernel>@max_linear_work_group_size" and
 * "<kernel>@reqd_sub_group_size"; and "<id>@global_id_mapping", the symbol
 * of the device global the runtime calls by its unique id (a byte array:
 * the 64-bit length, then the name without its NUL). Other properties are
 * not read. */
#ifndef CUDA_CORE_PROGRAM_METADATA_H
#define CUDA_CORE_PROGRAM_METADATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "result.h"

struct required_size {
  char *kernel;
  size_t size[3];
};

/* The properties besides the required size. */
enum kernel_limit_kind {
  LIMIT_MAX_WORK_GROUP_SIZE,
  LIMIT_MAX_LINEAR_WORK_GROUP_SIZE, /* in size[0] */
  LIMIT_REQD_SUB_GROUP_SIZE,        /* in size[0] */
};

struct kernel_limit {
  char *kernel;
  enum kernel_limit_kind kind;
  size_t size[3];
};

struct global_name {
  char *id;
  char *symbol;
};

struct program_metadata {
  struct required_size *sizes;
  size_t count;
  struct kernel_limit *limits;
  size_t num_limits;
  struct global_name *globals;
  size_t num_globals;
};

/* One metadata property as the face found it: byte_array is NULL when the
 * value is not a byte array; `number` holds it when is_number. */
struct program_property {
  const char *name;
  const void *byte_array;
  size_t size;
  bool is_number;
  uint64_t number;
};

/* Keeps the kernel properties among props. A malformed size property is
 * CORE_ERROR_INVALID_VALUE with a message naming it. */
core_result program_metadata_read(struct program_metadata *md, size_t count,
                                  const struct program_property *props);

/* The kernel's size from the metadata, if it has one. */
bool program_metadata_required_size(const struct program_metadata *md, const char *kernel,
                                    size_t size[3]);

/* The kernel's value of the property, if the metadata has it. */
bool program_metadata_limit(const struct program_metadata *md, const char *kernel,
                            enum kernel_limit_kind kind, size_t size[3]);

/* The symbol of the device global with unique id `id`; `id` itself when
 * the metadata maps it to none. */
const char *program_metadata_global_symbol(const struct program_metadata *md, const char *id);

void program_metadata_free(struct program_metadata *md);

#endif
