/* Shared scaffolding of the plugin's GPU tests: the first CUDA device with a
 * context and queue, device binaries from files, and one line per case. */
#ifndef PLUGIN_GPU_TEST_H
#define PLUGIN_GPU_TEST_H

#include <pi.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct gpu {
  pi_platform platform;
  pi_device device;
  pi_context context;
  pi_queue queue; /* in-order */
};

/* Exits 77 after "SKIPPED: no CUDA device" when the plugin has no platform. */
void gpu_open(struct gpu *g);
void gpu_close(struct gpu *g);

unsigned char *read_binary(const char *path, size_t *size);
/* Creates and builds a program from a file; NULL (with a message) on failure. */
pi_program build_program_file(struct gpu *g, const char *path, const char *options);
pi_kernel make_kernel(pi_program program, const char *name);

typedef bool (*test_case)(struct gpu *g);
struct named_case {
  const char *name;
  test_case run;
};
/* Runs each case, prints "PASS name" or "FAIL name"; returns the exit code. */
int run_cases(struct gpu *g, const struct named_case *cases, size_t count);

/* The main of a test over one device binary (argv[1]): opens the device,
 * builds the binary into test_program, runs the cases, cleans up. */
extern pi_program test_program;
int run_binary_cases(int argc, char **argv, const struct named_case *cases, size_t count);

/* add_one(m, n) from kernels.cl, its arguments set. */
pi_kernel add_one_kernel(pi_mem m, uint64_t n);

#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("  %s:%d: expected %s\n", __FILE__, __LINE__, #cond);             \
      return false;                                                            \
    }                                                                          \
  } while (0)

#define EXPECT_PI(expected, call)                                              \
  do {                                                                         \
    pi_result expect_pi_result_ = (call);                                      \
    if (expect_pi_result_ != (expected)) {                                     \
      printf("  %s:%d: %s returned %d, expected %d\n", __FILE__, __LINE__,     \
             #call, (int)expect_pi_result_, (int)(expected));                  \
      return false;                                                            \
    }                                                                          \
  } while (0)

#define OK(call) EXPECT_PI(PI_SUCCESS, call)

#endif
