/* degrees(r) = r * 180/pi: one multiplication by the constant rounded to the
 * type; within 1.02 ulp for half (its constant is 0.47 ulp off), 0.6 ulp for
 * float and double. OpenCL allows 2. */
#include <spirv/spirv.h>

#define SPIRV_BODY <degrees.inc>
#include <spirv/gentype/floatn.inc>
