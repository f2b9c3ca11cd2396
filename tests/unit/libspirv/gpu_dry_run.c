/* The part of the GPU test scaffold (gpu_test.h) that the group collective
 * tests use, on the warp emulator: their kernels, compiled for the host,
 * run work-group by work-group on the test's own buffers, and their checks
 * run unchanged, so the tests' kernels and checks are tried before they
 * meet a GPU. */
#include "gpu_test.h"
#include "warp_emulator.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void gpu_open(struct gpu *g) {
  memset(g, 0, sizeof *g);
  snprintf(g->device_name, sizeof g->device_name, "warp emulator");
}

void gpu_close(struct gpu *g) { (void)g; }

pi_program load_program(struct gpu *g, const char *path) {
  (void)g;
  (void)path;
  return NULL;
}

pi_result piProgramRelease(pi_program program) {
  (void)program;
  return PI_SUCCESS;
}

void pi_check(pi_result result, const char *call, const char *file, int line) {
  if (result == PI_SUCCESS)
    return;
  fprintf(stderr, "%s:%d: %s failed with PI error %d\n", file, line, call, (int)result);
  exit(1);
}

static int failed_cases;

void report_case(const char *name, bool ok, const char *why_format, ...) {
  printf("%s %s", ok ? "PASS" : "FAIL", name);
  if (!ok) {
    failed_cases++;
    va_list args;
    va_start(args, why_format);
    fputs(": ", stdout);
    vprintf(why_format, args);
    va_end(args);
  }
  putchar('\n');
  fflush(stdout);
}

int cases_exit_code(void) { return failed_cases ? 1 : 0; }

typedef void (*four_buffer_kernel)(void *, void *, void *, void *);

struct launch {
  four_buffer_kernel kernel;
  void **buffers;
};

static void run_item(unsigned linear, void *arg) {
  (void)linear;
  struct launch *l = arg;
  l->kernel(l->buffers[0], l->buffers[1], l->buffers[2], l->buffers[3]);
}

/* The group tests' kernels take four buffers and no local memory. */
void run_on_buffers_nd(struct gpu *g, pi_program program, const char *name, pi_uint32 dims,
                       const size_t *work_items, const size_t *group_size, int count,
                       void **data, const size_t *sizes, size_t local_bytes) {
  (void)g;
  (void)program;
  (void)sizes;
  struct launch l = {(four_buffer_kernel)dlsym(RTLD_DEFAULT, name), data};
  if (!l.kernel || count != 4 || local_bytes) {
    fprintf(stderr, "dry run: kernel %s (%d buffers, %zu local bytes) cannot run here\n", name,
            count, local_bytes);
    exit(1);
  }
  unsigned local[3] = {1, 1, 1}, groups[3] = {1, 1, 1};
  for (pi_uint32 d = 0; d < dims; d++) {
    local[d] = (unsigned)group_size[d];
    groups[d] = (unsigned)(work_items[d] / group_size[d]);
  }
  for (unsigned z = 0; z < groups[2]; z++)
    for (unsigned y = 0; y < groups[1]; y++)
      for (unsigned x = 0; x < groups[0]; x++) {
        emu_set_grid((const unsigned[]){x, y, z}, groups);
        if (!emu_run_group(local, run_item, &l)) {
          fprintf(stderr, "dry run: kernel %s, work-group (%u,%u,%u) failed\n", name, x, y, z);
          exit(1);
        }
      }
}
