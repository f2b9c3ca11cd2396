/* Shared by the GPU end-to-end tests: open the first CUDA device through the
 * plugin (or report the test skipped), load a fatbin, and print one line per
 * case. Exit codes: 0 all passed, 1 a case failed, 77 no CUDA device. */
#ifndef GPU_TEST_H
#define GPU_TEST_H

#include <pi.h>

#include <stdbool.h>
#include <stddef.h>

struct gpu_test {
  pi_platform platform;
  pi_device device;
  pi_context context;
  pi_queue queue;
  char device_name[256];
};

/* A failing PI call fails the whole test at once, naming the call. */
#define PI_CHECK(call) gpu_test_check((call), #call, __FILE__, __LINE__)
void gpu_test_check(pi_result result, const char *call, const char *file, int line);

/* 0 with a context and an in-order queue on the first GPU, or 77 after
 * printing "SKIPPED: no CUDA device". */
int gpu_test_open(struct gpu_test *t);
void gpu_test_close(struct gpu_test *t);

pi_program gpu_test_load_program(struct gpu_test *t, const char *fatbin_path);

/* Prints "PASS name" or "FAIL name: why" and remembers failures. */
void gpu_test_case(const char *name, bool ok, const char *why_format, ...)
    __attribute__((format(printf, 3, 4)));
int gpu_test_exit_code(void);

/* Runs fn with the process's stdout and stderr sent to a file, and returns
 * what was written there (malloc'ed, NUL-terminated): for what the device or
 * the plugin prints. */
char *gpu_test_capture(void (*fn)(void *), void *arg);

/* How many times needle occurs in haystack. */
int gpu_test_count(const char *haystack, const char *needle);

#endif
