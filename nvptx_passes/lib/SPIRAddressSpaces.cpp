//===- SPIRAddressSpaces.cpp - SPIR's address space numbers as NVPTX's ------===//
//
// SPIR numbers private 0, global 1, constant 2, local 3, generic 4 (the SPIR
// 1.2 spec, 2.2; the translator's SPIRAddressSpace). NVPTX numbers generic
// 0, global 1, shared 3, const 4, local 5 (NVPTX usage guide, "Address
// Spaces"), with allocas generic as clang-19 emits them. So only constant
// and generic move, and private folds into generic.
//
// Functions whose signature changes are recreated (a function's type cannot
// change in place) with the old body moved in; globals moving to another
// address space are recreated too. The ValueMapper then rewrites every
// instruction, argument and constant through a type remapper, as LLVM's
// IR linker does when types change.
//
//===----------------------------------------------------------------------===//

#include "SPIRAddressSpaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVectorExtras.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace sycl_nvptx {

unsigned nvptxAddressSpace(unsigned SPIRAddressSpace) {
  switch (SPIRAddressSpace) {
  case 2:
    return 4;
  case 4:
    return 0;
  default:
    return SPIRAddressSpace;
  }
}

namespace {
/// Rebuilds types with their pointers renumbered; identified structs with
/// such pointers get a twin named <name>.nvptx.
class SPIRSpaceRemapper : public ValueMapTypeRemapper {
  DenseMap<Type *, Type *> Mapped;

public:
  Type *remapType(Type *Ty) override {
    if (auto It = Mapped.find(Ty); It != Mapped.end())
      return It->second;
    Type *New = rebuild(Ty);
    Mapped[Ty] = New;
    return New;
  }

private:
  Type *rebuild(Type *Ty) {
    if (auto *Ptr = dyn_cast<PointerType>(Ty))
      return PointerType::get(Ty->getContext(),
                              nvptxAddressSpace(Ptr->getAddressSpace()));
    if (auto *Array = dyn_cast<ArrayType>(Ty))
      return ArrayType::get(remapType(Array->getElementType()),
                            Array->getNumElements());
    if (auto *Vector = dyn_cast<VectorType>(Ty))
      return VectorType::get(remapType(Vector->getElementType()),
                             Vector->getElementCount());
    if (auto *Fn = dyn_cast<FunctionType>(Ty))
      return FunctionType::get(remapType(Fn->getReturnType()),
                               map_to_vector(Fn->params(), [&](Type *P) {
                                 return remapType(P);
                               }),
                               Fn->isVarArg());
    if (auto *Struct = dyn_cast<StructType>(Ty))
      return rebuildStruct(Struct);
    return Ty;
  }

  Type *rebuildStruct(StructType *Struct) {
    if (Struct->isOpaque())
      return Struct;
    if (Struct->isLiteral())
      return StructType::get(Struct->getContext(), remapElements(Struct),
                             Struct->isPacked());
    // A struct can refer to itself only through ptr, which has no element
    // type, so rebuilding its elements never comes back to it.
    SmallVector<Type *> Elements = remapElements(Struct);
    if (ArrayRef<Type *>(Elements) == Struct->elements())
      return Struct;
    return StructType::create(Struct->getContext(), Elements,
                              (Struct->getName() + ".nvptx").str(),
                              Struct->isPacked());
  }

  SmallVector<Type *> remapElements(StructType *Struct) {
    return map_to_vector(Struct->elements(),
                         [&](Type *E) { return remapType(E); });
  }
};
} // namespace

/// Parameter attributes that carry a type (byval(T), sret(T)...).
static constexpr Attribute::AttrKind TypeAttributes[] = {
    Attribute::ByVal, Attribute::StructRet, Attribute::ByRef,
    Attribute::InAlloca, Attribute::Preallocated, Attribute::ElementType};

static void remapParamTypeAttributes(Function &F, ValueMapTypeRemapper &TM) {
  for (unsigned I = 0; I < F.arg_size(); ++I)
    for (Attribute::AttrKind Kind : TypeAttributes)
      if (Type *Ty = F.getParamAttribute(I, Kind).getValueAsType()) {
        F.removeParamAttr(I, Kind);
        F.addParamAttr(I, Attribute::get(F.getContext(), Kind,
                                         TM.remapType(Ty)));
      }
}

/// A new function with F's body and renumbered signature, in F's place; F
/// stays, without a body, until its arguments are mapped away.
static void recreateFunction(Function &F, FunctionType *NewTy,
                             ValueToValueMapTy &VMap) {
  Function *New =
      Function::Create(NewTy, F.getLinkage(), F.getAddressSpace(), "");
  F.getParent()->getFunctionList().insert(F.getIterator(), New);
  New->copyAttributesFrom(&F);
  New->copyMetadata(&F, 0);
  New->takeName(&F);
  New->updateAfterNameChange();
  New->splice(New->begin(), &F);
  for (auto [Old, NewArg] : zip(F.args(), New->args())) {
    NewArg.takeName(&Old);
    VMap[&Old] = &NewArg;
  }
  F.replaceAllUsesWith(New);
}

/// Casts between private and generic, now the same address space.
static void removeIdentityCasts(Function &F) {
  for (Instruction &I : make_early_inc_range(instructions(F)))
    if (auto *Cast = dyn_cast<AddrSpaceCastInst>(&I);
        Cast && Cast->getSrcAddressSpace() == Cast->getDestAddressSpace()) {
      Cast->replaceAllUsesWith(Cast->getPointerOperand());
      Cast->eraseFromParent();
    }
}

/// Overloaded intrinsics are named after their pointer types
/// (llvm.memcpy.p0.p2.i64 becomes llvm.memcpy.p0.p4.i64).
static void remangleIntrinsics(Module &M) {
  for (Function &F : make_early_inc_range(M))
    if (std::optional<Function *> Remangled =
            Intrinsic::remangleIntrinsicFunction(&F)) {
      F.replaceAllUsesWith(*Remangled);
      F.eraseFromParent();
    }
}

void remapSPIRAddressSpaces(Module &M) {
  SPIRSpaceRemapper TM;
  ValueToValueMapTy VMap;

  SmallVector<std::pair<GlobalVariable *, GlobalVariable *>> MovedGlobals;
  for (GlobalVariable &G : M.globals()) {
    unsigned AS = nvptxAddressSpace(G.getAddressSpace());
    Type *Ty = TM.remapType(G.getValueType());
    if (AS == G.getAddressSpace() && Ty == G.getValueType())
      continue;
    auto *New = new GlobalVariable(M, Ty, G.isConstant(), G.getLinkage(),
                                   nullptr, "", &G, G.getThreadLocalMode(), AS);
    New->copyAttributesFrom(&G);
    New->copyMetadata(&G, 0);
    MovedGlobals.push_back({&G, New});
    VMap[&G] = New;
  }

  SmallVector<Function *> Replaced;
  for (Function &F : make_early_inc_range(M)) {
    auto *NewTy = cast<FunctionType>(TM.remapType(F.getFunctionType()));
    if (NewTy != F.getFunctionType()) {
      recreateFunction(F, NewTy, VMap);
      Replaced.push_back(&F);
    }
  }

  // The kept globals first: the moved ones have no initializer yet, which
  // keeps them from being renumbered twice.
  ValueMapper Mapper(VMap, RF_IgnoreMissingLocals, &TM);
  for (GlobalVariable &G : M.globals())
    if (G.hasInitializer() && !VMap.count(&G))
      G.setInitializer(Mapper.mapConstant(*G.getInitializer()));
  for (auto [Old, New] : MovedGlobals)
    if (Old->hasInitializer())
      New->setInitializer(Mapper.mapConstant(*Old->getInitializer()));
  // Instruction by instruction: remapFunction would renumber the recreated
  // functions' arguments a second time.
  for (Function &F : M) {
    remapParamTypeAttributes(F, TM);
    for (Instruction &I : instructions(F)) {
      Mapper.remapInstruction(I);
      Mapper.remapDbgRecordRange(&M, I.getDbgRecordRange());
    }
    removeIdentityCasts(F);
  }
  for (Function *F : Replaced)
    F->eraseFromParent();
  remangleIntrinsics(M);

  for (auto [Old, New] : MovedGlobals) {
    New->takeName(Old);
    Old->removeDeadConstantUsers();
    Old->eraseFromParent();
  }
}

} // namespace sycl_nvptx
