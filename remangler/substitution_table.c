#include "substitution_table.h"

#include <stdio.h>
#include <stdlib.h>

void substitution_table_init(struct substitution_table *table) {
  table->entries = NULL;
  table->count = 0;
  table->capacity = 0;
}

void substitution_table_reset(struct substitution_table *table) {
  table->count = 0;
}

void substitution_table_free(struct substitution_table *table) {
  free(table->entries);
  substitution_table_init(table);
}

void substitution_table_add(struct substitution_table *table,
                            struct mangled_node *node) {
  if (table->count == table->capacity) {
    size_t capacity = table->capacity ? table->capacity * 2 : 32;
    struct mangled_node **entries =
        realloc(table->entries, capacity * sizeof *entries);
    if (!entries) {
      fputs("libclc-remangler: out of memory\n", stderr);
      abort();
    }
    table->entries = entries;
    table->capacity = capacity;
  }
  table->entries[table->count++] = node;
}

long substitution_table_find(const struct substitution_table *table,
                             const struct mangled_node *node) {
  for (size_t i = 0; i < table->count; ++i)
    if (mangled_node_equal(table->entries[i], node))
      return (long)i;
  return -1;
}

static int base36_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return -1;
}

bool substitution_parse_reference(const char **cursor, const char *end,
                                  size_t *index) {
  const char *p = *cursor;
  if (p < end && *p == '_') {
    *index = 0;
    *cursor = p + 1;
    return true;
  }
  size_t seq_id = 0;
  const char *digits = p;
  while (p < end && base36_digit(*p) >= 0) {
    if (seq_id > ((size_t)-1) / 36 - 1)
      return false;
    seq_id = seq_id * 36 + (size_t)base36_digit(*p++);
  }
  if (p == digits || p == end || *p != '_')
    return false;
  *index = seq_id + 1;
  *cursor = p + 1;
  return true;
}

size_t substitution_format_reference(size_t index, char *out) {
  if (index == 0) {
    out[0] = 'S';
    out[1] = '_';
    return 2;
  }
  char digits[16];
  size_t length = 0;
  size_t seq_id = index - 1;
  do {
    digits[length++] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[seq_id % 36];
    seq_id /= 36;
  } while (seq_id);
  out[0] = 'S';
  for (size_t i = 0; i < length; ++i)
    out[1 + i] = digits[length - 1 - i];
  out[1 + length] = '_';
  return length + 2;
}
