/* __spirv_BitCount (SPIR-V OpBitCount): the OpenCL popcount. */
#include <spirv/spirv.h>

#define SPIRV_BODY "bit_count.inc"
#include <spirv/gentype/integern.inc>
