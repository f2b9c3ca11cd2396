//===- SPIRBuiltinNames.h - The translator's builtin names, ours ------------===//
//
// The SPIRV-LLVM-Translator (-r --spirv-target-env=SPV-IR) names SPIR-V
// instructions as Itanium-mangled __spirv_* functions. Most of them are what
// libspirv defines; the rest differ in how parameters are spelled, not in
// what they mean. This maps a translator name to the library's.
//
//===----------------------------------------------------------------------===//

#ifndef SYCL_NVPTX_SPIRBUILTINNAMES_H
#define SYCL_NVPTX_SPIRBUILTINNAMES_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace sycl_nvptx {

/// The libspirv name for a translator builtin Name, or nothing when Name is
/// not a __spirv_ builtin or is spelled as the library spells it already.
std::optional<std::string> libspirvBuiltinName(llvm::StringRef Name);

} // namespace sycl_nvptx

#endif
