/* __spirv_ocl_{s,u}_mul24 (int and uint): the low 32 bits of the product of
 * the low 24 bits of x and y, sign-extended for int (PTX mul24.lo). OpenCL
 * makes inputs beyond 24 bits implementation-defined: this is PTX's answer. */
#include <spirv/spirv.h>

#define SPIRV_BODY "mul24.inc"
#include <spirv/gentype/integern.inc>
