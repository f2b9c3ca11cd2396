/* Names no compiler writes but a file can hold (found by fuzzing): each is
 * left unparsed at once instead of exhausting the stack or running for
 * hours, while a name just as odd but small still round-trips. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "remangle_rules.h"
#include "unit_check.h"

enum { NAME_CAPACITY = 1 << 20 };

static char name[NAME_CAPACITY];

static void append(size_t *length, const char *text) {
  size_t n = strlen(text);
  if (*length + n < NAME_CAPACITY) {
    memcpy(name + *length, text, n);
    *length += n;
  }
}

static void append_reference(size_t *length, size_t index) {
  char reference[16];
  size_t n = substitution_format_reference(index, reference);
  reference[n] = '\0';
  append(length, reference);
}

/* _Z1f, then chains times: Pi, FvS<i>_S<i>_E, FvS<i+1>_S<i+1>_E, ...
 * (levels deep): each function type names the one before twice, so the
 * expanded tree doubles per level, and a second chain equals the first node
 * for node without sharing it. */
static size_t doubling_name(unsigned levels, int chains) {
  size_t length = 0, index = 0;
  append(&length, "_Z1f");
  for (int chain = 0; chain < chains; ++chain) {
    append(&length, "Pi");
    size_t previous = index++;
    for (unsigned level = 0; level < levels; ++level) {
      append(&length, "Fv");
      append_reference(&length, previous);
      append_reference(&length, previous);
      append(&length, "E");
      previous = index++;
    }
  }
  return length;
}

/* _Z1fI J...J i E...E E vi: argument packs nested depth deep. */
static size_t nested_pack_name(size_t depth) {
  size_t length = 0;
  append(&length, "_Z1fI");
  for (size_t i = 0; i < depth; ++i)
    append(&length, "J");
  append(&length, "i");
  for (size_t i = 0; i < depth; ++i)
    append(&length, "E");
  append(&length, "Evi");
  return length;
}

static double seconds_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

static void check_rejected(struct builtin_name_remangler *names, size_t length,
                           const char *what) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  CHECK(builtin_name_remangle(names, name, length) == NAME_UNPARSED, "%s parsed", what);
  double seconds = seconds_since(&start);
  CHECK(seconds < 1.0, "%s took %.1f s", what, seconds);
}

static void check_round_trip(struct builtin_name_remangler *names, size_t length,
                             const char *what) {
  name[length] = '\0';
  CHECK(builtin_name_round_trip(names, name, length), "%s does not parse", what);
  CHECK_STR(names->renamed.data, name, what);
}

int main(void) {
  struct remangle_variant variant = {LONG_WIDTH_64, CHAR_SIGNED};
  struct builtin_name_remangler names;
  builtin_name_remangler_init(&names, &variant);
  /* 2^40 nodes expanded: comparing the chains once took hours in the printer. */
  check_rejected(&names, doubling_name(40, 2), "40 doubling levels, twice");
  /* 20,000 nested packs: once overflowed the stack in the parser. */
  check_rejected(&names, nested_pack_name(20000), "20000 nested packs");
  /* Small versions of both are fine names. */
  check_round_trip(&names, doubling_name(3, 1), "3 doubling levels");
  check_round_trip(&names, nested_pack_name(3), "3 nested packs");
  builtin_name_remangler_free(&names);
  return unit_result("hostile_names_test");
}
