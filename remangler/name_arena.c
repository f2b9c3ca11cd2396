#include "name_arena.h"

#include <stdalign.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NAME_ARENA_BLOCK_SIZE = 16384 };

struct name_arena_block {
  struct name_arena_block *next;
  size_t used;
  size_t size;
  alignas(max_align_t) unsigned char data[];
};

static struct name_arena_block *name_arena_block_new(size_t size) {
  struct name_arena_block *block = malloc(sizeof *block + size);
  if (!block) {
    fputs("libclc-remangler: out of memory\n", stderr);
    abort();
  }
  block->next = NULL;
  block->used = 0;
  block->size = size;
  return block;
}

void name_arena_init(struct name_arena *arena) { arena->blocks = NULL; }

void *name_arena_alloc(struct name_arena *arena, size_t size) {
  size = (size + alignof(max_align_t) - 1) & ~(alignof(max_align_t) - 1);
  struct name_arena_block *block = arena->blocks;
  if (!block || block->size - block->used < size) {
    size_t block_size = size > NAME_ARENA_BLOCK_SIZE ? size : NAME_ARENA_BLOCK_SIZE;
    block = name_arena_block_new(block_size);
    block->next = arena->blocks;
    arena->blocks = block;
  }
  void *memory = block->data + block->used;
  block->used += size;
  memset(memory, 0, size);
  return memory;
}

void name_arena_reset(struct name_arena *arena) {
  struct name_arena_block *block = arena->blocks;
  if (!block)
    return;
  /* Keep the oldest block, the one every name fits in. */
  while (block->next) {
    struct name_arena_block *next = block->next;
    free(block);
    block = next;
  }
  block->used = 0;
  arena->blocks = block;
}

void name_arena_free(struct name_arena *arena) {
  struct name_arena_block *block = arena->blocks;
  while (block) {
    struct name_arena_block *next = block->next;
    free(block);
    block = next;
  }
  arena->blocks = NULL;
}
