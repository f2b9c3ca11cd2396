/* Compile cache entries: miss, hit, replacement, each kind of corruption
 * (a miss, the file removed, the next store rebuilding it), a FIFO, folders
 * that cannot be written, a failing write, and where the cache lives. */
#include "check.h"
#include "compile_cache.h"
#include "temp_dir.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

static char root[COMPILE_CACHE_PATH_SIZE];
static struct compile_cache cache;
static char error[COMPILE_CACHE_ERROR_SIZE];

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry k() { ret; }\n";

static struct compile_cache_key key_named(const char *name) {
  struct compile_cache_inputs in = {name, strlen(name), NULL, 0, "sm_90", "test"};
  struct compile_cache_key key;
  CHECK_EQ(compile_cache_key(&in, &key, error, sizeof error), COMPILE_CACHE_OK);
  return key;
}

static const char *path_of(struct compile_cache_key key) {
  static char path[COMPILE_CACHE_PATH_SIZE];
  CHECK(compile_cache_path_for_key(&cache, &key, path, sizeof path));
  return path;
}

/* A lookup that must find exactly text. */
static void check_hit(struct compile_cache_key key, const char *text, size_t size) {
  char *payload = NULL;
  size_t payload_size = 0;
  enum compile_cache_status status =
      compile_cache_lookup(&cache, &key, &payload, &payload_size, error, sizeof error);
  if (status != COMPILE_CACHE_OK) {
    printf("FAIL lookup of %s: status %d, %s\n", key.hex, status, error);
    check_failures++;
    return;
  }
  CHECK_EQ(payload_size, size);
  CHECK(memcmp(payload, text, size) == 0);
  CHECK_EQ(payload[size], '\0');
  free(payload);
}

static enum compile_cache_status lookup_status(struct compile_cache_key key) {
  char *payload = NULL;
  size_t payload_size;
  enum compile_cache_status status =
      compile_cache_lookup(&cache, &key, &payload, &payload_size, error, sizeof error);
  free(payload);
  return status;
}

static void check_store(struct compile_cache_key key, const void *payload, size_t size) {
  if (compile_cache_store(&cache, &key, payload, size, error, sizeof error) != COMPILE_CACHE_OK) {
    printf("FAIL store of %s: %s\n", key.hex, error);
    check_failures++;
  }
}

static void test_miss_hit_replace(void) {
  struct compile_cache_key key = key_named("miss-hit");
  char expected[COMPILE_CACHE_PATH_SIZE];
  snprintf(expected, sizeof expected, "%.3900s/kernels/v1/%.2s/%s.entry", root, key.hex, key.hex);
  CHECK(strcmp(path_of(key), expected) == 0);
  char tiny[16];
  CHECK(!compile_cache_path_for_key(&cache, &key, tiny, sizeof tiny));

  CHECK_EQ(lookup_status(key), COMPILE_CACHE_MISS);
  CHECK_EQ(error[0], '\0');
  check_store(key, ptx, strlen(ptx));
  check_hit(key, ptx, strlen(ptx));
  struct stat st;
  CHECK(stat(path_of(key), &st) == 0 && (st.st_mode & 0777) == 0644);

  const char replacement[] = "// replaced\n";
  check_store(key, replacement, strlen(replacement));
  check_hit(key, replacement, strlen(replacement));

  struct compile_cache_key empty = key_named("empty");
  check_store(empty, "", 0);
  check_hit(empty, "", 0);
  CHECK_EQ(lookup_status(key_named("never stored")), COMPILE_CACHE_MISS);
}

enum corruption {
  FLIP_PAYLOAD_BYTE,
  FLIP_MAGIC,
  TRUNCATE,
  EMPTY_FILE,
  SHORT_HEADER,
  EXTRA_BYTE,
  WRONG_LENGTH,
  WRONG_FORMAT,
  OTHER_KEYS_ENTRY,
};

static void flip_byte(const char *path, off_t at) {
  int fd = open(path, O_RDWR);
  unsigned char byte = 0;
  CHECK(fd >= 0 && pread(fd, &byte, 1, at) == 1);
  byte ^= 0x20;
  CHECK(pwrite(fd, &byte, 1, at) == 1);
  close(fd);
}

static void copy_file(const char *from, const char *to) {
  char buffer[4096];
  int in = open(from, O_RDONLY), out = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  CHECK(in >= 0 && out >= 0);
  ssize_t n;
  while ((n = read(in, buffer, sizeof buffer)) > 0)
    CHECK(write(out, buffer, (size_t)n) == n);
  close(in);
  close(out);
}

static void corrupt(const char *path, enum corruption how) {
  struct stat st;
  CHECK(stat(path, &st) == 0);
  int fd;
  switch (how) {
  case FLIP_PAYLOAD_BYTE: flip_byte(path, st.st_size - 3); break;
  case FLIP_MAGIC: flip_byte(path, 0); break;
  case TRUNCATE: CHECK(truncate(path, st.st_size - 1) == 0); break;
  case EMPTY_FILE: CHECK(truncate(path, 0) == 0); break;
  case SHORT_HEADER: CHECK(truncate(path, 40) == 0); break;
  case EXTRA_BYTE:
    fd = open(path, O_WRONLY | O_APPEND);
    CHECK(fd >= 0 && write(fd, "x", 1) == 1);
    close(fd);
    break;
  case WRONG_LENGTH: flip_byte(path, 16); break;
  case WRONG_FORMAT: flip_byte(path, 8); break;
  case OTHER_KEYS_ENTRY: {
    struct compile_cache_key other = key_named("another kernel");
    check_store(other, ptx, strlen(ptx));
    copy_file(path_of(other), path);
    break;
  }
  }
}

static void test_corruption(void) {
  static const char *const names[] = {"payload byte", "magic", "truncated", "empty file",
                                      "short header", "extra byte", "length", "format",
                                      "other key"};
  for (int how = FLIP_PAYLOAD_BYTE; how <= OTHER_KEYS_ENTRY; how++) {
    struct compile_cache_key key = key_named(names[how]);
    check_store(key, ptx, strlen(ptx));
    char path[COMPILE_CACHE_PATH_SIZE];
    snprintf(path, sizeof path, "%s", path_of(key));
    corrupt(path, (enum corruption)how);
    if (lookup_status(key) != COMPILE_CACHE_MISS || !strstr(error, "is corrupt") ||
        !strstr(error, path)) {
      printf("FAIL corruption (%s): not a miss naming the entry: %s\n", names[how], error);
      check_failures++;
    }
    CHECK(access(path, F_OK) != 0);
    check_store(key, ptx, strlen(ptx));
    check_hit(key, ptx, strlen(ptx));
  }
}

/* Something other than a file in an entry's place is an error, not a hang
 * (a FIFO) nor a removal; a store replaces it. */
static void test_not_a_file(void) {
  struct compile_cache_key key = key_named("fifo");
  check_store(key, ptx, strlen(ptx));
  char path[COMPILE_CACHE_PATH_SIZE];
  snprintf(path, sizeof path, "%s", path_of(key));
  CHECK(unlink(path) == 0 && mkfifo(path, 0644) == 0);
  CHECK_EQ(lookup_status(key), COMPILE_CACHE_ERROR);
  CHECK(strstr(error, "not a regular file") && strstr(error, path));
  check_store(key, ptx, strlen(ptx));
  check_hit(key, ptx, strlen(ptx));
}

/* Runs check in a child process (it may drop privileges or set limits) and
 * counts its failures with the parent's. */
static void in_child(void (*check)(void *), void *arg) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    check(arg);
    fflush(stdout);
    _exit(check_failures ? 1 : 0);
  }
  int status = 0;
  CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* Root may write anywhere: the child becomes nobody, for whom the folder,
 * owned by root and 0755, is read-only; anyone else makes it 0555. */
static void become_unprivileged(void *dir) {
  if (geteuid() == 0) {
    CHECK(setgid(65534) == 0 && setuid(65534) == 0);
  } else {
    CHECK(chmod(dir, 0555) == 0);
  }
}

static void store_is_refused(void *dir) {
  become_unprivileged(dir);
  struct compile_cache_key key = key_named("unwritable");
  enum compile_cache_status status =
      compile_cache_store(&cache, &key, ptx, strlen(ptx), error, sizeof error);
  CHECK_EQ(status, COMPILE_CACHE_ERROR);
  CHECK(strstr(error, "Permission denied") && strstr(error, "SYCL_NVPTX_CACHE_DIR") &&
        strstr(error, cache.dir));
  printf("  unwritable cache folder: %s\n", error);
  CHECK_EQ(lookup_status(key), COMPILE_CACHE_MISS);
}

static void existing_entry_is_kept(void *dir) {
  become_unprivileged(dir);
  struct compile_cache_key key = key_named("kept");
  CHECK_EQ(compile_cache_store(&cache, &key, "new", 3, error, sizeof error), COMPILE_CACHE_ERROR);
  CHECK(strstr(error, "Permission denied") != NULL);
  printf("  unwritable entry folder: %s\n", error);
  check_hit(key, ptx, strlen(ptx));
}

static void test_unwritable_folders(void) {
  char dir[COMPILE_CACHE_PATH_SIZE];
  snprintf(dir, sizeof dir, "%.4000s/read-only", root);
  CHECK(chmod(root, 0755) == 0 && mkdir(dir, 0755) == 0);
  struct compile_cache saved = cache;
  CHECK_EQ(compile_cache_open(&cache, dir, error, sizeof error), COMPILE_CACHE_OK);
  in_child(store_is_refused, dir);
  chmod(dir, 0755);

  /* A folder that holds an entry but no longer takes new files. */
  struct compile_cache_key key = key_named("kept");
  check_store(key, ptx, strlen(ptx));
  char shard[COMPILE_CACHE_PATH_SIZE];
  snprintf(shard, sizeof shard, "%.4000s/%.2s", cache.dir, key.hex);
  in_child(existing_entry_is_kept, shard);
  chmod(shard, 0755);
  cache = saved;
}

static void test_root_is_a_file(void) {
  char file[COMPILE_CACHE_PATH_SIZE];
  snprintf(file, sizeof file, "%.4000s/plain-file", root);
  int fd = open(file, O_WRONLY | O_CREAT, 0644);
  CHECK(fd >= 0);
  close(fd);
  struct compile_cache in_file;
  CHECK_EQ(compile_cache_open(&in_file, file, error, sizeof error), COMPILE_CACHE_OK);
  struct compile_cache_key key = key_named("in a file");
  char *payload;
  size_t size;
  CHECK_EQ(compile_cache_lookup(&in_file, &key, &payload, &size, error, sizeof error),
           COMPILE_CACHE_MISS);
  CHECK_EQ(compile_cache_store(&in_file, &key, ptx, strlen(ptx), error, sizeof error),
           COMPILE_CACHE_ERROR);
  CHECK(strstr(error, "Not a directory") && strstr(error, file));
}

static bool has_temp_files(const char *dir) {
  DIR *d = opendir(dir);
  bool found = false;
  for (struct dirent *e; d && (e = readdir(d));)
    found |= strstr(e->d_name, ".tmp.") != NULL;
  if (d)
    closedir(d);
  return found;
}

/* A write that fails half-way (as on a full disk): here the file size limit. */
static void store_hits_size_limit(void *key) {
  signal(SIGXFSZ, SIG_IGN);
  struct rlimit limit = {4096, 4096};
  CHECK(setrlimit(RLIMIT_FSIZE, &limit) == 0);
  static char big[65536];
  memset(big, 'p', sizeof big);
  CHECK_EQ(compile_cache_store(&cache, key, big, sizeof big, error, sizeof error),
           COMPILE_CACHE_ERROR);
  CHECK(strstr(error, "File too large") != NULL);
  printf("  failed write: %s\n", error);
}

static void test_failed_write(void) {
  struct compile_cache_key key = key_named("too large");
  in_child(store_hits_size_limit, &key);
  CHECK_EQ(lookup_status(key), COMPILE_CACHE_MISS);
  char shard[COMPILE_CACHE_PATH_SIZE];
  snprintf(shard, sizeof shard, "%.4000s/%.2s", cache.dir, key.hex);
  CHECK(!has_temp_files(shard));
}

static void check_default_root(const char *cache_dir, const char *xdg, const char *home,
                               const char *expected) {
  const char *names[] = {"SYCL_NVPTX_CACHE_DIR", "XDG_CACHE_HOME", "HOME"};
  const char *values[] = {cache_dir, xdg, home};
  for (int i = 0; i < 3; i++)
    values[i] ? setenv(names[i], values[i], 1) : unsetenv(names[i]);
  char found[COMPILE_CACHE_PATH_SIZE] = "";
  enum compile_cache_status status =
      compile_cache_default_root(found, sizeof found, error, sizeof error);
  if (expected ? status != COMPILE_CACHE_OK || strcmp(found, expected) != 0
               : status != COMPILE_CACHE_ERROR) {
    printf("FAIL default root: got \"%s\" (%s), expected \"%s\"\n", found, error,
           expected ? expected : "an error");
    check_failures++;
  }
}

static void test_default_root(void) {
  check_default_root("/c", "/x", "/h", "/c");
  check_default_root(NULL, "/x", "/h", "/x/sycl-nvptx");
  check_default_root("", "/x", "/h", "/x/sycl-nvptx");
  check_default_root(NULL, NULL, "/h", "/h/.cache/sycl-nvptx");
  check_default_root(NULL, "", "/h", "/h/.cache/sycl-nvptx");
  check_default_root(NULL, NULL, NULL, NULL);
  CHECK(strstr(error, "SYCL_NVPTX_CACHE_DIR") != NULL);

  struct compile_cache found;
  check_default_root("/c", NULL, NULL, "/c");
  CHECK_EQ(compile_cache_open(&found, NULL, error, sizeof error), COMPILE_CACHE_OK);
  CHECK(strcmp(found.dir, "/c/kernels/v1") == 0);
  /* A relative root is fixed at open: the process may change folder. */
  char cwd[COMPILE_CACHE_PATH_SIZE], expected[COMPILE_CACHE_PATH_SIZE + 32];
  CHECK(getcwd(cwd, sizeof cwd) != NULL);
  snprintf(expected, sizeof expected, "%s/rel/kernels/v1", cwd);
  CHECK_EQ(compile_cache_open(&found, "rel", error, sizeof error), COMPILE_CACHE_OK);
  CHECK(strcmp(found.dir, expected) == 0);
}

int main(void) {
  if (!make_temp_dir(root, sizeof root)) {
    perror("mkdtemp");
    return 1;
  }
  if (compile_cache_open(&cache, root, error, sizeof error) != COMPILE_CACHE_OK) {
    printf("FAIL open %s: %s\n", root, error);
    return 1;
  }
  test_miss_hit_replace();
  test_corruption();
  test_not_a_file();
  test_unwritable_folders();
  test_root_is_a_file();
  test_failed_write();
  test_default_root();
  remove_tree(root);
  return check_report("compile_cache_entry_test");
}
