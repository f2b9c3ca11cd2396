/* Device assert. SYCL device code reaches __devicelib_assert_fail through
 * the C library's __assert_fail; OpenCL C device code gets an assert macro
 * here, since its string literals live in the constant address space. */
#ifndef SPIRV_ASSERT_H
#define SPIRV_ASSERT_H

/* Native mode: CUDA's __assertfail (message on stderr, kernel trap,
 * CUDA_ERROR_ASSERT). The driver's --assert=recoverable links
 * __devicelib_assert_fail_recoverable in its place. */
void __devicelib_assert_fail(const char *expr, const char *file, int line, const char *func,
                             ulong gid0, ulong gid1, ulong gid2, ulong lid0, ulong lid1,
                             ulong lid2);
void __devicelib_assert_fail_recoverable(const char *expr, const char *file, int line,
                                         const char *func, ulong gid0, ulong gid1, ulong gid2,
                                         ulong lid0, ulong lid1, ulong lid2);
/* What the C assert macro calls: fills in the work-item's ids. */
void __assert_fail(const char *expr, const char *file, uint line, const char *func);
/* __assert_fail for constant-address-space strings (OpenCL C literals). */
void __spirv_assert_fail_constant(const __constant char *expr, const __constant char *file,
                                  uint line, const __constant char *func);

#ifndef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e)                                                              \
  ((e) ? (void)0 : __spirv_assert_fail_constant(#e, __FILE__, __LINE__, __func__))
#endif
#endif

#endif
