/* The compile cache on disk: where it is, and entries read, checked and
 * written atomically. */
#include "compile_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* An entry: this header, then the payload. Numbers are little-endian. */
static const char entry_magic[8] = {'S', 'N', 'V', 'P', 'T', 'X', 'K', 'C'};
enum {
  MAGIC_AT = 0,
  FORMAT_AT = 8,     /* uint32 COMPILE_CACHE_FORMAT_VERSION */
  RESERVED_AT = 12,  /* uint32, 0 */
  LENGTH_AT = 16,    /* uint64 payload bytes */
  PAYLOAD_HASH_AT = 24,
  KEY_AT = 56,       /* the key's digest: an entry under another name is no hit */
  HEADER_SIZE = 88,
};

static void put_le(unsigned char *p, uint64_t value, int bytes) {
  for (int i = 0; i < bytes; i++)
    p[i] = (unsigned char)(value >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, int bytes) {
  uint64_t value = 0;
  for (int i = bytes - 1; i >= 0; i--)
    value = value << 8 | p[i];
  return value;
}

static const char *non_empty_env(const char *name) {
  const char *value = getenv(name);
  return value && *value ? value : NULL;
}

enum compile_cache_status compile_cache_default_root(char *root, size_t root_size, char *error,
                                                     size_t error_size) {
  const char *base;
  int length;
  if ((base = non_empty_env("SYCL_NVPTX_CACHE_DIR")))
    length = snprintf(root, root_size, "%s", base);
  else if ((base = non_empty_env("XDG_CACHE_HOME")))
    length = snprintf(root, root_size, "%s/sycl-nvptx", base);
  else if ((base = non_empty_env("HOME")))
    length = snprintf(root, root_size, "%s/.cache/sycl-nvptx", base);
  else {
    snprintf(error, error_size,
             "no folder for the compile cache: set SYCL_NVPTX_CACHE_DIR (HOME is not set)");
    return COMPILE_CACHE_ERROR;
  }
  if (length < 0 || (size_t)length >= root_size) {
    snprintf(error, error_size, "compile cache folder %s...: path too long", base);
    return COMPILE_CACHE_ERROR;
  }
  return COMPILE_CACHE_OK;
}

enum compile_cache_status compile_cache_open(struct compile_cache *cache, const char *root,
                                             char *error, size_t error_size) {
  char default_root[COMPILE_CACHE_PATH_SIZE];
  if (!root) {
    if (compile_cache_default_root(default_root, sizeof default_root, error, error_size) !=
        COMPILE_CACHE_OK)
      return COMPILE_CACHE_ERROR;
    root = default_root;
  }
  /* A relative root is taken from here: the plugin's process may change its
   * folder later. */
  char cwd[COMPILE_CACHE_PATH_SIZE] = "";
  if (root[0] != '/' && !getcwd(cwd, sizeof cwd)) {
    snprintf(error, error_size, "compile cache folder %s: cannot resolve it: %s", root,
             strerror(errno));
    return COMPILE_CACHE_ERROR;
  }
  int length = snprintf(cache->dir, sizeof cache->dir, "%s%s%s/kernels/v%d", cwd,
                        cwd[0] ? "/" : "", root, COMPILE_CACHE_FORMAT_VERSION);
  if (length < 0 || (size_t)length >= sizeof cache->dir) {
    snprintf(error, error_size, "compile cache folder %s: path too long", root);
    return COMPILE_CACHE_ERROR;
  }
  return COMPILE_CACHE_OK;
}

/* Entries are spread over 256 folders named by the key's first two digits,
 * so that no folder grows huge. */
static bool shard_dir(const struct compile_cache *cache, const struct compile_cache_key *key,
                      char *path, size_t size) {
  int length = snprintf(path, size, "%s/%.2s", cache->dir, key->hex);
  return length >= 0 && (size_t)length < size;
}

bool compile_cache_path_for_key(const struct compile_cache *cache,
                                const struct compile_cache_key *key, char *path,
                                size_t path_size) {
  int length = snprintf(path, path_size, "%s/%.2s/%s.entry", cache->dir, key->hex, key->hex);
  return length >= 0 && (size_t)length < path_size;
}

/* Reads exactly size bytes unless the file ends first; the count read. */
static size_t read_full(int fd, void *buffer, size_t size, int *read_errno) {
  size_t done = 0;
  *read_errno = 0;
  while (done < size) {
    ssize_t n = read(fd, (char *)buffer + done, size - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      *read_errno = errno;
    if (n <= 0)
      break;
    done += (size_t)n;
  }
  return done;
}

static bool write_full(int fd, const void *buffer, size_t size) {
  size_t done = 0;
  while (done < size) {
    ssize_t n = write(fd, (const char *)buffer + done, size - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      return false;
    done += (size_t)n;
  }
  return true;
}

/* Why the header is not that of key's entry of payload_size bytes, or NULL. */
static const char *header_problem(const unsigned char *header, const struct compile_cache_key *key,
                                  uint64_t payload_size) {
  if (memcmp(header + MAGIC_AT, entry_magic, sizeof entry_magic) != 0)
    return "bad magic";
  if (get_le(header + FORMAT_AT, 4) != COMPILE_CACHE_FORMAT_VERSION ||
      get_le(header + RESERVED_AT, 4) != 0)
    return "unknown format version";
  if (get_le(header + LENGTH_AT, 8) != payload_size)
    return "payload length differs from the file's";
  if (memcmp(header + KEY_AT, key->digest, SHA256_DIGEST_SIZE) != 0)
    return "entry of another key";
  return NULL;
}

/* Removes a corrupt entry, unless another process has already replaced it
 * with a new file (st is the one that was read). */
static void remove_corrupt(const char *path, const struct stat *st) {
  struct stat now;
  if (stat(path, &now) == 0 && now.st_dev == st->st_dev && now.st_ino == st->st_ino)
    unlink(path);
}

/* Reads and checks the open entry fd: OK with the payload, MISS with the
 * problem in error, ERROR when it cannot be read. */
static enum compile_cache_status read_entry(int fd, const char *path,
                                            const struct compile_cache_key *key,
                                            const struct stat *st, char **payload,
                                            size_t *payload_size, char *error,
                                            size_t error_size) {
  unsigned char header[HEADER_SIZE];
  int read_errno = 0;
  const char *problem;
  if (st->st_size < HEADER_SIZE ||
      read_full(fd, header, sizeof header, &read_errno) != sizeof header)
    problem = "shorter than its header";
  else
    problem = header_problem(header, key, (uint64_t)st->st_size - HEADER_SIZE);
  if (read_errno) {
    snprintf(error, error_size, "cannot read compile cache entry %s: %s", path,
             strerror(read_errno));
    return COMPILE_CACHE_ERROR;
  }
  if (problem) {
    snprintf(error, error_size, "compile cache entry %s is corrupt (%s): removed", path, problem);
    return COMPILE_CACHE_MISS;
  }
  size_t size = (size_t)st->st_size - HEADER_SIZE;
  char *data = malloc(size + 1);
  if (!data) {
    snprintf(error, error_size, "out of memory reading compile cache entry %s (%zu bytes)", path,
             size);
    return COMPILE_CACHE_ERROR;
  }
  if (read_full(fd, data, size, &read_errno) != size) {
    free(data);
    if (read_errno) {
      snprintf(error, error_size, "cannot read compile cache entry %s: %s", path,
               strerror(read_errno));
      return COMPILE_CACHE_ERROR;
    }
    snprintf(error, error_size, "compile cache entry %s is corrupt (truncated): removed", path);
    return COMPILE_CACHE_MISS;
  }
  unsigned char digest[SHA256_DIGEST_SIZE];
  sha256_of(data, size, digest);
  if (memcmp(digest, header + PAYLOAD_HASH_AT, sizeof digest) != 0) {
    free(data);
    snprintf(error, error_size, "compile cache entry %s is corrupt (payload hash differs): removed",
             path);
    return COMPILE_CACHE_MISS;
  }
  data[size] = '\0';
  *payload = data;
  *payload_size = size;
  return COMPILE_CACHE_OK;
}

enum compile_cache_status compile_cache_lookup(const struct compile_cache *cache,
                                               const struct compile_cache_key *key,
                                               char **payload, size_t *payload_size,
                                               char *error, size_t error_size) {
  char path[COMPILE_CACHE_PATH_SIZE];
  *payload = NULL;
  *payload_size = 0;
  error[0] = '\0';
  if (!compile_cache_path_for_key(cache, key, path, sizeof path)) {
    snprintf(error, error_size, "compile cache folder %s: path too long", cache->dir);
    return COMPILE_CACHE_ERROR;
  }
  /* O_NONBLOCK: a FIFO put in the entry's place must not hang the caller. */
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0 && (errno == ENOENT || errno == ENOTDIR))
    return COMPILE_CACHE_MISS;
  if (fd < 0) {
    snprintf(error, error_size, "cannot open compile cache entry %s: %s", path, strerror(errno));
    return COMPILE_CACHE_ERROR;
  }
  struct stat st;
  enum compile_cache_status status;
  if (fstat(fd, &st) != 0) {
    snprintf(error, error_size, "cannot read compile cache entry %s: %s", path, strerror(errno));
    status = COMPILE_CACHE_ERROR;
  } else if (!S_ISREG(st.st_mode)) {
    snprintf(error, error_size, "compile cache entry %s is not a regular file", path);
    status = COMPILE_CACHE_ERROR;
  } else {
    status = read_entry(fd, path, key, &st, payload, payload_size, error, error_size);
    if (status == COMPILE_CACHE_MISS)
      remove_corrupt(path, &st);
  }
  close(fd);
  return status;
}

/* mkdir -p: a folder that another process has just made is no error. */
static bool make_dirs(char *path) {
  for (char *slash = strchr(path + 1, '/');; slash = strchr(slash + 1, '/')) {
    if (slash)
      *slash = '\0';
    bool made = mkdir(path, 0777) == 0 || errno == EEXIST;
    if (slash)
      *slash = '/';
    if (!made)
      return false;
    if (!slash)
      return true;
  }
}

static void fill_header(unsigned char *header, const struct compile_cache_key *key,
                        const void *payload, size_t payload_size) {
  memcpy(header + MAGIC_AT, entry_magic, sizeof entry_magic);
  put_le(header + FORMAT_AT, COMPILE_CACHE_FORMAT_VERSION, 4);
  put_le(header + RESERVED_AT, 0, 4);
  put_le(header + LENGTH_AT, payload_size, 8);
  sha256_of(payload, payload_size, header + PAYLOAD_HASH_AT);
  memcpy(header + KEY_AT, key->digest, SHA256_DIGEST_SIZE);
}

/* Writes the whole entry to fd and flushes it to disk: a rename after a crash
 * then never names a file whose data did not reach the disk. */
static bool write_entry(int fd, const struct compile_cache_key *key, const void *payload,
                        size_t payload_size) {
  unsigned char header[HEADER_SIZE];
  fill_header(header, key, payload, payload_size);
  /* mkstemp makes the file 0600; entries hold no secret, and a cache shared
   * between users (SYCL_NVPTX_CACHE_DIR) needs them readable. */
  return fchmod(fd, 0644) == 0 && write_full(fd, header, sizeof header) &&
         write_full(fd, payload, payload_size) && fsync(fd) == 0;
}

enum compile_cache_status compile_cache_store(const struct compile_cache *cache,
                                              const struct compile_cache_key *key,
                                              const void *payload, size_t payload_size,
                                              char *error, size_t error_size) {
  char dir[COMPILE_CACHE_PATH_SIZE], path[COMPILE_CACHE_PATH_SIZE], temp[COMPILE_CACHE_PATH_SIZE];
  if (!shard_dir(cache, key, dir, sizeof dir) ||
      !compile_cache_path_for_key(cache, key, path, sizeof path) ||
      snprintf(temp, sizeof temp, "%s.tmp.XXXXXX", path) >= (int)sizeof temp) {
    snprintf(error, error_size, "compile cache folder %s: path too long", cache->dir);
    return COMPILE_CACHE_ERROR;
  }
  if (!make_dirs(dir)) {
    snprintf(error, error_size,
             "cannot create compile cache folder %s: %s (set SYCL_NVPTX_CACHE_DIR to a writable "
             "folder)",
             dir, strerror(errno));
    return COMPILE_CACHE_ERROR;
  }
  int fd = mkostemp(temp, O_CLOEXEC);
  if (fd < 0) {
    snprintf(error, error_size,
             "cannot write compile cache entry in %s: %s (set SYCL_NVPTX_CACHE_DIR to a writable "
             "folder)",
             dir, strerror(errno));
    return COMPILE_CACHE_ERROR;
  }
  bool written = write_entry(fd, key, payload, payload_size);
  int saved_errno = errno;
  if (close(fd) != 0 && written) {
    written = false;
    saved_errno = errno;
  }
  if (written && rename(temp, path) == 0)
    return COMPILE_CACHE_OK;
  if (written)
    saved_errno = errno;
  unlink(temp);
  snprintf(error, error_size, "cannot write compile cache entry %s: %s", path,
           strerror(saved_errno));
  return COMPILE_CACHE_ERROR;
}
