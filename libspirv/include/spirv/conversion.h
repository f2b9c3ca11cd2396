/* Conversion builtins. The numeric ones (__spirv_Convert*, {F,U,S}Convert,
 * SatConvert*, every _R<type><n>, _sat and rounding suffix) are declared in
 * conversion_gen.h, which the build writes with their definitions
 * (ptx-nvidiacl/conversion/gen_convert.py). */
#ifndef SPIRV_CONVERSION_H
#define SPIRV_CONVERSION_H

#include <spirv/conversion_gen.h>

/* OpGenericCastToPtrExplicit: the pointer in the named address space, or null
 * when the generic pointer points elsewhere. storage is the SPIR-V storage
 * class (5 CrossWorkgroup, 4 Workgroup, 7 Function), implied by the name.
 * The const overloads are the ones SYCL's headers declare beside them. */
__global void *_CLC_DECL __spirv_GenericCastToPtrExplicit_ToGlobal(void *p, int storage);
__local void *_CLC_DECL __spirv_GenericCastToPtrExplicit_ToLocal(void *p, int storage);
__private void *_CLC_DECL __spirv_GenericCastToPtrExplicit_ToPrivate(void *p, int storage);
const __global void *_CLC_DECL __spirv_GenericCastToPtrExplicit_ToGlobal(const void *p, int storage);
const __local void *_CLC_DECL __spirv_GenericCastToPtrExplicit_ToLocal(const void *p, int storage);
const __private void *_CLC_DECL __spirv_GenericCastToPtrExplicit_ToPrivate(const void *p, int storage);

/* SPV_INTEL_bfloat16_conversion: bfloat16 as its bits in a ushort, rounded
 * to nearest even. SPV_INTEL_tensor_float32_conversion: float rounded to
 * TF32's 10 fraction bits, to nearest even. */
ushort _CLC_DECL __spirv_ConvertFToBF16INTEL(float x);
float _CLC_DECL __spirv_ConvertBF16ToFINTEL(ushort x);
float _CLC_DECL __spirv_RoundFToTF32INTEL(float x);

#endif
