/* Parse -> print with no rule applied gives back every name of the corpus
 * (name_corpus.txt, from make_name_corpus.sh): the printer recomputes each
 * substitution, so this checks it agrees with the compiler that made them. */
#include <stdlib.h>
#include <string.h>

#include "remangle_rules.h"
#include "unit_check.h"

enum { MINIMUM_CORPUS_SIZE = 2000 };

int main(void) {
  FILE *corpus = fopen(NAME_CORPUS_PATH, "r");
  CHECK(corpus != NULL, "cannot open %s", NAME_CORPUS_PATH);
  if (!corpus)
    return unit_result("round_trip_test");
  struct remangle_variant variant = {LONG_WIDTH_64, CHAR_SIGNED};
  struct builtin_name_remangler names;
  builtin_name_remangler_init(&names, &variant);
  char line[4096];
  size_t count = 0;
  while (fgets(line, sizeof line, corpus)) {
    size_t length = strcspn(line, "\r\n");
    line[length] = '\0';
    if (length == 0)
      continue;
    ++count;
    bool parsed = builtin_name_round_trip(&names, line, length);
    CHECK(parsed, "cannot parse %s", line);
    if (parsed)
      CHECK_STR(names.renamed.data, line, "round trip");
  }
  fclose(corpus);
  builtin_name_remangler_free(&names);
  CHECK(count >= MINIMUM_CORPUS_SIZE, "corpus has %zu names, want at least %d", count,
        MINIMUM_CORPUS_SIZE);
  printf("round_trip_test: %zu names\n", count);
  return unit_result("round_trip_test");
}
