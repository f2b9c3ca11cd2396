/* Native device assert: CUDA's __assertfail system call, which ptxas
 * resolves. It prints the message, stops the kernel, and the host's next
 * synchronisation returns CUDA_ERROR_ASSERT; under cuda-gdb it stops here. */
#include <spirv/spirv.h>

void __assertfail(const char *message, const char *file, uint line, const char *function,
                  size_t char_size);

void __devicelib_assert_fail(const char *expr, const char *file, int line, const char *func,
                             ulong gid0, ulong gid1, ulong gid2, ulong lid0, ulong lid1,
                             ulong lid2) {
  __assertfail(expr, file, (uint)line, func, sizeof(char));
}
