// math_loop_kernels.cl for nvcc: math_kernels.cu's kernels with the trip
// count a kernel argument and no unroll pragma.
#define MATH_FOR for (int k = 0; k < trips; ++k)
#define MATH_TRIPS_PARAM , int trips
#include "math_kernels.cu"
