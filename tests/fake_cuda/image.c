/* What an image holds, read from its bytes: kernel names (with their PTX
 * parameters) and PTX globals. A scan, not a parser: enough for a double. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"

/* Byte by byte, so that reading a short text image stops at its end. */
size_t fake_image_size(const void *image) {
  const unsigned char *b = image;
  if (b[0] == 0x50 && b[1] == 0xED && b[2] == 0x55 && b[3] == 0xBA) { /* 0xBA55ED50 */
    uint16_t header_size;
    uint64_t fat_size;
    memcpy(&header_size, b + 6, sizeof header_size);
    memcpy(&fat_size, b + 8, sizeof fat_size);
    return header_size + fat_size;
  }
  if (strncmp(image, "\177ELF", 4) == 0 && b[4] == 2) { /* 64-bit: section headers end it */
    uint64_t section_offset;
    uint16_t entry_size, count;
    memcpy(&section_offset, b + 0x28, sizeof section_offset);
    memcpy(&entry_size, b + 0x3A, sizeof entry_size);
    memcpy(&count, b + 0x3C, sizeof count);
    return section_offset + (size_t)entry_size * count;
  }
  return strstr(image, ".version") ? strlen(image) : 0;
}

static bool name_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '$'; }

static size_t name_length(const char *at, const char *end) {
  size_t n = 0;
  while (at + n < end && name_char(at[n]))
    n++;
  return n;
}

static const char *skip_space(const char *at, const char *end) {
  while (at < end && isspace((unsigned char)*at))
    at++;
  return at;
}

/* The bytes of a PTX scalar type token (".u32" ...), 0 for other tokens. */
static size_t type_size(const char *at, const char *end) {
  if (end - at < 3 || at[0] != '.' || !strchr("busf", at[1]))
    return 0;
  long bits = strtol(at + 2, NULL, 10);
  return bits == 8 || bits == 16 || bits == 32 || bits == 64 ? (size_t)bits / 8 : 0;
}

/* Reads a declaration's tokens up to its name: ".align N", the type; then
 * NAME and an optional [COUNT]. Returns the name's start (length in
 * *length) and the declared bytes and alignment. */
static const char *declaration(const char *at, const char *end, size_t *length, size_t *bytes,
                               size_t *align) {
  size_t element = 0;
  *align = 0;
  for (at = skip_space(at, end); at < end && *at == '.'; at = skip_space(at, end)) {
    if (!element)
      element = type_size(at, end);
    if (end - at > 6 && strncmp(at, ".align", 6) == 0 && isspace((unsigned char)at[6])) {
      char *after;
      *align = (size_t)strtoul(at + 6, &after, 10);
      at = after;
      continue;
    }
    at++;
    at += name_length(at, end);
  }
  *length = name_length(at, end);
  size_t count = 1;
  const char *after = skip_space(at + *length, end);
  if (after < end && *after == '[')
    count = (size_t)strtoul(after + 1, NULL, 10);
  *bytes = element * count;
  if (!*align)
    *align = element ? element : 1;
  return at;
}

static char *copy_name(const char *at, size_t length) {
  char *name = malloc(length + 1);
  if (name) {
    memcpy(name, at, length);
    name[length] = 0;
  }
  return name;
}

static struct CUfunc_st *find_function(CUmodule m, const char *at, size_t length) {
  for (size_t i = 0; i < m->function_count; ++i)
    if (strlen(m->functions[i]->name) == length && !memcmp(m->functions[i]->name, at, length))
      return m->functions[i];
  return NULL;
}

static struct CUfunc_st *add_function(CUmodule m, const char *at, size_t length) {
  struct CUfunc_st *f = find_function(m, at, length);
  if (f)
    return f;
  struct CUfunc_st **grown = realloc(m->functions, (m->function_count + 1) * sizeof *grown);
  if (!grown)
    return NULL;
  m->functions = grown;
  f = calloc(1, sizeof *f);
  if (!f || !(f->name = copy_name(at, length))) {
    free(f);
    return NULL;
  }
  f->kind = FAKE_FUNCTION;
  f->module = m;
  f->max_dynamic_shared = 48 << 10;
  f->carveout = -1;
  m->functions[m->function_count++] = f;
  fake_handle_add(f);
  return f;
}

/* ".entry NAME( .param .u64 a, .param .align 8 .b8 b[24] )" */
static bool read_params(struct CUfunc_st *f, const char *at, const char *end) {
  at = skip_space(at, end);
  if (at >= end || *at != '(' || f->param_count)
    return true;
  const char *close = memchr(at, ')', (size_t)(end - at));
  size_t offset = 0;
  for (at++; close && at < close; at++) {
    if (close - at < 6 || strncmp(at, ".param", 6) != 0)
      continue;
    size_t length, bytes, align;
    at = declaration(at + 6, close, &length, &bytes, &align);
    struct fake_param *grown = realloc(f->params, (f->param_count + 1) * sizeof *grown);
    if (!grown)
      return false;
    f->params = grown;
    offset = (offset + align - 1) / align * align;
    f->params[f->param_count++] = (struct fake_param){offset, bytes};
    offset += bytes;
  }
  return true;
}

static bool add_global(CUmodule m, const char *at, size_t length, size_t bytes) {
  for (size_t i = 0; i < m->global_count; ++i)
    if (strlen(m->globals[i].name) == length && !memcmp(m->globals[i].name, at, length))
      return true;
  struct fake_global *grown = realloc(m->globals, (m->global_count + 1) * sizeof *grown);
  if (!grown)
    return false;
  m->globals = grown;
  char *name = copy_name(at, length);
  if (!name)
    return false;
  m->globals[m->global_count++] = (struct fake_global){name, bytes ? bytes : 1, NULL};
  return true;
}

/* A keyword only where a PTX directive can start: after a blank. */
static bool directive_at(const char *bytes, const char *at, const char *keyword, size_t n,
                         const char *end) {
  return end - at > (ptrdiff_t)n && !strncmp(at, keyword, n) && isspace((unsigned char)at[n]) &&
         (at == bytes || isspace((unsigned char)at[-1]));
}

bool fake_image_scan(CUmodule m, const char *bytes, size_t size) {
  const char *end = bytes + size;
  for (const char *at = bytes; at < end; ++at) {
    if (directive_at(bytes, at, ".entry", 6, end)) {
      const char *name = skip_space(at + 6, end);
      size_t length = name_length(name, end);
      struct CUfunc_st *f = length ? add_function(m, name, length) : NULL;
      if (length && (!f || !read_params(f, name + length, end)))
        return false;
    } else if (directive_at(bytes, at, ".global", 7, end)) {
      size_t length, bytes_declared, align;
      const char *name = declaration(at + 7, end, &length, &bytes_declared, &align);
      if (length && !add_global(m, name, length, bytes_declared))
        return false;
    } else if (end - at > 6 && !strncmp(at, ".text.", 6)) {
      size_t length = name_length(at + 6, end);
      if (length && !add_function(m, at + 6, length))
        return false;
    }
  }
  return true;
}

void fake_module_free(CUmodule m) {
  for (size_t i = 0; i < m->function_count; ++i) {
    fake_handle_remove(m->functions[i]);
    free(m->functions[i]->name);
    free(m->functions[i]->params);
    free(m->functions[i]);
  }
  for (size_t i = 0; i < m->global_count; ++i) {
    if (m->globals[i].buffer) {
      fake_alloc_remove((uintptr_t)m->globals[i].buffer, 1u << FAKE_DEVICE_MEMORY);
      free(m->globals[i].buffer);
    }
    free(m->globals[i].name);
  }
  free(m->functions);
  free(m->globals);
  free(m);
}
