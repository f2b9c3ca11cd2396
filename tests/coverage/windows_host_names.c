/* Reads mangled names (one a line) as a Linux-host SYCL compiler emits them
 * and prints each as a Windows host's compiler would: there `long` is 32-bit,
 * so the 64-bit integers Linux spells long/unsigned long (l, m) are long
 * long/unsigned long long (x, y). The l32 libspirv variants must define
 * these. A name that does not parse is an error. */
#include <stdio.h>
#include <string.h>

#include "mangled_parser.h"
#include "mangled_printer.h"
#include "type_replacement.h"

int main(void) {
  struct name_arena arena;
  struct substitution_table substitutions;
  struct name_buffer printed;
  struct type_replacement_map windows = {0};
  name_arena_init(&arena);
  substitution_table_init(&substitutions);
  name_buffer_init(&printed);
  type_replacement_map_add(&windows, "l", "x");
  type_replacement_map_add(&windows, "m", "y");

  char line[4096];
  int status = 0;
  while (fgets(line, sizeof line, stdin)) {
    size_t length = strcspn(line, "\r\n");
    name_arena_reset(&arena);
    const struct mangled_function *function =
        mangled_parse_function(&arena, &substitutions, line, length);
    if (!function) {
      fprintf(stderr, "windows_host_names: cannot parse %.*s\n", (int)length, line);
      status = 1;
      continue;
    }
    name_buffer_clear(&printed);
    mangled_print_function(replace_function_types(&arena, function, &windows),
                           &substitutions, &printed);
    printf("%.*s\n", (int)printed.length, printed.data);
  }
  name_buffer_free(&printed);
  substitution_table_free(&substitutions);
  name_arena_free(&arena);
  return status;
}
