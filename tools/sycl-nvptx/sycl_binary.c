#include "sycl_binary.h"

#include "diag.h"
#include "spirv_input.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define BUNDLE_SECTION "__CLANG_OFFLOAD_BUNDLE__sycl-spir64"

/* ELF64 little-endian, as x86-64 and AArch64 Linux write it. */
enum { ELF_HEADER_SIZE = 64, SECTION_HEADER_SIZE = 64 };

static uint64_t le(const unsigned char *p, int bytes) {
  uint64_t value = 0;
  for (int i = bytes - 1; i >= 0; i--)
    value = value << 8 | p[i];
  return value;
}

static bool read_at(int fd, uint64_t offset, void *buf, uint64_t size, uint64_t file_size) {
  if (offset > file_size || size > file_size - offset)
    return false;
  unsigned char *p = buf;
  while (size > 0) {
    ssize_t got = pread(fd, p, size, (off_t)offset);
    if (got <= 0)
      return false;
    p += got, offset += (uint64_t)got, size -= (uint64_t)got;
  }
  return true;
}

struct section { uint64_t offset, size; };

/* The named section's place in the file; false (with *why) when the file is
 * no ELF64 little-endian file or has no such section. */
static bool find_section(int fd, uint64_t file_size, const char *name, struct section *found,
                         const char **why) {
  unsigned char eh[ELF_HEADER_SIZE], sh[SECTION_HEADER_SIZE];
  *why = "not a 64-bit little-endian ELF file";
  if (!read_at(fd, 0, eh, sizeof eh, file_size) || memcmp(eh, "\x7f" "ELF", 4) != 0 ||
      eh[4] != 2 || eh[5] != 1)
    return false;
  uint64_t shoff = le(eh + 0x28, 8), shentsize = le(eh + 0x3a, 2), shnum = le(eh + 0x3c, 2),
           shstrndx = le(eh + 0x3e, 2);
  *why = "its section headers are missing or corrupt";
  if (shentsize != SECTION_HEADER_SIZE || shnum == 0 || shstrndx >= shnum ||
      !read_at(fd, shoff + shstrndx * SECTION_HEADER_SIZE, sh, sizeof sh, file_size))
    return false;
  uint64_t names_offset = le(sh + 0x18, 8), names_size = le(sh + 0x20, 8);
  size_t name_len = strlen(name) + 1;
  char candidate[64];
  for (uint64_t i = 0; i < shnum; i++) {
    if (!read_at(fd, shoff + i * SECTION_HEADER_SIZE, sh, sizeof sh, file_size))
      return false;
    uint64_t name_at = le(sh + 0, 4);
    if (name_at >= names_size || names_size - name_at < name_len ||
        !read_at(fd, names_offset + name_at, candidate, name_len, file_size) ||
        memcmp(candidate, name, name_len) != 0)
      continue;
    *found = (struct section){le(sh + 0x18, 8), le(sh + 0x20, 8)};
    *why = "its " BUNDLE_SECTION " section lies outside the file";
    return found->offset <= file_size && found->size <= file_size - found->offset;
  }
  *why = "no SPIR-V images (no " BUNDLE_SECTION " section: not built with DPC++ for spir64?)";
  return false;
}

static unsigned word_at(const unsigned char *data, size_t offset) {
  return (unsigned)le(data + offset, 4);
}

/* Modules follow one another, perhaps padded to an alignment: each is found
 * by its magic number at a word boundary and ends where its instructions
 * do. */
static bool find_images(struct sycl_binary *binary) {
  size_t capacity = 0, at = 0, size = binary->section_size;
  while (at + 20 <= size) {
    if (word_at(binary->section, at) != SPIRV_MAGIC) {
      at += 4;
      continue;
    }
    if (binary->image_count == capacity) {
      capacity = capacity ? 2 * capacity : 64;
      struct spirv_image *grown = realloc(binary->images, capacity * sizeof *grown);
      if (!grown)
        return false;
      binary->images = grown;
    }
    size_t words = spirv_module_words(binary->section + at, size - at);
    binary->images[binary->image_count++] = (struct spirv_image){at, 4 * words};
    at += 4 * words;
  }
  return true;
}

static void set_stem(struct sycl_binary *binary) {
  char copy[PATH_MAX];
  snprintf(copy, sizeof copy, "%s", binary->path);
  snprintf(binary->stem, sizeof binary->stem, "%s", basename(copy));
  char *dot = strchr(binary->stem + 1, '.');
  if (dot)
    *dot = '\0';
}

bool sycl_binary_read(const char *path, struct sycl_binary *binary) {
  *binary = (struct sycl_binary){.path = path};
  set_stem(binary);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) {
    diag_error("%s: cannot read: %s", path, strerror(errno));
    if (fd >= 0)
      close(fd);
    return false;
  }
  struct section section;
  const char *why;
  bool ok = S_ISREG(st.st_mode) && find_section(fd, (uint64_t)st.st_size, BUNDLE_SECTION,
                                                &section, &why);
  if (!S_ISREG(st.st_mode))
    why = "not a regular file";
  if (ok) {
    binary->section = malloc(section.size ? section.size : 1);
    binary->section_size = section.size;
    why = "cannot read its " BUNDLE_SECTION " section";
    ok = binary->section &&
         read_at(fd, section.offset, binary->section, section.size, (uint64_t)st.st_size) &&
         find_images(binary);
  }
  close(fd);
  if (ok && binary->image_count == 0) {
    why = "its " BUNDLE_SECTION " section holds no SPIR-V module";
    ok = false;
  }
  if (!ok) {
    diag_error("%s: %s", path, why);
    sycl_binary_free(binary);
  }
  return ok;
}

void sycl_binary_free(struct sycl_binary *binary) {
  free(binary->section);
  free(binary->images);
  binary->section = NULL;
  binary->images = NULL;
  binary->image_count = 0;
}
