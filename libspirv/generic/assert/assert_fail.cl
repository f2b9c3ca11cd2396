/* glibc's assert macro calls __assert_fail; SYCL reports the failing
 * work-item's global and local ids with the message. */
#include <spirv/spirv.h>

void __assert_fail(const char *expr, const char *file, uint line, const char *func) {
  __devicelib_assert_fail(expr, file, (int)line, func, __spirv_GlobalInvocationId_x(),
                          __spirv_GlobalInvocationId_y(), __spirv_GlobalInvocationId_z(),
                          __spirv_LocalInvocationId_x(), __spirv_LocalInvocationId_y(),
                          __spirv_LocalInvocationId_z());
}
