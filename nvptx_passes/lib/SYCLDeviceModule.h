//===- SYCLDeviceModule.h - What both SYCL NVPTX passes share ---------------===//
//
// Which modules the passes apply to, which functions are kernels, the
// kernels' nvvm.annotations entries, and how a pass reports an input it
// rejects.
//
//===----------------------------------------------------------------------===//

#ifndef SYCL_NVPTX_SYCLDEVICEMODULE_H
#define SYCL_NVPTX_SYCLDEVICEMODULE_H

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

namespace llvm {
class Function;
class MDNode;
class Module;
} // namespace llvm

namespace sycl_nvptx {

/// A SYCL device module (module flag "sycl-device" = 1) for nvptx/nvptx64.
bool isSYCLNVPTXDeviceModule(const llvm::Module &M);

/// Kernel definitions: "kernel" entries of !nvvm.annotations and functions
/// with the ptx_kernel calling convention, in module order.
llvm::SetVector<llvm::Function *> collectKernels(llvm::Module &M);

/// The !nvvm.annotations entries whose first operand is F.
llvm::SmallVector<llvm::MDNode *> annotationsOf(llvm::Module &M,
                                                const llvm::Function &F);

/// Reports an input the pass cannot lower as an error diagnostic on M's
/// context; the pass then returns without changing M.
void reportPassError(llvm::Module &M, const llvm::Twine &Message);

} // namespace sycl_nvptx

#endif
