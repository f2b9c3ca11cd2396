/* The three renaming rules, shared with DPC++'s libclc-remangler so both give
 * a variant the same names:
 *  1. rename:  long, unsigned long, char -> long long, unsigned long long,
 *              signed char, in every variant;
 *  2. the original name becomes an entry point to the function whose
 *     signature reads long/unsigned long as long long/unsigned long long
 *     (l64) or int/unsigned int (l32), and char as signed char (signed) or
 *     unsigned char (unsigned);
 *  3. where rules 1 and 2 disagree, applying only those replacements of
 *     rule 1 gives one more entry point to the renamed function; on l64 so
 *     does applying only its char replacement (_Z1flc -> _Z1fla), which
 *     DPC++'s tool does not add but Linux SYCL code calls. */
#ifndef REMANGLER_REMANGLE_RULES_H
#define REMANGLER_REMANGLE_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "name_arena.h"
#include "name_buffer.h"
#include "substitution_table.h"
#include "type_replacement.h"

enum long_width { LONG_WIDTH_32, LONG_WIDTH_64 };
enum char_signedness { CHAR_SIGNED, CHAR_UNSIGNED };

struct remangle_variant {
  enum long_width long_width;
  enum char_signedness char_signedness;
};

struct builtin_name_remangler {
  struct name_arena arena;
  struct substitution_table substitutions;
  struct type_replacement_map rename_map;       /* rule 1 */
  struct type_replacement_map entry_target_map; /* rule 2 */
  struct type_replacement_map mixed_entry_map;  /* rule 3 */
  struct name_buffer renamed;
  struct name_buffer entry_target; /* what the original name forwards to */
  struct name_buffer mixed_entry;  /* empty when rule 3 adds nothing new */
};

enum name_remangle_result { NAME_UNPARSED, NAME_UNCHANGED, NAME_RENAMED };

void builtin_name_remangler_init(struct builtin_name_remangler *remangler,
                                 const struct remangle_variant *variant);
void builtin_name_remangler_free(struct builtin_name_remangler *remangler);

/* Applies the rules to one name; on NAME_RENAMED the three buffers hold the
 * results, valid until the next call. */
enum name_remangle_result builtin_name_remangle(
    struct builtin_name_remangler *remangler, const char *name, size_t length);

/* Parses and prints name with no rule applied into remangler->renamed; false
 * if it cannot be parsed. */
bool builtin_name_round_trip(struct builtin_name_remangler *remangler,
                             const char *name, size_t length);

#endif
