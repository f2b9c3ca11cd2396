//===- SPIRAddressSpaces.h - SPIR's address space numbers as NVPTX's --------===//

#ifndef SYCL_NVPTX_SPIRADDRESSSPACES_H
#define SYCL_NVPTX_SPIRADDRESSSPACES_H

namespace llvm {
class Module;
} // namespace llvm

namespace sycl_nvptx {

/// NVPTX's number for SPIR address space AS: constant 2 -> 4, generic
/// 4 -> 0; private 0, global 1 and local 3 keep theirs.
unsigned nvptxAddressSpace(unsigned SPIRAddressSpace);

/// Renumbers every pointer in M (globals, signatures, instructions,
/// constants) from SPIR's address spaces to NVPTX's; casts between private
/// and generic, the same space on NVPTX, disappear.
void remapSPIRAddressSpaces(llvm::Module &M);

} // namespace sycl_nvptx

#endif
