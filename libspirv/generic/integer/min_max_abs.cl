/* max, min and abs: component-wise selects, which vectorise on any target.
 * abs returns the unsigned type, so abs(INT_MIN) is exact. */
#include <spirv/spirv.h>

#define SPIRV_INTEGER_DEFINE(sgentype, ugentype)                               \
  sgentype _CLC_DEF __spirv_ocl_s_max(sgentype x, sgentype y) { return x > y ? x : y; } \
  sgentype _CLC_DEF __spirv_ocl_s_min(sgentype x, sgentype y) { return x < y ? x : y; } \
  ugentype _CLC_DEF __spirv_ocl_s_abs(sgentype x) {                            \
    return x < (sgentype)0 ? (ugentype)0 - __builtin_astype(x, ugentype)       \
                           : __builtin_astype(x, ugentype);                    \
  }                                                                            \
  ugentype _CLC_DEF __spirv_ocl_u_max(ugentype x, ugentype y) { return x > y ? x : y; } \
  ugentype _CLC_DEF __spirv_ocl_u_min(ugentype x, ugentype y) { return x < y ? x : y; } \
  ugentype _CLC_DEF __spirv_ocl_u_abs(ugentype x) { return x; }
#define SPIRV_INTEGER_TEMPLATE SPIRV_INTEGER_DEFINE
#include <spirv/integer_gentype.inc>
