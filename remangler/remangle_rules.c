#include "remangle_rules.h"

#include <string.h>

#include "mangled_parser.h"
#include "mangled_printer.h"

/* Itanium builtin type codes. */
#define CODE_LONG "l"
#define CODE_UNSIGNED_LONG "m"
#define CODE_CHAR "c"
#define CODE_LONG_LONG "x"
#define CODE_UNSIGNED_LONG_LONG "y"
#define CODE_SIGNED_CHAR "a"
#define CODE_UNSIGNED_CHAR "h"
#define CODE_INT "i"
#define CODE_UNSIGNED_INT "j"

static void build_rename_map(struct type_replacement_map *map) {
  type_replacement_map_add(map, CODE_LONG, CODE_LONG_LONG);
  type_replacement_map_add(map, CODE_UNSIGNED_LONG, CODE_UNSIGNED_LONG_LONG);
  type_replacement_map_add(map, CODE_CHAR, CODE_SIGNED_CHAR);
}

static void build_entry_target_map(struct type_replacement_map *map,
                                   const struct remangle_variant *variant) {
  bool l64 = variant->long_width == LONG_WIDTH_64;
  type_replacement_map_add(map, CODE_LONG, l64 ? CODE_LONG_LONG : CODE_INT);
  type_replacement_map_add(map, CODE_UNSIGNED_LONG,
                           l64 ? CODE_UNSIGNED_LONG_LONG : CODE_UNSIGNED_INT);
  type_replacement_map_add(map, CODE_CHAR,
                           variant->char_signedness == CHAR_SIGNED ? CODE_SIGNED_CHAR
                                                                   : CODE_UNSIGNED_CHAR);
}

/* Each choice is a canonical code (after rule 1) that a host of the variant
 * may also write as another; every subset of the choices is one spelling. */
static void build_spelling_maps(struct builtin_name_remangler *remangler,
                                const struct remangle_variant *variant) {
  bool l64 = variant->long_width == LONG_WIDTH_64;
  const struct type_replacement choices[] = {
      {l64 ? CODE_LONG_LONG : CODE_INT, CODE_LONG},
      {l64 ? CODE_UNSIGNED_LONG_LONG : CODE_UNSIGNED_INT, CODE_UNSIGNED_LONG},
      {variant->char_signedness == CHAR_SIGNED ? CODE_SIGNED_CHAR : CODE_UNSIGNED_CHAR,
       CODE_CHAR},
  };
  enum { CHOICES = sizeof choices / sizeof choices[0] };
  for (unsigned subset = 1; subset < 1u << CHOICES; ++subset) {
    struct type_replacement_map *map = &remangler->spelling_maps[remangler->spelling_map_count++];
    for (unsigned c = 0; c < CHOICES; ++c)
      if (subset & 1u << c)
        type_replacement_map_add(map, choices[c].from, choices[c].to);
  }
}

void builtin_name_remangler_init(struct builtin_name_remangler *remangler,
                                 const struct remangle_variant *variant) {
  memset(remangler, 0, sizeof *remangler);
  name_arena_init(&remangler->arena);
  substitution_table_init(&remangler->substitutions);
  build_rename_map(&remangler->rename_map);
  build_entry_target_map(&remangler->entry_target_map, variant);
  build_spelling_maps(remangler, variant);
  name_buffer_init(&remangler->renamed);
  name_buffer_init(&remangler->entry_target);
  for (size_t i = 0; i < HOST_SPELLINGS_MAX; ++i)
    name_buffer_init(&remangler->spellings[i]);
}

void builtin_name_remangler_free(struct builtin_name_remangler *remangler) {
  name_arena_free(&remangler->arena);
  substitution_table_free(&remangler->substitutions);
  name_buffer_free(&remangler->renamed);
  name_buffer_free(&remangler->entry_target);
  for (size_t i = 0; i < HOST_SPELLINGS_MAX; ++i)
    name_buffer_free(&remangler->spellings[i]);
}

static void print_with_map(struct builtin_name_remangler *remangler,
                           const struct mangled_function *function,
                           const struct type_replacement_map *map,
                           struct name_buffer *out) {
  name_buffer_clear(out);
  mangled_print_function(replace_function_types(&remangler->arena, function, map),
                         &remangler->substitutions, out);
}

static bool buffer_equals(const struct name_buffer *buffer, const char *name,
                          size_t length) {
  return buffer->length == length && memcmp(buffer->data, name, length) == 0;
}

static const struct mangled_function *parse(struct builtin_name_remangler *remangler,
                                            const char *name, size_t length) {
  name_arena_reset(&remangler->arena);
  return mangled_parse_function(&remangler->arena, &remangler->substitutions,
                                name, length);
}

static bool is_new_spelling(const struct builtin_name_remangler *remangler,
                            const struct name_buffer *candidate) {
  if (buffer_equals(candidate, remangler->renamed.data, remangler->renamed.length))
    return false;
  for (size_t i = 0; i < remangler->spelling_count; ++i)
    if (buffer_equals(candidate, remangler->spellings[i].data, remangler->spellings[i].length))
      return false;
  return true;
}

enum name_remangle_result builtin_name_remangle(
    struct builtin_name_remangler *remangler, const char *name, size_t length) {
  const struct mangled_function *function = parse(remangler, name, length);
  if (!function)
    return NAME_UNPARSED;
  const struct mangled_function *renamed =
      replace_function_types(&remangler->arena, function, &remangler->rename_map);
  name_buffer_clear(&remangler->renamed);
  mangled_print_function(renamed, &remangler->substitutions, &remangler->renamed);
  print_with_map(remangler, function, &remangler->entry_target_map, &remangler->entry_target);
  remangler->spelling_count = 0;
  for (size_t i = 0; i < remangler->spelling_map_count; ++i) {
    struct name_buffer *spelling = &remangler->spellings[remangler->spelling_count];
    print_with_map(remangler, renamed, &remangler->spelling_maps[i], spelling);
    if (is_new_spelling(remangler, spelling))
      ++remangler->spelling_count;
  }
  return buffer_equals(&remangler->renamed, name, length) ? NAME_UNCHANGED : NAME_RENAMED;
}

bool builtin_name_round_trip(struct builtin_name_remangler *remangler,
                             const char *name, size_t length) {
  const struct mangled_function *function = parse(remangler, name, length);
  name_buffer_clear(&remangler->renamed);
  if (!function)
    return false;
  mangled_print_function(function, &remangler->substitutions, &remangler->renamed);
  return true;
}
