/* libspirv's barriers on the GPU: work-items exchange values through local
 * memory, later warps writing later, so only a working barrier delivers
 * every value. The same exchange without a barrier must read stale slots
 * (the test can fail). Sub-group barriers also run in a work-group whose
 * last warp is short (48 work-items), where a full-warp mask would hang.
 * usage: gpu_barrier_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

#define MAX_REPORTED 10

static int value(size_t group, size_t item) { return (int)(group * 1000 + item * 7 + 1); }

/* Runs kernel over groups of group_size in mode; counts and lists (the first
 * few) work-items whose value is not from partner(item). */
static int exchange(struct gpu *g, const char *kernel, unsigned mode, size_t groups,
                    size_t group_size, size_t (*partner)(size_t item, size_t size), bool list) {
  size_t n = groups * group_size;
  int *out = malloc(n * sizeof *out);
  unsigned modes[1] = {mode};
  void *data[] = {modes, out};
  size_t sizes[] = {sizeof modes, n * sizeof *out};
  run_on_buffers(g, test_program, kernel, n, group_size, 2, data, sizes,
                 group_size * sizeof(int));
  int wrong = 0;
  for (size_t i = 0; i < n; i++) {
    size_t group = i / group_size, item = i % group_size;
    int expected = value(group, partner(item, group_size));
    if (out[i] != expected && wrong++ < MAX_REPORTED && list)
      printf("  %s mode %u, group %zu, item %zu: expected %d, got %d\n", kernel, mode, group, item,
             expected, out[i]);
  }
  free(out);
  return wrong;
}

static size_t half_away(size_t item, size_t size) { return (item + size / 2) % size; }
static size_t neighbour(size_t item, size_t size) {
  (void)size;
  return item ^ 1;
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);

  /* The control races by design; racecheck would report it. */
  if (under_compute_sanitizer()) {
    printf("SKIP without a barrier the exchange reads stale slots (control): races on purpose\n");
  } else {
    int stale = exchange(&g, "workgroup_exchange", 0, 8, 256, half_away, false);
    report_case("without a barrier the exchange reads stale slots (control)", stale > 0,
                "every value arrived without a barrier: the exchange cannot show a broken one");
  }
  static const char *const workgroup_modes[] = {
      NULL,
      "work-group barrier, work-group memory, seq_cst (unsigned spelling)",
      "work-group barrier, local and global memory, acq_rel (int spelling)",
      "work-group barrier, device scope",
      "work-group barrier, cross-device scope, seq_cst",
  };
  for (unsigned mode = 1; mode <= 4; mode++) {
    int wrong = exchange(&g, "workgroup_exchange", mode, 8, 256, half_away, true);
    report_case(workgroup_modes[mode], wrong == 0, "%d of %d values stale", wrong, 8 * 256);
  }
  static const size_t subgroup_sizes[] = {64, 48};
  for (size_t s = 0; s < 2; s++)
    for (unsigned mode = 0; mode <= 1; mode++) {
      char name[128];
      snprintf(name, sizeof name, "sub-group barrier, %s memory, work-groups of %zu",
               mode == 0 ? "sub-group" : "work-group", subgroup_sizes[s]);
      int wrong = exchange(&g, "subgroup_exchange", mode, 4, subgroup_sizes[s], neighbour, true);
      report_case(name, wrong == 0, "%d values stale", wrong);
    }
  return end_binary_test(&g);
}
