#include "program_metadata.h"

#include "errors.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char REQD_SIZE_TAG[] = "@reqd_work_group_size";

/* The kernel name of a "<kernel>@reqd_work_group_size" property, or NULL. */
static char *required_size_kernel(const char *name) {
  size_t len = name ? strlen(name) : 0, tag = sizeof REQD_SIZE_TAG - 1;
  if (len <= tag || strcmp(name + len - tag, REQD_SIZE_TAG) != 0)
    return NULL;
  return strndup(name, len - tag);
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

core_result program_metadata_read(struct program_metadata *md, size_t count,
                                  const struct program_property *props) {
  md->sizes = NULL;
  md->count = 0;
  for (size_t i = 0; props && i < count; ++i) {
    char *kernel = required_size_kernel(props[i].name);
    if (!kernel)
      continue;
    struct required_size entry = {.kernel = kernel};
    core_result r = read_sizes(&props[i], entry.size);
    struct required_size *grown =
        r == CORE_SUCCESS ? realloc(md->sizes, (md->count + 1) * sizeof *grown) : NULL;
    if (!grown) {
      free(kernel);
      program_metadata_free(md);
      return r == CORE_SUCCESS ? CORE_ERROR_OUT_OF_HOST_MEMORY : r;
    }
    md->sizes = grown;
    md->sizes[md->count++] = entry;
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

void program_metadata_free(struct program_metadata *md) {
  for (size_t i = 0; i < md->count; ++i)
    free(md->sizes[i].kernel);
  free(md->sizes);
  md->sizes = NULL;
  md->count = 0;
}
