/* The persistent cache of compiled kernels: PTX made from a SYCL program's
 * SPIR-V for one GPU architecture, kept on disk so that the CUDA plugin
 * compiles each program once per machine, and so that `sycl-nvptx
 * --precompile` can fill it ahead of time for GPU machines without LLVM.
 *
 * An entry is found by a SHA-256 key over the SPIR-V, the normalised compile
 * options, the architecture and the tool version; it is checked (magic,
 * length, payload hash) on every lookup, and written by a rename, so that
 * concurrent processes never see part of one. tools/common/README.md
 * describes the layout on disk.
 *
 * All functions are safe to call from several threads: a struct
 * compile_cache is only read after compile_cache_open. Errors come back as
 * COMPILE_CACHE_ERROR with one line in the caller's error buffer. */
#ifndef SYCL_NVPTX_COMPILE_CACHE_H
#define SYCL_NVPTX_COMPILE_CACHE_H

#include "sha256.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Bumped when the entry format or the key's inputs change: it names the
 * folder (kernels/v1) and is checked in each entry's header. */
#define COMPILE_CACHE_FORMAT_VERSION 1
/* A size for error buffers: a longer line is cut short. */
#define COMPILE_CACHE_ERROR_SIZE 1024
#define COMPILE_CACHE_PATH_SIZE 4096

enum compile_cache_status {
  COMPILE_CACHE_OK,    /* stored, opened, or found (a hit) */
  COMPILE_CACHE_MISS,  /* no valid entry: none, or a corrupt one (now removed) */
  COMPILE_CACHE_ERROR, /* the error buffer says what went wrong */
};

/* The folder of one format version's entries; set by compile_cache_open. */
struct compile_cache {
  char dir[COMPILE_CACHE_PATH_SIZE];
};

struct compile_cache_key {
  unsigned char digest[SHA256_DIGEST_SIZE];
  char hex[2 * SHA256_DIGEST_SIZE + 1];
};

/* What a compiled kernel depends on. */
struct compile_cache_inputs {
  const void *image; /* the SPIR-V module */
  size_t image_size;
  const char *const *options; /* compile options, as compile_cache_normalise_options takes them */
  size_t option_count;
  const char *arch;         /* the target, "sm_90" */
  const char *tool_version; /* compile_cache_tool_version(), except in tests */
};

/* The compiler's identity, baked in at build time and the same in every
 * program of one build (the driver, the plugin): "sycl-nvptx VERSION (git
 * HASH[-dirty], LLVM X.Y.Z)". */
const char *compile_cache_tool_version(void);

/* The options that change the output, in one canonical order, as text: the
 * key hashes it, and it reads well in a log. Returns a malloc'd string ("" for
 * none), NULL when out of memory.
 *   - "-D NAME", "-U NAME", "-I DIR" become "-DNAME", "-UNAME", "-IDIR"; other
 *     options that take a value must come joined ("--name=value").
 *   - Options that only change diagnostics are dropped: -v, --verbose, -w,
 *     -W..., --save-temps, -save-temps.
 *   - Of one family the last wins: -O0..-O3/-Os/-Ofast; -DNAME/-UNAME by
 *     macro; -fX and -fno-X; "-name=value" by name. Spellings of one setting
 *     under two names (--fmad=false, -ffp-contract=off) are two families:
 *     pass one.
 *   - The rest are sorted and their duplicates merged, except -I folders,
 *     which keep their order (it is the search order) and come last.
 * Options are separated by a space; a space, tab, newline or backslash
 * within one is escaped with a backslash. */
char *compile_cache_normalise_options(const char *const *options, size_t count);

/* The key of a compiled kernel: SHA-256 over a format tag and, each with its
 * length, the image, the normalised options, the arch and the tool version.
 * COMPILE_CACHE_ERROR only when out of memory. */
enum compile_cache_status compile_cache_key(const struct compile_cache_inputs *inputs,
                                            struct compile_cache_key *key, char *error,
                                            size_t error_size);

/* The cache's root folder: SYCL_NVPTX_CACHE_DIR if set and not empty, else
 * $XDG_CACHE_HOME/sycl-nvptx, else $HOME/.cache/sycl-nvptx (the root the
 * project's wheel cache, root/wheels, uses). */
enum compile_cache_status compile_cache_default_root(char *root, size_t root_size, char *error,
                                                     size_t error_size);

/* Opens the cache under root (NULL: compile_cache_default_root), whose
 * entries live in root/kernels/v<FORMAT_VERSION>. Creates nothing: the
 * folders are made by the first store. */
enum compile_cache_status compile_cache_open(struct compile_cache *cache, const char *root,
                                             char *error, size_t error_size);

/* Where the entry of key is (or would be), for messages such as "no cached
 * PTX for app.so at PATH: run `sycl-nvptx --precompile app.so`"; false when
 * it does not fit in path_size bytes. */
bool compile_cache_path_for_key(const struct compile_cache *cache,
                                const struct compile_cache_key *key, char *path,
                                size_t path_size);

/* Finds key's entry. On COMPILE_CACHE_OK, *payload is a malloc'd copy of it
 * with a NUL after its *payload_size bytes (so PTX text can go straight to
 * cuModuleLoadData); the caller frees it. A missing entry is a miss with an
 * empty error; so is a corrupt one (bad header, wrong length or payload
 * hash), which is removed, with the error saying what was wrong (for a
 * log). COMPILE_CACHE_ERROR when the entry exists but cannot be read. */
enum compile_cache_status compile_cache_lookup(const struct compile_cache *cache,
                                               const struct compile_cache_key *key,
                                               char **payload, size_t *payload_size,
                                               char *error, size_t error_size);

/* Stores payload as key's entry, making the folders it needs. The entry is
 * written to a temporary file beside it, flushed to disk and renamed into
 * place, so a reader sees the old entry or the whole new one, and two
 * processes storing one key both succeed. COMPILE_CACHE_ERROR (a folder that
 * cannot be made or written, a full disk) leaves no file behind. */
enum compile_cache_status compile_cache_store(const struct compile_cache *cache,
                                              const struct compile_cache_key *key,
                                              const void *payload, size_t payload_size,
                                              char *error, size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
