/* image-host-model.test: libspirv's image builtins (the generated
 * image_builtins.cl, compiled for the host with image_host_shim.h) over
 * emulated surfaces, against references written here from OpenCL 1.2
 * sections 8.2 (sampling) and 8.3 (conversions). The emulated suld/sust
 * follow PTX's .zero mode: out-of-range loads give zero bits, stores are
 * dropped. Prints one line per failure and a summary; exits 1 on failure. */
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int3 __attribute__((ext_vector_type(3)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef unsigned uint4 __attribute__((ext_vector_type(4)));

/* ---- the library functions the image code calls, as the GPU does them ---- */
static int sat_int(double v) {
  if (v != v) return 0;
  if (v <= -2147483648.0) return INT32_MIN;
  if (v >= 2147483647.0) return INT32_MAX;
  return (int)v;
}
int conv_rtn(float x) __asm__("_Z32__spirv_ConvertFToS_Rint_sat_rtnf");
int conv_rtn(float x) { return sat_int(floor(x)); }
int conv_rte(float x) __asm__("_Z32__spirv_ConvertFToS_Rint_sat_rtef");
int conv_rte(float x) { return sat_int(nearbyint(x)); }
unsigned conv_u_rte(float x) __asm__("_Z33__spirv_ConvertFToU_Ruint_sat_rtef");
unsigned conv_u_rte(float x) {
  double v = nearbyint(x);
  if (x != x || v <= 0) return 0;
  return v >= 4294967295.0 ? 4294967295u : (unsigned)v;
}

/* ---- emulated surfaces: shapes as surface_access.h's helpers see them ---- */
typedef struct {
  unsigned char *data;
  int row_bytes, rows, slices; /* a 1-D array's layers are rows, a 2-D array's slices */
} surface;

static unsigned char *texel(uint64_t s, int xb, int y, int z, int bytes) {
  surface *f = (surface *)(uintptr_t)s;
  if (xb < 0 || xb + bytes > f->row_bytes || y < 0 || y >= f->rows || z < 0 || z >= f->slices)
    return NULL;
  return f->data + ((size_t)z * f->rows + y) * f->row_bytes + xb;
}
static uint4 load(uint64_t s, int x, int y, int z, int bytes) {
  uint4 v = {0, 0, 0, 0};
  unsigned char *p = texel(s, x, y, z, bytes);
  if (p) memcpy(&v, p, bytes);
  return v;
}
static void store(uint64_t s, int x, int y, int z, int bytes, uint4 v) {
  unsigned char *p = texel(s, x, y, z, bytes);
  if (p) memcpy(p, &v, bytes);
}
#define SURFACE(SHAPE, BITS, X, Y, Z)                                                   \
  uint4 __clc_image_suld_##SHAPE##_b##BITS(uint64_t s, int x, int y, int z) {           \
    return load(s, X, Y, Z, BITS / 8);                                                  \
  }                                                                                     \
  void __clc_image_sust_##SHAPE##_b##BITS(uint64_t s, int x, int y, int z, uint4 v) {   \
    store(s, X, Y, Z, BITS / 8, v);                                                     \
  }
#define SURFACE_SHAPE(SHAPE, X, Y, Z)                                                   \
  SURFACE(SHAPE, 8, X, Y, Z) SURFACE(SHAPE, 16, X, Y, Z) SURFACE(SHAPE, 32, X, Y, Z)    \
  SURFACE(SHAPE, 64, X, Y, Z) SURFACE(SHAPE, 128, X, Y, Z)
SURFACE_SHAPE(1d, x, 0, 0)
SURFACE_SHAPE(2d, x, y, 0)
SURFACE_SHAPE(3d, x, y, z)
SURFACE_SHAPE(a1d, x, y, 0)
SURFACE_SHAPE(a2d, x, y, z)

/* ---- the builtins under test (asm labels dropped by the shim) ---- */
float4 __spirv_ImageRead_Rfloat4_image2d_ro(long img, int2 c);
int4 __spirv_ImageRead_Rint4_image2d_ro(long img, int2 c);
uint4 __spirv_ImageRead_Ruint4_image2d_ro(long img, int2 c);
void __spirv_ImageWrite_image2d_wo_float4(long img, int2 c, float4 v);
void __spirv_ImageWrite_image2d_wo_int4(long img, int2 c, int4 v);
void __spirv_ImageWrite_image2d_wo_uint4(long img, int2 c, uint4 v);
int2 __spirv_ImageQuerySize_Rint2_image2d_ro(long img);
int3 __spirv_ImageQuerySize_Rint3_image3d_wo(long img);
int2 __spirv_ImageQuerySize_Rint2_image1d_array_ro(long img);
int __spirv_ImageQueryFormat_image2d_ro(long img);
int __spirv_ImageQueryOrder_image2d_ro(long img);
float4 __clc_image_sample_image1d_float4_f(long img, int bits, float c);
float4 __clc_image_sample_image2d_float4_f(long img, int bits, float2 c);
float4 __clc_image_sample_image3d_float4_f(long img, int bits, float4 c);
float4 __clc_image_sample_image2d_float4_i(long img, int bits, int2 c);
float4 __clc_image_sample_image1d_array_float4_f(long img, int bits, float2 c);
float4 __clc_image_sample_image2d_array_float4_f(long img, int bits, float4 c);

/* ---- descriptors (docs/contracts.md) ---- */
typedef struct {
  uint64_t surface;
  int32_t width, height, depth, array_size, order, type, element_size, dims, is_array, zero;
} __attribute__((aligned(16))) descriptor;

enum { R = 0, A = 1, RG = 2, RA = 3, RGB = 4, RGBA = 5, BGRA = 6, ARGB = 7, INTENSITY = 8,
       LUMINANCE = 9, ABGR = 19 };
enum { SNORM8, SNORM16, UNORM8, UNORM16, U565, U555, U101010, SINT8, SINT16, SINT32, UINT8,
       UINT16, UINT32, HALF, FLOAT };
static const char *memory_channels(int order) {
  switch (order) {
  case R: return "R";
  case A: return "A";
  case RG: return "RG";
  case RA: return "RA";
  case RGB: return "RGB";
  case RGBA: return "RGBA";
  case BGRA: return "BGRA";
  case ARGB: return "ARGB";
  case ABGR: return "ABGR";
  case INTENSITY: return "I";
  default: return "L";
  }
}
static int channel_bytes(int type) {
  static const int b[] = {1, 2, 1, 2, 0, 0, 0, 1, 2, 4, 1, 2, 4, 2, 4};
  return b[type];
}
static int element_bytes(int order, int type) {
  if (type == U565 || type == U555) return 2;
  if (type == U101010) return 4;
  return channel_bytes(type) * (int)strlen(memory_channels(order));
}
static int is_int_type(int type) { return type >= SINT8 && type <= UINT32; }

static descriptor make_image(surface *s, int order, int type, int w, int h, int d, int layers,
                             int dims, int is_array) {
  int eb = element_bytes(order, type);
  s->row_bytes = w * eb;
  s->rows = dims == 1 ? (is_array ? layers : 1) : h;
  s->slices = dims == 3 ? d : (dims == 2 && is_array ? layers : 1);
  s->data = calloc((size_t)s->row_bytes * s->rows * s->slices, 1);
  descriptor r = {(uint64_t)(uintptr_t)s, w, dims >= 2 ? h : 1, dims == 3 ? d : 1,
                  is_array ? layers : 0, order, type, eb, dims, is_array, 0};
  return r;
}

static int failures, checks;
static void fail(const char *what) {
  if (failures++ < 40) printf("FAIL %s\n", what);
}

/* ---- section 8.3 references ---- */
static float ref_channel_to_float(int type, const unsigned char *p, int k, uint32_t packed) {
  switch (type) {
  case UNORM8: return (float)p[k] / 255.0f;
  case SNORM8: return fmaxf((float)(int8_t)p[k] / 127.0f, -1.0f);
  case UNORM16: { uint16_t v; memcpy(&v, p + 2 * k, 2); return (float)v / 65535.0f; }
  case SNORM16: { int16_t v; memcpy(&v, p + 2 * k, 2); return fmaxf((float)v / 32767.0f, -1.0f); }
  case HALF: { _Float16 v; memcpy(&v, p + 2 * k, 2); return (float)v; }
  case U565: return k == 1 ? (float)((packed >> 5) & 63) / 63.0f : (float)((packed >> (k ? 0 : 11)) & 31) / 31.0f;
  case U555: return (float)((packed >> (10 - 5 * k)) & 31) / 31.0f;
  case U101010: return (float)((packed >> (20 - 10 * k)) & 1023) / 1023.0f;
  default: { float v; memcpy(&v, p + 4 * k, 4); return v; }
  }
}
static uint32_t ref_channel_to_int(int type, const unsigned char *p, int k) {
  switch (type) {
  case SINT8: return (uint32_t)(int32_t)(int8_t)p[k];
  case UINT8: return p[k];
  case SINT16: { int16_t v; memcpy(&v, p + 2 * k, 2); return (uint32_t)(int32_t)v; }
  case UINT16: { uint16_t v; memcpy(&v, p + 2 * k, 2); return v; }
  default: { uint32_t v; memcpy(&v, p + 4 * k, 4); return v; }
  }
}
/* The (R, G, B, A) bits a texel's bytes decode to. */
static uint4 ref_decode(int order, int type, const unsigned char *p) {
  int integer = is_int_type(type);
  uint32_t one = 1, packed = 0;
  float f1 = 1.0f;
  if (!integer) memcpy(&one, &f1, 4);
  memcpy(&packed, p, type == U101010 ? 4 : 2);
  uint4 out = {0, 0, 0, one};
  const char *m = memory_channels(order);
  for (int k = 0; m[k]; k++) {
    uint32_t bits;
    if (integer) {
      bits = ref_channel_to_int(type, p, k);
    } else {
      float f = ref_channel_to_float(type, p, k, packed);
      memcpy(&bits, &f, 4);
    }
    switch (m[k]) {
    case 'R': out.x = bits; break;
    case 'G': out.y = bits; break;
    case 'B': out.z = bits; break;
    case 'A': out.w = bits; break;
    case 'I': out = (uint4){bits, bits, bits, bits}; break;
    default: out.x = out.y = out.z = bits; break; /* L */
    }
  }
  return out;
}
static uint32_t sat_rte(float f, double lo, double hi) {
  if (f != f) return 0;
  double v = nearbyint(f);
  return (uint32_t)(int64_t)(v < lo ? lo : v > hi ? hi : v);
}
/* The bytes (R, G, B, A) bits encode to. */
static void ref_encode(int order, int type, uint4 rgba, unsigned char *p) {
  const char *m = memory_channels(order);
  uint32_t packed = 0;
  for (int k = 0; m[k]; k++) {
    uint32_t bits = m[k] == 'G' ? rgba.y : m[k] == 'B' ? rgba.z : m[k] == 'A' ? rgba.w : rgba.x;
    float f;
    int32_t s = (int32_t)bits;
    memcpy(&f, &bits, 4);
    uint32_t v;
    switch (type) {
    case UNORM8: v = sat_rte(f * 255.0f, 0, 255); p[k] = v; break;
    case SNORM8: v = sat_rte(f * 127.0f, -128, 127); p[k] = v; break;
    case UNORM16: v = sat_rte(f * 65535.0f, 0, 65535); memcpy(p + 2 * k, &v, 2); break;
    case SNORM16: v = sat_rte(f * 32767.0f, -32768, 32767); memcpy(p + 2 * k, &v, 2); break;
    case HALF: { _Float16 h = (_Float16)f; memcpy(p + 2 * k, &h, 2); break; }
    case U565: packed |= sat_rte(f * (k == 1 ? 63.0f : 31.0f), 0, k == 1 ? 63 : 31) << (k == 0 ? 11 : k == 1 ? 5 : 0); break;
    case U555: packed |= sat_rte(f * 31.0f, 0, 31) << (10 - 5 * k); break;
    case U101010: packed |= sat_rte(f * 1023.0f, 0, 1023) << (20 - 10 * k); break;
    case SINT8: p[k] = (uint8_t)(s < -128 ? -128 : s > 127 ? 127 : s); break;
    case UINT8: p[k] = bits > 255 ? 255 : bits; break;
    case SINT16: { int16_t h = s < -32768 ? -32768 : s > 32767 ? 32767 : s; memcpy(p + 2 * k, &h, 2); break; }
    case UINT16: { uint16_t h = bits > 65535 ? 65535 : bits; memcpy(p + 2 * k, &h, 2); break; }
    default: memcpy(p + 4 * k, &bits, 4); break;
    }
  }
  if (type == U565 || type == U555) memcpy(p, &packed, 2);
  if (type == U101010) memcpy(p, &packed, 4);
}

static uint4 read_bits(long img, int type, int2 c) {
  if (type == SINT8 || type == SINT16 || type == SINT32)
    return (uint4)__spirv_ImageRead_Rint4_image2d_ro(img, c);
  if (is_int_type(type)) return __spirv_ImageRead_Ruint4_image2d_ro(img, c);
  return (uint4)__spirv_ImageRead_Rfloat4_image2d_ro(img, c);
}
static void write_bits(long img, int type, int2 c, uint4 v) {
  if (type == SINT8 || type == SINT16 || type == SINT32)
    __spirv_ImageWrite_image2d_wo_int4(img, c, (int4)v);
  else if (is_int_type(type))
    __spirv_ImageWrite_image2d_wo_uint4(img, c, v);
  else
    __spirv_ImageWrite_image2d_wo_float4(img, c, (float4)v);
}

static int same_bits(uint4 a, uint4 b) { return a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w; }

static void check_format(int order, int type) {
  char what[160];
  surface s;
  descriptor d = make_image(&s, order, type, 5, 3, 1, 0, 2, 0);
  long img = (long)(uintptr_t)&d;
  int eb = d.element_size;
  for (size_t i = 0; i < (size_t)s.row_bytes * s.rows; i++) s.data[i] = (unsigned char)(rand() >> 7);
  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 5; x++) {
      uint4 got = read_bits(img, type, (int2){x, y});
      uint4 want = ref_decode(order, type, s.data + y * s.row_bytes + x * eb);
      checks++;
      if (!same_bits(got, want)) {
        snprintf(what, sizeof what, "read order %d type %d (%d,%d): %08x %08x %08x %08x, want %08x %08x %08x %08x",
                 order, type, x, y, got.x, got.y, got.z, got.w, want.x, want.y, want.z, want.w);
        fail(what);
      }
    }
  static const float fv[] = {0.0f, 1.0f, -1.0f, 0.5f, 0.25f, 2.0f, -0.3f, 0.5f / 255.0f, 1.5f / 255.0f,
                             0.5f / 127.0f, 0.123456f, 0.999f, -0.999f, 65504.0f, 1e-8f, NAN};
  static const int32_t iv[] = {0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768,
                               -32769, 65535, 65536, INT32_MIN};
  for (int t = 0; t < 16; t++) {
    uint4 v;
    if (is_int_type(type)) {
      v = (uint4){(uint32_t)iv[t], (uint32_t)iv[(t + 3) % 16], (uint32_t)iv[(t + 7) % 16],
                  (uint32_t)iv[(t + 11) % 16]};
    } else {
      float4 f = {fv[t], fv[(t + 3) % 16], fv[(t + 7) % 16], fv[(t + 11) % 16]};
      memcpy(&v, &f, 16);
    }
    unsigned char want[16] = {0};
    memset(s.data, 0, eb);
    write_bits(img, type, (int2){0, 0}, v);
    ref_encode(order, type, v, want);
    checks++;
    if (memcmp(s.data, want, eb) != 0) {
      snprintf(what, sizeof what, "write order %d type %d value %d: bytes differ", order, type, t);
      fail(what);
    }
  }
  free(s.data);
}

/* ---- section 8.2 reference ---- */
typedef struct { int i0, i1; float a; } taps;
static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static int ifloor(float x) { return sat_int(floorf(x)); }
static int ref_nearest(float s, int w, int norm, int addr) {
  if (addr == 3) { float u = (s - floorf(s)) * w; int i = ifloor(u); return i > w - 1 ? i - w : i; }
  if (addr == 4) {
    float sp = fabsf(s - 2.0f * rintf(0.5f * s));
    float u = sp * w;
    int i = ifloor(u);
    return i < w - 1 ? i : w - 1;
  }
  float u = norm ? s * w : s;
  return addr == 1 ? clampi(ifloor(u), 0, w - 1) : clampi(ifloor(u), -1, w);
}
static taps ref_linear(float s, int w, int norm, int addr) {
  taps t;
  float u;
  if (addr == 3) u = (s - floorf(s)) * w;
  else if (addr == 4) u = fabsf(s - 2.0f * rintf(0.5f * s)) * w;
  else u = norm ? s * w : s;
  float v = u - 0.5f;
  int i0 = ifloor(v);
  t.a = fminf(v - floorf(v), 0x1.fffffep-1f);
  if (addr == 3) { t.i0 = i0 < 0 ? w + i0 : i0; t.i1 = i0 + 1 > w - 1 ? i0 + 1 - w : i0 + 1; }
  else if (addr == 4) { t.i0 = i0 > 0 ? i0 : 0; t.i1 = i0 + 1 < w - 1 ? i0 + 1 : w - 1; }
  else if (addr == 1) { t.i0 = clampi(i0, 0, w - 1); t.i1 = clampi(i0 + 1, 0, w - 1); }
  else { t.i0 = clampi(i0, -1, w); t.i1 = clampi(i0 + 1, -1, w); }
  return t;
}
/* the format of the images sampled: a texel decoded as section 8.3 says,
 * outside the image the border colour (the decoding of zero bytes: (0,0,0,0),
 * or (0,0,0,1) for orders without alpha) */
static int sample_order, sample_type;
static void ref_texel(const surface *s, int w, int h, int d, int x, int y, int z, double out[4]) {
  static const unsigned char zero[16];
  int eb = element_bytes(sample_order, sample_type);
  const unsigned char *p = x < 0 || x >= w || y < 0 || y >= h || z < 0 || z >= d
                               ? zero
                               : s->data + ((size_t)z * s->rows + y) * s->row_bytes + x * eb;
  uint4 bits = ref_decode(sample_order, sample_type, p);
  float f[4];
  memcpy(f, &bits, 16);
  for (int k = 0; k < 4; k++) out[k] = f[k];
}
/* a sampled read of a non-integer image of axes filtered axes (1, 2, 3),
 * layer already chosen (it is z for 1-D arrays in this surface's rows: the
 * caller maps it) */
static void ref_sample(const surface *s, int axes, int w, int h, int d, int layer, int bits,
                       const float c[3], double out[4]) {
  int norm = bits & 1, linear = (bits >> 1) & 1, addr = bits >> 2;
  int ew = w, eh = axes >= 2 ? h : 1, ed = axes == 3 ? d : 1;
  if (!linear) {
    int x = ref_nearest(c[0], w, norm, addr);
    int y = axes >= 2 ? ref_nearest(c[1], h, norm, addr) : layer;
    int z = axes == 3 ? ref_nearest(c[2], d, norm, addr) : (axes == 2 ? layer : 0);
    ref_texel(s, ew, axes >= 2 ? eh : s->rows, axes == 3 ? ed : s->slices, x, y, z, out);
    return;
  }
  taps t[3] = {ref_linear(c[0], w, norm, addr), {layer, layer, 0}, {0, 0, 0}};
  if (axes >= 2) t[1] = ref_linear(c[1], h, norm, addr);
  if (axes == 3) t[2] = ref_linear(c[2], d, norm, addr);
  else if (axes == 2) t[2] = (taps){layer, layer, 0};
  for (int k = 0; k < 4; k++) out[k] = 0;
  for (int corner = 0; corner < 8; corner++) {
    int bx = corner & 1, by = (corner >> 1) & 1, bz = corner >> 2;
    double wgt = (bx ? t[0].a : 1 - t[0].a) * (by ? t[1].a : 1 - t[1].a) * (bz ? t[2].a : 1 - t[2].a);
    if (wgt == 0) continue;
    double tx[4];
    ref_texel(s, ew, axes >= 2 ? eh : s->rows, axes == 3 ? ed : s->slices, bx ? t[0].i1 : t[0].i0,
              by ? t[1].i1 : t[1].i0, bz ? t[2].i1 : t[2].i0, tx);
    for (int k = 0; k < 4; k++) out[k] += wgt * tx[k];
  }
}

static void compare_sample(const char *shape, int bits, const float c[3], float4 got, const double want[4]) {
  int linear = (bits >> 1) & 1;
  float g[4] = {got.x, got.y, got.z, got.w};
  checks++;
  for (int k = 0; k < 4; k++) {
    double err = fabs(g[k] - want[k]);
    if (linear ? err > 2e-6 : !(g[k] == (float)want[k])) {
      char what[200];
      snprintf(what, sizeof what, "sample %s sampler %#x at (%g, %g, %g): channel %d %.9g, want %.9g",
               shape, bits, c[0], c[1], c[2], k, g[k], want[k]);
      fail(what);
      return;
    }
  }
}

static void fill_random(surface *s) {
  size_t n = (size_t)s->row_bytes * s->rows * s->slices;
  if (sample_type == FLOAT) {
    for (size_t i = 0; i < n / 4; i++) ((float *)s->data)[i] = (float)(rand() % 1000) / 999.0f;
  } else {
    for (size_t i = 0; i < n; i++) s->data[i] = (unsigned char)(rand() >> 7);
  }
}

/* every valid sampler: normalized x {none, clamp_to_edge, clamp, repeat,
 * mirrored}, unnormalized x {none, clamp_to_edge, clamp}; x {nearest, linear} */
static int sampler_bits(int i) {
  int combos[8][2] = {{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {0, 0}, {0, 1}, {0, 2}};
  return combos[i / 2][0] | (i % 2) << 1 | combos[i / 2][1] << 2;
}
static const float offsets[] = {0.5f, 0.0f, 0.25f, 0.75f, 1.0f, -0.25f, -1.0f, -3.5f, 1.25f};

static void check_sampling(int order, int type) {
  const int W = 7, H = 5, D = 3, L = 4;
  sample_order = order;
  sample_type = type;
  surface s1, s2, s3, sa1, sa2;
  descriptor d1 = make_image(&s1, order, type, W, 1, 1, 0, 1, 0);
  descriptor d2 = make_image(&s2, order, type, W, H, 1, 0, 2, 0);
  descriptor d3 = make_image(&s3, order, type, W, H, D, 0, 3, 0);
  descriptor da1 = make_image(&sa1, order, type, W, 1, 1, L, 1, 1);
  descriptor da2 = make_image(&sa2, order, type, W, H, 1, L, 2, 1);
  fill_random(&s1); fill_random(&s2); fill_random(&s3);
  fill_random(&sa1); fill_random(&sa2);
  for (int si = 0; si < 16; si++) {
    int bits = sampler_bits(si), norm = bits & 1, addr = bits >> 2;
    for (int a = 0; a < 9; a++)
      for (int b = 0; b < 9; b++) {
        /* texel coordinates k + offset (k = -2 .. w + 1), as normalized or not */
        float ux = (float)(a - 2) + offsets[(a + b) % 9], uy = (float)(b - 1) + offsets[b];
        float uz = (float)(a % 4 - 1) + offsets[(2 * a + b) % 9];
        float c[3] = {norm ? ux / W : ux, norm ? uy / H : uy, norm ? uz / D : uz};
        if (addr == 0 && (ux < 0 || ux > W || uy < 0 || uy > H || uz < 0 || uz > D)) continue;
        double want[4];
        ref_sample(&s1, 1, W, 1, 1, 0, bits, c, want);
        compare_sample("1d", bits, c, __clc_image_sample_image1d_float4_f((long)(uintptr_t)&d1, bits, c[0]), want);
        ref_sample(&s2, 2, W, H, 1, 0, bits, c, want);
        compare_sample("2d", bits, c, __clc_image_sample_image2d_float4_f((long)(uintptr_t)&d2, bits, (float2){c[0], c[1]}), want);
        ref_sample(&s3, 3, W, H, D, 0, bits, c, want);
        compare_sample("3d", bits, c, __clc_image_sample_image3d_float4_f((long)(uintptr_t)&d3, bits, (float4){c[0], c[1], c[2], 0}), want);
        /* arrays: the layer coordinate rounds and clamps; DPC++'s image_array
         * accessor passes index / layers through the image one dimension up */
        float lc = (float)(b % 6 - 1) + (b % 2 ? 0.4f : -0.4f);
        int layer = clampi((int)nearbyintf(lc), 0, L - 1);
        ref_sample(&sa1, 1, W, L, 1, layer, bits, c, want);
        compare_sample("1d array", bits, c, __clc_image_sample_image1d_array_float4_f((long)(uintptr_t)&da1, bits, (float2){c[0], lc}), want);
        int idx = b % L;
        ref_sample(&sa1, 1, W, L, 1, idx, bits, c, want);
        compare_sample("1d array as 2d", bits, c, __clc_image_sample_image2d_float4_f((long)(uintptr_t)&da1, bits, (float2){c[0], idx / (float)L}), want);
        ref_sample(&sa2, 2, W, H, L, layer, bits, c, want);
        compare_sample("2d array", bits, c, __clc_image_sample_image2d_array_float4_f((long)(uintptr_t)&da2, bits, (float4){c[0], c[1], lc, 0}), want);
      }
    /* integer coordinates: the texel, clamp_to_edge clamping, else border */
    if (!norm)
      for (int x = -2; x <= W + 1; x++)
        for (int y = -1; y <= H; y++) {
          double want[4];
          int edge = addr == 1;
          int tx = edge ? clampi(x, 0, W - 1) : x, ty = edge ? clampi(y, 0, H - 1) : y;
          ref_texel(&s2, W, H, 1, tx, ty, 0, want);
          float c[3] = {(float)x, (float)y, 0};
          if (addr == 0 && (x < 0 || x >= W || y < 0 || y >= H)) continue;
          compare_sample("2d int", bits & ~2, c, __clc_image_sample_image2d_float4_i((long)(uintptr_t)&d2, bits, (int2){x, y}), want);
        }
  }
  /* queries */
  int2 s2d = __spirv_ImageQuerySize_Rint2_image2d_ro((long)(uintptr_t)&d2);
  int3 s3d = __spirv_ImageQuerySize_Rint3_image3d_wo((long)(uintptr_t)&d3);
  int2 sa = __spirv_ImageQuerySize_Rint2_image1d_array_ro((long)(uintptr_t)&da1);
  int2 sa_up = __spirv_ImageQuerySize_Rint2_image2d_ro((long)(uintptr_t)&da1);
  checks++;
  if (s2d.x != W || s2d.y != H || s3d.x != W || s3d.y != H || s3d.z != D || sa.x != W || sa.y != L ||
      sa_up.x != W || sa_up.y != L)
    fail("size queries");
  checks++;
  if (__spirv_ImageQueryFormat_image2d_ro((long)(uintptr_t)&d2) != type ||
      __spirv_ImageQueryOrder_image2d_ro((long)(uintptr_t)&d2) != order)
    fail("format and order queries");
  free(s1.data); free(s2.data); free(s3.data); free(sa1.data); free(sa2.data);
}

int main(void) {
  fesetround(FE_TONEAREST);
  static const int plain_types[] = {SNORM8, SNORM16, UNORM8, UNORM16, SINT8, SINT16, SINT32,
                                    UINT8, UINT16, UINT32, HALF, FLOAT};
  static const int orders[] = {R, A, RG, RA, RGBA, BGRA, ARGB, ABGR};
  for (unsigned o = 0; o < sizeof orders / sizeof *orders; o++)
    for (unsigned t = 0; t < sizeof plain_types / sizeof *plain_types; t++)
      check_format(orders[o], plain_types[t]);
  static const int lum_types[] = {SNORM8, SNORM16, UNORM8, UNORM16, HALF, FLOAT};
  for (unsigned t = 0; t < sizeof lum_types / sizeof *lum_types; t++) {
    check_format(INTENSITY, lum_types[t]);
    check_format(LUMINANCE, lum_types[t]);
  }
  check_format(RGB, U565);
  check_format(RGB, U555);
  check_format(RGB, U101010);
  /* RGBA FLOAT takes the 16-byte fast path, the others the decoding one */
  check_sampling(RGBA, FLOAT);
  check_sampling(BGRA, UNORM8);
  check_sampling(LUMINANCE, UNORM16);
  check_sampling(RA, SNORM8);
  printf("image host model: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
