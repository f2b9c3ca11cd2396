#include "program_metadata.h"

#include "errors.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char REQD_SIZE_TAG[] = "@reqd_work_group_size";

static const char *const LIMIT_TAGS[] = {
    [LIMIT_MAX_WORK_GROUP_SIZE] = "@max_work_group_size",
    [LIMIT_MAX_LINEAR_WORK_GROUP_SIZE] = "@max_linear_work_group_size",
    [LIMIT_REQD_SUB_GROUP_SIZE] = "@reqd_sub_group_size",
};

/* The kernel name of a "<kernel><tag>" property, or NULL. */
static char *tagged_kernel(const char *name, const char *tag) {
  size_t len = name ? strlen(name) : 0, tag_len = strlen(tag);
  if (len <= tag_len || strcmp(name + len - tag_len, tag) != 0)
    return NULL;
  return strndup(name, len - tag_len);
}

static core_result read_sizes(const struct program_property *prop, size_t size[3]) {
  /* The value starts with its own length, a 64-bit count the sizes follow. */
  size_t header = sizeof(uint64_t), bytes = prop->size > header ? prop->size - header : 0;
  if (!prop->byte_array || bytes == 0 || bytes > 3 * sizeof(uint32_t) ||
      bytes % sizeof(uint32_t) != 0)
    return core_fail(CORE_ERROR_INVALID_VALUE,
                     "program metadata %s: expected a byte array of 1 to 3 uint32 sizes",
                     prop->name);
  uint32_t values[3] = {1, 1, 1};
  memcpy(values, (const unsigned char *)prop->byte_array + header, bytes);
  for (int d = 0; d < 3; ++d)
    size[d] = values[d];
  return CORE_SUCCESS;
}

static core_result add_required_size(struct program_metadata *md, char *kernel,
                                     const struct program_property *prop) {
  struct required_size entry = {.kernel = kernel};
  core_result r = read_sizes(prop, entry.size);
  struct required_size *grown =
      r == CORE_SUCCESS ? realloc(md->sizes, (md->count + 1) * sizeof *grown) : NULL;
  if (!grown) {
    free(kernel);
    return r == CORE_SUCCESS ? CORE_ERROR_OUT_OF_HOST_MEMORY : r;
  }
  md->sizes = grown;
  md->sizes[md->count++] = entry;
  return CORE_SUCCESS;
}

/* A face that cannot give numbers (PI) leaves the numeric limits unread. */
static core_result add_limit(struct program_metadata *md, char *kernel,
                             enum kernel_limit_kind kind, const struct program_property *prop) {
  struct kernel_limit entry = {.kernel = kernel, .kind = kind, .size = {prop->number, 0, 0}};
  core_result r = CORE_SUCCESS;
  if (kind == LIMIT_MAX_WORK_GROUP_SIZE) {
    r = read_sizes(prop, entry.size);
  } else if (!prop->is_number) {
    free(kernel);
    return CORE_SUCCESS;
  }
  struct kernel_limit *grown =
      r == CORE_SUCCESS ? realloc(md->limits, (md->num_limits + 1) * sizeof *grown) : NULL;
  if (!grown) {
    free(kernel);
    return r == CORE_SUCCESS ? CORE_ERROR_OUT_OF_HOST_MEMORY : r;
  }
  md->limits = grown;
  md->limits[md->num_limits++] = entry;
  return CORE_SUCCESS;
}

static const char GLOBAL_TAG[] = "@global_id_mapping";

static core_result add_global(struct program_metadata *md, char *id,
                              const struct program_property *prop) {
  size_t header = sizeof(uint64_t);
  if (!prop->byte_array || prop->size <= header) {
    free(id);
    return core_fail(CORE_ERROR_INVALID_VALUE, "program metadata %s: expected a symbol name",
                     prop->name);
  }
  char *symbol = strndup((const char *)prop->byte_array + header, prop->size - header);
  struct global_name *grown =
      symbol ? realloc(md->globals, (md->num_globals + 1) * sizeof *grown) : NULL;
  if (!grown) {
    free(id);
    free(symbol);
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  }
  md->globals = grown;
  md->globals[md->num_globals++] = (struct global_name){id, symbol};
  return CORE_SUCCESS;
}

static core_result read_property(struct program_metadata *md,
                                 const struct program_property *prop) {
  char *kernel = tagged_kernel(prop->name, REQD_SIZE_TAG);
  if (kernel)
    return add_required_size(md, kernel, prop);
  kernel = tagged_kernel(prop->name, GLOBAL_TAG);
  if (kernel)
    return add_global(md, kernel, prop);
  for (size_t kind = 0; kind < sizeof LIMIT_TAGS / sizeof *LIMIT_TAGS; ++kind) {
    kernel = tagged_kernel(prop->name, LIMIT_TAGS[kind]);
    if (kernel)
      return add_limit(md, kernel, (enum kernel_limit_kind)kind, prop);
  }
  return CORE_SUCCESS;
}

core_result program_metadata_read(struct program_metadata *md, size_t count,
                                  const struct program_property *props) {
  *md = (struct program_metadata){0};
  for (size_t i = 0; props && i < count; ++i) {
    core_result r = read_property(md, &props[i]);
    if (r != CORE_SUCCESS) {
      program_metadata_free(md);
      return r;
    }
  }
  return CORE_SUCCESS;
}

bool program_metadata_required_size(const struct program_metadata *md, const char *kernel,
                                    size_t size[3]) {
  for (size_t i = 0; i < md->count; ++i)
    if (strcmp(md->sizes[i].kernel, kernel) == 0) {
      memcpy(size, md->sizes[i].size, sizeof md->sizes[i].size);
      return true;
    }
  return false;
}

bool program_metadata_limit(const struct program_metadata *md, const char *kernel,
                            enum kernel_limit_kind kind, size_t size[3]) {
  for (size_t i = 0; i < md->num_limits; ++i)
    if (md->limits[i].kind == kind && strcmp(md->limits[i].kernel, kernel) == 0) {
      memcpy(size, md->limits[i].size, sizeof md->limits[i].size);
      return true;
    }
  return false;
}

const char *program_metadata_global_symbol(const struct program_metadata *md, const char *id) {
  for (size_t i = 0; i < md->num_globals; ++i)
    if (strcmp(md->globals[i].id, id) == 0)
      return md->globals[i].symbol;
  return id;
}

void program_metadata_free(struct program_metadata *md) {
  for (size_t i = 0; i < md->count; ++i)
    free(md->sizes[i].kernel);
  for (size_t i = 0; i < md->num_limits; ++i)
    free(md->limits[i].kernel);
  for (size_t i = 0; i < md->num_globals; ++i) {
    free(md->globals[i].id);
    free(md->globals[i].symbol);
  }
  free(md->sizes);
  free(md->limits);
  free(md->globals);
  *md = (struct program_metadata){0};
}
