/* The SPIR-V images of a SYCL binary (a DPC++-built library or program):
 * its ELF section __CLANG_OFFLOAD_BUNDLE__sycl-spir64 holds one SPIR-V
 * module after another. */
#ifndef SYCL_NVPTX_SYCL_BINARY_H
#define SYCL_NVPTX_SYCL_BINARY_H

#include <stdbool.h>
#include <stddef.h>

struct spirv_image {
  size_t offset; /* in the section */
  size_t size;
};

struct sycl_binary {
  const char *path;
  char stem[256]; /* the file name up to its first dot: output names */
  unsigned char *section;
  size_t section_size;
  struct spirv_image *images;
  size_t image_count;
};

/* Reads path's section and finds its images: each starts with the SPIR-V
 * magic number and runs, instruction by word-counted instruction, to the
 * next magic number or the section's end (the header has no length).
 * False after one error naming path. */
bool sycl_binary_read(const char *path, struct sycl_binary *binary);
void sycl_binary_free(struct sycl_binary *binary);

#endif
