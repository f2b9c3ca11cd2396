/* The SYCL assert message from a recoverable-assert record: exact text,
 * extreme values, and fields a damaged record left without their NUL. */
#include <stdint.h>
#include <string.h>

#include "assert_message.h"
#include "check.h"

static struct assert_record sample(void) {
  struct assert_record r;
  memset(&r, 0, sizeof r);
  r.state = ASSERT_RECORD_COMPLETE;
  r.line = 5;
  r.global_id[0] = 77;
  r.local_id[0] = 77;
  strcpy(r.expr, "in[i] != 13");
  strcpy(r.file, "/src/assert_kernels.cl");
  strcpy(r.func, "assert_one");
  return r;
}

static size_t count_char(const char *s, char c) {
  size_t n = 0;
  for (; *s; ++s)
    n += *s == c;
  return n;
}

int main(void) {
  char out[2048];
  struct assert_record r = sample();
  size_t length = assert_message_format(&r, out, sizeof out);
  const char *expected = "/src/assert_kernels.cl:5: assert_one: global id: [77,0,0], "
                         "local id: [77,0,0] Assertion `in[i] != 13` failed.\n";
  CHECK(strcmp(out, expected) == 0);
  CHECK_EQ(length, strlen(expected));

  /* Every id and the line at their largest. */
  r.line = UINT32_MAX;
  for (int d = 0; d < 3; ++d)
    r.global_id[d] = r.local_id[d] = UINT64_MAX;
  assert_message_format(&r, out, sizeof out);
  CHECK(strstr(out, ":4294967295: assert_one: global id: [18446744073709551615,"
                    "18446744073709551615,18446744073709551615], local id: "
                    "[18446744073709551615,18446744073709551615,18446744073709551615] "
                    "Assertion") != NULL);

  /* Empty texts still give the whole shape. */
  r = sample();
  r.expr[0] = r.file[0] = r.func[0] = '\0';
  assert_message_format(&r, out, sizeof out);
  CHECK(strcmp(out, ":5: : global id: [77,0,0], local id: [77,0,0] Assertion `` failed.\n") == 0);

  /* Fields filled to their last byte, with no NUL: each is cut at its end,
   * never read into the next field. */
  r = sample();
  memset(r.expr, 'e', sizeof r.expr);
  memset(r.file, 'f', sizeof r.file);
  memset(r.func, 'u', sizeof r.func);
  assert_message_format(&r, out, sizeof out);
  CHECK_EQ(count_char(out, 'e'), sizeof r.expr + 2 /* "Assertion", "failed" */);
  CHECK_EQ(count_char(out, 'f'), sizeof r.file + 1 /* "failed" */);
  CHECK_EQ(count_char(out, 'u'), sizeof r.func);
  CHECK(strncmp(out + sizeof r.file, ":5: ", 4) == 0);

  /* A small buffer gets a NUL-terminated prefix and the length it needed. */
  r = sample();
  char small[16];
  length = assert_message_format(&r, small, sizeof small);
  CHECK_EQ(length, strlen(expected));
  CHECK_EQ(strlen(small), sizeof small - 1);
  CHECK(strncmp(small, expected, sizeof small - 1) == 0);

  /* UTF-8 text passes through unchanged. */
  strcpy(r.func, "v\xc3\xa9rifier");
  assert_message_format(&r, out, sizeof out);
  CHECK(strstr(out, ": v\xc3\xa9rifier: global id") != NULL);
  return check_report("assert_message_test");
}
