/* sycl::ext::oneapi::experimental::cuda::barrier (__clc_Barrier*) on the
 * GPU. With an sm_90 binary: a producer/consumer exchange where async
 * copies (cp.async) complete through an mbarrier, over four rounds of one
 * barrier pair, checked value by value; and one barrier through phases of
 * Arrive, Wait, TestWait, ArriveNoComplete, ArriveAndDrop and
 * ArriveAndDropNoComplete. With --unsupported and an sm_75 (compute_75)
 * binary, which the driver JIT-compiles: the first use stops the kernel
 * with the library's assert message (CUDA is then unusable to the process,
 * so that case runs alone).
 * usage: gpu_clc_barrier_test FATBIN | gpu_clc_barrier_test --unsupported FATBIN */
#include "gpu_test.h"

#include <stdlib.h>
#include <string.h>

#define GROUP 128u
#define GROUPS 4u
#define ROUNDS 4u
#define CHUNK 1024u
#define MAX_REPORTED 10

static int input(size_t i) { return (int)(i * 2654435761u % 100003u) - 50000; }

static bool copy_through_mbarrier(struct gpu *g) {
  size_t chunks = GROUPS * ROUNDS;
  int *in = malloc(chunks * CHUNK * sizeof *in);
  int *out = malloc(chunks * GROUP * sizeof *out);
  int *waited = malloc(chunks * GROUP * sizeof *waited);
  for (size_t i = 0; i < chunks * CHUNK; i++)
    in[i] = input(i);
  memset(out, 0, chunks * GROUP * sizeof *out);
  memset(waited, 0, chunks * GROUP * sizeof *waited);
  void *data[] = {in, out, waited};
  size_t sizes[] = {chunks * CHUNK * sizeof *in, chunks * GROUP * sizeof *out,
                    chunks * GROUP * sizeof *waited};
  run_on_buffers(g, test_program, "copy_through_mbarrier", GROUPS * GROUP, GROUP, 3, data, sizes,
                 2 * sizeof(int64_t) + CHUNK * sizeof(int));
  int bad = 0;
  for (size_t at = 0; at < chunks; at++) {
    size_t round = at % ROUNDS;
    for (size_t item = 0; item < GROUP; item++) {
      int sum = 0;
      for (size_t k = 0; k < CHUNK / GROUP; k++)
        sum += in[at * CHUNK + (item * 37 + k * GROUP + round) % CHUNK] * (int)(k + 1);
      size_t i = at * GROUP + item;
      if (out[i] != sum && bad++ < MAX_REPORTED)
        printf("  group %zu, round %zu, item %zu: expected sum %d, got %d\n", at / ROUNDS, round,
               item, sum, out[i]);
      if (waited[i] != 1 && bad++ < MAX_REPORTED)
        printf("  group %zu, round %zu, item %zu: TestWait after Wait returned %d, expected 1\n",
               at / ROUNDS, round, item, waited[i]);
    }
  }
  free(in);
  free(out);
  free(waited);
  return bad == 0;
}

static void mbarrier_phases(struct gpu *g) {
  enum { PHASES = 6 };
  static const char *const phases[PHASES] = {
      "all arrive, Wait, then TestWait is true",
      "ArriveNoComplete for 64 leaves the phase open, 64 more arrivals complete it",
      "ArriveAndDrop by 32 of 128 completes the phase",
      "after the drop, 96 arrivals complete a phase",
      "ArriveAndDropNoComplete for 32 leaves the phase open, 64 more complete it",
      "after that drop, 64 arrivals complete a phase",
  };
  int ok[PHASES * GROUP];
  memset(ok, 0, sizeof ok);
  void *data[] = {ok};
  size_t sizes[] = {sizeof ok};
  run_on_buffers(g, test_program, "mbarrier_phases", GROUP, GROUP, 1, data, sizes,
                 sizeof(int64_t));
  for (int phase = 0; phase < PHASES; phase++) {
    int bad = 0, first = -1;
    for (unsigned item = 0; item < GROUP; item++)
      if (ok[phase * GROUP + item] != 1 && bad++ == 0)
        first = (int)item;
    report_case(phases[phase], bad == 0, "%d work-items saw it go wrong, first item %d", bad,
                first);
  }
}

struct launch {
  struct gpu *g;
  pi_result result;
};

static void launch_unsupported(void *arg) {
  struct launch *l = arg;
  pi_kernel kernel;
  pi_mem out;
  size_t items = 64;
  PI_CHECK(piKernelCreate(test_program, "mbarrier_unsupported", &kernel));
  PI_CHECK(piMemBufferCreate(l->g->context, PI_MEM_FLAGS_ACCESS_RW, items * sizeof(int), NULL,
                             &out, NULL));
  PI_CHECK(piKernelSetArg(kernel, 0, sizeof(int64_t), NULL));
  PI_CHECK(piextKernelSetArgMemObj(kernel, 1, NULL, &out));
  l->result = piEnqueueKernelLaunch(l->g->queue, kernel, 1, NULL, &items, &items, 0, NULL, NULL);
  if (l->result == PI_SUCCESS)
    l->result = piQueueFinish(l->g->queue);
}

static int unsupported(struct gpu *g) {
  struct launch l = {g, PI_SUCCESS};
  char *printed = capture_output(launch_unsupported, &l);
  report_case("sm_75 code: the kernel stops with the assert error",
              l.result == PI_ERROR_DEVICE_ASSERT, "got PI error %d", (int)l.result);
  report_case("sm_75 code: CUDA prints the library's message naming the builtin",
              strstr(printed, "__clc_BarrierInitialize") &&
                  strstr(printed, "Assertion `sycl::ext::oneapi::experimental::cuda::barrier "
                                  "needs an sm_80 or newer GPU (PTX mbarrier)` failed."),
              "output was: %s", printed);
  free(printed);
  return cases_exit_code();
}

int main(int argc, char **argv) {
  bool unsupported_case = argc == 3 && strcmp(argv[1], "--unsupported") == 0;
  if (argc != 2 && !unsupported_case) {
    fprintf(stderr, "usage: %s [--unsupported] FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  test_program = load_program(&g, argv[argc - 1]);
  if (unsupported_case)
    return unsupported(&g);
  report_case("async copies complete through an mbarrier, four rounds", copy_through_mbarrier(&g),
              "values differ (listed above)");
  mbarrier_phases(&g);
  PI_CHECK(piProgramRelease(test_program));
  gpu_close(&g);
  return cases_exit_code();
}
