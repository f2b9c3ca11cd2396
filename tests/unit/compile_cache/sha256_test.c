/* SHA-256 against the test vectors of FIPS 180-4's examples (NIST CSRC),
 * and lengths around the padding boundaries fed whole and piecewise. */
#include "check.h"
#include "sha256.h"

#include <stdlib.h>
#include <string.h>

static void check_digest(const void *data, size_t size, const char *expected, const char *what) {
  unsigned char digest[SHA256_DIGEST_SIZE];
  char hex[2 * SHA256_DIGEST_SIZE + 1];
  sha256_of(data, size, digest);
  sha256_hex(digest, hex);
  if (strcmp(hex, expected) != 0) {
    printf("FAIL %s: got %s, expected %s\n", what, hex, expected);
    check_failures++;
  }
}

/* Feeding the bytes in pieces of every size from 1 to 130 gives the digest
 * of the whole. */
static void check_piecewise(const unsigned char *data, size_t size) {
  unsigned char whole[SHA256_DIGEST_SIZE], pieces[SHA256_DIGEST_SIZE];
  sha256_of(data, size, whole);
  for (size_t step = 1; step <= 130; step++) {
    struct sha256 h;
    sha256_init(&h);
    for (size_t at = 0; at < size; at += step)
      sha256_update(&h, data + at, size - at < step ? size - at : step);
    sha256_final(&h, pieces);
    CHECK(memcmp(whole, pieces, sizeof whole) == 0);
  }
}

int main(void) {
  check_digest("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "empty");
  check_digest("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", "abc");
  const char *two_blocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  check_digest(two_blocks, strlen(two_blocks),
               "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "448 bits");
  const char *long_one = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnop"
                         "qklmnopqrlmnopqrsmnopqrstnopqrstu";
  check_digest(long_one, strlen(long_one),
               "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1", "896 bits");

  size_t million = 1000000;
  unsigned char *a = malloc(million);
  if (!a)
    return 1;
  memset(a, 'a', million);
  check_digest(a, million, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
               "a million a");
  /* Where the padding fits in the last block or needs another (digests from
   * Python's hashlib). */
  static const struct { size_t size; const char *digest; } boundaries[] = {
      {55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
      {56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
      {63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"},
      {64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
      {119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"},
      {120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"},
  };
  for (size_t i = 0; i < sizeof boundaries / sizeof boundaries[0]; i++) {
    char what[32];
    snprintf(what, sizeof what, "%zu times a", boundaries[i].size);
    check_digest(a, boundaries[i].size, boundaries[i].digest, what);
  }
  check_piecewise(a, 1000);
  check_piecewise((const unsigned char *)long_one, strlen(long_one));
  free(a);
  return check_report("compile_cache_sha256_test");
}
