/* libspirv's atomics on the GPU: totals that lose no update under
 * contention, for each operation family, address space and name family.
 * usage: gpu_atomic_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>
#include <string.h>

#define N (1u << 20)
#define GROUP 256u

/* A compare-and-swap loop on one location retries once per competitor:
 * fewer work-items keep it to a fraction of a second. */
#define CAS_WORK_ITEMS (1u << 14)

static bool histogram(struct gpu *g, pi_program p) {
  unsigned counters[16] = {0};
  void *data[] = {counters};
  size_t sizes[] = {sizeof counters};
  run_on_buffers(g, p, "histogram", N, GROUP, 1, data, sizes, 0);
  for (int i = 0; i < 16; i++)
    if (counters[i] != N / 16)
      return false;
  return true;
}

static bool local_count(struct gpu *g, pi_program p) {
  unsigned *totals = calloc(N / GROUP, sizeof *totals);
  void *data[] = {totals};
  size_t sizes[] = {N / GROUP * sizeof *totals};
  run_on_buffers(g, p, "local_count", N, GROUP, 1, data, sizes, sizeof(unsigned));
  bool ok = true;
  for (unsigned i = 0; i < N / GROUP; i++)
    ok &= totals[i] == GROUP;
  free(totals);
  return ok;
}

static bool cas_float_sum(struct gpu *g, pi_program p) {
  float sum = 0;
  void *data[] = {&sum};
  size_t sizes[] = {sizeof sum};
  run_on_buffers(g, p, "cas_float_sum", CAS_WORK_ITEMS, GROUP, 1, data, sizes, 0);
  return sum == (float)CAS_WORK_ITEMS; /* exact: integers below 2^24 */
}

static bool min_max(struct gpu *g, pi_program p) {
  int s[2] = {0x7fffffff, -0x7fffffff - 1};
  unsigned long long u[2] = {~0ull, 0};
  void *data[] = {s, u};
  size_t sizes[] = {sizeof s, sizeof u};
  run_on_buffers(g, p, "min_max", N, GROUP, 2, data, sizes, 0);
  long long lo = -1000, hi = (long long)N - 1 - 1000;
  return s[0] == lo && s[1] == hi && u[0] == (unsigned long long)(lo + 5000) << 20 &&
         u[1] == (unsigned long long)(hi + 5000) << 20;
}

/* Each id appears exactly once among the returned values and the final
 * slot, with the initial 0 returned once. */
static bool exchange_ids(struct gpu *g, pi_program p) {
  long long slot = 0;
  long long *returned = calloc(N, sizeof *returned);
  void *data[] = {&slot, returned};
  size_t sizes[] = {sizeof slot, N * sizeof *returned};
  run_on_buffers(g, p, "exchange_ids", N, GROUP, 2, data, sizes, 0);
  unsigned char *seen = calloc(N + 1, 1);
  seen[slot]++;
  for (unsigned i = 0; i < N; i++)
    if (returned[i] >= 0 && returned[i] <= (long long)N)
      seen[returned[i]]++;
  bool ok = true;
  for (unsigned i = 0; i <= N; i++)
    ok &= seen[i] == 1;
  free(seen);
  free(returned);
  return ok;
}

static bool double_sum(struct gpu *g, pi_program p) {
  double sum = 0;
  void *data[] = {&sum};
  size_t sizes[] = {sizeof sum};
  run_on_buffers(g, p, "double_sum", N, GROUP, 1, data, sizes, 0);
  return sum == 0.5 * N;
}

static bool sycl_names(struct gpu *g, pi_program p) {
  int v[2] = {0, 0};
  void *data[] = {v};
  size_t sizes[] = {sizeof v};
  run_on_buffers(g, p, "sycl_names", N, GROUP, 1, data, sizes, 0);
  /* Work-item i flips bit i % 31 of v[1]. */
  int expected = 0;
  for (unsigned i = 0; i < N; i++)
    expected ^= 1 << (i % 31);
  return v[0] == 3 * (int)N && v[1] == expected;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program p = load_program(&g, argv[1]);
  report_case("IAdd on 16 global counters from 1M work-items", histogram(&g, p),
              "a counter is not N/16");
  report_case("IIncrement on a local counter, work-group scope", local_count(&g, p),
              "a group's total is not its size");
  report_case("CompareExchange loop: float sum of 16K ones", cas_float_sum(&g, p),
              "lost updates");
  report_case("SMin, SMax, UMin, UMax", min_max(&g, p), "wrong extremes");
  report_case("Exchange: every id returned or left exactly once", exchange_ids(&g, p),
              "an id was lost or duplicated");
  report_case("FAddEXT on a double", double_sum(&g, p), "lost updates");
  report_case("SYCL's __spv enum names: IAdd (global), Xor (generic)", sycl_names(&g, p),
              "wrong totals");
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}
