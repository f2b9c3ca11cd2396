/* Entry points: a second name for an existing function. ptxas accepts a
 * PTX .alias only between strong definitions (LLVM 19's NVPTX printer
 * rejects a weak or linkonce alias or aliasee, and needs sm_30+/PTX 6.3), so
 * elsewhere the entry point is a thin function that calls the target. */
#ifndef REMANGLER_ENTRY_POINT_H
#define REMANGLER_ENTRY_POINT_H

#include <llvm-c/Core.h>

enum entry_point_kind { ENTRY_POINT_ALIAS, ENTRY_POINT_FORWARDER };

/* Adds name as an entry point to target, with the linkage and visibility of
 * the function that used to carry name. The name must be free. */
enum entry_point_kind add_entry_point(LLVMModuleRef module, const char *name,
                                      LLVMValueRef target, LLVMLinkage linkage,
                                      LLVMVisibility visibility);

#endif
