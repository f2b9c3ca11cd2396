/* vload_half, vload_halfn and vloada_halfn (OpenCL.std 173-175, 179): half
 * data read into float, exactly (cvt.f32.f16). vload_halfn's address is only
 * half-aligned, so it reads element by element; vloada_halfn's is aligned to
 * the vector (n = 3 reads three halves of a 4-half slot at p + offset * 4),
 * so it reads the whole vector at once, then converts each element: LLVM 19
 * turns fpext of a loaded <16 x half> into ld.b16 into f32 registers, which
 * does not convert. */
#include <spirv/spirv.h>

#define SPIRV_BODY "vload_half.inc"
#include <spirv/gentype/floatn.inc>
