//===- sycl-nvptx-lower.cpp - Run the SYCL NVPTX passes on a file -----------===//
//
// sycl-nvptx-lower in.bc -o out.bc
//     [--passes=local-accessor-to-shared-memory,constant-parameters-to-global,
//               global-offset] [-S]
//
// Reads bitcode or textual IR, runs the passes through the C entry point the
// compile driver uses, and writes the result. Any failure prints one line and
// writes no output file.
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
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>

using namespace llvm;

static cl::OptionCategory ToolCategory("sycl-nvptx-lower options");

static cl::opt<std::string> InputFilename(cl::Positional, cl::Required,
                                          cl::desc("<input .bc or .ll>"),
                                          cl::cat(ToolCategory));
static cl::opt<std::string> OutputFilename("o", cl::init("-"),
                                           cl::desc("Output file (default: stdout)"),
                                           cl::value_desc("file"),
                                           cl::cat(ToolCategory));
static cl::opt<std::string>
    PassList("passes",
             cl::init("local-accessor-to-shared-memory,"
                      "constant-parameters-to-global,global-offset"),
             cl::desc("Comma-separated passes, run in this order "
                      "(default: local-accessor-to-shared-memory,"
                      "constant-parameters-to-global,global-offset)"),
             cl::cat(ToolCategory));
static cl::opt<bool> EmitText("S", cl::desc("Write textual IR"),
                              cl::cat(ToolCategory));

static int fail(const Twine &Where, const Twine &Message) {
  errs() << "sycl-nvptx-lower: " << Where << ": error: " << Message << "\n";
  return 1;
}

/// The verifier's first line for a module that breaks LLVM's rules (the
/// passes take valid modules only), or "" for a valid one.
static std::string brokenReason(const Module &M) {
  std::string Reason;
  raw_string_ostream OS(Reason);
  if (!verifyModule(M, &OS))
    return "";
  return StringRef(Reason).split('\n').first.str();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(ToolCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "SYCL NVPTX lowering: local accessors to shared "
                              "memory, constant kernel pointers to global "
                              "memory, implicit global offset\n");

  // Past a file size limit (ulimit -f) a write fails with EFBIG and is
  // reported, instead of the signal killing the tool mid-file.
  signal(SIGXFSZ, SIG_IGN);

  LLVMContext Ctx;
  SMDiagnostic Diag;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Input =
      MemoryBuffer::getFileOrSTDIN(InputFilename, /*IsText=*/false);
  if (!Input)
    return fail(InputFilename, "cannot read: " + Input.getError().message());
  // LLVM reads an empty file as an empty textual module; it is a mistake.
  if ((*Input)->getBufferSize() == 0)
    return fail(InputFilename, "empty file (expected LLVM bitcode or IR)");
  StringRef Bytes = (*Input)->getBuffer();
  char Why[256];
  if (isBitcode(Bytes.bytes_begin(), Bytes.bytes_end()) &&
      !bitcode_reader_survives(Bytes.data(), Bytes.size(), Why, sizeof Why))
    return fail(InputFilename, Why);
  std::unique_ptr<Module> M = parseIR((*Input)->getMemBufferRef(), Diag, Ctx);
  if (!M) {
    std::string Where = InputFilename;
    if (Diag.getLineNo() > 0)
      Where += ":" + std::to_string(Diag.getLineNo()) + ":" +
               std::to_string(Diag.getColumnNo() + 1);
    return fail(Where, Diag.getMessage());
  }
  if (std::string Reason = brokenReason(*M); !Reason.empty())
    return fail(InputFilename, "input module is broken: " + Reason);

  char *Error = nullptr;
  if (sycl_nvptx_run_passes(wrap(M.get()), PassList.c_str(), &Error)) {
    fail(InputFilename, Error);
    LLVMDisposeMessage(Error);
    return 1;
  }

  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC,
                     EmitText ? sys::fs::OF_Text : sys::fs::OF_None);
  if (EC)
    return fail(OutputFilename, "cannot open for writing: " + EC.message());
  if (EmitText)
    M->print(Out.os(), nullptr);
  else // Keeps use-list order as llvm-as does: unchanged modules round-trip.
    WriteBitcodeToFile(*M, Out.os(), /*ShouldPreserveUseListOrder=*/true);
  // A full disk shows only here; without keep() the file is removed.
  Out.os().close();
  if (std::error_code WriteError = Out.os().error()) {
    Out.os().clear_error();
    return fail(OutputFilename, "cannot write: " + WriteError.message());
  }
  Out.keep();
  return 0;
}
