/* Runs the external tools (clang, ptxas, fatbinary). */
#ifndef SYCL_NVPTX_PROCESS_H
#define SYCL_NVPTX_PROCESS_H

#include <stdbool.h>

/* Runs argv (NULL-terminated; argv[0] is a path) and waits. With -v prints
 * the command and its time under the step's name. A tool that cannot be
 * started or fails gives one error naming it and the input. */
bool process_run(const char *step, const char *input, char *const argv[]);

#endif
