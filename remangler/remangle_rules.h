/* The renaming rules. Rules 1 and 2 are DPC++'s libclc-remangler's, so both
 * give a variant the same names; rule 3 adds what its rule 3 gives and more:
 *  1. rename: long, unsigned long, char -> long long, unsigned long long,
 *     signed char, in every variant;
 *  2. the original name becomes an entry point to the function whose
 *     signature reads long/unsigned long as long long/unsigned long long
 *     (l64) or int/unsigned int (l32), and char as signed char (signed) or
 *     unsigned char (unsigned), if that function exists;
 *  3. every other way a host of the variant spells the renamed signature is
 *     an entry point to it: long long and unsigned long long also as long
 *     and unsigned long (l64), int and unsigned int also as long and
 *     unsigned long (l32), and char for signed char (signed variants) or
 *     for unsigned char (unsigned ones), each choice made for the whole
 *     name. Every name reads as one signature in a variant, so rules 2 and 3
 *     never point one name at two functions; mixed spellings such as Linux's
 *     size_t with signed char (vloadn(size_t, const int8_t *)) come from
 *     here. */
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

/* At most three choices of spelling, so eight spellings with the renamed
 * name itself. */
enum { HOST_SPELLINGS_MAX = 7 };

struct builtin_name_remangler {
  struct name_arena arena;
  struct substitution_table substitutions;
  struct type_replacement_map rename_map;                         /* rule 1 */
  struct type_replacement_map entry_target_map;                   /* rule 2 */
  struct type_replacement_map spelling_maps[HOST_SPELLINGS_MAX];  /* rule 3 */
  size_t spelling_map_count;
  struct name_buffer renamed;
  struct name_buffer entry_target; /* what the original name forwards to */
  struct name_buffer spellings[HOST_SPELLINGS_MAX];
  size_t spelling_count; /* distinct, none equal to renamed */
};

enum name_remangle_result { NAME_UNPARSED, NAME_UNCHANGED, NAME_RENAMED };

void builtin_name_remangler_init(struct builtin_name_remangler *remangler,
                                 const struct remangle_variant *variant);
void builtin_name_remangler_free(struct builtin_name_remangler *remangler);

/* Applies the rules to one name; unless NAME_UNPARSED, renamed (the name
 * itself when unchanged), entry_target and the spellings hold the results,
 * valid until the next call. */
enum name_remangle_result builtin_name_remangle(
    struct builtin_name_remangler *remangler, const char *name, size_t length);

/* Parses and prints name with no rule applied into remangler->renamed; false
 * if it cannot be parsed. */
bool builtin_name_round_trip(struct builtin_name_remangler *remangler,
                             const char *name, size_t length);

#endif
