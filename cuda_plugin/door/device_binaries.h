/* The device-image descriptors that a SYCL program hands to
 * __sycl_register_lib, as each libsycl release lays them out, and the copy
 * of a descriptor in which every spir64 SPIR-V image gains an nvptx64 twin. */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* sycl_device_binaries_struct: the same in libsycl.so.7, .so.8 and .so.9. */
struct device_binaries {
  uint16_t version;
  uint16_t count;
  unsigned char *records; /* count records of binary_layout.record_size bytes */
  void *host_entries_begin;
  void *host_entries_end;
};

/* Where one record (sycl_device_binary_struct) keeps what the door reads:
 * version (u16) at 0, kind (u8) at 2, format (u8) at 3 and the target
 * string at 8 in every release; the image's start and end pointers moved
 * when 2026.0 (libsycl.so.9) dropped the two manifest pointers. */
struct binary_layout {
  const char *libsycl; /* the soname it was read from */
  size_t record_size;
  size_t image_start;                 /* offset of BinaryStart; BinaryEnd follows it */
  uint16_t min_version, max_version; /* record versions the compilers of that release write */
};

/* The layout of the libsycl whose file is PATH (libsycl.so.7, .8 or .9,
 * possibly with a longer version); 0 when the name is not one of those. */
int binary_layout_for(const char *path, struct binary_layout *out);

/* Format values of a record (SYCL_DEVICE_BINARY_TYPE_*). */
enum { FORMAT_NONE = 0, FORMAT_NATIVE = 1, FORMAT_SPIRV = 2, FORMAT_COMPRESSED = 4 };

struct widen_counts {
  unsigned images;     /* records in the descriptor */
  unsigned foreign;    /* records whose version this layout does not know */
  unsigned twinned;    /* spir64 SPIR-V images given an nvptx64 twin */
  unsigned compressed; /* spir64 images left alone: compressed bytes */
};

/* A heap copy of DESC whose records are the originals followed by one
 * nvptx64, native-format twin of each spir64 SPIR-V image (same bytes,
 * entries and properties). NULL when no record needs a twin, when DESC
 * already carries an nvptx64 image, when a record's version is not the
 * layout's, or when memory runs out; COUNTS says which. Free the copy with free_widened. */
struct device_binaries *widen_with_nvptx_twins(const struct device_binaries *desc,
                                               const struct binary_layout *layout,
                                               struct widen_counts *counts);
void free_widened(struct device_binaries *copy);
