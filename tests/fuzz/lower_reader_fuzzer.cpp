//===- lower_reader_fuzzer.cpp - sycl-nvptx-lower's reader and passes -----===//
//
// libFuzzer target: what sycl-nvptx-lower does with an input file, in
// process: LLVM's IR reader (bitcode or text), then both passes through the
// C entry point, which verifies the module before and after. Any bytes give
// a module or an error, never a crash, leak or undefined behaviour; a module
// the passes accept must still verify and write as bitcode.
//
//===----------------------------------------------------------------------===//

#include "bitcode_probe.h"
#include "nvptx_passes.h"

#include "llvm-c/Core.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

using namespace llvm;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  LLVMContext Ctx;
  SMDiagnostic Diag;
  // LLVM's IR lexer needs the NUL after the buffer that files get when read.
  std::unique_ptr<MemoryBuffer> Input = MemoryBuffer::getMemBufferCopy(
      StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz-input");
  // As the tool does: bitcode that crashes LLVM's reader is refused first.
  char Why[256];
  if (isBitcode(Input->getBuffer().bytes_begin(), Input->getBuffer().bytes_end()) &&
      !bitcode_reader_survives(Input->getBufferStart(), Input->getBufferSize(), Why, sizeof Why))
    return 0;
  std::unique_ptr<Module> M = parseIR(Input->getMemBufferRef(), Diag, Ctx);
  // As the tool does: the passes take valid modules only.
  if (!M || verifyModule(*M))
    return 0;
  char *Error = nullptr;
  if (sycl_nvptx_run_passes(wrap(M.get()), "local-accessor-to-shared-memory,global-offset",
                            &Error)) {
    LLVMDisposeMessage(Error);
    return 0;
  }
  if (verifyModule(*M, &errs())) {
    errs() << "lower_reader_fuzzer: the passes accepted the input and left a broken module\n";
    abort();
  }
  SmallVector<char, 0> Bitcode;
  raw_svector_ostream OS(Bitcode);
  WriteBitcodeToFile(*M, OS);
  return 0;
}
