//===- SPIRGenericCasts.h - OpGenericCastToPtrExplicit on NVPTX -------------===//

#ifndef SYCL_NVPTX_SPIRGENERICCASTS_H
#define SYCL_NVPTX_SPIRGENERICCASTS_H

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace sycl_nvptx {

/// The first checked generic cast in M (SPIR numbering) that is not a
/// declaration of (generic pointer, i32) -> pointer used only as a callee,
/// described; or "".
std::string findMalformedGenericCasts(llvm::Module &M);

/// Replaces the calls to __spirv_GenericCastToPtrExplicit_To{Global,Local,
/// Private} (after the address spaces are renumbered) with NVPTX's space
/// test and a cast, or null.
void lowerGenericCasts(llvm::Module &M);

} // namespace sycl_nvptx

#endif
