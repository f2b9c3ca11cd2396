/* The ordered and unordered comparisons: an ordered one is false, an
 * unordered one true, when either operand is NaN. Each is one LLVM fcmp with
 * that predicate, one PTX setp (setp.lt, setp.ltu, setp.num, setp.nan...). */
#include <spirv/spirv.h>

#define SPIRV_BODY <compare.inc>
#include <spirv/gentype/floatn.inc>
