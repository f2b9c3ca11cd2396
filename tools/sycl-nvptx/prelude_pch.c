#include "prelude_pch.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static bool newer_or_same(const char *a, const char *b) {
  struct stat sa, sb;
  if (stat(a, &sa) != 0 || stat(b, &sb) != 0)
    return false;
  return sa.st_mtim.tv_sec > sb.st_mtim.tv_sec ||
         (sa.st_mtim.tv_sec == sb.st_mtim.tv_sec && sa.st_mtim.tv_nsec >= sb.st_mtim.tv_nsec);
}

/* -I only adds folders after include/, whose spirv/ headers come first. */
static bool has_defines(const struct driver_options *opts) {
  for (int i = 0; i < opts->clang_arg_count; i += 2)
    if (strcmp(opts->clang_args[i], "-I") != 0)
      return true;
  return false;
}

bool prelude_pch_usable(const struct driver_options *opts, const struct toolchain *tc, char *path,
                        size_t size) {
  if (opts->opt_level == 0 || opts->unsigned_char || has_defines(opts) ||
      strcmp(tc->clang, SYCL_NVPTX_CLANG_PATH) != 0)
    return false;
  char header[sizeof tc->include_dir + 32];
  snprintf(path, size, "%s/spirv/spirv.pch", tc->include_dir);
  snprintf(header, sizeof header, "%s/spirv/spirv.h", tc->include_dir);
  return newer_or_same(path, header);
}
