/* A kernel's argument values as piKernelSetArg and friends give them, and
 * the packing of local-memory arguments into one dynamic shared block. */
#ifndef PI_CUDA_KERNEL_ARGS_H
#define PI_CUDA_KERNEL_ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "result.h"

enum kernel_arg_kind { ARG_UNSET, ARG_VALUE, ARG_LOCAL };

struct kernel_arg {
  enum kernel_arg_kind kind;
  uint32_t size;        /* bytes stored: the value, or 4 for a local offset */
  size_t local_size;    /* ARG_LOCAL: bytes of shared memory requested */
  size_t storage_offset;
};

struct kernel_args {
  uint32_t count; /* highest index set + 1 */
  uint32_t capacity;
  struct kernel_arg *list;
  unsigned char *storage;
  size_t storage_used, storage_capacity;
};

core_result kernel_args_set_value(struct kernel_args *args, uint32_t index, size_t size,
                                  const void *value);
/* A local accessor: the kernel parameter (an i32 after the NVPTX passes)
 * receives the byte offset of its slice at launch. */
core_result kernel_args_set_local(struct kernel_args *args, uint32_t index, size_t size);
void kernel_args_free(struct kernel_args *args);

static inline void *kernel_arg_value(const struct kernel_args *args, uint32_t index) {
  return args->storage + args->list[index].storage_offset;
}

/* Each local slice is aligned to the largest power of two dividing its size
 * (its elements' natural alignment or more), at least 16 and at most 128
 * bytes: the alignment the NVPTX pass promises LLVM (docs/contracts.md). */
size_t local_arg_alignment(size_t size);

/* Lays out the local arguments in index order, writes each one's offset into
 * its i32 value, and returns the total dynamic shared memory. */
size_t kernel_args_layout_local(struct kernel_args *args);

#endif
