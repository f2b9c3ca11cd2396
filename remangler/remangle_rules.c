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

/* Rule 3 keeps the replacements of rule 1 that rule 2 does not make and, on
 * l64, rule 1's char replacement: Linux device code names 64-bit integers
 * long and SPIRVBuiltins.td's char signed char (vloadn's size_t and const
 * signed char *: _Z..mPKa). */
static void build_mixed_entry_map(struct type_replacement_map *map,
                                  const struct type_replacement_map *rename,
                                  const struct type_replacement_map *entry_target,
                                  const struct remangle_variant *variant) {
  for (size_t i = 0; i < rename->count; ++i) {
    const struct type_replacement *r = &rename->entries[i];
    const char *target = type_replacement_lookup(entry_target, r->from, strlen(r->from));
    bool l64_char = variant->long_width == LONG_WIDTH_64 && strcmp(r->from, CODE_CHAR) == 0;
    if (!target || strcmp(target, r->to) != 0 || l64_char)
      type_replacement_map_add(map, r->from, r->to);
  }
}

void builtin_name_remangler_init(struct builtin_name_remangler *remangler,
                                 const struct remangle_variant *variant) {
  memset(remangler, 0, sizeof *remangler);
  name_arena_init(&remangler->arena);
  substitution_table_init(&remangler->substitutions);
  build_rename_map(&remangler->rename_map);
  build_entry_target_map(&remangler->entry_target_map, variant);
  build_mixed_entry_map(&remangler->mixed_entry_map, &remangler->rename_map,
                        &remangler->entry_target_map, variant);
  name_buffer_init(&remangler->renamed);
  name_buffer_init(&remangler->entry_target);
  name_buffer_init(&remangler->mixed_entry);
}

void builtin_name_remangler_free(struct builtin_name_remangler *remangler) {
  name_arena_free(&remangler->arena);
  substitution_table_free(&remangler->substitutions);
  name_buffer_free(&remangler->renamed);
  name_buffer_free(&remangler->entry_target);
  name_buffer_free(&remangler->mixed_entry);
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

enum name_remangle_result builtin_name_remangle(
    struct builtin_name_remangler *remangler, const char *name, size_t length) {
  const struct mangled_function *function = parse(remangler, name, length);
  if (!function)
    return NAME_UNPARSED;
  print_with_map(remangler, function, &remangler->rename_map, &remangler->renamed);
  if (buffer_equals(&remangler->renamed, name, length))
    return NAME_UNCHANGED;
  print_with_map(remangler, function, &remangler->entry_target_map,
                 &remangler->entry_target);
  print_with_map(remangler, function, &remangler->mixed_entry_map,
                 &remangler->mixed_entry);
  /* Where rule 3's replacements change nothing in this name, or are every
   * replacement, it only repeats a name rules 1 and 2 cover. */
  if (buffer_equals(&remangler->mixed_entry, name, length) ||
      buffer_equals(&remangler->mixed_entry, remangler->renamed.data,
                    remangler->renamed.length))
    name_buffer_clear(&remangler->mixed_entry);
  return NAME_RENAMED;
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
