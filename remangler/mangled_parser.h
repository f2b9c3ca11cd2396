/* Parser for Itanium-mangled function names (ABI 5.1), covering what builtin
 * libraries contain: plain, nested and template names, builtin, vendor,
 * vector, pointer, reference, qualified, array and function types, template
 * parameters and arguments, and substitutions, which it resolves to the nodes
 * they name. */
#ifndef REMANGLER_MANGLED_PARSER_H
#define REMANGLER_MANGLED_PARSER_H

#include <stddef.h>

#include "mangled_ast.h"
#include "name_arena.h"
#include "substitution_table.h"

/* Parses [name, name + length) as "_Z" <encoding> ["." <vendor suffix>].
 * Returns NULL if the name is not one this grammar covers. The tree lives in
 * arena and points into name, so both must outlive it; substitutions is
 * scratch space, reset here. */
struct mangled_function *mangled_parse_function(
    struct name_arena *arena, struct substitution_table *substitutions,
    const char *name, size_t length);

#endif
