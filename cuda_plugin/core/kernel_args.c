#include "kernel_args.h"

#include <stdlib.h>
#include <string.h>

enum { MIN_LOCAL_ALIGNMENT = 16, MAX_LOCAL_ALIGNMENT = 128, VALUE_ALIGNMENT = 16 };

static core_result grow_list(struct kernel_args *args, uint32_t index) {
  if (index < args->capacity)
    return CORE_SUCCESS;
  uint32_t capacity = args->capacity ? args->capacity : 8;
  while (capacity <= index)
    capacity *= 2;
  struct kernel_arg *list = realloc(args->list, capacity * sizeof *list);
  if (!list)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  memset(list + args->capacity, 0, (capacity - args->capacity) * sizeof *list);
  args->list = list;
  args->capacity = capacity;
  return CORE_SUCCESS;
}

/* Returns a slot of at least `size` bytes for argument `index`, reusing its
 * previous slot when that is large enough. */
static unsigned char *slot_for(struct kernel_args *args, uint32_t index, size_t size) {
  if (grow_list(args, index) != CORE_SUCCESS)
    return NULL;
  struct kernel_arg *arg = &args->list[index];
  if (arg->kind != ARG_UNSET && arg->size >= size)
    return args->storage + arg->storage_offset;
  size_t offset = (args->storage_used + VALUE_ALIGNMENT - 1) & ~(size_t)(VALUE_ALIGNMENT - 1);
  if (offset + size > args->storage_capacity) {
    size_t capacity = args->storage_capacity ? args->storage_capacity : 256;
    while (capacity < offset + size)
      capacity *= 2;
    unsigned char *storage = realloc(args->storage, capacity);
    if (!storage)
      return NULL;
    args->storage = storage;
    args->storage_capacity = capacity;
  }
  args->storage_used = offset + size;
  arg->storage_offset = offset;
  return args->storage + offset;
}

core_result kernel_args_set_value(struct kernel_args *args, uint32_t index, size_t size,
                                  const void *value) {
  if (size == 0 || size > UINT32_MAX)
    return CORE_ERROR_INVALID_ARG_SIZE;
  unsigned char *slot = slot_for(args, index, size);
  if (!slot)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  memcpy(slot, value, size);
  args->list[index].kind = ARG_VALUE;
  args->list[index].size = (uint32_t)size;
  args->list[index].local_size = 0;
  if (index >= args->count)
    args->count = index + 1;
  return CORE_SUCCESS;
}

core_result kernel_args_set_local(struct kernel_args *args, uint32_t index, size_t size) {
  unsigned char *slot = slot_for(args, index, sizeof(uint32_t));
  if (!slot)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  memset(slot, 0, sizeof(uint32_t));
  args->list[index].kind = ARG_LOCAL;
  args->list[index].size = sizeof(uint32_t);
  args->list[index].local_size = size;
  if (index >= args->count)
    args->count = index + 1;
  return CORE_SUCCESS;
}

void kernel_args_free(struct kernel_args *args) {
  free(args->list);
  free(args->storage);
  memset(args, 0, sizeof *args);
}

/* The NVPTX pass tells LLVM every offset is a multiple of 16 (or of the
 * parameter's larger `align`), so that local accessors get vector loads. */
size_t local_arg_alignment(size_t size) {
  size_t lowest_bit = size & (~size + 1);
  if (size == 0 || lowest_bit < MIN_LOCAL_ALIGNMENT)
    return MIN_LOCAL_ALIGNMENT;
  return lowest_bit < MAX_LOCAL_ALIGNMENT ? lowest_bit : MAX_LOCAL_ALIGNMENT;
}

size_t kernel_args_layout_local(struct kernel_args *args) {
  size_t total = 0;
  for (uint32_t i = 0; i < args->count; ++i) {
    struct kernel_arg *arg = &args->list[i];
    if (arg->kind != ARG_LOCAL)
      continue;
    size_t align = local_arg_alignment(arg->local_size);
    total = (total + align - 1) & ~(align - 1);
    uint32_t offset = total > UINT32_MAX ? UINT32_MAX : (uint32_t)total;
    memcpy(kernel_arg_value(args, i), &offset, sizeof offset);
    total += arg->local_size;
  }
  return total;
}
