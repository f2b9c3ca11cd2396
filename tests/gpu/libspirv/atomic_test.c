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

/* The bins of local_histogram (its hash) counted on the host. */
static bool local_histogram(struct gpu *g, pi_program p) {
  unsigned totals[GROUP] = {0}, expected[GROUP] = {0};
  for (unsigned i = 0; i < N; i++)
    expected[(i * 2654435761u) >> 24]++;
  void *data[] = {totals};
  size_t sizes[] = {sizeof totals};
  run_on_buffers(g, p, "local_histogram", N, GROUP, 1, data, sizes, GROUP * sizeof(unsigned));
  return memcmp(totals, expected, sizeof totals) == 0;
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

static bool unsigned_scopes(struct gpu *g, pi_program p) {
  unsigned *groups = calloc(2 * (N / GROUP), sizeof *groups);
  unsigned long long system[2] = {0, ~0ull};
  void *data[] = {groups, system};
  size_t sizes[] = {2 * (N / GROUP) * sizeof *groups, sizeof system};
  run_on_buffers(g, p, "unsigned_scopes", N, GROUP, 2, data, sizes, 2 * sizeof(unsigned));
  unsigned long long wide_max = 0, wide_min = ~0ull;
  bool ok = true;
  for (unsigned gi = 0; gi < N / GROUP; gi++) {
    unsigned max = 0, min = ~0u;
    for (unsigned i = gi * GROUP; i < (gi + 1) * GROUP; i++) {
      unsigned hash = i * 2654435761u;
      unsigned long long wide = (unsigned long long)hash << 32 | (hash ^ 0x5555u);
      max = hash > max ? hash : max;
      min = hash < min ? hash : min;
      wide_max = wide > wide_max ? wide : wide_max;
      wide_min = wide < wide_min ? wide : wide_min;
    }
    if (ok && (groups[2 * gi] != max || groups[2 * gi + 1] != min)) {
      printf("  work-group %u: UMax %#x UMin %#x, expected %#x and %#x\n", gi, groups[2 * gi],
             groups[2 * gi + 1], max, min);
      ok = false;
    }
  }
  if (system[0] != wide_max || system[1] != wide_min) {
    printf("  system scope: UMax %#llx UMin %#llx, expected %#llx and %#llx\n", system[0],
           system[1], wide_max, wide_min);
    ok = false;
  }
  free(groups);
  return ok;
}

static bool names_2025(struct gpu *g, pi_program p) {
  long long v[2] = {0, 0};
  unsigned long long u = 0;
  void *data[] = {v, &u};
  size_t sizes[] = {sizeof v, sizeof u};
  run_on_buffers(g, p, "names_2025", CAS_WORK_ITEMS, GROUP, 2, data, sizes, 0);
  unsigned long long max = 0;
  for (unsigned long long i = 0; i < CAS_WORK_ITEMS; i++) {
    unsigned long long hash = i * 0x9e3779b97f4a7c15ull;
    max = hash > max ? hash : max;
  }
  if (v[0] != 3LL * CAS_WORK_ITEMS || v[1] != 2LL * CAS_WORK_ITEMS || u != max) {
    printf("  IAdd total %lld (expected %lld), CompareExchange count %lld (expected %lld), "
           "UMax %#llx (expected %#llx)\n",
           v[0], 3LL * CAS_WORK_ITEMS, v[1], 2LL * CAS_WORK_ITEMS, u, max);
    return false;
  }
  return true;
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
  report_case("IAdd into a 256-bin local histogram, work-group scope", local_histogram(&g, p),
              "a bin's count differs from the host's");
  report_case("CompareExchange loop: float sum of 16K ones", cas_float_sum(&g, p),
              "lost updates");
  report_case("SMin, SMax, UMin, UMax", min_max(&g, p), "wrong extremes");
  report_case("Exchange: every id returned or left exactly once", exchange_ids(&g, p),
              "an id was lost or duplicated");
  report_case("FAddEXT on a double", double_sum(&g, p), "lost updates");
  report_case("SYCL's __spv enum names: IAdd (global), Xor (generic)", sycl_names(&g, p),
              "wrong totals");
  report_case("UMax, UMin at work-group (local) and system scope keep unsigned order",
              unsigned_scopes(&g, p), "a signed winner");
  report_case("2025 names: int scope, long long IAdd/UMax/CompareExchange, non-const Load",
              names_2025(&g, p), "wrong totals");
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}
