#define _POSIX_C_SOURCE 200809L
#include "remangle_module.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "entry_point.h"

/* What phase 1 learnt about a renamed function; its names outlive renaming. */
struct renamed_function {
  LLVMValueRef function;
  char *original;
  char *renamed; /* the original when rule 1 changes nothing */
  char *entry_target;
  char *spellings[HOST_SPELLINGS_MAX];
  size_t spelling_count;
  LLVMLinkage linkage;
  LLVMVisibility visibility;
  bool is_definition;
};

struct renamed_function_list {
  struct renamed_function *items;
  size_t count;
  size_t capacity;
};

static void report(FILE *log, const char *format, ...) {
  if (!log)
    return;
  va_list args;
  va_start(args, format);
  fputs("libclc-remangler: ", log);
  vfprintf(log, format, args);
  fputc('\n', log);
  va_end(args);
}

static char *copy_string(const char *text, size_t length) {
  char *copy = strndup(text, length);
  if (!copy)
    abort();
  return copy;
}

/* The first function from function on (inclusive) with an Itanium name. */
static LLVMValueRef next_mangled_function(LLVMValueRef function, const char **name,
                                          size_t *length) {
  for (; function; function = LLVMGetNextFunction(function)) {
    *name = LLVMGetValueName2(function, length);
    if (*length > 2 && (*name)[0] == '_' && (*name)[1] == 'Z')
      return function;
  }
  return NULL;
}

static bool is_local_linkage(LLVMLinkage linkage) {
  return linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage;
}

static bool global_name_taken(LLVMModuleRef module, const char *name) {
  size_t length = strlen(name);
  return LLVMGetNamedFunction(module, name) || LLVMGetNamedGlobal(module, name) ||
         LLVMGetNamedGlobalAlias(module, name, length) ||
         LLVMGetNamedGlobalIFunc(module, name, length);
}

/* libclc builds for the OpenCL triple; SYCL device code links as CUDA. */
static void fix_module_triple(LLVMModuleRef module) {
  if (strcmp(LLVMGetTarget(module), "nvptx64-unknown-nvidiacl") == 0)
    LLVMSetTarget(module, "nvptx64-nvidia-cuda");
}

static struct renamed_function *append_renamed(struct renamed_function_list *list) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 256;
    list->items = realloc(list->items, list->capacity * sizeof *list->items);
    if (!list->items)
      abort();
  }
  return &list->items[list->count++];
}

static void record_renamed(struct renamed_function_list *list, LLVMValueRef function,
                           const char *name, size_t length,
                           const struct builtin_name_remangler *names) {
  struct renamed_function *entry = append_renamed(list);
  entry->function = function;
  entry->original = copy_string(name, length);
  entry->renamed = copy_string(names->renamed.data, names->renamed.length);
  entry->entry_target = copy_string(names->entry_target.data, names->entry_target.length);
  entry->spelling_count = names->spelling_count;
  for (size_t i = 0; i < names->spelling_count; ++i)
    entry->spellings[i] = copy_string(names->spellings[i].data, names->spellings[i].length);
  entry->linkage = LLVMGetLinkage(function);
  entry->visibility = LLVMGetVisibility(function);
  entry->is_definition = !LLVMIsDeclaration(function);
}

/* Phase 1: work out every name without touching the module. */
static void collect_renamed_functions(LLVMModuleRef module,
                                      const struct remangle_variant *variant, FILE *log,
                                      struct remangle_counts *counts,
                                      struct renamed_function_list *list) {
  struct builtin_name_remangler names;
  builtin_name_remangler_init(&names, variant);
  const char *name;
  size_t length;
  for (LLVMValueRef function = next_mangled_function(LLVMGetFirstFunction(module), &name, &length);
       function; function = next_mangled_function(LLVMGetNextFunction(function), &name, &length)) {
    enum name_remangle_result result = builtin_name_remangle(&names, name, length);
    if (result == NAME_UNPARSED) {
      ++counts->unparsed;
      report(log, "cannot parse %.*s; left as it is", (int)length, name);
    } else if (result == NAME_RENAMED || names.spelling_count) {
      record_renamed(list, function, name, length, &names);
    }
  }
  builtin_name_remangler_free(&names);
}

/* The renamed form already names a function (an explicit signed char
 * overload, or another original that maps to the same signature): one
 * function keeps the name, a definition over a declaration and otherwise the
 * one already there, and the other's uses move to it. */
static void merge_into_existing(struct renamed_function *entry, LLVMValueRef existing,
                                FILE *log) {
  bool keep_existing = !LLVMIsDeclaration(existing) || LLVMIsDeclaration(entry->function);
  LLVMValueRef kept = keep_existing ? existing : entry->function;
  LLVMValueRef dropped = keep_existing ? entry->function : existing;
  LLVMReplaceAllUsesWith(dropped, kept);
  LLVMDeleteFunction(dropped);
  if (!keep_existing)
    LLVMSetValueName2(kept, entry->renamed, strlen(entry->renamed));
  report(log, "renamed %s -> %s, which already existed; kept the %s one", entry->original,
         entry->renamed, keep_existing ? "existing" : "renamed");
}

/* Phase 2: rule 1. */
static void rename_function(LLVMModuleRef module, struct renamed_function *entry,
                            FILE *log, struct remangle_counts *counts) {
  if (strcmp(entry->original, entry->renamed) == 0)
    return;
  LLVMValueRef existing = LLVMGetNamedFunction(module, entry->renamed);
  if (existing) {
    merge_into_existing(entry, existing, log);
  } else if (global_name_taken(module, entry->renamed)) {
    report(log, "kept %s: %s names a global that is not a function", entry->original,
           entry->renamed);
    return;
  } else {
    LLVMSetValueName2(entry->function, entry->renamed, strlen(entry->renamed));
    report(log, "renamed %s -> %s", entry->original, entry->renamed);
  }
  ++counts->renamed;
}

static void add_entry_point_if_target_exists(LLVMModuleRef module, const char *name,
                                             const char *target_name,
                                             const struct renamed_function *entry,
                                             FILE *log, struct remangle_counts *counts) {
  if (global_name_taken(module, name)) {
    report(log, "not added %s -> %s: %s already exists", name, target_name, name);
    return;
  }
  LLVMValueRef target = LLVMGetNamedFunction(module, target_name);
  if (!target) {
    ++counts->missing_targets;
    report(log, "not added %s: no function %s to point it to", name, target_name);
    return;
  }
  enum entry_point_kind kind =
      add_entry_point(module, name, target, entry->linkage, entry->visibility);
  ++counts->entry_points;
  report(log, "added %s -> %s (%s)", name, target_name,
         kind == ENTRY_POINT_ALIAS ? "alias" : "forwarding function");
}

/* Phase 3: rule 2 for renamed definitions that callers outside can reach. */
static void add_original_entry_point(LLVMModuleRef module, const struct renamed_function *entry,
                                     FILE *log, struct remangle_counts *counts) {
  if (!entry->is_definition || is_local_linkage(entry->linkage) ||
      strcmp(entry->original, entry->renamed) == 0)
    return;
  add_entry_point_if_target_exists(module, entry->original, entry->entry_target, entry, log,
                                   counts);
}

/* Phase 4: rule 3, names that rule 2 already gave skipped quietly. */
static void add_spelling_entry_points(LLVMModuleRef module, const struct renamed_function *entry,
                                      FILE *log, struct remangle_counts *counts) {
  if (!entry->is_definition || is_local_linkage(entry->linkage))
    return;
  for (size_t i = 0; i < entry->spelling_count; ++i) {
    LLVMValueRef existing = LLVMGetNamedGlobalAlias(module, entry->spellings[i],
                                                    strlen(entry->spellings[i]));
    if (existing && LLVMAliasGetAliasee(existing) == LLVMGetNamedFunction(module, entry->renamed))
      continue;
    add_entry_point_if_target_exists(module, entry->spellings[i], entry->renamed, entry, log,
                                     counts);
  }
}

static void free_renamed_functions(struct renamed_function_list *list) {
  for (size_t i = 0; i < list->count; ++i) {
    free(list->items[i].original);
    free(list->items[i].renamed);
    free(list->items[i].entry_target);
    for (size_t j = 0; j < list->items[i].spelling_count; ++j)
      free(list->items[i].spellings[j]);
  }
  free(list->items);
}

void remangle_module(LLVMModuleRef module, const struct remangle_variant *variant,
                     FILE *log, struct remangle_counts *counts) {
  struct renamed_function_list list = {NULL, 0, 0};
  memset(counts, 0, sizeof *counts);
  fix_module_triple(module);
  collect_renamed_functions(module, variant, log, counts, &list);
  for (size_t i = 0; i < list.count; ++i)
    rename_function(module, &list.items[i], log, counts);
  for (size_t i = 0; i < list.count; ++i)
    add_original_entry_point(module, &list.items[i], log, counts);
  for (size_t i = 0; i < list.count; ++i)
    add_spelling_entry_points(module, &list.items[i], log, counts);
  free_renamed_functions(&list);
}

size_t check_module_round_trip(LLVMModuleRef module, FILE *errors, size_t *checked) {
  /* The variant does not matter: a round trip applies no rule. */
  const struct remangle_variant variant = {LONG_WIDTH_64, CHAR_SIGNED};
  struct builtin_name_remangler names;
  builtin_name_remangler_init(&names, &variant);
  size_t failures = 0;
  *checked = 0;
  const char *name;
  size_t length;
  for (LLVMValueRef function = next_mangled_function(LLVMGetFirstFunction(module), &name, &length);
       function; function = next_mangled_function(LLVMGetNextFunction(function), &name, &length)) {
    ++*checked;
    if (!builtin_name_round_trip(&names, name, length)) {
      ++failures;
      report(errors, "round trip: cannot parse %.*s", (int)length, name);
    } else if (names.renamed.length != length ||
               memcmp(names.renamed.data, name, length) != 0) {
      ++failures;
      report(errors, "round trip: %.*s prints back as %s", (int)length, name,
             names.renamed.data);
    }
  }
  builtin_name_remangler_free(&names);
  return failures;
}
