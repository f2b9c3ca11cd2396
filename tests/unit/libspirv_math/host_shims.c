/* What the host model links in place of the GPU's: CUDA's libdevice
 * functions as the host's libm, and the PTX approximations (ex2.approx,
 * sin.approx...) as exact functions carrying the largest error CUDA
 * documents for them, in a direction that depends on the argument. That
 * tests libspirv's own code around them (argument reductions, special
 * cases, half in float, the error budgets of half_ and native_) on the
 * host; libdevice's and the instructions' real accuracy is the GPU test's. */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <string.h>

/* The direction of the modelled error: +1 or -1, by the argument's bits. */
static double direction(float x) {
  uint32_t b;
  memcpy(&b, &x, sizeof b);
  return (b * 0x9e3779b1u) >> 31 ? 1 : -1;
}

static float flush(float x) { return fabsf(x) < 0x1p-126f ? copysignf(0, x) : x; }

/* v (exact) moved by `ulps` float ulps in x's direction, then rounded. */
static float off_by(double v, double ulps, float x) {
  if (!isfinite(v) || v == 0)
    return (float)v;
  int e = ilogb(v) < -126 ? -126 : ilogb(v);
  return (float)(v + direction(x) * ulps * ldexp(1, e - 23));
}

/* Absolute error 2^-21.41 on [-pi, pi], as for __sinf and __cosf. */
float host_sin_approx(float x) { return (float)(sin(x) + direction(x) * exp2(-21.41)); }
float host_cos_approx(float x) { return (float)(cos(x) + direction(x) * exp2(-21.41)); }
float host_sin_approx_ftz(float x) { return flush(host_sin_approx(flush(x))); }
float host_cos_approx_ftz(float x) { return flush(host_cos_approx(flush(x))); }

/* 2 ulp, as for exp2f. */
float host_ex2_approx(float x) { return off_by(exp2(x), 2, x); }
float host_ex2_approx_ftz(float x) { return flush(host_ex2_approx(flush(x))); }

/* Absolute error 2^-22 on [0.5, 2], 2 ulp elsewhere (__log2f). */
float host_lg2_approx(float x) {
  double l = log2(x);
  if (x >= 0.5f && x <= 2)
    return (float)(l + direction(x) * 0x1p-22);
  return off_by(l, 2, x);
}
float host_lg2_approx_ftz(float x) { return host_lg2_approx(flush(x)); }

float host_rcp_approx_ftz(float x) { return flush(off_by(1.0 / flush(x), 1, x)); }
/* rcp.approx.ftz.f64 computes the high word only: 2^-19 off here, in a
 * direction that depends on x, and the low word zero. */
double host_rcp_approx_ftz_d(double x) {
  double r = 1.0 / x;
  r += direction((float)x) * 0x1p-19 * r;
  uint64_t b;
  memcpy(&b, &r, sizeof b);
  b &= 0xffffffff00000000u;
  memcpy(&r, &b, sizeof b);
  return r;
}
/* CUDA documents rsqrtf, this instruction alone, at 2 ulp for its rounded
 * result: 1.5 ulp before the rounding. */
float host_rsqrt_approx(float x) { return off_by(1.0 / sqrt(x), 1.5, x); }
float host_rsqrt_approx_ftz(float x) { return host_rsqrt_approx(flush(x)); }
float host_sqrt_approx(float x) { return off_by(sqrt(x), 2, x); }
float host_sqrt_approx_ftz(float x) { return flush(host_sqrt_approx(flush(x))); }

/* x * (1/y): 2 ulp for |y| in [2^-126, 2^126]; 1/y flushes beyond. */
float host_div_approx(float x, float y) {
  return off_by(fabsf(y) > 0x1p126f ? x * 0.0 : (double)x / y, 2, x + y);
}
float host_div_approx_ftz(float x, float y) { return flush(host_div_approx(flush(x), flush(y))); }

/* half_recip and half_divide are inline PTX (rcp.approx.f32, 1 ulp;
 * div.full.f32, 2 ulp), which the host cannot compile: these are models of
 * the instructions under the functions' mangled names. */
float _Z22__spirv_ocl_half_recipf(float x);
float _Z22__spirv_ocl_half_recipf(float x) { return off_by(1.0 / x, 1, x); }
float _Z23__spirv_ocl_half_divideff(float x, float y);
float _Z23__spirv_ocl_half_divideff(float x, float y) { return off_by((double)x / y, 2, x - y); }

/* libdevice as the host's libm one precision up, rounded once: within
 * about half an ulp, like libdevice at its best. */
#define LIBM1(name)                                                                                \
  float __nv_##name##f(float x);                                                                   \
  float __nv_##name##f(float x) { return (float)name(x); }                                         \
  double __nv_##name(double x);                                                                    \
  double __nv_##name(double x) { return (double)name##l(x); }
#define LIBM2(name)                                                                                \
  float __nv_##name##f(float x, float y);                                                          \
  float __nv_##name##f(float x, float y) { return (float)name(x, y); }                             \
  double __nv_##name(double x, double y);                                                          \
  double __nv_##name(double x, double y) { return (double)name##l(x, y); }

/* Exact or correctly rounded in the host's libm already. */
#define EXACT1(name)                                                                               \
  float __nv_##name##f(float x);                                                                   \
  float __nv_##name##f(float x) { return name##f(x); }                                             \
  double __nv_##name(double x);                                                                    \
  double __nv_##name(double x) { return name(x); }
#define EXACT2(name)                                                                               \
  float __nv_##name##f(float x, float y);                                                          \
  float __nv_##name##f(float x, float y) { return name##f(x, y); }                                 \
  double __nv_##name(double x, double y);                                                          \
  double __nv_##name(double x, double y) { return name(x, y); }

LIBM1(acos) LIBM1(acosh) LIBM1(asin) LIBM1(asinh) LIBM1(atan) LIBM1(atanh) LIBM1(cbrt)
LIBM1(cos) LIBM1(cosh) LIBM1(erf) LIBM1(erfc) LIBM1(exp) LIBM1(exp2) LIBM1(exp10) LIBM1(expm1)
LIBM1(lgamma) LIBM1(log) LIBM1(log2) LIBM1(log10) LIBM1(log1p) LIBM1(sin) LIBM1(sinh) LIBM1(tan)
LIBM1(tanh) LIBM1(tgamma)
LIBM2(atan2) LIBM2(hypot) LIBM2(pow)
EXACT1(ceil) EXACT1(fabs) EXACT1(floor) EXACT1(rint) EXACT1(round) EXACT1(sqrt) EXACT1(trunc)
EXACT2(copysign) EXACT2(fdim) EXACT2(fmod) EXACT2(remainder)

/* max.f32 and min.f32 return the other argument for any NaN; the host's
 * fmax returns NaN for a signaling one. */
#define MIN_MAX(name)                                                                              \
  float __nv_##name##f(float x, float y);                                                          \
  float __nv_##name##f(float x, float y) { return isnan(x) ? y : isnan(y) ? x : name##f(x, y); }   \
  double __nv_##name(double x, double y);                                                          \
  double __nv_##name(double x, double y) { return isnan(x) ? y : isnan(y) ? x : name(x, y); }
MIN_MAX(fmax) MIN_MAX(fmin)

float __nv_fmaf(float x, float y, float z);
float __nv_fmaf(float x, float y, float z) { return fmaf(x, y, z); }
double __nv_fma(double x, double y, double z);
double __nv_fma(double x, double y, double z) { return fma(x, y, z); }
float __nv_rsqrtf(float x);
float __nv_rsqrtf(float x) { return (float)(1 / sqrtl(x)); }
double __nv_rsqrt(double x);
double __nv_rsqrt(double x) { return (double)(1 / sqrtl(x)); }
void __nv_sincosf(float x, float *s, float *c);
void __nv_sincosf(float x, float *s, float *c) { *s = (float)sin(x), *c = (float)cos(x); }
void __nv_sincos(double x, double *s, double *c);
void __nv_sincos(double x, double *s, double *c) {
  *s = (double)sinl(x), *c = (double)cosl(x);
}

/* sin(pi x) and cos(pi x) in long double, from x = n + d exactly (n an
 * integer, |d| <= 1/2): (-1)^n sin(pi d) and (-1)^n sin(pi (1/2 - |d|)).
 * sinpi's zeros are x * 0, as libdevice's __nv_sinpi(f) ends (libspirv's
 * sinpi relies on that sign); cospi's come back as -0, a sign libspirv
 * must not rely on. */
static const long double pi_l = 3.14159265358979323846264338327950288L;
static long double sinpi_model(long double x) {
  long double r = fmodl(x, 2), n = rintl(r), d = r - n;
  if (d == 0)
    return x * 0;
  long double s = sinl(pi_l * d);
  return fmodl(n, 2) != 0 ? -s : s;
}
static long double cospi_model(long double x) {
  long double r = fmodl(x, 2), n = rintl(r), a = 0.5L - fabsl(r - n);
  if (a == 0)
    return -0.0L;
  long double c = sinl(pi_l * a);
  return fmodl(n, 2) != 0 ? -c : c;
}
float __nv_sinpif(float x);
float __nv_sinpif(float x) { return (float)sinpi_model(x); }
double __nv_sinpi(double x);
double __nv_sinpi(double x) { return (double)sinpi_model(x); }
float __nv_cospif(float x);
float __nv_cospif(float x) { return (float)cospi_model(x); }
double __nv_cospi(double x);
double __nv_cospi(double x) { return (double)cospi_model(x); }
