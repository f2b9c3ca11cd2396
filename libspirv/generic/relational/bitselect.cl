/* bitselect(a, b, c): each result bit is b's where c's bit is set, else
 * a's; floating-point operands as their bit patterns. */
#include <spirv/spirv.h>

#define SPIRV_BODY <bitselect.inc>
#include <spirv/gentype/floatn.inc>
#define SPIRV_BODY <bitselect.inc>
#include <spirv/gentype/integern.inc>
