/* Stands in for a UR loader built by the Intel compiler of release
 * FAKE_VERSION: its .comment carries that compiler's mark, which is how our
 * adapter tells which release is calling (cuda_plugin/ur/host_release.c). */
#include <stdbool.h>

#include <dlfcn.h>
#include <unified-runtime/ur_ddi.h>

#define STRING(x) #x
#define EXPAND(x) STRING(x)
#define MARK                                                                                       \
  "Intel(R) oneAPI DPC++/C++ Compiler " EXPAND(FAKE_VERSION) " (" EXPAND(FAKE_VERSION) "." EXPAND( \
      FAKE_BUILD) ")"
/* .ident: the assembler's way into .comment, as compilers record themselves. */
__asm__(".ident \"" MARK "\"");

/* Loads the adapter and calls its urGetAdapterProcAddrTable from this
 * library, as the loader does (built without sibling calls, so the return
 * address the adapter sees is in here). UR_RESULT_ERROR_UNINITIALIZED when
 * the adapter or its getter cannot be found. */
__attribute__((visibility("default"))) ur_result_t
fake_loader_get_adapter_table(const char *adapter_path, ur_adapter_dditable_t *table) {
  void *adapter = dlopen(adapter_path, RTLD_LAZY | RTLD_LOCAL);
  if (!adapter)
    return UR_RESULT_ERROR_UNINITIALIZED;
  ur_pfnGetAdapterProcAddrTable_t get =
      (ur_pfnGetAdapterProcAddrTable_t)dlsym(adapter, "urGetAdapterProcAddrTable");
  if (!get)
    return UR_RESULT_ERROR_UNINITIALIZED;
  return get(UR_API_VERSION_CURRENT, table);
}
