#include "program_image.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { FATBIN_MAGIC = 0xBA55ED50u, SPIRV_MAGIC = 0x07230203u };

enum image_kind image_kind_of(const unsigned char *data, size_t size) {
  if (!data || size < 4)
    return IMAGE_UNKNOWN;
  uint32_t magic;
  memcpy(&magic, data, sizeof magic);
  if (memcmp(data, "\x7f" "ELF", 4) == 0)
    return IMAGE_CUBIN;
  if (magic == FATBIN_MAGIC)
    return IMAGE_FATBIN;
  if (magic == SPIRV_MAGIC)
    return IMAGE_SPIRV;
  /* PTX is text: comments and directives such as ".version". */
  size_t i = 0;
  while (i < size && isspace(data[i]))
    ++i;
  if (i < size && (data[i] == '/' || data[i] == '.'))
    return IMAGE_PTX;
  return IMAGE_UNKNOWN;
}

const char *image_kind_name(enum image_kind kind) {
  switch (kind) {
  case IMAGE_CUBIN:
    return "cubin";
  case IMAGE_FATBIN:
    return "fatbin";
  case IMAGE_PTX:
    return "PTX";
  case IMAGE_SPIRV:
    return "SPIR-V";
  case IMAGE_UNKNOWN:
    break;
  }
  return "unknown";
}

static bool parse_int(const char *text, size_t len, int min, int max, int *out) {
  if (len == 0 || len > 9)
    return false;
  int value = 0;
  for (size_t i = 0; i < len; ++i) {
    if (!isdigit((unsigned char)text[i]))
      return false;
    value = value * 10 + (text[i] - '0');
  }
  if (value < min || value > max)
    return false;
  *out = value;
  return true;
}

static void note_ignored(struct jit_options *out, const char *word, size_t len) {
  size_t used = strlen(out->ignored);
  if (used + len + 2 >= sizeof out->ignored)
    return;
  if (used)
    out->ignored[used++] = ' ';
  memcpy(out->ignored + used, word, len);
  out->ignored[used + len] = '\0';
}

static bool starts_with(const char *word, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && memcmp(word, prefix, n) == 0;
}

static core_result parse_one(const char *w, size_t len, struct jit_options *out) {
  if (len == 3 && w[0] == '-' && w[1] == 'O') {
    if (!parse_int(w + 2, 1, 0, 4, &out->optimization_level))
      return CORE_ERROR_INVALID_BUILD_OPTIONS;
  } else if (starts_with(w, len, "--maxrregcount=") || starts_with(w, len, "-maxrregcount=")) {
    const char *eq = memchr(w, '=', len);
    if (!parse_int(eq + 1, len - (size_t)(eq + 1 - w), 1, 255, &out->max_registers))
      return CORE_ERROR_INVALID_BUILD_OPTIONS;
  } else if (len == 2 && memcmp(w, "-g", 2) == 0) {
    out->debug_info = true;
  } else if (len == 9 && memcmp(w, "-lineinfo", 9) == 0) {
    out->line_info = true;
  } else if (w[0] == '-') {
    note_ignored(out, w, len);
  } else {
    return CORE_ERROR_INVALID_BUILD_OPTIONS;
  }
  return CORE_SUCCESS;
}

core_result parse_jit_options(const char *options, struct jit_options *out) {
  memset(out, 0, sizeof *out);
  out->optimization_level = -1;
  for (const char *p = options; p && *p;) {
    while (*p && isspace((unsigned char)*p))
      ++p;
    const char *start = p;
    while (*p && !isspace((unsigned char)*p))
      ++p;
    if (p > start) {
      core_result r = parse_one(start, (size_t)(p - start), out);
      if (r != CORE_SUCCESS)
        return r;
    }
  }
  return CORE_SUCCESS;
}
