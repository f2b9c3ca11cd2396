/* Geometric builtins: __spirv_Dot and __spirv_VectorTimesScalar (SPIR-V core,
 * vectors of 2 to 16) and OpenCL's cross (3 and 4), length, distance,
 * normalize (scalars and vectors up to 4) and, for float, fast_length,
 * fast_distance and fast_normalize. length, distance and Dot return the
 * element type. */
#ifndef SPIRV_GEOMETRIC_H
#define SPIRV_GEOMETRIC_H

#define SPIRV_BODY <spirv/geometric/decl.inc>
#include <spirv/gentype/floatn.inc>

#endif
