/* rootn(x, n) = x^(1/n), x's sign for odd n; NaN for n = 0 and for x < 0
 * with even n.
 * For normal finite x, |x|^(1/n) by pow_positive.h (float) or
 * root_positive.h (double), with 1/n as q + ql (ql = (1 - n q) / n), so
 * that the exponent carries no rounding of 1/n; a loop over x with a fixed
 * n computes q and ql once. Zeros, subnormals, infinities, NaN, n = 0 and
 * negative x with even n take the general way below, in a call.
 * The general way: pow(|x|, q), times a correction
 * for q's rounding: q = (1 - e) / n with e = fma(-n, q, 1) exact would cost
 * |ln x| e / n relative (tens of ulp in float, hundreds in double), so the
 * result r is multiplied by x^(e/n) = r^e ~ 1 + e ln 2 log2(r). That term
 * is 2^-20 (2^-43) at most, so log2(r) needs only a few bits: r's bits read
 * as a fixed-point number (exponent plus mantissa, within 0.09 of log2 r)
 * give them with one int-to-float conversion. For n = +-1 and powers of
 * two e = 0 and the factor is exactly 1 (also for r = 0, inf or NaN, whose
 * bits are finite numbers). pow's own cases give OpenCL's at +-0 and +inf. */
#include "pow_positive.h"
#include "root_positive.h"
#include <spirv/math/impl.h>

__attribute__((noinline)) static float rootn_by_pow_float(float x, int n) {
  float nf = (float)n;
  float q = 1.0f / nf;
  float e = __spirv_ocl_fma(-nf, q, 1.0f) * 0x1.62e430p-1f;
  uint odd = (uint)n & 1u;
  uint keep = odd ? 0x7fffffffu : 0xffffffffu;
  uint nan = n == 0 ? 0x7fc00000u : 0u;
  float ax = as_float((as_uint(x) & keep) | nan);
  float r = __spirv_ocl_pow(ax, q);
  r *= __spirv_ocl_fma((float)as_int(r), e * 0x1p-23f, __spirv_ocl_fma(-127.0f, e, 1.0f));
  r = as_float(as_uint(r) | (as_uint(x) & (odd << 31)));
  /* pow(-inf, 1/even) is +inf or +0. */
  return x == -INFINITY && !odd ? NAN : r;
}

float _CLC_DEF __spirv_ocl_rootn(float x, int n) {
  float nf = (float)n;
  float q = __spirv_ocl_native_recip(nf);
  float ql = __spirv_ocl_fma(-nf, q, 1.0f) * q;
  uint ax = as_uint(x) & 0x7fffffffu, sign = as_uint(x) ^ ax;
  if (__builtin_expect(ax - 0x00800000u < 0x7f000000u && n != 0 && (!sign || (n & 1)), 1))
    return as_float(as_uint(pow_positive(as_float(ax), q, ql)) | sign);
  return rootn_by_pow_float(x, n);
}

/* The masks act on the high word only. */
__attribute__((noinline)) static double rootn_by_pow_double(double x, int n) {
  double nd = (double)n;
  double q = 1.0 / nd;
  double e = __spirv_ocl_fma(-nd, q, 1.0) * 0x1.62e42fefa39efp-1;
  uint odd = (uint)n & 1u;
  uint keep = odd ? 0x7fffffffu : 0xffffffffu;
  uint nan = n == 0 ? 0x7ff80000u : 0u;
  ulong xb = as_ulong(x);
  uint xhi = (uint)(xb >> 32);
  double ax = as_double(((ulong)((xhi & keep) | nan) << 32) | (uint)xb);
  double r = __spirv_ocl_pow(ax, q);
  ulong rb = as_ulong(r);
  int rhi = (int)(rb >> 32);
  r *= __spirv_ocl_fma((double)rhi, e * 0x1p-20, __spirv_ocl_fma(-1023.0, e, 1.0));
  rb = as_ulong(r) | ((ulong)(xhi & (odd << 31)) << 32);
  return x == -INFINITY && !odd ? NAN : as_double(rb);
}

/* 1/n as q + ql without a division: q refined from rcp.approx, whatever
 * its last bit, and ql its remainder. A result below 2^-1021 (n = -1, x
 * from 2^1021) would be subnormal, which root_positive.h does not make. */
double _CLC_DEF __spirv_ocl_rootn(double x, int n) {
  double nd = (double)n;
  double q = rcp_refined(nd);
  double ql = __spirv_ocl_fma(-nd, q, 1.0) * q;
  ulong xb = as_ulong(x);
  uint ahi = (uint)(xb >> 32) & 0x7fffffffu, sign = (uint)(xb >> 32) ^ ahi;
  uint normal = n == -1 ? 0x7fb00000u : 0x7fe00000u;
  if (__builtin_expect(ahi - 0x00100000u < normal && n != 0 && (!sign || (n & 1)), 1)) {
    double r = root_positive(as_double(xb & 0x7ffffffffffffffful), q, ql);
    return as_double(as_ulong(r) | ((ulong)sign << 32));
  }
  return rootn_by_pow_double(x, n);
}

SPIRV_HALF_IN_FLOAT_INT(rootn)

#define SPIRV_FUNCTION __spirv_ocl_rootn
#define SPIRV_ARITY 2
#define SPIRV_ARG2 IGENTYPE
#define SPIRV_BODY <spirv/math/vector_map.inc>
#include <spirv/gentype/floatn.inc>
