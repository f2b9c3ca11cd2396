/* OpenCL extended-instruction integer builtins, scalar and vector, for char
 * to long: __spirv_ocl_s_* on signed and __spirv_ocl_u_* on unsigned types,
 * the sign-independent ones (clz, ctz, popcount, rotate) on both, and the
 * core instruction __spirv_BitCount. Declared per type by integer.inc. */
#ifndef SPIRV_INTEGER_H
#define SPIRV_INTEGER_H

#include <spirv/gentype/vector_parts.h>

/* In an integern.inc body: the name of the s_ or u_ builtin for GENTYPE. */
#define SPIRV_INT_FN(name) SPIRV_INT_FN_(IS_SIGNED, name)
#define SPIRV_INT_FN_(s, name) SPIRV_INT_FN__(s, name)
#define SPIRV_INT_FN__(s, name) SPIRV_INT_FN_##s(name)
#define SPIRV_INT_FN_1(name) __spirv_ocl_s_##name
#define SPIRV_INT_FN_0(name) __spirv_ocl_u_##name

/* In an integern.inc body with INT_BITS < 64: the integer type of twice the
 * width, of GENTYPE's signedness and shape (upsample's result). */
#define SPIRV_WIDER_GENTYPE SPIRV_VECTOR_OF(SPIRV_WIDER_(IS_SIGNED, INT_BITS))
#define SPIRV_WIDER_(s, bits) SPIRV_WIDER__(s, bits)
#define SPIRV_WIDER__(s, bits) SPIRV_WIDER_##s##_##bits
#define SPIRV_WIDER_1_8 short
#define SPIRV_WIDER_0_8 ushort
#define SPIRV_WIDER_1_16 int
#define SPIRV_WIDER_0_16 uint
#define SPIRV_WIDER_1_32 long
#define SPIRV_WIDER_0_32 ulong

#define SPIRV_BODY <spirv/integer.inc>
#include <spirv/gentype/integern.inc>

#endif
