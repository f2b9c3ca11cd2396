/* The compile cache's key: it changes with each input, and the options are
 * normalised (order, diagnostics, the last of a family) before hashing. */
#include "check.h"
#include "compile_cache.h"

#include <stdlib.h>
#include <string.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const unsigned char spirv[] = {0x03, 0x02, 0x23, 0x07, 0x00, 0x00, 0x01, 0x00, 0x2a};
static const char *const base_options[] = {"-O3", "-cl-fast-relaxed-math"};

static struct compile_cache_inputs base(void) {
  return (struct compile_cache_inputs){spirv, sizeof spirv, base_options, COUNT(base_options),
                                       "sm_90", "sycl-nvptx test"};
}

static struct compile_cache_key key_of(struct compile_cache_inputs in) {
  struct compile_cache_key key;
  char error[COMPILE_CACHE_ERROR_SIZE];
  memset(&key, 0, sizeof key);
  if (compile_cache_key(&in, &key, error, sizeof error) != COMPILE_CACHE_OK) {
    printf("FAIL compile_cache_key: %s\n", error);
    check_failures++;
  }
  return key;
}

static bool same_key(struct compile_cache_inputs a, struct compile_cache_inputs b) {
  return strcmp(key_of(a).hex, key_of(b).hex) == 0;
}

static struct compile_cache_inputs with_options(const char *const *options, size_t count) {
  struct compile_cache_inputs in = base();
  in.options = options;
  in.option_count = count;
  return in;
}

#define SAME_OPTIONS(a, b) CHECK(same_key(with_options(a, COUNT(a)), with_options(b, COUNT(b))))
#define OTHER_OPTIONS(a, b) CHECK(!same_key(with_options(a, COUNT(a)), with_options(b, COUNT(b))))

static void check_normalised(const char *const *options, size_t count, const char *expected) {
  char *text = compile_cache_normalise_options(options, count);
  if (!text || strcmp(text, expected) != 0) {
    printf("FAIL normalised options: got \"%s\", expected \"%s\"\n", text ? text : "(null)",
           expected);
    check_failures++;
  }
  free(text);
}

static void test_each_input_changes_the_key(void) {
  struct compile_cache_key key = key_of(base());
  CHECK_EQ(strlen(key.hex), 64);
  CHECK(same_key(base(), base()));

  unsigned char other_spirv[sizeof spirv];
  memcpy(other_spirv, spirv, sizeof spirv);
  other_spirv[sizeof spirv - 1] ^= 1;
  struct compile_cache_inputs in = base();
  in.image = other_spirv;
  CHECK(!same_key(base(), in));
  in = base();
  in.image_size--;
  CHECK(!same_key(base(), in));
  in = base();
  in.option_count = 1;
  CHECK(!same_key(base(), in));
  in = base();
  in.arch = "sm_80";
  CHECK(!same_key(base(), in));
  in = base();
  in.tool_version = "sycl-nvptx test2";
  CHECK(!same_key(base(), in));

  /* Each part is hashed with its length: moving a byte from the arch to the
   * tool version is another key. */
  struct compile_cache_inputs a = base(), b = base();
  a.arch = "sm_9";
  a.tool_version = "0x";
  b.arch = "sm_90";
  b.tool_version = "x";
  CHECK(!same_key(a, b));
}

static void test_option_normalisation(void) {
  const char *const reordered[] = {"-cl-fast-relaxed-math", "-O3"};
  SAME_OPTIONS(base_options, reordered);
  const char *const with_diagnostics[] = {"-v", "-cl-fast-relaxed-math", "-Wall", "-O3",
                                          "--save-temps", "-w"};
  SAME_OPTIONS(base_options, with_diagnostics);
  const char *const overridden_level[] = {"-O0", "-cl-fast-relaxed-math", "-O3"};
  SAME_OPTIONS(base_options, overridden_level);
  const char *const other_level[] = {"-O3", "-cl-fast-relaxed-math", "-O0"};
  OTHER_OPTIONS(base_options, other_level);
  const char *const repeated[] = {"-O3", "-cl-fast-relaxed-math", "-cl-fast-relaxed-math"};
  SAME_OPTIONS(base_options, repeated);

  const char *const fast[] = {"-fno-fast-math", "-ffast-math"};
  const char *const fast_alone[] = {"-ffast-math"};
  const char *const not_fast[] = {"-ffast-math", "-fno-fast-math"};
  SAME_OPTIONS(fast, fast_alone);
  OTHER_OPTIONS(fast, not_fast);
  const char *const contract[] = {"-ffp-contract=off", "-ffp-contract=fast"};
  const char *const contract_alone[] = {"-ffp-contract=fast"};
  SAME_OPTIONS(contract, contract_alone);

  const char *const separate[] = {"-D", "N=1", "-U", "M"};
  const char *const joined[] = {"-UM", "-DN=1"};
  SAME_OPTIONS(separate, joined);
  const char *const redefined[] = {"-DN=1", "-DN=2"};
  const char *const defined_last[] = {"-DN=2"};
  const char *const undefined_last[] = {"-DN=1", "-UN"};
  SAME_OPTIONS(redefined, defined_last);
  OTHER_OPTIONS(redefined, undefined_last);

  const char *const search_ab[] = {"-Ia", "-Ib"};
  const char *const search_ba[] = {"-Ib", "-Ia"};
  OTHER_OPTIONS(search_ab, search_ba);
  /* An option holding a space is not two options. */
  const char *const one_with_space[] = {"-DX=a b"};
  const char *const two[] = {"-DX=a", "b"};
  OTHER_OPTIONS(one_with_space, two);

  const char *const mixed[] = {"-v", "-Ifoo", "-O3", "-D", "B=2", "-DA=1", "-cl-mad-enable",
                               "-O2", "-I", "bar", "-ffp-contract=on"};
  check_normalised(mixed, COUNT(mixed), "-DA=1 -DB=2 -O2 -cl-mad-enable -ffp-contract=on -Ifoo -Ibar");
  const char *const spaced[] = {"-DX=a b\\c", "-O1"};
  check_normalised(spaced, COUNT(spaced), "-DX=a\\ b\\\\c -O1");
  check_normalised(NULL, 0, "");
  const char *const dangling[] = {"-O2", "-D"};
  check_normalised(dangling, COUNT(dangling), "-D -O2");
}

static void test_tool_version(void) {
  const char *version = compile_cache_tool_version();
  CHECK(strncmp(version, "sycl-nvptx ", 11) == 0);
  CHECK(strstr(version, "(sources ") != NULL);
  CHECK(strstr(version, "LLVM ") != NULL);
}

static void test_missing_input(void) {
  struct compile_cache_inputs in = base();
  in.arch = NULL;
  struct compile_cache_key key;
  char error[COMPILE_CACHE_ERROR_SIZE];
  CHECK_EQ(compile_cache_key(&in, &key, error, sizeof error), COMPILE_CACHE_ERROR);
  CHECK(strstr(error, "arch") != NULL);
}

int main(void) {
  test_each_input_changes_the_key();
  test_option_normalisation();
  test_tool_version();
  test_missing_input();
  return check_report("compile_cache_key_test");
}
