#include "mangled_ast.h"

#include <string.h>

struct mangled_node *mangled_node_new(struct name_arena *arena,
                                      enum mangled_node_kind kind) {
  struct mangled_node *node = name_arena_alloc(arena, sizeof *node);
  node->kind = kind;
  node->text = "";
  return node;
}

struct mangled_node *mangled_node_copy(struct name_arena *arena,
                                       const struct mangled_node *node) {
  struct mangled_node *copy = name_arena_alloc(arena, sizeof *copy);
  *copy = *node;
  return copy;
}

bool mangled_node_equal(const struct mangled_node *a,
                        const struct mangled_node *b) {
  if (a == b)
    return true;
  if (!a || !b)
    return false;
  if (a->kind != b->kind || a->number != b->number || a->cv != b->cv ||
      a->ref != b->ref || a->extern_c != b->extern_c ||
      a->text_length != b->text_length || a->item_count != b->item_count)
    return false;
  if (memcmp(a->text, b->text, a->text_length) != 0)
    return false;
  for (size_t i = 0; i < a->item_count; ++i)
    if (!mangled_node_equal(a->items[i], b->items[i]))
      return false;
  return mangled_node_equal(a->child, b->child);
}

static void count_expanded(const struct mangled_node *node, size_t limit, size_t *count) {
  if (!node || *count > limit)
    return;
  ++*count;
  for (size_t i = 0; i < node->item_count; ++i)
    count_expanded(node->items[i], limit, count);
  count_expanded(node->child, limit, count);
}

size_t mangled_node_expanded_size(const struct mangled_node *node, size_t limit) {
  size_t count = 0;
  count_expanded(node, limit, &count);
  return count;
}
