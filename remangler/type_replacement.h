/* Rewriting builtin types throughout a parsed name ("l" becomes "x"
 * wherever it appears: parameters, pointees, vector elements, template
 * arguments, the return type). */
#ifndef REMANGLER_TYPE_REPLACEMENT_H
#define REMANGLER_TYPE_REPLACEMENT_H

#include <stddef.h>

#include "mangled_ast.h"
#include "name_arena.h"

struct type_replacement {
  const char *from; /* builtin type code, e.g. "l" */
  const char *to;
};

enum { TYPE_REPLACEMENT_MAX = 3 };

struct type_replacement_map {
  struct type_replacement entries[TYPE_REPLACEMENT_MAX];
  size_t count;
};

void type_replacement_map_add(struct type_replacement_map *map,
                              const char *from, const char *to);

/* The code map gives for a builtin type code, or NULL if it keeps it. */
const char *type_replacement_lookup(const struct type_replacement_map *map,
                                    const char *code, size_t length);

/* function with every mapped builtin replaced; new nodes come from arena and
 * unchanged subtrees are shared. */
struct mangled_function *replace_function_types(
    struct name_arena *arena, const struct mangled_function *function,
    const struct type_replacement_map *map);

#endif
