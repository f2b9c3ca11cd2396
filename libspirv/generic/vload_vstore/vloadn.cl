/* vloadn and vstoren (OpenCL.std 171, 172): n elements at p + offset * n,
 * an address aligned only to the element, so each element moves on its own;
 * LLVM merges them where it can prove more alignment. */
#include <spirv/spirv.h>

#define SPIRV_BODY "vloadn.inc"
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY "vloadn.inc"
#include <spirv/gentype/floatn.inc>
