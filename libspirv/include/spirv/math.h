/* OpenCL extended-instruction math builtins (__spirv_ocl_*): every function
 * for half, float and double, scalar and 2-, 3-, 4-, 8- and 16-vectors; the
 * pointer forms for generic, global and local pointers (a private pointer
 * converts to generic, and both mangle as plain P); half_* and native_* for
 * float only, as SPIR-V's OpenCL.std defines them. */
#ifndef SPIRV_MATH_H
#define SPIRV_MATH_H

#define SPIRV_BODY <spirv/math/declarations.inc>
#include <spirv/gentype/floatn.inc>

#endif
