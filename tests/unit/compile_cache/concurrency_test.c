/* Processes storing and reading the same keys at once: every read is a
 * miss or one writer's whole payload (never a mix, never a torn file), every
 * store succeeds, and afterwards each entry is valid and no temporary file
 * is left. Writers of one key store payloads of different sizes and bytes,
 * so that a torn read shows. */
#include "check.h"
#include "compile_cache.h"
#include "temp_dir.h"

#include <dirent.h>
#include <string.h>
#include <sys/wait.h>

enum { WRITERS = 6, ROUNDS = 40, SHARED_KEYS = 3 };

static struct compile_cache cache;

static struct compile_cache_key key_number(int n) {
  char name[32];
  snprintf(name, sizeof name, "kernel %d", n);
  struct compile_cache_inputs in = {name, strlen(name), NULL, 0, "sm_90", "test"};
  struct compile_cache_key key;
  char error[COMPILE_CACHE_ERROR_SIZE];
  compile_cache_key(&in, &key, error, sizeof error);
  return key;
}

/* Writer w's payload for key k: a line naming both, then bytes derived from
 * them, 20000 + 7919 * w bytes in all. */
static size_t payload_for(int k, int w, char *buffer, size_t size) {
  size_t length = 20000 + 7919 * (size_t)w;
  if (length > size)
    return 0;
  int head = snprintf(buffer, size, "key %d writer %d\n", k, w);
  for (size_t i = (size_t)head; i < length; i++)
    buffer[i] = (char)('a' + (i * 31 + (size_t)k * 7 + (size_t)w) % 26);
  return length;
}

/* A payload read for key k is valid when it is exactly some writer's. */
static bool is_whole_payload(int k, const char *payload, size_t size) {
  static char expected[80000];
  int w;
  if (sscanf(payload, "key %*d writer %d", &w) != 1 || w < 0 || w >= WRITERS)
    return false;
  size_t length = payload_for(k, w, expected, sizeof expected);
  return length == size && memcmp(expected, payload, size) == 0;
}

static int lookup_checked(int k, int w, const char *when) {
  struct compile_cache_key key = key_number(k);
  char *payload = NULL;
  size_t size = 0;
  char error[COMPILE_CACHE_ERROR_SIZE];
  enum compile_cache_status status =
      compile_cache_lookup(&cache, &key, &payload, &size, error, sizeof error);
  int bad = 0;
  if (status == COMPILE_CACHE_OK && !is_whole_payload(k, payload, size)) {
    printf("FAIL writer %d: %s lookup of key %d gave a torn payload (%zu bytes)\n", w, when, k,
           size);
    bad = 1;
  } else if (status == COMPILE_CACHE_ERROR || (status == COMPILE_CACHE_MISS && error[0])) {
    printf("FAIL writer %d: %s lookup of key %d: %s\n", w, when, k, error);
    bad = 1;
  }
  free(payload);
  return bad;
}

/* Each writer stores every shared key and one of its own, reading each key
 * before (other writers may be renaming it) and after its store. */
static int writer(int w) {
  static char payload[80000];
  char error[COMPILE_CACHE_ERROR_SIZE];
  int failures = 0;
  for (int round = 0; round < ROUNDS; round++) {
    for (int k = 0; k <= SHARED_KEYS; k++) {
      int key_index = k < SHARED_KEYS ? k : SHARED_KEYS + w;
      struct compile_cache_key key = key_number(key_index);
      failures += lookup_checked(key_index, w, "before store");
      size_t size = payload_for(key_index, w, payload, sizeof payload);
      if (compile_cache_store(&cache, &key, payload, size, error, sizeof error) !=
          COMPILE_CACHE_OK) {
        printf("FAIL writer %d: store of key %d: %s\n", w, key_index, error);
        failures++;
      }
      failures += lookup_checked(key_index, w, "after store");
    }
  }
  return failures;
}

static int count_temp_files(const char *dir) {
  DIR *d = opendir(dir);
  int found = 0;
  for (struct dirent *e; d && (e = readdir(d));) {
    char sub[COMPILE_CACHE_PATH_SIZE + 256];
    snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
    if (e->d_name[0] == '.')
      continue;
    if (strstr(e->d_name, ".tmp."))
      found++;
    else if (e->d_type == DT_DIR)
      found += count_temp_files(sub);
  }
  if (d)
    closedir(d);
  return found;
}

int main(void) {
  char root[COMPILE_CACHE_PATH_SIZE], error[COMPILE_CACHE_ERROR_SIZE];
  if (!make_temp_dir(root, sizeof root) ||
      compile_cache_open(&cache, root, error, sizeof error) != COMPILE_CACHE_OK) {
    printf("FAIL cannot set up a cache in %s\n", root);
    return 1;
  }
  pid_t children[WRITERS];
  fflush(stdout);
  for (int w = 0; w < WRITERS; w++) {
    children[w] = fork();
    if (children[w] == 0) {
      int failures = writer(w);
      fflush(stdout);
      _exit(failures ? 1 : 0);
    }
    CHECK(children[w] > 0);
  }
  for (int w = 0; w < WRITERS; w++) {
    int status = 0;
    CHECK(children[w] > 0 && waitpid(children[w], &status, 0) == children[w]);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      printf("FAIL writer %d failed (wait status %d)\n", w, status);
      check_failures++;
    }
  }
  for (int k = 0; k < SHARED_KEYS + WRITERS; k++)
    check_failures += lookup_checked(k, -1, "final");
  CHECK_EQ(count_temp_files(cache.dir), 0);
  remove_tree(root);
  return check_report("compile_cache_concurrency_test");
}
