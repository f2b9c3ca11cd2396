/* The Itanium substitution table (ABI 5.1.10): the types and name prefixes a
 * mangled name has written so far, in order; a later repeat is written as
 * S_ (the first), S0_ (the second), S1_ ... with a base-36 <seq-id>. The
 * parser fills it to resolve S<seq-id>_; the printer fills it again to decide
 * where the new name must use one. */
#ifndef REMANGLER_SUBSTITUTION_TABLE_H
#define REMANGLER_SUBSTITUTION_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "mangled_ast.h"

struct substitution_table {
  struct mangled_node **entries;
  size_t count;
  size_t capacity;
};

void substitution_table_init(struct substitution_table *table);
void substitution_table_reset(struct substitution_table *table);
void substitution_table_free(struct substitution_table *table);

void substitution_table_add(struct substitution_table *table,
                            struct mangled_node *node);

/* Index of the first entry equal to node, or -1. */
long substitution_table_find(const struct substitution_table *table,
                             const struct mangled_node *node);

/* Reads the part after 'S' up to and including '_' ("_", "0_", "1A_") into
 * the table index it names. */
bool substitution_parse_reference(const char **cursor, const char *end,
                                  size_t *index);

/* Writes "S_", "S0_", ... for index into out (room for 16 chars); returns
 * the length. */
size_t substitution_format_reference(size_t index, char *out);

#endif
