#include "device_binaries.h"

#include <stdlib.h>
#include <string.h>

/* The target strings of the images (__SYCL_DEVICE_BINARY_TARGET_*). */
static const char TARGET_SPIR64[] = "spir64";
static const char TARGET_NVPTX64[] = "nvptx64";
static const char TARGET_LLVM_NVPTX64[] = "llvm_nvptx64";

enum { SPIRV_MAGIC = 0x07230203u };

int binary_layout_for(const char *path, struct binary_layout *out) {
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  /* Offsets read from each release's __sycl_register_lib (record stride)
   * and RTDeviceBinaryImage's constructor (BinaryStart); versions seen in
   * dpctl 0.21.1 (2) and 0.22.1 (3); 2024.2's are not checked here. */
  static const struct binary_layout known[] = {
      {"libsycl.so.7", 0x60, 0x30, 1, 2}, /* 2024.2, PI */
      {"libsycl.so.8", 0x60, 0x30, 2, 2}, /* 2025.x */
      {"libsycl.so.9", 0x50, 0x20, 3, 3}, /* 2026.x */
  };
  for (size_t i = 0; i < sizeof known / sizeof known[0]; ++i) {
    size_t n = strlen(known[i].libsycl);
    if (strncmp(base, known[i].libsycl, n) == 0 && (base[n] == '\0' || base[n] == '.')) {
      *out = known[i];
      return 1;
    }
  }
  return 0;
}

static const unsigned char *record_at(const struct device_binaries *desc,
                                      const struct binary_layout *layout, unsigned i) {
  return desc->records + (size_t)i * layout->record_size;
}

static uint16_t record_version(const unsigned char *record) {
  uint16_t version;
  memcpy(&version, record, sizeof version);
  return version;
}

static uint8_t record_format(const unsigned char *record) { return record[3]; }

static const char *record_target(const unsigned char *record) {
  const char *target;
  memcpy(&target, record + 8, sizeof target);
  return target;
}

static int record_has_spirv_bytes(const unsigned char *record, const struct binary_layout *layout) {
  const unsigned char *start, *end;
  memcpy(&start, record + layout->image_start, sizeof start);
  memcpy(&end, record + layout->image_start + sizeof start, sizeof end);
  uint32_t magic;
  if (!start || end < start || (size_t)(end - start) < sizeof magic)
    return 0;
  memcpy(&magic, start, sizeof magic);
  return magic == SPIRV_MAGIC;
}

static int targets(const unsigned char *record, const char *target) {
  const char *t = record_target(record);
  return t && strcmp(t, target) == 0;
}

/* A spir64 image whose bytes are SPIR-V: the format says so, or says
 * nothing and the runtime would find the magic itself. */
static int is_spirv_image(const unsigned char *record, const struct binary_layout *layout) {
  uint8_t format = record_format(record);
  return targets(record, TARGET_SPIR64) && (format == FORMAT_SPIRV || format == FORMAT_NONE) &&
         record_has_spirv_bytes(record, layout);
}

static void count_records(const struct device_binaries *desc, const struct binary_layout *layout,
                          struct widen_counts *counts, int *has_nvptx) {
  *has_nvptx = 0;
  for (unsigned i = 0; i < desc->count; ++i) {
    const unsigned char *record = record_at(desc, layout, i);
    uint16_t version = record_version(record);
    if (version < layout->min_version || version > layout->max_version)
      ++counts->foreign;
    else if (targets(record, TARGET_NVPTX64) || targets(record, TARGET_LLVM_NVPTX64))
      *has_nvptx = 1;
    else if (is_spirv_image(record, layout))
      ++counts->twinned;
    else if (targets(record, TARGET_SPIR64) && record_format(record) == FORMAT_COMPRESSED)
      ++counts->compressed;
  }
}

struct device_binaries *widen_with_nvptx_twins(const struct device_binaries *desc,
                                               const struct binary_layout *layout,
                                               struct widen_counts *counts) {
  *counts = (struct widen_counts){.images = desc->count};
  int has_nvptx;
  count_records(desc, layout, counts, &has_nvptx);
  /* A program that carries CUDA code of its own is left as it is, and so
   * is one laid out for another release. */
  if (has_nvptx || counts->foreign)
    counts->twinned = 0;
  if (counts->twinned == 0 || desc->count + counts->twinned > UINT16_MAX)
    return NULL;
  struct device_binaries *copy = malloc(sizeof *copy);
  size_t n = (size_t)desc->count + counts->twinned;
  unsigned char *records = calloc(n, layout->record_size);
  if (!copy || !records) {
    free(copy);
    free(records);
    return NULL;
  }
  memcpy(records, desc->records, (size_t)desc->count * layout->record_size);
  unsigned char *twin = records + (size_t)desc->count * layout->record_size;
  for (unsigned i = 0; i < desc->count; ++i) {
    const unsigned char *record = record_at(desc, layout, i);
    if (!is_spirv_image(record, layout))
      continue;
    memcpy(twin, record, layout->record_size);
    /* Native format: the runtime then hands the bytes to the adapter's
     * urProgramCreateWithBinary instead of refusing SPIR-V on CUDA. */
    twin[3] = FORMAT_NATIVE;
    const char *target = TARGET_NVPTX64;
    memcpy(twin + 8, &target, sizeof target);
    twin += layout->record_size;
  }
  *copy = *desc;
  copy->count = (uint16_t)n;
  copy->records = records;
  return copy;
}

void free_widened(struct device_binaries *copy) {
  if (!copy)
    return;
  free(copy->records);
  free(copy);
}
