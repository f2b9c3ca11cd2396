/* libFuzzer target: the compile driver's input reader, in process. Any
 * bytes go through read_module_buffer (bitcode or textual IR, then LLVM's
 * verifier) and check_target, as a .ll or .bc input would: a module or one
 * error line, never a crash, leak or undefined behaviour. */
#include <stdint.h>

#include <llvm-c/Core.h>

#include "diag.h"
#include "frontend.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  LLVMContextRef context = LLVMContextCreate();
  diag_capture_llvm(context);
  LLVMMemoryBufferRef buffer =
      LLVMCreateMemoryBufferWithMemoryRangeCopy((const char *)data, size, "fuzz-input");
  LLVMModuleRef module = read_module_buffer(context, buffer, "fuzz-input");
  if (module) {
    check_target(module, "fuzz-input");
    LLVMDisposeModule(module);
  }
  LLVMContextDispose(context);
  return 0;
}
