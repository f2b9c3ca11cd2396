/* For OpenCL C device code only (sycl-nvptx includes it before spirv.h,
 * with cl_khr_fp16 switched on): half is OpenCL C's own keyword, so half,
 * half4 and names pasted from half (T##4) are OpenCL's types, and _Float16
 * is made a name for it, so that spirv.h declares the builtins for half and
 * code written with _Float16 calls them alike. Those calls mangle half as
 * Dh; the driver renames them to the DF16_ names the library defines (the
 * library is built without this header, for _Float16 as SYCL calls it).
 * spirv/half.h's half2..half16 then repeat OpenCL's own typedefs. */
#ifndef SPIRV_HALF_KEYWORD_H
#define SPIRV_HALF_KEYWORD_H

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define _Float16 half

#endif
