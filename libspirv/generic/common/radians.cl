/* radians(d) = d * pi/180: one multiplication by the constant rounded to the
 * type; within 0.82 ulp for half (its constant is 0.18 ulp off), 0.6 ulp for
 * float and double. OpenCL allows 2. */
#include <spirv/spirv.h>

#define SPIRV_BODY <radians.inc>
#include <spirv/gentype/floatn.inc>
