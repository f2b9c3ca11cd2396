/* A bump allocator for the nodes of one mangled name: everything is freed at
 * once when the next name starts, which keeps a whole library's worth of
 * names down to a handful of mallocs. */
#ifndef REMANGLER_NAME_ARENA_H
#define REMANGLER_NAME_ARENA_H

#include <stddef.h>

struct name_arena_block;

struct name_arena {
  struct name_arena_block *blocks;
};

void name_arena_init(struct name_arena *arena);

/* Zeroed memory aligned for any node; aborts when out of memory. */
void *name_arena_alloc(struct name_arena *arena, size_t size);

/* Forgets every allocation but keeps the first block for reuse. */
void name_arena_reset(struct name_arena *arena);

void name_arena_free(struct name_arena *arena);

#endif
