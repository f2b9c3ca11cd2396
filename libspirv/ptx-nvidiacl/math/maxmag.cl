/* maxmag: the argument of greater magnitude; fmax for equal magnitudes and
 * NaNs.
 * float and half: a = fmax(x, y), b = fmin(x, y), then b where
 * |b| > |a|, else a: with different magnitudes one of a, b is x and the
 * other y; equal ones keep fmax; a NaN makes both the other argument (two
 * min/max, a compare, a select).
 * double, whose min/max sm_90 emulates in several instructions: below. */
#include <spirv/math/impl.h>

#define MAXMAG(T)                                                              \
  T _CLC_DEF __spirv_ocl_maxmag(T x, T y) {                                    \
    T a = __spirv_ocl_fmax(x, y), b = __spirv_ocl_fmin(x, y);                  \
    return __spirv_ocl_fabs(b) > __spirv_ocl_fabs(a) ? b : a;                  \
  }
MAXMAG(_Float16)
MAXMAG(float)

/* y where |y| > |x|, or x is a NaN, or the magnitudes are equal and y is
 * the positive one (then the high words, as signed integers, differ in the sign
 * bit only): one select on an or of compares, which LLVM's instruction
 * selection would split into a chain of selects (eight FSEL), so PTX folds
 * the compares into one predicate (setp's boolean operand). The host model
 * of the math tests compiles the same predicate in C. */
double _CLC_DEF __spirv_ocl_maxmag(double x, double y) {
#ifdef __NVPTX__
  double r;
  __asm__("{\n\t.reg .pred p, q;\n\t.reg .b32 xl, xh, yl, yh;\n\t.reg .f64 ax, ay;\n\t"
          "mov.b64 {xl, xh}, %1;\n\tmov.b64 {yl, yh}, %2;\n\t"
          "abs.f64 ax, %1;\n\tabs.f64 ay, %2;\n\t"
          "setp.gt.s32 q, yh, xh;\n\t"
          "setp.eq.and.f64 q, ax, ay, q;\n\t"
          "setp.nan.or.f64 q, %1, %1, q;\n\t"
          "setp.gt.or.f64 p, ay, ax, q;\n\t"
          "selp.f64 %0, %2, %1, p;\n\t}"
          : "=d"(r)
          : "d"(x), "d"(y));
  return r;
#else
  double ax = __spirv_ocl_fabs(x), ay = __spirv_ocl_fabs(y);
  bool tie = ax == ay && (int)(as_ulong(y) >> 32) > (int)(as_ulong(x) >> 32);
  return ay > ax || __builtin_isnan(x) || tie ? y : x;
#endif
}

#define SPIRV_FUNCTION __spirv_ocl_maxmag
#define SPIRV_ARITY 2
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>
