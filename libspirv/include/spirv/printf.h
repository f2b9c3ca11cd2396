/* printf (OpenCL's extended instruction) on CUDA's vprintf, for format
 * strings in the constant and the generic address space. OpenCL C allows
 * these variadic declarations only under clang's extension. */
#ifndef SPIRV_PRINTF_H
#define SPIRV_PRINTF_H

#pragma OPENCL EXTENSION __cl_clang_variadic_functions : enable
int _CLC_DECL __spirv_ocl_printf(const constant char *format, ...);
int _CLC_DECL __spirv_ocl_printf(const char *format, ...);
#pragma OPENCL EXTENSION __cl_clang_variadic_functions : disable

#endif
