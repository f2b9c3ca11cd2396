/* The rules applied to every Itanium-mangled function of a module. */
#ifndef REMANGLER_REMANGLE_MODULE_H
#define REMANGLER_REMANGLE_MODULE_H

#include <stddef.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#include "remangle_rules.h"

struct remangle_counts {
  size_t renamed;
  size_t entry_points;
  size_t missing_targets;
  size_t unparsed;
};

/* Renames every _Z function (rule 1), then adds the entry points of rule 2
 * (original names) and rule 3 (host spellings) for the definitions; all
 * renames happen first so the targets and free names found do not depend on
 * the order of functions in the module.
 * Each step is reported on log unless it is NULL. */
void remangle_module(LLVMModuleRef module, const struct remangle_variant *variant,
                     FILE *log, struct remangle_counts *counts);

/* -t: counts the _Z function names that do not parse or do not print back to
 * themselves, reporting each on errors; *checked gets the number of names. */
size_t check_module_round_trip(LLVMModuleRef module, FILE *errors, size_t *checked);

#endif
