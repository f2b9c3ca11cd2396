/* __spirv_VectorTimesScalar(v, s) = v * s, component by component. */
#include <spirv/spirv.h>

#define SPIRV_BODY <vector_times_scalar.inc>
#include <spirv/gentype/floatn.inc>
