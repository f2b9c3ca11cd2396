#include "mangled_parser.h"

#include <stdbool.h>
#include <string.h>

/* Deeper nesting than this is no builtin's name; the limit keeps a hostile
 * name from exhausting the stack. */
enum { MAX_TYPE_DEPTH = 128, MAX_LIST_LENGTH = 256 };

/* Substitutions let a short name stand for a tree that doubles in size with
 * each reference (FvS_S_E, FvS0_S0_E, ...), and comparing, rewriting or
 * printing walks the tree expanded; no builtin's name comes near this many
 * nodes (the largest in libclc, libspirv and the SYCL yardstick have 16). */
enum { MAX_EXPANDED_NODES = 512 };

struct parser {
  const char *cursor;
  const char *end;
  struct name_arena *arena;
  struct substitution_table *substitutions;
  unsigned depth;
};

static struct mangled_node *parse_type(struct parser *p);
static struct mangled_node *parse_template_args(struct parser *p,
                                                struct mangled_node *template_name);

static char peek(const struct parser *p) {
  return p->cursor < p->end ? *p->cursor : '\0';
}

static char peek_at(const struct parser *p, size_t offset) {
  return (size_t)(p->end - p->cursor) > offset ? p->cursor[offset] : '\0';
}

static bool consume(struct parser *p, char c) {
  if (peek(p) != c)
    return false;
  ++p->cursor;
  return true;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static struct mangled_node *new_node(struct parser *p,
                                     enum mangled_node_kind kind) {
  return mangled_node_new(p->arena, kind);
}

/* Reads a run of decimal digits (possibly empty) as node text. */
static void take_digits(struct parser *p, struct mangled_node *node) {
  node->text = p->cursor;
  while (is_digit(peek(p)))
    ++p->cursor;
  node->text_length = (size_t)(p->cursor - node->text);
}

static bool parse_number(struct parser *p, size_t *value) {
  if (!is_digit(peek(p)) || peek(p) == '0')
    return false;
  size_t number = 0;
  while (is_digit(peek(p))) {
    if (number > 100000)
      return false;
    number = number * 10 + (size_t)(*p->cursor++ - '0');
  }
  *value = number;
  return true;
}

/* <source-name> ::= <positive length number> <identifier> */
static struct mangled_node *parse_source_name(struct parser *p,
                                              struct mangled_node *prefix) {
  size_t length;
  if (!parse_number(p, &length) || (size_t)(p->end - p->cursor) < length)
    return NULL;
  struct mangled_node *name = new_node(p, MANGLED_NAME);
  name->text = p->cursor;
  name->text_length = length;
  name->child = prefix;
  p->cursor += length;
  return name;
}

/* A list gathered on the stack, moved to the arena with the rest of the tree. */
static struct mangled_node **copy_items(struct parser *p, struct mangled_node **items,
                                        size_t count) {
  struct mangled_node **copy = name_arena_alloc(p->arena, (count ? count : 1) * sizeof *copy);
  memcpy(copy, items, count * sizeof *copy);
  return copy;
}

/* Collects nodes until the closing character. */
static bool parse_list_until(struct parser *p, char closing,
                             struct mangled_node *(*parse_item)(struct parser *),
                             struct mangled_node *owner) {
  struct mangled_node *items[MAX_LIST_LENGTH];
  size_t count = 0;
  while (!consume(p, closing)) {
    if (p->cursor == p->end || count == MAX_LIST_LENGTH)
      return false;
    struct mangled_node *item = parse_item(p);
    if (!item)
      return false;
    items[count++] = item;
  }
  owner->items = copy_items(p, items, count);
  owner->item_count = count;
  return true;
}

/* <expr-primary> ::= L <type> <value number> E; only literal values. */
static struct mangled_node *parse_literal(struct parser *p) {
  if (!consume(p, 'L') || peek(p) == '_')
    return NULL;
  struct mangled_node *literal = new_node(p, MANGLED_LITERAL);
  if (!(literal->child = parse_type(p)))
    return NULL;
  literal->text = p->cursor;
  while (peek(p) && peek(p) != 'E')
    ++p->cursor;
  literal->text_length = (size_t)(p->cursor - literal->text);
  return consume(p, 'E') ? literal : NULL;
}

static struct mangled_node *parse_template_arg(struct parser *p) {
  switch (peek(p)) {
  case 'L':
    return parse_literal(p);
  case 'J': {
    /* Packs nest without a type in between: count them as parse_type does. */
    if (++p->depth > MAX_TYPE_DEPTH)
      return NULL;
    ++p->cursor;
    struct mangled_node *pack = new_node(p, MANGLED_ARGUMENT_PACK);
    bool parsed = parse_list_until(p, 'E', parse_template_arg, pack);
    --p->depth;
    return parsed ? pack : NULL;
  }
  case 'X': /* expressions do not occur in builtin names */
    return NULL;
  default:
    return parse_type(p);
  }
}

/* <template-args> ::= I <template-arg>+ E */
static struct mangled_node *parse_template_args(struct parser *p,
                                                struct mangled_node *template_name) {
  if (!consume(p, 'I'))
    return NULL;
  struct mangled_node *id = new_node(p, MANGLED_TEMPLATE_ID);
  id->child = template_name;
  if (!parse_list_until(p, 'E', parse_template_arg, id) || id->item_count == 0)
    return NULL;
  return id;
}

/* S_ and S<seq-id>_; the std:: abbreviations (St, Sa, ...) are not used by
 * builtin libraries. */
static struct mangled_node *parse_substitution(struct parser *p) {
  if (!consume(p, 'S'))
    return NULL;
  size_t index;
  if (!substitution_parse_reference(&p->cursor, p->end, &index) ||
      index >= p->substitutions->count)
    return NULL;
  return p->substitutions->entries[index];
}

/* <template-param> ::= T_ | T <number> _ */
static struct mangled_node *parse_template_param(struct parser *p) {
  if (!consume(p, 'T'))
    return NULL;
  struct mangled_node *param = new_node(p, MANGLED_TEMPLATE_PARAM);
  take_digits(p, param);
  return consume(p, '_') ? param : NULL;
}

static unsigned parse_cv_qualifiers(struct parser *p) {
  unsigned cv = 0;
  if (consume(p, 'r'))
    cv |= MANGLED_CV_RESTRICT;
  if (consume(p, 'V'))
    cv |= MANGLED_CV_VOLATILE;
  if (consume(p, 'K'))
    cv |= MANGLED_CV_CONST;
  return cv;
}

/* <nested-name> ::= N [<CV-qualifiers>] [<ref-qualifier>] <prefix>
 *                   <unqualified-name> E, and the template forms. Every prefix
 * (all but the whole name) is a substitution candidate. */
static struct mangled_node *parse_nested_name(struct parser *p, unsigned *cv,
                                              enum mangled_ref_qualifier *ref) {
  if (!consume(p, 'N'))
    return NULL;
  *cv = parse_cv_qualifiers(p);
  *ref = consume(p, 'R')   ? MANGLED_REF_LVALUE
         : consume(p, 'O') ? MANGLED_REF_RVALUE
                           : MANGLED_REF_NONE;
  struct mangled_node *prefix = NULL;
  while (!consume(p, 'E')) {
    bool already_substitutable = false;
    char c = peek(p);
    if (c == 'S' && !prefix) {
      prefix = parse_substitution(p);
      already_substitutable = true;
    } else if (c == 'T' && !prefix) {
      prefix = parse_template_param(p);
    } else if (c == 'I' && prefix) {
      prefix = parse_template_args(p, prefix);
    } else if (is_digit(c)) {
      prefix = parse_source_name(p, prefix);
    } else {
      return NULL;
    }
    if (!prefix)
      return NULL;
    if (!already_substitutable && peek(p) != 'E')
      substitution_table_add(p->substitutions, prefix);
  }
  /* A name without a prefix is written without N ... E. */
  struct mangled_node *unqualified = prefix && prefix->kind == MANGLED_TEMPLATE_ID ? prefix->child : prefix;
  return unqualified && unqualified->kind == MANGLED_NAME && unqualified->child ? prefix : NULL;
}

/* <name> in a function encoding or a class type, with cv/ref of a member
 * function for nested names. An unscoped template name is a candidate. */
static struct mangled_node *parse_name(struct parser *p, unsigned *cv,
                                       enum mangled_ref_qualifier *ref) {
  *cv = 0;
  *ref = MANGLED_REF_NONE;
  if (peek(p) == 'N')
    return parse_nested_name(p, cv, ref);
  if (peek(p) == 'S') {
    struct mangled_node *template_name = parse_substitution(p);
    return template_name && peek(p) == 'I' ? parse_template_args(p, template_name)
                                            : NULL;
  }
  bool internal_linkage = consume(p, 'L');
  struct mangled_node *name = parse_source_name(p, NULL);
  if (!name)
    return NULL;
  name->internal_linkage = internal_linkage;
  if (peek(p) != 'I')
    return name;
  substitution_table_add(p->substitutions, name);
  return parse_template_args(p, name);
}

static struct mangled_node *parse_builtin(struct parser *p, size_t length) {
  struct mangled_node *builtin = new_node(p, MANGLED_BUILTIN_TYPE);
  builtin->text = p->cursor;
  builtin->text_length = length;
  p->cursor += length;
  return builtin;
}

/* DF <bits> _ (_FloatN), DF <bits> x (_FloatNx), DF16b (std::bfloat16_t). */
static struct mangled_node *parse_binary_float(struct parser *p) {
  const char *start = p->cursor;
  p->cursor += 2;
  size_t bits;
  if (!parse_number(p, &bits))
    return NULL;
  if (!consume(p, '_') && !consume(p, 'x') && !(bits == 16 && consume(p, 'b')))
    return NULL;
  struct mangled_node *builtin = new_node(p, MANGLED_BUILTIN_TYPE);
  builtin->text = start;
  builtin->text_length = (size_t)(p->cursor - start);
  return builtin;
}

/* Dv <number> _ <type>, or A [<number>] _ <type>. */
static struct mangled_node *parse_sized_type(struct parser *p, size_t marker_length,
                                             enum mangled_node_kind kind) {
  p->cursor += marker_length;
  struct mangled_node *node = new_node(p, kind);
  take_digits(p, node);
  if ((kind == MANGLED_VECTOR && node->text_length == 0) || !consume(p, '_'))
    return NULL;
  node->child = parse_type(p);
  return node->child ? node : NULL;
}

/* <function-type> ::= F [Y] <return type> <parameter types> [<ref-qualifier>] E */
static struct mangled_node *parse_function_type(struct parser *p) {
  if (!consume(p, 'F'))
    return NULL;
  struct mangled_node *function = new_node(p, MANGLED_FUNCTION_TYPE);
  function->extern_c = consume(p, 'Y');
  if (!(function->child = parse_type(p)))
    return NULL;
  struct mangled_node *params[MAX_LIST_LENGTH];
  size_t count = 0;
  for (;;) {
    if ((peek(p) == 'R' || peek(p) == 'O') && peek_at(p, 1) == 'E') {
      function->ref = peek(p) == 'R' ? MANGLED_REF_LVALUE : MANGLED_REF_RVALUE;
      ++p->cursor;
    }
    if (consume(p, 'E'))
      break;
    if (p->cursor == p->end || count == MAX_LIST_LENGTH ||
        !(params[count++] = parse_type(p)))
      return NULL;
  }
  function->items = copy_items(p, params, count);
  function->item_count = count;
  return function;
}

/* <qualified-type> ::= <extended-qualifier>* <CV-qualifiers> <type>, kept in
 * the order written; one substitution candidate for all the qualifiers. */
static struct mangled_node *parse_qualified_type(struct parser *p) {
  struct mangled_node *qualified = new_node(p, MANGLED_QUALIFIED);
  struct mangled_node *vendor[MAX_LIST_LENGTH];
  size_t count = 0;
  while (consume(p, 'U')) {
    struct mangled_node *qualifier = parse_source_name(p, NULL);
    if (qualifier && peek(p) == 'I')
      qualifier = parse_template_args(p, qualifier);
    if (!qualifier || count == MAX_LIST_LENGTH)
      return NULL;
    vendor[count++] = qualifier;
  }
  qualified->items = copy_items(p, vendor, count);
  qualified->item_count = count;
  qualified->cv = parse_cv_qualifiers(p);
  qualified->child = parse_type(p);
  return qualified->child ? qualified : NULL;
}

static struct mangled_node *parse_pointer_like(struct parser *p,
                                               enum mangled_node_kind kind) {
  ++p->cursor;
  struct mangled_node *node = new_node(p, kind);
  node->child = parse_type(p);
  return node->child ? node : NULL;
}

/* Types that are never substitution candidates: builtins and references to
 * the table. Returns NULL with *handled false for every other type. */
static struct mangled_node *parse_unsubstitutable_type(struct parser *p,
                                                       bool *handled) {
  *handled = true;
  char c = peek(p);
  if (c && strchr("vwbcahstijlmxynofdegz", c))
    return parse_builtin(p, 1);
  if (c == 'D' && peek_at(p, 1) && strchr("defhisuacn", peek_at(p, 1)))
    return parse_builtin(p, 2);
  if (c == 'D' && peek_at(p, 1) == 'F')
    return parse_binary_float(p);
  if (c == 'S') {
    struct mangled_node *substituted = parse_substitution(p);
    if (!substituted || peek(p) != 'I')
      return substituted;
    /* A substituted template name with arguments is a new type. */
    *handled = false;
    return parse_template_args(p, substituted);
  }
  *handled = false;
  return NULL;
}

static struct mangled_node *parse_substitutable_type(struct parser *p) {
  char c = peek(p);
  switch (c) {
  case 'P':
    return parse_pointer_like(p, MANGLED_POINTER);
  case 'R':
    return parse_pointer_like(p, MANGLED_LVALUE_REFERENCE);
  case 'O':
    return parse_pointer_like(p, MANGLED_RVALUE_REFERENCE);
  case 'r':
  case 'V':
  case 'K':
  case 'U':
    return parse_qualified_type(p);
  case 'F':
    return parse_function_type(p);
  case 'A':
    return parse_sized_type(p, 1, MANGLED_ARRAY);
  case 'D':
    return peek_at(p, 1) == 'v' ? parse_sized_type(p, 2, MANGLED_VECTOR) : NULL;
  case 'u': {
    ++p->cursor;
    struct mangled_node *vendor = parse_source_name(p, NULL);
    if (vendor)
      vendor->kind = MANGLED_VENDOR_TYPE;
    return vendor;
  }
  case 'T': {
    struct mangled_node *param = parse_template_param(p);
    if (!param || peek(p) != 'I')
      return param;
    substitution_table_add(p->substitutions, param);
    return parse_template_args(p, param);
  }
  default: {
    unsigned cv;
    enum mangled_ref_qualifier ref;
    if (c != 'N' && !is_digit(c))
      return NULL;
    struct mangled_node *name = parse_name(p, &cv, &ref);
    return name && cv == 0 && ref == MANGLED_REF_NONE ? name : NULL;
  }
  }
}

static struct mangled_node *parse_type(struct parser *p) {
  if (++p->depth > MAX_TYPE_DEPTH)
    return NULL;
  bool handled;
  struct mangled_node *type = parse_unsubstitutable_type(p, &handled);
  if (!handled && !type)
    type = parse_substitutable_type(p);
  if (type && !handled)
    substitution_table_add(p->substitutions, type);
  --p->depth;
  return type;
}

struct mangled_function *mangled_parse_function(
    struct name_arena *arena, struct substitution_table *substitutions,
    const char *name, size_t length) {
  struct parser p = {name, name + length, arena, substitutions, 0};
  substitution_table_reset(substitutions);
  if (!consume(&p, '_') || !consume(&p, 'Z'))
    return NULL;
  struct mangled_function *function = name_arena_alloc(arena, sizeof *function);
  function->name = parse_name(&p, &function->name_cv, &function->name_ref);
  if (!function->name)
    return NULL;
  if (function->name->kind == MANGLED_TEMPLATE_ID &&
      !(function->return_type = parse_type(&p)))
    return NULL;
  struct mangled_node *params[MAX_LIST_LENGTH];
  size_t count = 0;
  while (p.cursor < p.end && peek(&p) != '.') {
    if (count == MAX_LIST_LENGTH || !(params[count++] = parse_type(&p)))
      return NULL;
  }
  function->params = copy_items(&p, params, count);
  function->param_count = count;
  size_t expanded = mangled_node_expanded_size(function->name, MAX_EXPANDED_NODES) +
                    mangled_node_expanded_size(function->return_type, MAX_EXPANDED_NODES);
  for (size_t i = 0; i < count && expanded <= MAX_EXPANDED_NODES; ++i)
    expanded += mangled_node_expanded_size(params[i], MAX_EXPANDED_NODES);
  if (expanded > MAX_EXPANDED_NODES)
    return NULL;
  function->vendor_suffix = p.cursor;
  function->vendor_suffix_length = (size_t)(p.end - p.cursor);
  return function;
}
