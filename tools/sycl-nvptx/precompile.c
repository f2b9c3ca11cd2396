#include "precompile.h"

#include "compile_cache.h"
#include "diag.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* What each image's child process needs (set before the children start). */
static compile_fn compile_image;
static struct compile_cache cache;
static char arch[16];

static unsigned char *read_all(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    diag_error("%s: cannot read: %s", path, strerror(errno));
    return NULL;
  }
  unsigned char *data = NULL;
  size_t used = 0, cap = 0, n = 0;
  do {
    if (used == cap) {
      cap = cap ? 2 * cap : 1 << 16;
      unsigned char *grown = realloc(data, cap);
      if (!grown) {
        diag_error("%s: out of memory", path);
        free(data);
        fclose(f);
        return NULL;
      }
      data = grown;
    }
    n = fread(data + used, 1, cap - used, f);
    used += n;
  } while (n > 0);
  bool failed = ferror(f);
  fclose(f);
  if (failed) {
    diag_error("%s: cannot read: %s", path, strerror(errno));
    free(data);
    return NULL;
  }
  *size = used;
  return data;
}

/* The plugin's key: the image, no options (its build options are the CUDA
 * JIT's), the arch, this build's version. */
static bool key_of(const unsigned char *image, size_t size, struct compile_cache_key *key) {
  char error[COMPILE_CACHE_ERROR_SIZE];
  struct compile_cache_inputs inputs = {image, size, NULL, 0, arch, compile_cache_tool_version()};
  if (compile_cache_key(&inputs, key, error, sizeof error) != COMPILE_CACHE_OK) {
    diag_error("compile cache: %s", error);
    return false;
  }
  return true;
}

/* In an image's child: nothing to do on a hit; else the image to PTX, then
 * into the cache. */
static bool precompile_image(const struct driver_options *one) {
  size_t size;
  unsigned char *image = read_all(one->inputs[0], &size);
  struct compile_cache_key key;
  if (!image || !key_of(image, size, &key)) {
    free(image);
    return false;
  }
  free(image);
  char error[COMPILE_CACHE_ERROR_SIZE] = "", *found = NULL;
  size_t found_size;
  if (compile_cache_lookup(&cache, &key, &found, &found_size, error, sizeof error) ==
      COMPILE_CACHE_OK) {
    free(found);
    return true;
  }
  if (!compile_image(one))
    return false;
  size_t ptx_size;
  unsigned char *ptx = read_all(one->output, &ptx_size);
  unlink(one->output);
  if (!ptx)
    return false;
  bool stored = compile_cache_store(&cache, &key, ptx, ptx_size, error, sizeof error) ==
                COMPILE_CACHE_OK;
  if (!stored)
    diag_error("compile cache: %s", error);
  free(ptx);
  return stored;
}

bool precompile_sycl_binaries(struct driver_options *opts, compile_fn compile) {
  if (opts->arch_count != 1 || !opts->archs[0].sass || opts->archs[0].arch_specific) {
    diag_error("--precompile: give the one architecture of the GPUs it is for, as "
               "--cuda-gpu-arch=sm_XY (the plugin looks PTX up by its device's sm_XY)");
    return false;
  }
  snprintf(arch, sizeof arch, "sm_%u", opts->archs[0].sm);
  char error[COMPILE_CACHE_ERROR_SIZE];
  if (compile_cache_open(&cache, NULL, error, sizeof error) != COMPILE_CACHE_OK) {
    diag_error("--precompile: %s", error);
    return false;
  }
  const char *tmp = getenv("TMPDIR");
  char outdir[PATH_MAX];
  snprintf(outdir, sizeof outdir, "%s/sycl-nvptx-precompile-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(outdir)) {
    diag_error("--precompile: cannot make a temporary folder in %s: %s",
               tmp && *tmp ? tmp : "/tmp", strerror(errno));
    return false;
  }
  char output[PATH_MAX + 2];
  snprintf(output, sizeof output, "%s/", outdir);
  opts->output = output;
  compile_image = compile;
  bool ok = compile_sycl_binaries(opts, precompile_image);
  rmdir(outdir);
  printf("sycl-nvptx: %s PTX in the compile cache %s\n", arch, cache.dir);
  return ok;
}
