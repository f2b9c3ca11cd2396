/* Runs the external tools (clang, llvm-spirv, ptxas, fatbinary). */
#ifndef SYCL_NVPTX_PROCESS_H
#define SYCL_NVPTX_PROCESS_H

#include <stdbool.h>

/* Runs argv (NULL-terminated; argv[0] is a path) and waits. With -v prints
 * the command and its time under the step's name. A tool that cannot be
 * started or fails gives one error naming it and the input. */
bool process_run(const char *step, const char *input, char *const argv[]);

/* The same for a tool that may crash or run away on a hostile input: its
 * stdout and stderr go to log_path, its memory, CPU time and wall-clock time are limited, and
 * a failure or a crash is one error that quotes the log's first line. */
bool process_run_contained(const char *step, const char *input, char *const argv[],
                           const char *log_path);

#endif
