#include "image_reference.h"

#include <math.h>
#include <string.h>

static bool is_packed(enum ref_type type) {
  return type == REF_UNORM_SHORT_565 || type == REF_UNORM_SHORT_555 ||
         type == REF_UNORM_INT_101010;
}

static bool is_8bit(enum ref_type type) {
  return type == REF_SNORM_INT8 || type == REF_UNORM_INT8 || type == REF_SIGNED_INT8 ||
         type == REF_UNSIGNED_INT8;
}

static bool is_float_class(enum ref_type type) {
  return type == REF_SNORM_INT8 || type == REF_SNORM_INT16 || type == REF_UNORM_INT8 ||
         type == REF_UNORM_INT16 || type == REF_HALF_FLOAT || type == REF_FLOAT;
}

bool ref_format_valid(struct ref_format format) {
  enum ref_type t = format.type;
  switch (format.order) {
  case REF_R: case REF_A: case REF_RG: case REF_RA: case REF_RGBA: case REF_Rx: case REF_RGx:
    return !is_packed(t);
  case REF_INTENSITY: case REF_LUMINANCE:
    return is_float_class(t);
  case REF_RGB:
    return is_packed(t);
  case REF_RGBx:
    return is_packed(t);
  case REF_BGRA: case REF_ARGB: case REF_ABGR:
    return is_8bit(t);
  case REF_sRGBA:
    return t == REF_UNORM_INT8;
  }
  return false;
}

enum ref_kind ref_format_kind(struct ref_format format) {
  switch (format.type) {
  case REF_SIGNED_INT8: case REF_SIGNED_INT16: case REF_SIGNED_INT32:
    return REF_KIND_INT;
  case REF_UNSIGNED_INT8: case REF_UNSIGNED_INT16: case REF_UNSIGNED_INT32:
    return REF_KIND_UINT;
  default:
    return REF_KIND_FLOAT;
  }
}

int ref_stored_channels(struct ref_format format) {
  if (is_packed(format.type))
    return 1;
  switch (format.order) {
  case REF_R: case REF_A: case REF_INTENSITY: case REF_LUMINANCE: case REF_Rx:
    return 1;
  case REF_RG: case REF_RA: case REF_RGx:
    return 2;
  case REF_RGB: case REF_RGBx:
    return 3;
  default:
    return 4;
  }
}

static int channel_bytes(enum ref_type type) {
  switch (type) {
  case REF_SNORM_INT8: case REF_UNORM_INT8: case REF_SIGNED_INT8: case REF_UNSIGNED_INT8:
    return 1;
  case REF_SNORM_INT16: case REF_UNORM_INT16: case REF_SIGNED_INT16: case REF_UNSIGNED_INT16:
  case REF_HALF_FLOAT: case REF_UNORM_SHORT_565: case REF_UNORM_SHORT_555:
    return 2;
  default:
    return 4;
  }
}

int ref_element_size(struct ref_format format) {
  return ref_stored_channels(format) * channel_bytes(format.type);
}

const char *ref_order_name(enum ref_order order) {
  switch (order) {
  case REF_R: return "R";
  case REF_A: return "A";
  case REF_RG: return "RG";
  case REF_RA: return "RA";
  case REF_RGB: return "RGB";
  case REF_RGBA: return "RGBA";
  case REF_BGRA: return "BGRA";
  case REF_ARGB: return "ARGB";
  case REF_INTENSITY: return "INTENSITY";
  case REF_LUMINANCE: return "LUMINANCE";
  case REF_Rx: return "Rx";
  case REF_RGx: return "RGx";
  case REF_RGBx: return "RGBx";
  case REF_sRGBA: return "sRGBA";
  case REF_ABGR: return "ABGR";
  }
  return "?";
}

const char *ref_type_name(enum ref_type type) {
  static const char *const names[] = {
      "SNORM_INT8", "SNORM_INT16", "UNORM_INT8", "UNORM_INT16", "UNORM_SHORT_565",
      "UNORM_SHORT_555", "UNORM_INT_101010", "SIGNED_INT8", "SIGNED_INT16", "SIGNED_INT32",
      "UNSIGNED_INT8", "UNSIGNED_INT16", "UNSIGNED_INT32", "HALF_FLOAT", "FLOAT"};
  return (unsigned)type < sizeof names / sizeof names[0] ? names[type] : "?";
}

/* Which RGBA component (0-3) each stored channel holds, in storage order.
 * Intensity and luminance store one value, written from the red component. */
static void stored_components(enum ref_order order, int components[4]) {
  static const int rgba[4] = {0, 1, 2, 3}, bgra[4] = {2, 1, 0, 3}, argb[4] = {3, 0, 1, 2},
                   abgr[4] = {3, 2, 1, 0}, ra[4] = {0, 3, 0, 0}, a[4] = {3, 0, 0, 0};
  const int *map = rgba;
  if (order == REF_BGRA)
    map = bgra;
  else if (order == REF_ARGB)
    map = argb;
  else if (order == REF_ABGR)
    map = abgr;
  else if (order == REF_RA)
    map = ra;
  else if (order == REF_A)
    map = a;
  memcpy(components, map, sizeof rgba);
}

uint16_t ref_float_to_half(float value) {
  uint32_t bits;
  memcpy(&bits, &value, 4);
  uint16_t sign = (uint16_t)((bits >> 16) & 0x8000u);
  float magnitude = fabsf(value);
  if (isnan(value))
    return (uint16_t)(sign | 0x7e00u);
  if (magnitude >= 65520.0f) /* rounds to infinity */
    return (uint16_t)(sign | 0x7c00u);
  if (magnitude < 0x1p-14f) /* subnormal: a multiple of 2^-24, rint rounds to even */
    return (uint16_t)(sign | (uint16_t)rintf(magnitude * 0x1p24f));
  int exponent;
  float mantissa = frexpf(magnitude, &exponent); /* magnitude = m * 2^e, m in [0.5, 1) */
  /* 11 significant bits: m * 2^11 rounded to even, may carry into 2^11. */
  uint32_t significand = (uint32_t)rintf(ldexpf(mantissa, 11));
  if (significand == 2048u) {
    significand = 1024u;
    exponent++;
  }
  uint32_t biased = (uint32_t)(exponent - 1 + 15);
  if (biased >= 31u)
    return (uint16_t)(sign | 0x7c00u);
  return (uint16_t)(sign | (biased << 10) | (significand - 1024u));
}

float ref_half_to_float(uint16_t bits) {
  int exponent = (bits >> 10) & 0x1f;
  int fraction = bits & 0x3ff;
  float magnitude;
  if (exponent == 0)
    magnitude = ldexpf((float)fraction, -24);
  else if (exponent == 31)
    magnitude = fraction ? NAN : INFINITY;
  else
    magnitude = ldexpf((float)(fraction | 0x400), exponent - 25);
  return (bits & 0x8000u) ? -magnitude : magnitude;
}

/* convert_<int>_sat_rte(f * scale): NaN gives 0 (section 8.3.1.1). */
static int32_t normalize_rte_sat(float value, float scale, int32_t lo, int32_t hi) {
  float scaled = value * scale;
  if (isnan(scaled))
    return 0;
  float rounded = rintf(scaled);
  if (rounded < (float)lo)
    return lo;
  if (rounded > (float)hi)
    return hi;
  return (int32_t)rounded;
}

static int64_t clamp_i64(int64_t v, int64_t lo, int64_t hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

static void store_channel(enum ref_type type, const union ref_value *value, int component,
                          uint8_t *at) {
  float f = value->f[component];
  int32_t i = value->i[component];
  uint32_t u = value->u[component];
  int8_t s8;
  uint8_t u8;
  int16_t s16;
  uint16_t u16;
  switch (type) {
  case REF_SNORM_INT8: s8 = (int8_t)normalize_rte_sat(f, 127.0f, -128, 127); memcpy(at, &s8, 1); break;
  case REF_UNORM_INT8: u8 = (uint8_t)normalize_rte_sat(f, 255.0f, 0, 255); memcpy(at, &u8, 1); break;
  case REF_SNORM_INT16: s16 = (int16_t)normalize_rte_sat(f, 32767.0f, -32768, 32767); memcpy(at, &s16, 2); break;
  case REF_UNORM_INT16: u16 = (uint16_t)normalize_rte_sat(f, 65535.0f, 0, 65535); memcpy(at, &u16, 2); break;
  case REF_SIGNED_INT8: s8 = (int8_t)clamp_i64(i, INT8_MIN, INT8_MAX); memcpy(at, &s8, 1); break;
  case REF_SIGNED_INT16: s16 = (int16_t)clamp_i64(i, INT16_MIN, INT16_MAX); memcpy(at, &s16, 2); break;
  case REF_SIGNED_INT32: memcpy(at, &i, 4); break;
  case REF_UNSIGNED_INT8: u8 = (uint8_t)(u > 255u ? 255u : u); memcpy(at, &u8, 1); break;
  case REF_UNSIGNED_INT16: u16 = (uint16_t)(u > 65535u ? 65535u : u); memcpy(at, &u16, 2); break;
  case REF_UNSIGNED_INT32: memcpy(at, &u, 4); break;
  case REF_HALF_FLOAT: u16 = ref_float_to_half(f); memcpy(at, &u16, 2); break;
  case REF_FLOAT: memcpy(at, &f, 4); break;
  default: break;
  }
}

static void load_channel(enum ref_type type, const uint8_t *at, union ref_value *value,
                         int component) {
  int8_t s8;
  uint8_t u8;
  int16_t s16;
  uint16_t u16;
  switch (type) {
  case REF_SNORM_INT8: memcpy(&s8, at, 1); value->f[component] = fmaxf(-1.0f, (float)s8 / 127.0f); break;
  case REF_UNORM_INT8: memcpy(&u8, at, 1); value->f[component] = (float)u8 / 255.0f; break;
  case REF_SNORM_INT16: memcpy(&s16, at, 2); value->f[component] = fmaxf(-1.0f, (float)s16 / 32767.0f); break;
  case REF_UNORM_INT16: memcpy(&u16, at, 2); value->f[component] = (float)u16 / 65535.0f; break;
  case REF_SIGNED_INT8: memcpy(&s8, at, 1); value->i[component] = s8; break;
  case REF_SIGNED_INT16: memcpy(&s16, at, 2); value->i[component] = s16; break;
  case REF_SIGNED_INT32: memcpy(&value->i[component], at, 4); break;
  case REF_UNSIGNED_INT8: memcpy(&u8, at, 1); value->u[component] = u8; break;
  case REF_UNSIGNED_INT16: memcpy(&u16, at, 2); value->u[component] = u16; break;
  case REF_UNSIGNED_INT32: memcpy(&value->u[component], at, 4); break;
  case REF_HALF_FLOAT: memcpy(&u16, at, 2); value->f[component] = ref_half_to_float(u16); break;
  case REF_FLOAT: memcpy(&value->f[component], at, 4); break;
  default: break;
  }
}

/* Packed RGB (section 8.3.1.1): 565 is R 15:11, G 10:5, B 4:0; 555 is
 * R 14:10, G 9:5, B 4:0; 101010 is R 29:20, G 19:10, B 9:0. */
struct packing {
  int shift[3], bits[3];
};

static struct packing packing_of(enum ref_type type) {
  if (type == REF_UNORM_SHORT_565)
    return (struct packing){{11, 5, 0}, {5, 6, 5}};
  if (type == REF_UNORM_SHORT_555)
    return (struct packing){{10, 5, 0}, {5, 5, 5}};
  return (struct packing){{20, 10, 0}, {10, 10, 10}};
}

static void encode_packed(enum ref_type type, const union ref_value *value, uint8_t *texel) {
  struct packing p = packing_of(type);
  uint32_t word = 0;
  for (int c = 0; c < 3; c++) {
    int32_t max = (1 << p.bits[c]) - 1;
    word |= (uint32_t)normalize_rte_sat(value->f[c], (float)max, 0, max) << p.shift[c];
  }
  if (type == REF_UNORM_INT_101010) {
    memcpy(texel, &word, 4);
  } else {
    uint16_t half_word = (uint16_t)word;
    memcpy(texel, &half_word, 2);
  }
}

static void decode_packed(enum ref_type type, const uint8_t *texel, union ref_value *value) {
  struct packing p = packing_of(type);
  uint32_t word = 0;
  if (type == REF_UNORM_INT_101010) {
    memcpy(&word, texel, 4);
  } else {
    uint16_t half_word;
    memcpy(&half_word, texel, 2);
    word = half_word;
  }
  for (int c = 0; c < 3; c++) {
    uint32_t max = (1u << p.bits[c]) - 1u;
    value->f[c] = (float)((word >> p.shift[c]) & max) / (float)max;
  }
  value->f[3] = 1.0f;
}

void ref_encode(struct ref_format format, const union ref_value *value, uint8_t *texel) {
  memset(texel, 0, (size_t)ref_element_size(format));
  if (is_packed(format.type)) {
    encode_packed(format.type, value, texel);
    return;
  }
  int components[4];
  stored_components(format.order, components);
  int bytes = channel_bytes(format.type);
  for (int c = 0; c < ref_stored_channels(format); c++)
    store_channel(format.type, value, components[c], texel + c * bytes);
}

void ref_decode(struct ref_format format, const uint8_t *texel, union ref_value *value) {
  bool is_float = ref_format_kind(format) == REF_KIND_FLOAT;
  for (int c = 0; c < 4; c++)
    value->u[c] = 0;
  if (is_float)
    value->f[3] = 1.0f;
  else
    value->u[3] = 1;
  if (is_packed(format.type)) {
    decode_packed(format.type, texel, value);
    return;
  }
  int components[4];
  stored_components(format.order, components);
  int bytes = channel_bytes(format.type);
  for (int c = 0; c < ref_stored_channels(format); c++)
    load_channel(format.type, texel + c * bytes, value, components[c]);
  if (format.order == REF_INTENSITY)
    value->u[1] = value->u[2] = value->u[3] = value->u[0];
  else if (format.order == REF_LUMINANCE)
    value->u[1] = value->u[2] = value->u[0];
}

uint32_t ref_sampler_bits(struct ref_sampler sampler) {
  return (sampler.normalized ? 1u : 0u) | (sampler.linear ? 2u : 0u) |
         ((uint32_t)sampler.addressing << 2);
}

const struct ref_sampler ref_valid_samplers[REF_VALID_SAMPLERS] = {
    {true, REF_ADDRESS_NONE, false},          {true, REF_ADDRESS_NONE, true},
    {true, REF_ADDRESS_CLAMP_TO_EDGE, false}, {true, REF_ADDRESS_CLAMP_TO_EDGE, true},
    {true, REF_ADDRESS_CLAMP, false},         {true, REF_ADDRESS_CLAMP, true},
    {true, REF_ADDRESS_REPEAT, false},        {true, REF_ADDRESS_REPEAT, true},
    {true, REF_ADDRESS_MIRRORED_REPEAT, false}, {true, REF_ADDRESS_MIRRORED_REPEAT, true},
    {false, REF_ADDRESS_NONE, false},         {false, REF_ADDRESS_NONE, true},
    {false, REF_ADDRESS_CLAMP_TO_EDGE, false}, {false, REF_ADDRESS_CLAMP_TO_EDGE, true},
    {false, REF_ADDRESS_CLAMP, false},        {false, REF_ADDRESS_CLAMP, true},
};
const char *const ref_addressing_names[5] = {"none", "clamp_to_edge", "clamp", "repeat",
                                             "mirrored_repeat"};

bool ref_sampler_valid(struct ref_sampler sampler) {
  bool wraps = sampler.addressing == REF_ADDRESS_REPEAT ||
               sampler.addressing == REF_ADDRESS_MIRRORED_REPEAT;
  return sampler.normalized || !wraps;
}

/* Border colour (section 8.2): (0,0,0,0) when the order has alpha, else
 * (0,0,0,1). */
static void border_colour(struct ref_format format, union ref_value *value) {
  enum ref_order o = format.order;
  bool has_alpha = o == REF_A || o == REF_INTENSITY || o == REF_RA || o == REF_ARGB ||
                   o == REF_BGRA || o == REF_RGBA || o == REF_ABGR;
  for (int c = 0; c < 4; c++)
    value->u[c] = 0;
  if (!has_alpha) {
    if (ref_format_kind(format) == REF_KIND_FLOAT)
      value->f[3] = 1.0f;
    else
      value->u[3] = 1;
  }
}

/* One axis of one texel lookup: the texel index, or -1 for the border. */
struct axis_taps {
  int index[2];   /* nearest: index[0] only */
  float weight;   /* linear: the weight of index[1] (a, b or c of section 8.2) */
  bool undefined; /* addressing none, outside the image */
};

static float frac(float x) { return x - floorf(x); }

static int address_index(enum ref_addressing mode, int i, int size, bool *undefined) {
  if (mode == REF_ADDRESS_CLAMP_TO_EDGE)
    return i < 0 ? 0 : i > size - 1 ? size - 1 : i;
  if (i < 0 || i > size - 1) {
    if (mode == REF_ADDRESS_NONE)
      *undefined = true;
    return -1;
  }
  return i;
}

static struct axis_taps axis_lookup(struct ref_sampler s, float coord, int size) {
  struct axis_taps t = {{0, 0}, 0.0f, false};
  float w = (float)size;
  if (s.addressing == REF_ADDRESS_REPEAT) {
    float u = (coord - floorf(coord)) * w;
    if (!s.linear) {
      int i = (int)floorf(u);
      t.index[0] = i > size - 1 ? i - size : i;
      return t;
    }
    int i0 = (int)floorf(u - 0.5f), i1 = i0 + 1;
    t.index[0] = i0 < 0 ? size + i0 : i0;
    t.index[1] = i1 > size - 1 ? i1 - size : i1;
    t.weight = frac(u - 0.5f);
    return t;
  }
  if (s.addressing == REF_ADDRESS_MIRRORED_REPEAT) {
    float mirrored = fabsf(coord - 2.0f * rintf(0.5f * coord));
    float u = mirrored * w;
    if (!s.linear) {
      int i = (int)floorf(u);
      t.index[0] = i < size - 1 ? i : size - 1;
      return t;
    }
    int i0 = (int)floorf(u - 0.5f), i1 = i0 + 1;
    t.index[0] = i0 > 0 ? i0 : 0;
    t.index[1] = i1 < size - 1 ? i1 : size - 1;
    t.weight = frac(u - 0.5f);
    return t;
  }
  float u = s.normalized ? coord * w : coord;
  if (!s.linear) {
    t.index[0] = address_index(s.addressing, (int)floorf(u), size, &t.undefined);
    return t;
  }
  int i0 = (int)floorf(u - 0.5f);
  t.index[0] = address_index(s.addressing, i0, size, &t.undefined);
  t.index[1] = address_index(s.addressing, i0 + 1, size, &t.undefined);
  t.weight = frac(u - 0.5f);
  return t;
}

static void texel_value(const struct ref_image *image, int x, int y, int z,
                        union ref_value *value) {
  if (x < 0 || y < 0 || z < 0) {
    border_colour(image->format, value);
    return;
  }
  size_t index = ((size_t)z * (size_t)image->height + (size_t)y) * (size_t)image->width + (size_t)x;
  ref_decode(image->format, image->texels + index * (size_t)ref_element_size(image->format),
             value);
}

bool ref_sample(const struct ref_image *image, struct ref_sampler sampler, const float *coord,
                union ref_value *value) {
  int sizes[3] = {image->width, image->height, image->depth};
  struct axis_taps axes[3] = {{{0, 0}, 0.0f, false}, {{0, 0}, 0.0f, false},
                              {{0, 0}, 0.0f, false}};
  for (int d = 0; d < image->dims; d++) {
    axes[d] = axis_lookup(sampler, coord[d], sizes[d]);
    if (axes[d].undefined)
      return false;
  }
  if (image->is_array) {
    /* The layer is rint(c) clamped to the layers (section 8.2's arrays). */
    float layer = rintf(coord[image->dims]);
    int l = layer < 0.0f ? 0 : layer > (float)(image->layers - 1) ? image->layers - 1 : (int)layer;
    axes[image->dims] = (struct axis_taps){{l, l}, 0.0f, false};
  }
  if (!sampler.linear) {
    texel_value(image, axes[0].index[0], axes[1].index[0], axes[2].index[0], value);
    return true;
  }
  if (ref_format_kind(image->format) != REF_KIND_FLOAT)
    return false;
  int taps_per_axis[3] = {2, image->dims > 1 ? 2 : 1, image->dims > 2 ? 2 : 1};
  double sum[4] = {0, 0, 0, 0};
  for (int k = 0; k < taps_per_axis[2]; k++)
    for (int j = 0; j < taps_per_axis[1]; j++)
      for (int i = 0; i < taps_per_axis[0]; i++) {
        double weight = (i ? axes[0].weight : 1.0 - axes[0].weight);
        if (taps_per_axis[1] == 2)
          weight *= (j ? axes[1].weight : 1.0 - axes[1].weight);
        if (taps_per_axis[2] == 2)
          weight *= (k ? axes[2].weight : 1.0 - axes[2].weight);
        union ref_value tap;
        texel_value(image, axes[0].index[i], axes[1].index[j], axes[2].index[k], &tap);
        for (int c = 0; c < 4; c++)
          sum[c] += weight * tap.f[c];
      }
  for (int c = 0; c < 4; c++)
    value->f[c] = (float)sum[c];
  return true;
}
