/* half is _Float16, the type SYCL device code calls the builtins with, so the
 * library's names mangle as DF16_ (Dv4_DF16_ for vectors); OpenCL C's own
 * half would mangle as Dh and needs cl_khr_fp16, which nvidiacl does not
 * declare (the driver's .cl inputs switch it on: spirv/half_keyword.h).
 * Scalars are spelled _Float16; vectors have OpenCL's names. */
#ifndef SPIRV_HALF_H
#define SPIRV_HALF_H

typedef _Float16 half2 __attribute__((ext_vector_type(2)));
typedef _Float16 half3 __attribute__((ext_vector_type(3)));
typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));

#endif
