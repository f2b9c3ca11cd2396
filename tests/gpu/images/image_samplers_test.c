/* Samplers as OpenCL 1.2 section 8.2 defines them: the 16 valid
 * combinations (normalized x {none, clamp_to_edge, clamp, repeat,
 * mirrored_repeat}, unnormalized x {none, clamp_to_edge, clamp}, each
 * nearest and linear) in every shape, through SampledImage +
 * ImageSampleExplicitLod, at texel centres, texel edges k and k + 0.5,
 * +-0.25 texel, negative coordinates, past the size, and normalized
 * -1.25 .. 2.75, against the host reference; the integer-coordinate sampled
 * reads; arrays also through the kernels one dimension up (DPC++'s
 * image_array accessors); the sampler's bits as the kernel sees them;
 * piSamplerGetInfo, Retain and Release, and refused property lists.
 * usage: image_samplers_test image_kernels.fatbin
 *
 * Nearest must match bit for bit (normalized-integer texels within the 1
 * ulp section 8.3 allows). Linear: |got - want| <= 1e-5 * M + 1e-6, M the
 * largest texel magnitude (2 here): the weights come from u = s * w in
 * float, which a device may fuse with the - 0.5 into one fma, moving a
 * weight by half an ulp of u (2^-19 for u < 64, so up to 6e-6 on texels 3
 * apart), and the blend of up to 8 taps in float adds about 8 ulp of M.
 * Linear into half4 may be 2^-10 further off (rounding to half below 2 is
 * at most 2^-11). Linear filtering of integer images is undefined: untested. */
#include "image_gpu.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const double LINEAR_RELATIVE = 1e-5, LINEAR_ABSOLUTE = 1e-6, TEXEL_MAGNITUDE = 2.0;

/* What each shape is sampled as: the format and the kernel element. */
struct sampled_kind {
  const char *name;
  struct ref_format format;
  char element; /* f i j h */
  bool linear_defined;
};

static const struct sampled_kind kinds[] = {
    {"float4 RGBA/FLOAT", {REF_RGBA, REF_FLOAT}, 'f', true},
    {"float4 RG/UNORM_INT8", {REF_RG, REF_UNORM_INT8}, 'f', true},
    {"float4 BGRA/UNORM_INT8", {REF_BGRA, REF_UNORM_INT8}, 'f', true},
    {"float4 RGBA/SNORM_INT16", {REF_RGBA, REF_SNORM_INT16}, 'f', true},
    {"int4 RGBA/SIGNED_INT32", {REF_RGBA, REF_SIGNED_INT32}, 'i', false},
    {"uint4 RGBA/UNSIGNED_INT32", {REF_RGBA, REF_UNSIGNED_INT32}, 'j', false},
    {"half4 RGBA/HALF_FLOAT", {REF_RGBA, REF_HALF_FLOAT}, 'h', true},
};



/* Coordinates along one axis of `size` texels, in texel units: centres,
 * edges k and k + 0.5, +-0.25, negatives and past the end. */
static int axis_texel_coords(int size, float *out) {
  float w = (float)size;
  const float fixed[] = {-2.5f, -1.0f, -0.75f, -0.25f, 0.0f, 0.25f, 0.5f, 0.75f, 1.0f,
                         1.5f, 1.25f, 2.0f, 2.75f, 0.5f * w, 0.5f * w + 0.25f,
                         w - 1.0f, w - 0.75f, w - 0.5f, w - 0.25f, w, w + 0.25f, w + 1.5f,
                         2.0f * w + 0.25f};
  int n = (int)(sizeof fixed / sizeof fixed[0]);
  memcpy(out, fixed, sizeof fixed);
  return n;
}

/* Normalized coordinates: the texel ones over the size, and -1.25 .. 2.75
 * in steps of 0.25 (wrap-around for repeat and mirrored repeat). */
static int axis_coords(int size, bool normalized, float *out) {
  int n = axis_texel_coords(size, out);
  if (!normalized)
    return n;
  for (int i = 0; i < n; i++)
    out[i] /= (float)size;
  for (float s = -1.25f; s <= 2.75f; s += 0.25f)
    out[n++] = s;
  out[n++] = 0.99f;
  out[n++] = -0.01f;
  return n;
}

/* Layers: rint of the coordinate (ties to even), clamped. */
static const float layer_coords[] = {-1.0f, -0.4f, 0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 2.6f, 5.0f};

static void fill_texels(const struct sampled_kind *kind, uint8_t *texels, size_t count) {
  uint32_t seed = 99u + (uint32_t)kind->format.type;
  int es = ref_element_size(kind->format);
  for (size_t t = 0; t < count; t++) {
    union ref_value v;
    for (int c = 0; c < 4; c++) {
      uint32_t r = next_random(&seed);
      v.f[c] = (float)(r % 3001) / 1000.0f - 1.0f; /* [-1, 2] */
      if (kind->element == 'i')
        v.i[c] = (int32_t)(r * 2654435761u);
      else if (kind->element == 'j')
        v.u[c] = r * 2246822519u;
    }
    ref_encode(kind->format, &v, texels + t * (size_t)es);
  }
}

/* Every coordinate of the cross product of the axes' lists (and the
 * layers), as float4. */
static size_t make_coords(const struct image_shape *shape, bool normalized, float **out) {
  float axes[3][64];
  int counts[3] = {1, 1, 1};
  int sizes[3] = {shape->width, shape->height, shape->depth};
  for (int d = 0; d < shape->dims; d++)
    counts[d] = axis_coords(sizes[d], normalized, axes[d]);
  if (shape->is_array) {
    counts[shape->dims] = (int)(sizeof layer_coords / sizeof layer_coords[0]);
    memcpy(axes[shape->dims], layer_coords, sizeof layer_coords);
  }
  for (int d = 0; d < 3; d++)
    if (d >= shape->dims + (shape->is_array ? 1 : 0))
      axes[d][0] = 0.0f;
  size_t n = (size_t)counts[0] * (size_t)counts[1] * (size_t)counts[2];
  float *coords = malloc(n * 16);
  size_t i = 0;
  for (int z = 0; z < counts[2]; z++)
    for (int y = 0; y < counts[1]; y++)
      for (int x = 0; x < counts[0]; x++, i++) {
        coords[i * 4] = axes[0][x];
        coords[i * 4 + 1] = axes[1][y];
        coords[i * 4 + 2] = axes[2][z];
        coords[i * 4 + 3] = 0.0f;
      }
  *out = coords;
  return n;
}

static bool is_norm_format(struct ref_format f) {
  return f.type == REF_UNORM_INT8;
}

static bool float_matches(const struct sampled_kind *kind, bool linear, float got, float want) {
  if (linear)
    return fabs((double)got - (double)want) <=
           LINEAR_RELATIVE * TEXEL_MAGNITUDE + LINEAR_ABSOLUTE;
  if (memcmp(&got, &want, 4) == 0)
    return true;
  return is_norm_format(kind->format) && fabsf(got - want) <= nextafterf(fabsf(want), INFINITY) -
                                                                 fabsf(want);
}

struct sample_counts {
  size_t checked, skipped;
};

/* How a launch reaches the image: through the kernels of its own shape, or
 * (arrays) through those one dimension up as DPC++'s image_array accessors
 * do, whose float layer coordinate is the layer over the layer count. */
struct sample_call {
  const char *kernel_shape;
  bool integer_coords;
  bool layer_as_fraction;
};

/* The device's coordinates (int4 or float4 per sample) for the reference's
 * float ones, which are adjusted to what the device is given. */
static void *device_coords(const struct image_shape *shape, struct sample_call call,
                           float *coords, size_t n) {
  void *data = calloc(n, 16);
  int32_t *ints = data;
  float *floats = data;
  int layer = shape->dims;
  for (size_t i = 0; i < n * 4; i++) {
    if (call.integer_coords) {
      /* Integer coordinates address texels directly: the reference samples
       * the same texel at the float coordinate k. */
      ints[i] = (int32_t)floorf(coords[i]);
      coords[i] = (float)ints[i];
    } else if (call.layer_as_fraction && (int)(i % 4) == layer) {
      /* The device scales the fraction back: rint(c * layers). */
      floats[i] = coords[i] / (float)shape->layers;
      coords[i] = floats[i] * (float)shape->layers;
    } else {
      floats[i] = coords[i];
    }
  }
  return data;
}

/* One launch: kernel over coords; every defined result against the
 * reference. */
static bool check_samples(struct gpu *g, const struct image_shape *shape,
                          const struct sampled_kind *kind, struct ref_sampler combo,
                          pi_mem image, const struct ref_image *ref, struct sample_call call,
                          struct sample_counts *counts, char *why, size_t why_size) {
  float *coords;
  size_t n = make_coords(shape, combo.normalized, &coords);
  void *coord_data = device_coords(shape, call, coords, n);
  size_t out_stride = kind->element == 'h' ? 8 : 16;
  uint8_t *out = calloc(n, out_stride);
  pi_mem buffers[2] = {buffer_from(g, coord_data, n * 16), buffer_from(g, out, n * out_stride)};
  pi_sampler sampler = sampler_create(g, combo);
  char name[64];
  snprintf(name, sizeof name, "%s_%s_%c", call.integer_coords ? "sample_int" : "sample",
           call.kernel_shape, kind->element);
  launch_on_image(g, name, image, true, sampler, buffers, 2, (int)n, true);
  buffer_read(g, buffers[1], out, n * out_stride);
  bool ok = true;
  for (size_t i = 0; i < n && ok; i++) {
    union ref_value want;
    if (!ref_sample(ref, combo, coords + i * 4, &want)) {
      counts->skipped++;
      continue;
    }
    counts->checked++;
    for (int c = 0; c < 4 && ok; c++) {
      union ref_value got;
      bool same;
      if (kind->element == 'h') {
        uint16_t h;
        memcpy(&h, out + i * 8 + c * 2, 2);
        got.f[c] = ref_half_to_float(h);
        same = h == ref_float_to_half(want.f[c]) ||
               (combo.linear && fabs((double)got.f[c] - (double)want.f[c]) <=
                                    0x1p-10 + LINEAR_RELATIVE * TEXEL_MAGNITUDE + LINEAR_ABSOLUTE);
      } else {
        memcpy(&got.u[c], out + i * 16 + c * 4, 4);
        same = kind->element == 'f' ? float_matches(kind, combo.linear, got.f[c], want.f[c])
                                    : got.u[c] == want.u[c];
      }
      if (!same)
        snprintf(why, why_size, "%s at (%g, %g, %g) channel %d: got %#x (%g) want %#x (%g)",
                 name, coords[i * 4], coords[i * 4 + 1], coords[i * 4 + 2], c, got.u[c],
                 got.f[c], want.u[c], want.f[c]);
      ok = same;
    }
  }
  PI_CHECK(piSamplerRelease(sampler));
  PI_CHECK(piMemRelease(buffers[0]));
  PI_CHECK(piMemRelease(buffers[1]));
  free(coords);
  free(coord_data);
  free(out);
  return ok;
}

static void check_shape_kind(struct gpu *g, const struct image_shape *shape,
                             const struct sampled_kind *kind, struct sample_counts *total) {
  size_t count = shape_texels(shape);
  uint8_t *texels = malloc(count * (size_t)ref_element_size(kind->format));
  fill_texels(kind, texels, count);
  pi_result result;
  pi_mem image = image_create(g, kind->format, shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  image_upload(g, image, shape, texels);
  struct ref_image ref = shape_ref_image(shape, kind->format, texels);
  for (int c = 0; c < REF_VALID_SAMPLERS; c++) {
    struct ref_sampler combo = ref_valid_samplers[c];
    if (combo.linear && !kind->linear_defined)
      continue;
    struct sample_counts counts = {0, 0};
    char why[256] = "";
    const char *up = shape->dims == 1 ? "2d" : "3d";
    /* Integer coordinates: only unnormalized nearest samplers without
     * wrapping are allowed with them. */
    bool integer_allowed = !combo.normalized && !combo.linear;
    struct sample_call calls[4] = {{shape->name, false, false},
                                   {shape->name, true, false},
                                   {up, false, true},
                                   {up, true, false}};
    bool ok = true;
    for (int k = 0; k < 4 && ok; k++) {
      if ((calls[k].integer_coords && !integer_allowed) || (k >= 2 && !shape->is_array))
        continue;
      ok = check_samples(g, shape, kind, combo, image, &ref, calls[k], &counts, why, sizeof why);
    }
    char name[160];
    snprintf(name, sizeof name, "sample %s %s %s %s %s (%zu checked, %zu undefined)",
             shape->name, kind->name, combo.normalized ? "normalized" : "unnormalized",
             ref_addressing_names[combo.addressing], combo.linear ? "linear" : "nearest",
             counts.checked, counts.skipped);
    report_case(name, ok, "%s", why);
    total->checked += counts.checked;
    total->skipped += counts.skipped;
  }
  PI_CHECK(piMemRelease(image));
  free(texels);
}

/* The i32 the kernel receives is the reference's bit layout, and
 * piSamplerGetInfo gives back what was created. */
static bool check_sampler_object(struct gpu *g, struct ref_sampler combo, char *why,
                                 size_t why_size) {
  pi_sampler sampler = sampler_create(g, combo);
  pi_bool normalized;
  pi_sampler_addressing_mode addressing;
  pi_sampler_filter_mode filter;
  pi_uint32 refs;
  pi_context context;
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_NORMALIZED_COORDS, sizeof normalized,
                            &normalized, NULL));
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_ADDRESSING_MODE, sizeof addressing,
                            &addressing, NULL));
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_FILTER_MODE, sizeof filter, &filter, NULL));
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_CONTEXT, sizeof context, &context, NULL));
  PI_CHECK(piSamplerRetain(sampler));
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  PI_CHECK(piSamplerRelease(sampler));

  pi_result result;
  pi_mem image = image_create(g, (struct ref_format){REF_RGBA, REF_FLOAT}, &image_shapes[0], 0,
                              0, 0, NULL, &result);
  PI_CHECK(result);
  int32_t bits = -1;
  pi_mem out = buffer_from(g, &bits, sizeof bits);
  launch_on_image(g, "sampler_bits", image, true, sampler, &out, 1, 1, false);
  buffer_read(g, out, &bits, sizeof bits);
  PI_CHECK(piMemRelease(out));
  PI_CHECK(piMemRelease(image));
  PI_CHECK(piSamplerRelease(sampler));
  bool ok = (normalized != 0) == combo.normalized &&
            addressing == PI_SAMPLER_ADDRESSING_MODE_NONE + combo.addressing &&
            filter == (combo.linear ? PI_SAMPLER_FILTER_MODE_LINEAR
                                    : PI_SAMPLER_FILTER_MODE_NEAREST) &&
            context == g->context && refs == 2 && (uint32_t)bits == ref_sampler_bits(combo);
  if (!ok)
    snprintf(why, why_size,
             "info normalized %u addressing %#x filter %#x refs %u context %s; kernel bits %#x "
             "want %#x",
             (unsigned)normalized, (unsigned)addressing, (unsigned)filter, (unsigned)refs,
             context == g->context ? "same" : "other", (unsigned)bits,
             (unsigned)ref_sampler_bits(combo));
  return ok;
}

/* Absent properties: normalized, clamp, nearest; a property given twice
 * is refused. */
static bool check_sampler_properties(struct gpu *g, char *why, size_t why_size) {
  pi_sampler_properties empty[] = {0};
  pi_sampler sampler;
  PI_CHECK(piSamplerCreate(g->context, empty, &sampler));
  pi_bool normalized;
  pi_sampler_addressing_mode addressing;
  pi_sampler_filter_mode filter;
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_NORMALIZED_COORDS, sizeof normalized,
                            &normalized, NULL));
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_ADDRESSING_MODE, sizeof addressing,
                            &addressing, NULL));
  PI_CHECK(piSamplerGetInfo(sampler, PI_SAMPLER_INFO_FILTER_MODE, sizeof filter, &filter, NULL));
  PI_CHECK(piSamplerRelease(sampler));
  pi_sampler_properties twice[] = {PI_SAMPLER_PROPERTIES_FILTER_MODE,
                                   PI_SAMPLER_FILTER_MODE_LINEAR,
                                   PI_SAMPLER_PROPERTIES_FILTER_MODE,
                                   PI_SAMPLER_FILTER_MODE_NEAREST, 0};
  pi_result duplicate = piSamplerCreate(g->context, twice, &sampler);
  bool ok = normalized && addressing == PI_SAMPLER_ADDRESSING_MODE_CLAMP &&
            filter == PI_SAMPLER_FILTER_MODE_NEAREST && duplicate == PI_ERROR_INVALID_VALUE;
  if (!ok)
    snprintf(why, why_size, "defaults %u/%#x/%#x, duplicate property gave %d", (unsigned)normalized,
             (unsigned)addressing, (unsigned)filter, (int)duplicate);
  return ok;
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  printf("device: %s\n", g.device_name);
  char why[256] = "";
  report_case("sampler defaults and duplicate property", check_sampler_properties(&g, why, sizeof why),
              "%s", why);
  for (int c = 0; c < REF_VALID_SAMPLERS; c++) {
    struct ref_sampler combo = ref_valid_samplers[c];
    char name[96];
    snprintf(name, sizeof name, "sampler info and kernel bits %s %s %s",
             combo.normalized ? "normalized" : "unnormalized",
             ref_addressing_names[combo.addressing], combo.linear ? "linear" : "nearest");
    why[0] = '\0';
    report_case(name, check_sampler_object(&g, combo, why, sizeof why), "%s", why);
  }
  struct sample_counts total = {0, 0};
  for (size_t s = 0; s < 5; s++)
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
      check_shape_kind(&g, &image_shapes[s], &kinds[k], &total);
  printf("samplers: %zu samples checked, %zu undefined (addressing none outside) skipped\n",
         total.checked, total.skipped);
  return end_binary_test(&g);
}
