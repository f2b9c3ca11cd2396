/* Which oneAPI release is calling. The loader passes UR_API_VERSION_CURRENT,
 * which is 0.12 from 2025.3 to 2026.2 while the table layouts change under
 * it, so an adapter built for another release would be dispatched into the
 * wrong slots. The library holding the loader (libsycl.so.9 in 2026.2,
 * libur_loader.so.0 before) records the compiler that built it in its ELF
 * .comment, "Intel(R) oneAPI DPC++/C++ Compiler 2026.2.0 (...)", and
 * releases are built by their own compiler: that names the host release. A
 * caller without that mark (our own tests, another client) is accepted. */
#include "face.h"

#include "face_hooks.h"
#include "host_release.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef UR_FACE_RELEASE_NAME
#error "UR_FACE_RELEASE_NAME must name the oneAPI release of the UR headers (\"2026.2\")"
#endif

static const char intel_compiler[] = "Intel(R) oneAPI DPC++/C++ Compiler ";

static bool read_at(int fd, off_t offset, void *buf, size_t size) {
  return pread(fd, buf, size, offset) == (ssize_t)size;
}

/* The .comment section of an ELF64 file, malloc'd; NULL if it has none. */
static char *read_comment(const char *path, size_t *size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  char *comment = NULL;
  Elf64_Ehdr eh;
  Elf64_Shdr names;
  if (!read_at(fd, 0, &eh, sizeof eh) || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_shentsize != sizeof(Elf64_Shdr) ||
      eh.e_shstrndx >= eh.e_shnum ||
      !read_at(fd, (off_t)(eh.e_shoff + eh.e_shstrndx * sizeof names), &names, sizeof names))
    goto done;
  for (unsigned i = 0; i < eh.e_shnum && !comment; i++) {
    Elf64_Shdr sh;
    char name[sizeof ".comment"];
    if (!read_at(fd, (off_t)(eh.e_shoff + i * sizeof sh), &sh, sizeof sh) ||
        !read_at(fd, (off_t)(names.sh_offset + sh.sh_name), name, sizeof name) ||
        memcmp(name, ".comment", sizeof name) != 0 || sh.sh_size > (1u << 20))
      continue;
    comment = malloc(sh.sh_size + 1);
    if (comment && read_at(fd, (off_t)sh.sh_offset, comment, sh.sh_size)) {
      comment[sh.sh_size] = '\0';
      *size = sh.sh_size;
    } else {
      free(comment);
      comment = NULL;
    }
  }
done:
  close(fd);
  return comment;
}

bool host_release_of(const char *path, char *release, size_t release_size) {
  size_t size = 0;
  char *comment = read_comment(path, &size);
  bool found = false;
  /* .comment holds NUL-separated strings. */
  for (size_t at = 0; comment && at < size && !found; at += strlen(comment + at) + 1) {
    const char *s = comment + at;
    if (strncmp(s, intel_compiler, sizeof intel_compiler - 1) != 0)
      continue;
    s += sizeof intel_compiler - 1;
    /* "YYYY.M" of "YYYY.M.P": the tables change with the minor release. */
    size_t major = strspn(s, "0123456789");
    size_t minor = s[major] == '.' ? strspn(s + major + 1, "0123456789") : 0;
    if (major == 0 || minor == 0 || major + 1 + minor >= release_size)
      continue;
    memcpy(release, s, major + 1 + minor);
    release[major + 1 + minor] = '\0';
    found = true;
  }
  free(comment);
  return found;
}

static pthread_mutex_t decided_lock = PTHREAD_MUTEX_INITIALIZER;
static bool decided;
static ur_result_t decision;

static ur_result_t decide(const void *caller) {
  Dl_info info;
  char release[32];
  if (!caller || !dladdr(caller, &info) || !info.dli_fname ||
      !host_release_of(info.dli_fname, release, sizeof release))
    return UR_RESULT_SUCCESS;
  if (strcmp(release, UR_FACE_RELEASE_NAME) == 0)
    return UR_RESULT_SUCCESS;
  /* The loader may be named through a link or "..": say which file it is. */
  char resolved[PATH_MAX];
  const char *loader = realpath(info.dli_fname, resolved) ? resolved : info.dli_fname;
  fprintf(stderr,
          "%s: this libur_adapter_cuda.so.0 was built for oneAPI %s, but the UR loader in %s "
          "is oneAPI %s, whose tables differ: not loading it (install the sycl-nvptx CUDA "
          "adapter built for oneAPI %s)\n",
          face_name, UR_FACE_RELEASE_NAME, loader, release, release);
  return UR_RESULT_ERROR_UNSUPPORTED_VERSION;
}

ur_result_t ur_face_accept_host(ur_api_version_t version, const void *caller) {
  if (version != UR_API_VERSION_CURRENT)
    return UR_RESULT_ERROR_UNSUPPORTED_VERSION;
  pthread_mutex_lock(&decided_lock);
  if (!decided) {
    decision = decide(caller);
    decided = true;
  }
  ur_result_t result = decision;
  pthread_mutex_unlock(&decided_lock);
  return result;
}
