/* The tree of an Itanium-mangled function name, as far as builtin libraries
 * use the grammar. Nodes are immutable once built and may be shared (a
 * substitution in the input points at the node it names), so rewriting a
 * type builds new nodes and leaves the old tree intact. */
#ifndef REMANGLER_MANGLED_AST_H
#define REMANGLER_MANGLED_AST_H

#include <stdbool.h>
#include <stddef.h>

#include "name_arena.h"

enum mangled_node_kind {
  MANGLED_BUILTIN_TYPE,     /* text: the code, e.g. "l", "Dh", "DF16_" */
  MANGLED_VENDOR_TYPE,      /* u <source-name>; unlike other builtins, substitutable */
  MANGLED_NAME,             /* text: identifier; child: enclosing prefix or NULL */
  MANGLED_TEMPLATE_ID,      /* child: template name; items: template arguments */
  MANGLED_POINTER,          /* P child */
  MANGLED_LVALUE_REFERENCE, /* R child */
  MANGLED_RVALUE_REFERENCE, /* O child */
  MANGLED_QUALIFIED,        /* items: vendor qualifiers (U...); cv; child */
  MANGLED_VECTOR,           /* Dv text _ child; text: the element count */
  MANGLED_ARRAY,            /* A text _ child; text: the dimension */
  MANGLED_FUNCTION_TYPE,    /* F [Y] child(return) items(params) [R|O] E */
  MANGLED_TEMPLATE_PARAM,   /* T_ (number 0), T<n>_ (number n+1) */
  MANGLED_LITERAL,          /* L child(type) text(value) E */
  MANGLED_ARGUMENT_PACK,    /* J items E */
};

/* CV-qualifier bits, printed in the order r V K. */
enum {
  MANGLED_CV_RESTRICT = 1,
  MANGLED_CV_VOLATILE = 2,
  MANGLED_CV_CONST = 4,
};

/* Ref-qualifiers of member functions and function types. */
enum mangled_ref_qualifier {
  MANGLED_REF_NONE,
  MANGLED_REF_LVALUE, /* R */
  MANGLED_REF_RVALUE, /* O */
};

struct mangled_node {
  enum mangled_node_kind kind;
  const char *text;
  size_t text_length;
  unsigned number;
  unsigned cv;
  enum mangled_ref_qualifier ref;
  bool extern_c;         /* Y in a function type */
  bool internal_linkage; /* L before a source name: a static function */
  struct mangled_node *child;
  struct mangled_node **items;
  size_t item_count;
};

/* <encoding> of a function: its name, the return type that template
 * functions carry, the parameter types, and a vendor suffix (".1"). */
struct mangled_function {
  struct mangled_node *name; /* MANGLED_NAME or MANGLED_TEMPLATE_ID */
  unsigned name_cv;          /* N K ... E on member functions */
  enum mangled_ref_qualifier name_ref;
  struct mangled_node *return_type; /* NULL unless a template */
  struct mangled_node **params;
  size_t param_count;
  const char *vendor_suffix; /* ".1", or empty */
  size_t vendor_suffix_length;
};

struct mangled_node *mangled_node_new(struct name_arena *arena,
                                      enum mangled_node_kind kind);

/* A copy of node's fields in a fresh node, for rewriting one field. */
struct mangled_node *mangled_node_copy(struct name_arena *arena,
                                       const struct mangled_node *node);

/* Structural equality: two types are the same substitution candidate when
 * they are written the same way once expanded. */
bool mangled_node_equal(const struct mangled_node *a,
                        const struct mangled_node *b);

/* The number of nodes in the tree with shared nodes counted each time they
 * are reached (what equality and rewriting walk); stops counting once past
 * limit, so the cost is at most limit + 1 visits. 0 for NULL. */
size_t mangled_node_expanded_size(const struct mangled_node *node, size_t limit);

#endif
