/* SHA-256 (FIPS 180-4, section 6.2) for the compile cache's keys and entry
 * checksums: written here so the plugin needs no crypto library. */
#ifndef SYCL_NVPTX_SHA256_H
#define SYCL_NVPTX_SHA256_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SHA256_DIGEST_SIZE 32

struct sha256 {
  uint32_t state[8];
  uint64_t length;          /* bytes hashed so far */
  unsigned char block[64];  /* the unfinished block, length % 64 bytes of it */
};

/* Starts a hash (the initial hash value H(0), FIPS 180-4 5.3.3). */
void sha256_init(struct sha256 *h);
/* Hashes size more bytes; any number of calls, any sizes. */
void sha256_update(struct sha256 *h, const void *data, size_t size);
/* Pads the message and writes its digest; h must be re-initialised to reuse. */
void sha256_final(struct sha256 *h, unsigned char digest[SHA256_DIGEST_SIZE]);
/* The digest of one buffer. */
void sha256_of(const void *data, size_t size, unsigned char digest[SHA256_DIGEST_SIZE]);
/* The digest as 64 lower-case hex digits and a NUL. */
void sha256_hex(const unsigned char digest[SHA256_DIGEST_SIZE], char hex[2 * SHA256_DIGEST_SIZE + 1]);

#ifdef __cplusplus
}
#endif

#endif
