/* Shared scaffolding of the GPU tests and benchmarks: the first CUDA device
 * with a context and queue through the plugin, device binaries from files,
 * one line per case, and what the device or the plugin prints. Exit codes:
 * 0 all passed, 1 a case failed, 77 no CUDA device. */
#ifndef GPU_TEST_H
#define GPU_TEST_H

#include <pi.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct gpu {
  pi_platform platform;
  pi_device device;
  pi_context context;
  pi_queue queue; /* in-order */
  char device_name[256];
};

/* Exits 77 after "SKIPPED: no CUDA device" when the plugin has no platform. */
void gpu_open(struct gpu *g);
void gpu_close(struct gpu *g);

unsigned char *read_binary(const char *path, size_t *size);
/* Creates and builds a program from a file; NULL (with a message) on failure. */
pi_program build_program_file(struct gpu *g, const char *path, const char *options);
/* The same for programs that go step by step: a failure ends the program. */
pi_program load_program(struct gpu *g, const char *path);
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

/* For test programs that report their own cases: checks the usage (argv[1]
 * is the device binary; else exits 2), opens the device and builds the
 * binary into test_program. end_binary_test releases both and returns the
 * exit code of the cases reported. */
void begin_binary_test(int argc, char **argv, struct gpu *g);
int end_binary_test(struct gpu *g);

/* Launches kernel `name` over work_items in groups of group_size: first a
 * local-memory argument of local_bytes when that is not 0, then one buffer
 * per data[i] (sizes[i] bytes, copied in); waits, and reads every buffer back
 * into data[i]. Any failure ends the program. */
void run_on_buffers(struct gpu *g, pi_program program, const char *name, size_t work_items,
                    size_t group_size, int count, void **data, const size_t *sizes,
                    size_t local_bytes);
/* The same over dims (1 to 3) dimensions of work_items and group_size. */
void run_on_buffers_nd(struct gpu *g, pi_program program, const char *name, pi_uint32 dims,
                       const size_t *work_items, const size_t *group_size, int count,
                       void **data, const size_t *sizes, size_t local_bytes);

/* For benchmarks: the mean seconds a launch takes over `launches`
 * back-to-back launches of kernel (1-D, work_items in groups of
 * group_size), from an idle queue to the last one's end. */
double mean_launch_seconds(struct gpu *g, pi_kernel kernel, size_t work_items,
                           size_t group_size, int launches);

/* For programs that go step by step: a failing PI call ends the program
 * (exit 1), naming the call and the plugin's message. */
#define PI_CHECK(call) pi_check((call), #call, __FILE__, __LINE__)
void pi_check(pi_result result, const char *call, const char *file, int line);

/* Prints "PASS name" or "FAIL name: why" and remembers failures. */
void report_case(const char *name, bool ok, const char *why_format, ...)
    __attribute__((format(printf, 3, 4)));
int cases_exit_code(void);

/* True under tests/gpu/run_compute_sanitizer.sh (GPU_TEST_UNDER_SANITIZER
 * set): cases that race or trap on purpose are skipped there, since the
 * tools would rightly report them. */
bool under_compute_sanitizer(void);

/* After CUDA is lost to the process (a native assert, a kernel fault): a new
 * context on g's device and a device query both fail with
 * PI_ERROR_INVALID_CONTEXT and a message containing lost_message. Prints
 * what differs. */
bool device_says_lost(struct gpu *g, const char *lost_message);

/* Runs fn with the process's stdout and stderr sent to a file, and returns
 * what was written there (malloc'ed, NUL-terminated). */
char *capture_output(void (*fn)(void *), void *arg);
/* How many times needle occurs in haystack. */
int count_occurrences(const char *haystack, const char *needle);

#define EXPECT(cond)                                                                               \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("  %s:%d: expected %s\n", __FILE__, __LINE__, #cond);                                 \
      return false;                                                                                \
    }                                                                                              \
  } while (0)

#define EXPECT_PI(expected, call)                                                                  \
  do {                                                                                             \
    pi_result expect_pi_result_ = (call);                                                          \
    if (expect_pi_result_ != (expected)) {                                                         \
      printf("  %s:%d: %s returned %d, expected %d\n", __FILE__, __LINE__, #call,                  \
             (int)expect_pi_result_, (int)(expected));                                             \
      return false;                                                                                \
    }                                                                                              \
  } while (0)

#define OK(call) EXPECT_PI(PI_SUCCESS, call)

#endif
