/* libFuzzer target: the remangler's Itanium name parser and printer.
 * Properties, for any input that parses:
 *   - print(parse(x)) parses again, to an equal tree, and prints the same;
 *   - each rule's output (every variant) parses and prints back to itself;
 * and for every input: no crash, leak, overflow or undefined behaviour. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mangled_parser.h"
#include "mangled_printer.h"
#include "remangle_rules.h"

static void fail(const char *what, const uint8_t *data, size_t size, const char *got) {
  fprintf(stderr, "mangled_names_fuzzer: %s\n  input: %.*s\n  got:   %s\n", what, (int)size,
          (const char *)data, got);
  abort();
}

static bool functions_equal(const struct mangled_function *a, const struct mangled_function *b) {
  if (!mangled_node_equal(a->name, b->name) || a->name_cv != b->name_cv ||
      a->name_ref != b->name_ref || !mangled_node_equal(a->return_type, b->return_type) ||
      a->param_count != b->param_count ||
      a->vendor_suffix_length != b->vendor_suffix_length ||
      memcmp(a->vendor_suffix, b->vendor_suffix, a->vendor_suffix_length) != 0)
    return false;
  for (size_t i = 0; i < a->param_count; ++i)
    if (!mangled_node_equal(a->params[i], b->params[i]))
      return false;
  return true;
}

/* parse -> print -> parse -> print on the parser and printer alone. */
static void check_round_trip(const uint8_t *data, size_t size) {
  struct name_arena arena;
  struct substitution_table substitutions;
  struct name_buffer first, second;
  name_arena_init(&arena);
  substitution_table_init(&substitutions);
  name_buffer_init(&first);
  name_buffer_init(&second);
  const struct mangled_function *parsed =
      mangled_parse_function(&arena, &substitutions, (const char *)data, size);
  if (parsed) {
    mangled_print_function(parsed, &substitutions, &first);
    const struct mangled_function *reparsed =
        mangled_parse_function(&arena, &substitutions, first.data, first.length);
    if (!reparsed)
      fail("the printed name does not parse", data, size, first.data);
    if (!functions_equal(parsed, reparsed))
      fail("the printed name parses to another tree", data, size, first.data);
    mangled_print_function(reparsed, &substitutions, &second);
    if (second.length != first.length || memcmp(first.data, second.data, first.length) != 0)
      fail("printing twice gives two names", data, size, second.data);
  }
  name_buffer_free(&first);
  name_buffer_free(&second);
  substitution_table_free(&substitutions);
  name_arena_free(&arena);
}

static void check_printed_back(struct builtin_name_remangler *check, const char *what,
                               const struct name_buffer *name, const uint8_t *data,
                               size_t size) {
  if (name->length == 0)
    return;
  if (!builtin_name_round_trip(check, name->data, name->length))
    fail(what, data, size, name->data);
  if (check->renamed.length != name->length ||
      memcmp(check->renamed.data, name->data, name->length) != 0)
    fail(what, data, size, check->renamed.data);
}

/* The three rules in every variant: what they print is a name the parser
 * reads back unchanged. */
static void check_rules(const uint8_t *data, size_t size) {
  static const struct remangle_variant variants[] = {
      {LONG_WIDTH_64, CHAR_SIGNED},
      {LONG_WIDTH_64, CHAR_UNSIGNED},
      {LONG_WIDTH_32, CHAR_SIGNED},
      {LONG_WIDTH_32, CHAR_UNSIGNED},
  };
  struct builtin_name_remangler check;
  builtin_name_remangler_init(&check, &variants[0]);
  for (size_t v = 0; v < sizeof variants / sizeof *variants; ++v) {
    struct builtin_name_remangler rules;
    builtin_name_remangler_init(&rules, &variants[v]);
    if (builtin_name_remangle(&rules, (const char *)data, size) != NAME_UNPARSED) {
      check_printed_back(&check, "a renamed name does not print back", &rules.renamed, data,
                         size);
      check_printed_back(&check, "an entry target does not print back", &rules.entry_target,
                         data, size);
      for (size_t i = 0; i < rules.spelling_count; ++i)
        check_printed_back(&check, "a rule-3 spelling does not print back",
                           &rules.spellings[i], data, size);
    }
    builtin_name_remangler_free(&rules);
  }
  builtin_name_remangler_free(&check);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  check_round_trip(data, size);
  check_rules(data, size);
  return 0;
}
