/* ReadClockKHR and GenericPtrMemSemantics on the GPU.
 *   Every scope's clock never goes back within a work-item; the work-group
 *   and sub-group clocks (the SM's cycle counter) always advance; the device
 *   clock advances over a 200000-cycle spin, and a later launch reads a
 *   later device time than every earlier reading.
 *   GenericPtrMemSemantics: 0x200 (CrossWorkgroupMemory) for a global
 *   pointer, 0x100 (WorkgroupMemory) for a local one, 0 for a private one.
 * usage: gpu_clock_test FATBIN */
#include "gpu_test.h"

#include <inttypes.h>
#include <stdlib.h>

#define ITEMS 256u
#define GROUP 128u
#define READS 8
#define MAX_REPORTS 10

static const char *const scope_names[3] = {"Device", "Workgroup", "Subgroup"};

static void check_clocks(struct gpu *g, pi_program p) {
  uint64_t *out = calloc(3 * READS * ITEMS, sizeof *out), *spin = calloc(2 * ITEMS, sizeof *spin);
  uint32_t *sink = calloc(ITEMS, sizeof *sink);
  void *data[] = {out, spin, sink};
  size_t sizes[] = {3 * READS * ITEMS * sizeof *out, 2 * ITEMS * sizeof *spin,
                    ITEMS * sizeof *sink};
  run_on_buffers(g, p, "clocks", ITEMS, GROUP, 3, data, sizes, 0);
  uint64_t latest = 0;
  for (int s = 0; s < 3; s++) {
    int wrong = 0;
    for (unsigned i = 0; i < ITEMS; i++)
      for (int r = 1; r < READS; r++) {
        uint64_t before = out[(3 * i + s) * READS + r - 1], now = out[(3 * i + s) * READS + r];
        bool ok = s == 0 ? now >= before : now > before;
        if (!ok && wrong++ < MAX_REPORTS)
          printf("  scope %s, work-item %u: read %d gave %" PRIu64 " after %" PRIu64 "\n",
                 scope_names[s], i, r, now, before);
      }
    char what[96];
    snprintf(what, sizeof what, "ReadClockKHR(%s) %s within a work-item", scope_names[s],
             s == 0 ? "never goes back" : "advances");
    report_case(what, wrong == 0, "%d reads out of order", wrong);
  }
  int stuck = 0;
  for (unsigned i = 0; i < ITEMS; i++) {
    if (!(spin[2 * i + 1] > spin[2 * i]) && stuck++ < MAX_REPORTS)
      printf("  work-item %u: device clock %" PRIu64 " before and %" PRIu64
             " after 200000 cycles\n", i, spin[2 * i], spin[2 * i + 1]);
    if (spin[2 * i + 1] > latest)
      latest = spin[2 * i + 1];
  }
  report_case("ReadClockKHR(Device) advances over 200000 cycles", stuck == 0,
              "%d work-items saw no time pass", stuck);
  uint64_t *later = calloc(ITEMS, sizeof *later);
  void *later_data[] = {later};
  size_t later_sizes[] = {ITEMS * sizeof *later};
  run_on_buffers(g, p, "device_now", ITEMS, GROUP, 1, later_data, later_sizes, 0);
  int earlier = 0;
  for (unsigned i = 0; i < ITEMS; i++)
    if (later[i] < latest && earlier++ < MAX_REPORTS)
      printf("  work-item %u of the second launch read %" PRIu64 ", the first reached %" PRIu64
             "\n", i, later[i], latest);
  report_case("ReadClockKHR(Device) of a later launch reads later", earlier == 0,
              "%d readings went back", earlier);
  free(out);
  free(spin);
  free(sink);
  free(later);
}

static void check_semantics(struct gpu *g, pi_program p) {
  int32_t *out = calloc(3 * ITEMS, sizeof *out);
  void *data[] = {out};
  size_t sizes[] = {3 * ITEMS * sizeof *out};
  run_on_buffers(g, p, "semantics", ITEMS, GROUP, 1, data, sizes, GROUP * sizeof(int32_t));
  static const int32_t want[3] = {0x200, 0x100, 0};
  static const char *const kinds[3] = {"global", "local", "private"};
  for (int k = 0; k < 3; k++) {
    int wrong = 0;
    for (unsigned i = 0; i < ITEMS; i++)
      if (out[3 * i + k] != want[k] && wrong++ < MAX_REPORTS)
        printf("  work-item %u, %s pointer: expected 0x%x, got 0x%x\n", i, kinds[k], want[k],
               out[3 * i + k]);
    char what[96];
    snprintf(what, sizeof what, "GenericPtrMemSemantics of a %s pointer is 0x%x", kinds[k],
             want[k]);
    report_case(what, wrong == 0, "%d wrong results", wrong);
  }
  free(out);
}

static void check_binary(struct gpu *g, pi_program p, const char *path) {
  (void)path;
  check_clocks(g, p);
  check_semantics(g, p);
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  check_binary(&g, test_program, argv[1]);
  return end_binary_test(&g);
}
