/* OpenCL extended-instruction integer builtins (__spirv_ocl_s_* for signed,
 * __spirv_ocl_u_* for unsigned types), scalar and vector. */
#ifndef SPIRV_INTEGER_H
#define SPIRV_INTEGER_H

#define SPIRV_INTEGER_DECLARE(sgentype, ugentype)                              \
  sgentype _CLC_DECL __spirv_ocl_s_max(sgentype x, sgentype y);                \
  sgentype _CLC_DECL __spirv_ocl_s_min(sgentype x, sgentype y);                \
  ugentype _CLC_DECL __spirv_ocl_s_abs(sgentype x);                            \
  ugentype _CLC_DECL __spirv_ocl_u_max(ugentype x, ugentype y);                \
  ugentype _CLC_DECL __spirv_ocl_u_min(ugentype x, ugentype y);                \
  ugentype _CLC_DECL __spirv_ocl_u_abs(ugentype x);
#define SPIRV_INTEGER_TEMPLATE SPIRV_INTEGER_DECLARE
#include <spirv/integer_gentype.inc>
#undef SPIRV_INTEGER_TEMPLATE
#undef SPIRV_INTEGER_DECLARE

#endif
