/* libFuzzer target: the core's reader of a runtime's program metadata
 * (core/program_metadata.c), which both faces feed with what a SYCL runtime
 * hands them. The input is a list of properties, each
 *   [kind: 0 byte array, 1 number, else no value][name length][name]
 *   [value length, 2 bytes little-endian][value]
 * read until the bytes run out. Any list gives metadata or one error, never
 * a crash, leak or undefined behaviour, and every query answers. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "program_metadata.h"

enum { MAX_PROPERTIES = 64 };

/* Names and numbers are copied out, so none reads past its own bytes. */
static size_t parse(const uint8_t *data, size_t size, struct program_property *props,
                    char names[][256], void **values) {
  size_t count = 0, at = 0;
  while (count < MAX_PROPERTIES && at + 2 <= size) {
    uint8_t kind = data[at], name_len = data[at + 1];
    at += 2;
    if (at + name_len + 2 > size)
      break;
    memcpy(names[count], data + at, name_len);
    names[count][name_len] = '\0';
    at += name_len;
    size_t value_len = data[at] | (size_t)data[at + 1] << 8;
    at += 2;
    if (at + value_len > size)
      value_len = size - at;
    values[count] = malloc(value_len ? value_len : 1);
    memcpy(values[count], data + at, value_len);
    at += value_len;
    struct program_property *p = &props[count];
    *p = (struct program_property){.name = names[count], .size = value_len};
    if (kind == 0) {
      p->byte_array = values[count];
    } else if (kind == 1) {
      p->is_number = true;
      memcpy(&p->number, values[count], value_len < 8 ? value_len : 8);
    }
    count++;
  }
  return count;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  struct program_property props[MAX_PROPERTIES];
  static char names[MAX_PROPERTIES][256];
  void *values[MAX_PROPERTIES];
  size_t count = parse(data, size, props, names, values);
  struct program_metadata md;
  if (program_metadata_read(&md, count, props) == CORE_SUCCESS) {
    size_t dims[3];
    for (size_t i = 0; i < count; i++) {
      /* Every property's kernel part, as the queries would be asked. */
      char kernel[256];
      strcpy(kernel, names[i]);
      char *at = strchr(kernel, '@');
      if (at)
        *at = '\0';
      program_metadata_required_size(&md, kernel, dims);
      program_metadata_limit(&md, kernel, LIMIT_MAX_WORK_GROUP_SIZE, dims);
      program_metadata_limit(&md, kernel, LIMIT_REQD_SUB_GROUP_SIZE, dims);
      program_metadata_global_symbol(&md, kernel);
    }
    program_metadata_free(&md);
  }
  for (size_t i = 0; i < count; i++)
    free(values[i]);
  return 0;
}
