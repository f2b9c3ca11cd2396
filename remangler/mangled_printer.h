/* Printer for the trees mangled_parser builds. Substitutions are not copied
 * from the input: they are found again from the types as written, so a name
 * whose types were rewritten uses S_/S<seq-id>_ exactly where a C++ compiler
 * would for the new signature. */
#ifndef REMANGLER_MANGLED_PRINTER_H
#define REMANGLER_MANGLED_PRINTER_H

#include "mangled_ast.h"
#include "name_buffer.h"
#include "substitution_table.h"

/* Appends the mangled name of function to out; substitutions is scratch
 * space, reset here. */
void mangled_print_function(const struct mangled_function *function,
                            struct substitution_table *substitutions,
                            struct name_buffer *out);

#endif
