//===- SPIRGenericCasts.cpp - OpGenericCastToPtrExplicit on NVPTX -----------===//
//
// OpGenericCastToPtrExplicit (SPIR-V spec 3.52.11) casts a generic pointer
// to a named storage class, or gives null when it points elsewhere; the
// translator calls it __spirv_GenericCastToPtrExplicit_To<Class>(ptr, i32
// storage class). libspirv does not define it; NVPTX tests a generic
// address's space with isspacep (PTX ISA, "isspacep"), the
// llvm.nvvm.isspacep.* intrinsics.
//
//===----------------------------------------------------------------------===//

#include "SPIRGenericCasts.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace sycl_nvptx {

namespace {
struct GenericCast {
  StringLiteral Builtin;
  Intrinsic::ID SpaceTest;
};
} // namespace

/// SPIR-V storage classes CrossWorkgroup, Workgroup, Function: NVPTX's
/// global, shared and local windows.
static constexpr GenericCast GenericCasts[] = {
    {"__spirv_GenericCastToPtrExplicit_ToGlobal", Intrinsic::nvvm_isspacep_global},
    {"__spirv_GenericCastToPtrExplicit_ToLocal", Intrinsic::nvvm_isspacep_shared},
    {"__spirv_GenericCastToPtrExplicit_ToPrivate", Intrinsic::nvvm_isspacep_local},
};

/// The space test for a mangled cast builtin's name, or nothing.
static std::optional<Intrinsic::ID> spaceTestOf(StringRef Name) {
  unsigned Length = 0;
  if (!Name.consume_front("_Z") || Name.consumeInteger(10, Length))
    return std::nullopt;
  StringRef Builtin = Name.take_front(Length);
  for (const GenericCast &Cast : GenericCasts)
    if (Cast.Builtin == Builtin)
      return Cast.SpaceTest;
  return std::nullopt;
}

std::string findMalformedGenericCasts(Module &M) {
  for (Function &F : M) {
    if (!spaceTestOf(F.getName()))
      continue;
    FunctionType *Ty = F.getFunctionType();
    auto *Arg = Ty->getNumParams() == 2
                    ? dyn_cast<PointerType>(Ty->getParamType(0))
                    : nullptr;
    bool OnlyCalled = all_of(F.users(), [&](const User *U) {
      auto *Call = dyn_cast<CallInst>(U);
      return Call && Call->getCalledFunction() == &F;
    });
    if (F.isDeclaration() && OnlyCalled && Arg &&
        Arg->getAddressSpace() == 4 && Ty->getParamType(1)->isIntegerTy(32) &&
        Ty->getReturnType()->isPointerTy())
      continue;
    std::string Type;
    raw_string_ostream(Type) << *Ty;
    return ("'" + F.getName() + "' (" + Type +
            ") is not a called declaration of 'ptr (ptr addrspace(4), i32)', "
            "a checked generic cast")
        .str();
  }
  return "";
}

void lowerGenericCasts(Module &M) {
  for (Function &F : make_early_inc_range(M)) {
    std::optional<Intrinsic::ID> SpaceTest = spaceTestOf(F.getName());
    if (!SpaceTest)
      continue;
    Function *Test = Intrinsic::getDeclaration(&M, *SpaceTest);
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = cast<CallInst>(U);
      IRBuilder<> B(Call);
      Value *Generic = Call->getArgOperand(0);
      Type *Ty = Call->getType();
      Value *Cast = B.CreatePointerBitCastOrAddrSpaceCast(Generic, Ty);
      Value *Lowered = B.CreateSelect(B.CreateCall(Test, {Generic}), Cast,
                                      Constant::getNullValue(Ty));
      Lowered->takeName(Call);
      Call->replaceAllUsesWith(Lowered);
      Call->eraseFromParent();
    }
    F.eraseFromParent();
  }
}

} // namespace sycl_nvptx
