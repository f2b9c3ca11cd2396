#include "mangled_printer.h"

#include <stdbool.h>

struct printer {
  struct name_buffer *out;
  struct substitution_table *substitutions;
};

static void print_type(struct printer *p, struct mangled_node *type);

static void put(struct printer *p, const char *text, size_t length) {
  name_buffer_append(p->out, text, length);
}

static void put_char(struct printer *p, char c) {
  name_buffer_append_char(p->out, c);
}

/* Writes S_/S<seq-id>_ if an equal candidate was written before. */
static bool print_substitution_if_seen(struct printer *p,
                                       const struct mangled_node *node) {
  long index = substitution_table_find(p->substitutions, node);
  if (index < 0)
    return false;
  char reference[16];
  put(p, reference, substitution_format_reference((size_t)index, reference));
  return true;
}

static void remember(struct printer *p, struct mangled_node *node) {
  substitution_table_add(p->substitutions, node);
}

static void print_source_name(struct printer *p, const struct mangled_node *name) {
  if (name->internal_linkage)
    put_char(p, 'L');
  name_buffer_append_number(p->out, name->text_length);
  put(p, name->text, name->text_length);
}

static void print_cv_qualifiers(struct printer *p, unsigned cv) {
  if (cv & MANGLED_CV_RESTRICT)
    put_char(p, 'r');
  if (cv & MANGLED_CV_VOLATILE)
    put_char(p, 'V');
  if (cv & MANGLED_CV_CONST)
    put_char(p, 'K');
}

static void print_ref_qualifier(struct printer *p, enum mangled_ref_qualifier ref) {
  if (ref == MANGLED_REF_LVALUE)
    put_char(p, 'R');
  else if (ref == MANGLED_REF_RVALUE)
    put_char(p, 'O');
}

static void print_template_arg(struct printer *p, struct mangled_node *arg) {
  if (arg->kind == MANGLED_LITERAL) {
    put_char(p, 'L');
    print_type(p, arg->child);
    put(p, arg->text, arg->text_length);
    put_char(p, 'E');
  } else if (arg->kind == MANGLED_ARGUMENT_PACK) {
    put_char(p, 'J');
    for (size_t i = 0; i < arg->item_count; ++i)
      print_template_arg(p, arg->items[i]);
    put_char(p, 'E');
  } else {
    print_type(p, arg);
  }
}

static void print_template_args(struct printer *p, const struct mangled_node *id) {
  put_char(p, 'I');
  for (size_t i = 0; i < id->item_count; ++i)
    print_template_arg(p, id->items[i]);
  put_char(p, 'E');
}

static void print_prefix(struct printer *p, struct mangled_node *prefix);

/* A name without making the whole of it a candidate: that is the caller's
 * business (a class type is one, a function name is not). */
static void print_name_components(struct printer *p, struct mangled_node *name) {
  if (name->kind == MANGLED_TEMPLATE_ID) {
    print_prefix(p, name->child);
    print_template_args(p, name);
  } else if (name->kind == MANGLED_NAME) {
    if (name->child)
      print_prefix(p, name->child);
    print_source_name(p, name);
  } else {
    print_type(p, name);
  }
}

/* Every <prefix> and <template-prefix> is a substitution candidate. */
static void print_prefix(struct printer *p, struct mangled_node *prefix) {
  if (prefix->kind != MANGLED_NAME && prefix->kind != MANGLED_TEMPLATE_ID) {
    print_type(p, prefix);
    return;
  }
  if (print_substitution_if_seen(p, prefix))
    return;
  print_name_components(p, prefix);
  remember(p, prefix);
}

static bool name_is_nested(const struct mangled_node *name) {
  if (name->kind == MANGLED_TEMPLATE_ID)
    name = name->child;
  return name->kind == MANGLED_NAME && name->child != NULL;
}

static void print_name(struct printer *p, struct mangled_node *name, unsigned cv,
                       enum mangled_ref_qualifier ref) {
  if (!name_is_nested(name) && cv == 0 && ref == MANGLED_REF_NONE) {
    print_name_components(p, name);
    return;
  }
  put_char(p, 'N');
  print_cv_qualifiers(p, cv);
  print_ref_qualifier(p, ref);
  print_name_components(p, name);
  put_char(p, 'E');
}

static void print_vendor_qualifier(struct printer *p, const struct mangled_node *qualifier) {
  put_char(p, 'U');
  if (qualifier->kind == MANGLED_TEMPLATE_ID) {
    print_source_name(p, qualifier->child);
    print_template_args(p, qualifier);
  } else {
    print_source_name(p, qualifier);
  }
}

static void print_function_type(struct printer *p, const struct mangled_node *function) {
  put_char(p, 'F');
  if (function->extern_c)
    put_char(p, 'Y');
  print_type(p, function->child);
  for (size_t i = 0; i < function->item_count; ++i)
    print_type(p, function->items[i]);
  print_ref_qualifier(p, function->ref);
  put_char(p, 'E');
}

static void print_sized_type(struct printer *p, const char *marker,
                             const struct mangled_node *type) {
  put(p, marker, marker[1] ? 2 : 1);
  put(p, type->text, type->text_length);
  put_char(p, '_');
  print_type(p, type->child);
}

static void print_type_body(struct printer *p, struct mangled_node *type) {
  switch (type->kind) {
  case MANGLED_VENDOR_TYPE:
    put_char(p, 'u');
    print_source_name(p, type);
    break;
  case MANGLED_NAME:
  case MANGLED_TEMPLATE_ID:
    print_name(p, type, 0, MANGLED_REF_NONE);
    break;
  case MANGLED_POINTER:
    put_char(p, 'P');
    print_type(p, type->child);
    break;
  case MANGLED_LVALUE_REFERENCE:
    put_char(p, 'R');
    print_type(p, type->child);
    break;
  case MANGLED_RVALUE_REFERENCE:
    put_char(p, 'O');
    print_type(p, type->child);
    break;
  case MANGLED_QUALIFIED:
    for (size_t i = 0; i < type->item_count; ++i)
      print_vendor_qualifier(p, type->items[i]);
    print_cv_qualifiers(p, type->cv);
    print_type(p, type->child);
    break;
  case MANGLED_VECTOR:
    print_sized_type(p, "Dv", type);
    break;
  case MANGLED_ARRAY:
    print_sized_type(p, "A", type);
    break;
  case MANGLED_FUNCTION_TYPE:
    print_function_type(p, type);
    break;
  case MANGLED_TEMPLATE_PARAM:
    put_char(p, 'T');
    put(p, type->text, type->text_length);
    put_char(p, '_');
    break;
  case MANGLED_BUILTIN_TYPE:
  case MANGLED_LITERAL:
  case MANGLED_ARGUMENT_PACK:
    break;
  }
}

/* Builtin types are never candidates (ABI 5.1.10); every other type is
 * written once and referred to after that. */
static void print_type(struct printer *p, struct mangled_node *type) {
  if (type->kind == MANGLED_BUILTIN_TYPE) {
    put(p, type->text, type->text_length);
    return;
  }
  if (print_substitution_if_seen(p, type))
    return;
  print_type_body(p, type);
  remember(p, type);
}

void mangled_print_function(const struct mangled_function *function,
                            struct substitution_table *substitutions,
                            struct name_buffer *out) {
  struct printer p = {out, substitutions};
  substitution_table_reset(substitutions);
  put(&p, "_Z", 2);
  print_name(&p, function->name, function->name_cv, function->name_ref);
  if (function->return_type)
    print_type(&p, function->return_type);
  for (size_t i = 0; i < function->param_count; ++i)
    print_type(&p, function->params[i]);
  put(&p, function->vendor_suffix, function->vendor_suffix_length);
}
