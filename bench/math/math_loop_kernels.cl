/* math_kernels.cl's kernels in the loop code that calls a math function
 * usually is: the trip count a kernel argument (the host passes 64) and no
 * unroll pragma, so each compiler unrolls and
 * schedules the loop around the inlined function its own way. The same
 * kernel names, with `int trips` after `out`. */
#define MATH_FOR for (int k = 0; k < trips; ++k)
#define MATH_TRIPS_PARAM , int trips
#include "math_kernels.cl"
