/* A fresh folder per test run, removed with all it holds at the end. */
#ifndef COMPILE_CACHE_TEMP_DIR_H
#define COMPILE_CACHE_TEMP_DIR_H

#include <ftw.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static inline bool make_temp_dir(char *path, size_t size) {
  const char *tmp = getenv("TMPDIR");
  snprintf(path, size, "%s/compile-cache-test.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  return mkdtemp(path) != NULL;
}

static inline int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw) {
  (void)st;
  (void)ftw;
  return type == FTW_DP ? rmdir(path) : unlink(path);
}

static inline void remove_tree(const char *path) {
  nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

#endif
