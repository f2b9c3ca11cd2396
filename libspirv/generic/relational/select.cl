/* select(a, b, c): for a scalar, c != 0 picks b; for a vector, each
 * component picks b where the sign bit of c's component is set (OpenCL
 * 3.0 select). c may be signed or unsigned. */
#include <spirv/spirv.h>

#define SPIRV_BODY <select.inc>
#include <spirv/gentype/floatn.inc>
#define SPIRV_BODY <select.inc>
#include <spirv/gentype/integern.inc>
