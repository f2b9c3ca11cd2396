/* The compile cache's key: the normalised options and the hash over
 * everything a compiled kernel depends on. */
#include "compile_cache.h"

#include "compile_cache_version.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *compile_cache_tool_version(void) { return COMPILE_CACHE_TOOL_VERSION; }

static bool starts_with(const char *text, const char *prefix) {
  return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* Options that change the diagnostics but never the output. */
static bool is_diagnostic_only(const char *option) {
  static const char *const exact[] = {"-v", "--verbose", "-w", "--save-temps", "-save-temps"};
  for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
    if (strcmp(option, exact[i]) == 0)
      return true;
  return starts_with(option, "-W");
}

/* "-D" "NAME" and the like, given as two options, become one. */
static bool takes_separate_value(const char *option) {
  return strcmp(option, "-D") == 0 || strcmp(option, "-U") == 0 || strcmp(option, "-I") == 0;
}

static bool is_include_dir(const char *option) { return starts_with(option, "-I"); }

/* Of options with one family, the last wins: a family is a kind and a name
 * ("-f" and "fast-math" for -ffast-math and -fno-fast-math). */
struct family {
  const char *kind;
  const char *name;
  size_t length;
};

static struct family family_of(const char *option) {
  if (starts_with(option, "-O"))
    return (struct family){"-O", "", 0};
  const char *kind = "", *name = option;
  if (starts_with(option, "-D") || starts_with(option, "-U")) {
    kind = "macro";
    name = option + 2;
  } else if (starts_with(option, "-fno-")) {
    kind = "-f";
    name = option + 5;
  } else if (starts_with(option, "-f")) {
    kind = "-f";
    name = option + 2;
  }
  return (struct family){kind, name, strcspn(name, "=")};
}

static bool same_family(struct family a, struct family b) {
  return strcmp(a.kind, b.kind) == 0 && a.length == b.length &&
         memcmp(a.name, b.name, a.length) == 0;
}

static bool overridden_later(char *const *options, size_t count, size_t i) {
  struct family family = family_of(options[i]);
  for (size_t j = i + 1; j < count; j++)
    if (same_family(family, family_of(options[j])))
      return true;
  return false;
}

static int compare_options(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The options, with separate values joined and diagnostic-only ones left
 * out; NULL when out of memory. */
static char **join_and_filter(const char *const *options, size_t count, size_t *kept) {
  char **out = calloc(count ? count : 1, sizeof *out);
  if (!out)
    return NULL;
  *kept = 0;
  for (size_t i = 0; i < count; i++) {
    const char *option = options[i];
    if (is_diagnostic_only(option))
      continue;
    const char *value = "";
    if (takes_separate_value(option) && i + 1 < count)
      value = options[++i];
    char *joined = malloc(strlen(option) + strlen(value) + 1);
    if (!joined) {
      while (*kept)
        free(out[--*kept]);
      free(out);
      return NULL;
    }
    strcpy(stpcpy(joined, option), value);
    out[(*kept)++] = joined;
  }
  return out;
}

/* Space-separated, with separators inside an option escaped. */
static char *join_escaped(char *const *options, size_t count) {
  size_t size = 1;
  for (size_t i = 0; i < count; i++)
    size += 2 * strlen(options[i]) + 1;
  char *text = malloc(size), *p = text;
  if (!text)
    return NULL;
  for (size_t i = 0; i < count; i++) {
    if (i)
      *p++ = ' ';
    for (const char *c = options[i]; *c; c++) {
      if (strchr(" \t\n\\", *c))
        *p++ = '\\';
      *p++ = *c;
    }
  }
  *p = '\0';
  return text;
}

char *compile_cache_normalise_options(const char *const *options, size_t count) {
  size_t n;
  char **list = join_and_filter(options, count, &n);
  if (!list)
    return NULL;
  /* The survivors sorted (a repeated option is its own family, so it is
   * left once), then the -I folders in their given order. */
  char **canonical = calloc(n ? n : 1, sizeof *canonical);
  char *text = NULL;
  if (canonical) {
    size_t sorted = 0, total;
    for (size_t i = 0; i < n; i++)
      if (!is_include_dir(list[i]) && !overridden_later(list, n, i))
        canonical[sorted++] = list[i];
    qsort(canonical, sorted, sizeof *canonical, compare_options);
    total = sorted;
    for (size_t i = 0; i < n; i++)
      if (is_include_dir(list[i]))
        canonical[total++] = list[i];
    text = join_escaped(canonical, total);
  }
  free(canonical);
  for (size_t i = 0; i < n; i++)
    free(list[i]);
  free(list);
  return text;
}

/* Each part goes in with its length, so no two sets of inputs hash the same
 * bytes. */
static void hash_part(struct sha256 *h, const void *data, size_t size) {
  unsigned char length[8];
  for (int i = 0; i < 8; i++)
    length[i] = (unsigned char)((uint64_t)size >> (8 * i));
  sha256_update(h, length, sizeof length);
  sha256_update(h, data, size);
}

enum compile_cache_status compile_cache_key(const struct compile_cache_inputs *inputs,
                                            struct compile_cache_key *key, char *error,
                                            size_t error_size) {
  if ((!inputs->image && inputs->image_size) || !inputs->arch || !inputs->tool_version) {
    snprintf(error, error_size, "compile cache key: the image, arch or tool version is missing");
    return COMPILE_CACHE_ERROR;
  }
  char *options = compile_cache_normalise_options(inputs->options, inputs->option_count);
  if (!options) {
    snprintf(error, error_size, "compile cache key: out of memory normalising %zu options",
             inputs->option_count);
    return COMPILE_CACHE_ERROR;
  }
  static const char tag[] = "sycl-nvptx compile cache key";
  const unsigned char format = COMPILE_CACHE_FORMAT_VERSION;
  struct sha256 h;
  sha256_init(&h);
  hash_part(&h, tag, sizeof tag - 1);
  hash_part(&h, &format, 1);
  hash_part(&h, inputs->image, inputs->image_size);
  hash_part(&h, options, strlen(options));
  hash_part(&h, inputs->arch, strlen(inputs->arch));
  hash_part(&h, inputs->tool_version, strlen(inputs->tool_version));
  sha256_final(&h, key->digest);
  sha256_hex(key->digest, key->hex);
  free(options);
  return COMPILE_CACHE_OK;
}
