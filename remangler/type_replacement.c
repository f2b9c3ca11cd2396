#include "type_replacement.h"

#include <string.h>

void type_replacement_map_add(struct type_replacement_map *map,
                              const char *from, const char *to) {
  map->entries[map->count].from = from;
  map->entries[map->count].to = to;
  ++map->count;
}

const char *type_replacement_lookup(const struct type_replacement_map *map,
                                    const char *code, size_t length) {
  for (size_t i = 0; i < map->count; ++i) {
    const char *from = map->entries[i].from;
    if (strlen(from) == length && memcmp(from, code, length) == 0)
      return map->entries[i].to;
  }
  return NULL;
}

static struct mangled_node *replace_node_types(struct name_arena *arena,
                                               struct mangled_node *node,
                                               const struct type_replacement_map *map);

/* The rewritten items, or items itself when none changed. */
static struct mangled_node **replace_list_types(struct name_arena *arena,
                                                struct mangled_node **items, size_t count,
                                                const struct type_replacement_map *map) {
  struct mangled_node **replaced = NULL;
  for (size_t i = 0; i < count; ++i) {
    struct mangled_node *item = replace_node_types(arena, items[i], map);
    if (item != items[i] && !replaced) {
      replaced = name_arena_alloc(arena, count * sizeof *replaced);
      memcpy(replaced, items, count * sizeof *replaced);
    }
    if (replaced)
      replaced[i] = item;
  }
  return replaced ? replaced : items;
}

static struct mangled_node *replace_node_types(struct name_arena *arena,
                                               struct mangled_node *node,
                                               const struct type_replacement_map *map) {
  if (!node)
    return NULL;
  if (node->kind == MANGLED_BUILTIN_TYPE) {
    const char *to = type_replacement_lookup(map, node->text, node->text_length);
    if (!to)
      return node;
    struct mangled_node *replaced = mangled_node_copy(arena, node);
    replaced->text = to;
    replaced->text_length = strlen(to);
    return replaced;
  }
  struct mangled_node *child = replace_node_types(arena, node->child, map);
  struct mangled_node **items =
      replace_list_types(arena, node->items, node->item_count, map);
  if (child == node->child && items == node->items)
    return node;
  struct mangled_node *replaced = mangled_node_copy(arena, node);
  replaced->child = child;
  replaced->items = items;
  return replaced;
}

struct mangled_function *replace_function_types(
    struct name_arena *arena, const struct mangled_function *function,
    const struct type_replacement_map *map) {
  struct mangled_function *replaced = name_arena_alloc(arena, sizeof *replaced);
  *replaced = *function;
  replaced->name = replace_node_types(arena, function->name, map);
  replaced->return_type = replace_node_types(arena, function->return_type, map);
  replaced->params =
      replace_list_types(arena, function->params, function->param_count, map);
  return replaced;
}
