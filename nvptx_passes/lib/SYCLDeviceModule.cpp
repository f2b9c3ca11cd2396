//===- SYCLDeviceModule.cpp - What both SYCL NVPTX passes share -------------===//

#include "SYCLDeviceModule.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace sycl_nvptx {

namespace {
/// An input a SYCL NVPTX pass rejects; printed as its message alone.
class PassErrorDiagnostic : public DiagnosticInfo {
  const Twine &Message;

public:
  explicit PassErrorDiagnostic(const Twine &Message)
      : DiagnosticInfo(Kind, DS_Error), Message(Message) {}
  void print(DiagnosticPrinter &DP) const override { DP << Message; }

  static const int Kind;
};
const int PassErrorDiagnostic::Kind = getNextAvailablePluginDiagnosticKind();
} // namespace

bool isSYCLNVPTXDeviceModule(const Module &M) {
  auto *Flag = mdconst::extract_or_null<ConstantInt>(
      M.getModuleFlag("sycl-device"));
  return Flag && Flag->isOne() && Triple(M.getTargetTriple()).isNVPTX();
}

static bool isKernelAnnotation(const MDNode &Node) {
  for (unsigned I = 1; I + 1 < Node.getNumOperands(); I += 2) {
    auto *Key = dyn_cast<MDString>(Node.getOperand(I));
    auto *Value = mdconst::dyn_extract<ConstantInt>(Node.getOperand(I + 1));
    if (Key && Key->getString() == "kernel" && Value && Value->isOne())
      return true;
  }
  return false;
}

static Function *annotatedFunction(const MDNode &Node) {
  if (Node.getNumOperands() == 0)
    return nullptr;
  return mdconst::dyn_extract_or_null<Function>(Node.getOperand(0));
}

SetVector<Function *> collectKernels(Module &M) {
  SmallPtrSet<Function *, 8> Annotated;
  if (NamedMDNode *Annotations = M.getNamedMetadata("nvvm.annotations"))
    for (MDNode *Node : Annotations->operands())
      if (Function *F = annotatedFunction(*Node); F && isKernelAnnotation(*Node))
        Annotated.insert(F);

  SetVector<Function *> Kernels;
  for (Function &F : M)
    if (!F.isDeclaration() && (Annotated.contains(&F) ||
                               F.getCallingConv() == CallingConv::PTX_Kernel))
      Kernels.insert(&F);
  return Kernels;
}

SmallVector<MDNode *> annotationsOf(Module &M, const Function &F) {
  SmallVector<MDNode *> Nodes;
  if (NamedMDNode *Annotations = M.getNamedMetadata("nvvm.annotations"))
    for (MDNode *Node : Annotations->operands())
      if (annotatedFunction(*Node) == &F)
        Nodes.push_back(Node);
  return Nodes;
}

void reportPassError(Module &M, const Twine &Message) {
  M.getContext().diagnose(PassErrorDiagnostic(Message));
}

} // namespace sycl_nvptx
