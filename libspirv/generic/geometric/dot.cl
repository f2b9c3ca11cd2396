/* __spirv_Dot: a[0] * b[0] + ..., one fma per further component. half
 * accumulates in float, so partial sums cannot overflow, and rounds once. */
#include <spirv/spirv.h>

#define SPIRV_BODY <dot.inc>
#include <spirv/gentype/floatn.inc>
