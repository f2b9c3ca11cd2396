/* __spirv_ocl_printf on the GPU: four work-items in two work-groups print
 * ints, longs, unsigned longs, doubles, floats, chars, strings from global
 * and private memory, a pointer (%p), widths, precisions and flags, with a
 * constant and with a generic format. What CUDA prints at the queue's
 * finish is captured and compared line for line (sorted: work-items print
 * in no set order) with the host C library's formatting of the same
 * values; every call must return 0.
 * usage: gpu_printf_test FATBIN */
#include "gpu_test.h"
#include "printf_format.h"

#include <stdlib.h>
#include <string.h>

#define ITEMS 64u
#define GROUP 32u
#define MAX_LINES 64

struct run {
  struct gpu *g;
  int64_t longs[PRINTERS];
  double doubles[PRINTERS];
  float floats[PRINTERS];
  char chars[PRINTERS];
  char text[PRINTERS * TEXT_SLOT];
  char generic_format[sizeof GENERIC_FORMAT];
  uint64_t pointers[PRINTERS];
  int results[2 * PRINTERS];
};

static void launch(void *arg) {
  struct run *r = arg;
  struct {
    void *data;
    size_t size;
  } buffers[] = {
      {r->longs, sizeof r->longs},       {r->doubles, sizeof r->doubles},
      {r->floats, sizeof r->floats},     {r->chars, sizeof r->chars},
      {r->text, sizeof r->text},         {r->generic_format, sizeof r->generic_format},
      {r->pointers, sizeof r->pointers}, {r->results, sizeof r->results},
  };
  enum { COUNT = sizeof buffers / sizeof buffers[0] };
  pi_kernel kernel;
  pi_mem mems[COUNT];
  PI_CHECK(piKernelCreate(test_program, "print_values", &kernel));
  for (unsigned i = 0; i < COUNT; i++) {
    PI_CHECK(piMemBufferCreate(r->g->context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                               buffers[i].size, buffers[i].data, &mems[i], NULL));
    PI_CHECK(piextKernelSetArgMemObj(kernel, i, NULL, &mems[i]));
  }
  size_t items = ITEMS, group = GROUP;
  PI_CHECK(piEnqueueKernelLaunch(r->g->queue, kernel, 1, NULL, &items, &group, 0, NULL, NULL));
  PI_CHECK(piQueueFinish(r->g->queue));
  for (unsigned i = 0; i < COUNT; i++) {
    PI_CHECK(piEnqueueMemBufferRead(r->g->queue, mems[i], PI_TRUE, 0, buffers[i].size,
                                    buffers[i].data, 0, NULL, NULL));
    PI_CHECK(piMemRelease(mems[i]));
  }
  PI_CHECK(piKernelRelease(kernel));
}

static int compare_lines(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Splits text into lines (in place), sorted; returns how many. */
static int sorted_lines(char *text, char **lines) {
  int count = 0;
  for (char *line = strtok(text, "\n"); line && count < MAX_LINES; line = strtok(NULL, "\n"))
    lines[count++] = line;
  qsort(lines, (size_t)count, sizeof *lines, compare_lines);
  return count;
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);

  static const char *const words[PRINTERS] = {"alpha", "beta", "gamma", "delta"};
  struct run r = {.g = &g};
  for (int k = 0; k < PRINTERS; k++) {
    r.longs[k] = -(INT64_C(1) << 40) * (k + 1) - 3;
    r.doubles[k] = 1.0 / 3.0 + k * 1e100;
    r.floats[k] = 0.1f * (float)(k + 1);
    r.chars[k] = (char)('A' + k);
    snprintf(r.text + k * TEXT_SLOT, TEXT_SLOT, "%s", words[k]);
  }
  memcpy(r.generic_format, GENERIC_FORMAT, sizeof GENERIC_FORMAT);
  for (int c = 0; c < 2 * PRINTERS; c++)
    r.results[c] = 12345;
  char *printed = capture_output(launch, &r);

  char expected_text[4096] = "";
  size_t used = 0;
  for (int k = 0; k < PRINTERS; k++) {
    int i = k * PRINTER_EVERY + PRINTER_OFFSET;
    char name[6] = {'p', 'r', 'i', 'v', (char)('0' + k), 0};
    used += (size_t)snprintf(
        expected_text + used, sizeof expected_text - used, VALUES_FORMAT, i, -7 * k - 1,
        (long)r.longs[k], 0xfffffffffffffff0ul - (unsigned long)k, r.doubles[k],
        (double)r.floats[k], (double)r.floats[k], r.chars[k], words[k],
        (void *)(uintptr_t)r.pointers[k], k * 11, r.doubles[k],
        (unsigned long)r.longs[k] & 0xfffffful);
    used += (size_t)snprintf(expected_text + used, sizeof expected_text - used, GENERIC_FORMAT, k,
                             name, r.doubles[k]);
  }

  char *got[MAX_LINES], *want[MAX_LINES];
  char *printed_copy = strdup(printed);
  int got_count = sorted_lines(printed_copy, got), want_count = sorted_lines(expected_text, want);
  int bad = got_count != want_count;
  if (bad)
    printf("  %d lines printed, %d expected\n", got_count, want_count);
  for (int l = 0; l < got_count && l < want_count; l++)
    if (strcmp(got[l], want[l]) != 0 && bad++ < 10)
      printf("  expected: %s\n  got:      %s\n", want[l], got[l]);
  report_case("printed lines equal the host's formatting of the same values", bad == 0,
              "device output was:\n%s", printed);
  int failed_calls = 0;
  for (int c = 0; c < 2 * PRINTERS; c++)
    failed_calls += r.results[c] != 0;
  report_case("every printf returned 0", failed_calls == 0, "%d calls returned non-zero",
              failed_calls);
  free(printed_copy);
  free(printed);
  return end_binary_test(&g);
}
