/* Every channel order x type through the plugin and the image builtins: an
 * image of each format the contract holds is created in every shape,
 * written by a kernel (compared byte for byte with the reference's section
 * 8.3 encoding), read by a kernel (compared with the reference's decoding),
 * through float4 or int4/uint4 by the format's kind and through half4 for
 * the float ones, its sizes and format queried on the device (arrays also
 * through the kernels one dimension up, as DPC++'s image_array accessors
 * call them); every other format is refused at creation with
 * PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED.
 * usage: image_formats_test image_kernels.fatbin */
#include "image_gpu.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* OpenCL 1.2 section 8.3.1.1 allows 1.5 ulp for normalized-integer to float
 * reads; distances between floats are whole ulps, so 1. */
enum { NORM_READ_MAX_ULP = 1 };

static bool is_norm(enum ref_type t) {
  return t == REF_SNORM_INT8 || t == REF_SNORM_INT16 || t == REF_UNORM_INT8 ||
         t == REF_UNORM_INT16 || t == REF_UNORM_SHORT_565 || t == REF_UNORM_SHORT_555 ||
         t == REF_UNORM_INT_101010;
}

static int64_t ulp_distance(float a, float b) {
  int32_t ia, ib;
  memcpy(&ia, &a, 4);
  memcpy(&ib, &b, 4);
  int64_t la = ia < 0 ? (int64_t)INT32_MIN - ia : ia, lb = ib < 0 ? (int64_t)INT32_MIN - ib : ib;
  return la > lb ? la - lb : lb - la;
}

/* A value for texel t: norm inputs around [-1.25, 1.25] with exact halves of
 * a quantum (the rounding ties), wide ranges for the others. */
static union ref_value value_for(struct ref_format format, uint32_t *seed) {
  union ref_value v;
  for (int c = 0; c < 4; c++) {
    uint32_t r = next_random(seed);
    switch (ref_format_kind(format)) {
    case REF_KIND_INT: v.i[c] = (int32_t)(r * 2654435761u) >> (r % 24); break;
    case REF_KIND_UINT: v.u[c] = (r * 2654435761u) >> (r % 24); break;
    case REF_KIND_FLOAT:
      if (is_norm(format.type))
        v.f[c] = ((float)(r % 1281) - 640.0f) / 512.0f;
      else if (format.type == REF_HALF_FLOAT)
        v.f[c] = ((float)(r % 200001) - 100000.0f) / 1024.0f;
      else
        v.f[c] = ldexpf((float)(r % 16777216) - 8388608.0f, (int)(r % 40) - 40);
      break;
    }
  }
  return v;
}

/* Bits a packed format leaves unused (555's bit 15, 101010's 31:30) are
 * not compared. */
static void mask_unused(struct ref_format format, uint8_t *texel) {
  if (format.type == REF_UNORM_SHORT_555)
    texel[1] &= 0x7f;
  else if (format.type == REF_UNORM_INT_101010)
    texel[3] &= 0x3f;
}

struct format_run {
  struct gpu *g;
  struct ref_format format;
  const struct image_shape *shape;
  const char *kernel_shape; /* the shape's own kernels, or for an array those one up */
  size_t texels;
  int element_size;
  char why[256];
  int inexact_norm_reads;
};

static bool fail(struct format_run *run, const char *step, size_t t, const char *what) {
  snprintf(run->why, sizeof run->why, "%s (%s kernels) %s: texel %zu: %s", run->shape->name,
           run->kernel_shape, step, t, what);
  return false;
}

static void kernel_name(char *name, size_t size, const char *op, const struct format_run *run,
                        char element) {
  snprintf(name, size, "%s_%s_%c", op, run->kernel_shape, element);
}

static char element_letter(struct ref_format format) {
  enum ref_kind kind = ref_format_kind(format);
  return kind == REF_KIND_INT ? 'i' : kind == REF_KIND_UINT ? 'j' : 'f';
}

/* The kernel writes values (float4, int4, uint4, or half4 when as_half)
 * into a fresh image; the bytes must be the reference's encoding. The
 * reference's bytes are left in *encoded for the read step. */
static bool check_write(struct format_run *run, pi_mem coords, bool as_half, uint8_t *encoded) {
  size_t n = run->texels, es = (size_t)run->element_size;
  union ref_value *values = malloc(n * sizeof *values);
  uint16_t *halves = malloc(n * 8);
  uint32_t seed = 12345u + (uint32_t)run->format.type * 77u + (uint32_t)run->format.order;
  for (size_t t = 0; t < n; t++) {
    values[t] = value_for(run->format, &seed);
    if (as_half)
      for (int c = 0; c < 4; c++) {
        halves[t * 4 + c] = ref_float_to_half(values[t].f[c]);
        values[t].f[c] = ref_half_to_float(halves[t * 4 + c]);
      }
    ref_encode(run->format, &values[t], encoded + t * es);
    mask_unused(run->format, encoded + t * es);
  }
  pi_result result;
  pi_mem image = image_create(run->g, run->format, run->shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  pi_mem buffers[2] = {coords, as_half ? buffer_from(run->g, halves, n * 8)
                                       : buffer_from(run->g, values, n * 16)};
  char name[64];
  kernel_name(name, sizeof name, "write", run, as_half ? 'h' : element_letter(run->format));
  launch_on_image(run->g, name, image, false, NULL, buffers, 2, (int)n, true);
  uint8_t *got = malloc(n * es);
  image_download(run->g, image, run->shape, got);
  bool ok = true;
  for (size_t t = 0; t < n && ok; t++) {
    mask_unused(run->format, got + t * es);
    if (memcmp(got + t * es, encoded + t * es, es) != 0) {
      char what[128];
      snprintf(what, sizeof what, "%s bytes %02x%02x.. want %02x%02x..", name, got[t * es],
               es > 1 ? got[t * es + 1] : 0, encoded[t * es], es > 1 ? encoded[t * es + 1] : 0);
      ok = fail(run, as_half ? "write half4" : "write", t, what);
    }
  }
  PI_CHECK(piMemRelease(buffers[1]));
  PI_CHECK(piMemRelease(image));
  free(values);
  free(halves);
  free(got);
  return ok;
}

static bool same_component(struct format_run *run, float got, float want) {
  if (memcmp(&got, &want, 4) == 0)
    return true;
  if (is_norm(run->format.type) && ulp_distance(got, want) <= NORM_READ_MAX_ULP) {
    run->inexact_norm_reads++;
    return true;
  }
  return false;
}

/* The texels are uploaded; the kernel reads each; the result must be the
 * reference's decoding (as half4: the decoding rounded to half). */
static bool check_read(struct format_run *run, pi_mem coords, bool as_half,
                       const uint8_t *texels) {
  size_t n = run->texels, es = (size_t)run->element_size;
  pi_result result;
  pi_mem image = image_create(run->g, run->format, run->shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  image_upload(run->g, image, run->shape, texels);
  size_t out_bytes = n * (as_half ? 8 : 16);
  uint8_t *out = calloc(1, out_bytes);
  pi_mem buffers[2] = {coords, buffer_from(run->g, out, out_bytes)};
  char name[64];
  kernel_name(name, sizeof name, "read", run, as_half ? 'h' : element_letter(run->format));
  launch_on_image(run->g, name, image, false, NULL, buffers, 2, (int)n, true);
  buffer_read(run->g, buffers[1], out, out_bytes);
  bool ok = true;
  for (size_t t = 0; t < n && ok; t++) {
    union ref_value want, got;
    ref_decode(run->format, texels + t * es, &want);
    for (int c = 0; c < 4 && ok; c++) {
      bool same;
      if (as_half) {
        uint16_t h;
        memcpy(&h, out + t * 8 + c * 2, 2);
        same = h == ref_float_to_half(want.f[c]) ||
               (is_norm(run->format.type) &&
                abs((int)h - (int)ref_float_to_half(want.f[c])) <= NORM_READ_MAX_ULP);
        got.f[c] = ref_half_to_float(h);
      } else {
        memcpy(&got.u[c], out + t * 16 + c * 4, 4);
        same = ref_format_kind(run->format) == REF_KIND_FLOAT
                   ? same_component(run, got.f[c], want.f[c])
                   : got.u[c] == want.u[c];
      }
      if (!same) {
        char what[160];
        snprintf(what, sizeof what, "%s channel %d: got %#x (%g) want %#x (%g)", name, c,
                 got.u[c], got.f[c], want.u[c], want.f[c]);
        ok = fail(run, as_half ? "read half4" : "read", t, what);
      }
    }
  }
  PI_CHECK(piMemRelease(buffers[1]));
  PI_CHECK(piMemRelease(image));
  free(out);
  return ok;
}

/* ImageQuerySize of the ro and wo spellings (and 1-D's IDv1_i), and
 * ImageQueryOrder/Format as SPIR-V enums. */
static bool check_queries(struct format_run *run) {
  const struct image_shape *s = run->shape;
  int32_t want[4] = {s->width, 0, 0, 0};
  if (s->dims >= 2)
    want[1] = s->height;
  if (s->dims == 3)
    want[2] = s->depth;
  if (s->is_array)
    want[s->dims] = s->layers;
  pi_result result;
  pi_mem image = image_create(run->g, run->format, s, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  const char *variants[] = {"ro", "wo", "ro_v1", "wo_v1"};
  int variant_count = strcmp(run->kernel_shape, "1d") == 0 ? 4 : 2;
  bool ok = true;
  for (int v = 0; v < variant_count && ok; v++) {
    int32_t got[4] = {-1, -1, -1, -1};
    pi_mem out = buffer_from(run->g, got, sizeof got);
    char name[64];
    snprintf(name, sizeof name, "size_%s_%s", run->kernel_shape, variants[v]);
    launch_on_image(run->g, name, image, false, NULL, &out, 1, 1, false);
    buffer_read(run->g, out, got, sizeof got);
    PI_CHECK(piMemRelease(out));
    if (memcmp(got, want, sizeof got) != 0) {
      char what[128];
      snprintf(what, sizeof what, "%s gave (%d, %d, %d) want (%d, %d, %d)", name, got[0],
               got[1], got[2], want[0], want[1], want[2]);
      ok = fail(run, "size", 0, what);
    }
  }
  int32_t enums[2] = {-1, -1};
  pi_mem out = buffer_from(run->g, enums, sizeof enums);
  char name[64];
  snprintf(name, sizeof name, "query_%s", run->kernel_shape);
  launch_on_image(run->g, name, image, false, NULL, &out, 1, 1, false);
  buffer_read(run->g, out, enums, sizeof enums);
  PI_CHECK(piMemRelease(out));
  PI_CHECK(piMemRelease(image));
  if (ok && (enums[0] != (int32_t)run->format.order || enums[1] != (int32_t)run->format.type)) {
    char what[128];
    snprintf(what, sizeof what, "order/format %d/%d want %d/%d", enums[0], enums[1],
             run->format.order, run->format.type);
    ok = fail(run, "query", 0, what);
  }
  return ok;
}

static bool check_shape(struct format_run *run) {
  size_t n = shape_texels(run->shape);
  run->texels = n;
  int32_t *coords = malloc(n * 16);
  for (size_t t = 0; t < n; t++)
    texel_coords(run->shape, t, coords + t * 4);
  pi_mem coord_buffer = buffer_from(run->g, coords, n * 16);
  uint8_t *encoded = malloc(n * (size_t)run->element_size);
  bool ok = check_write(run, coord_buffer, false, encoded) &&
            check_read(run, coord_buffer, false, encoded);
  if (ok && ref_format_kind(run->format) == REF_KIND_FLOAT)
    ok = check_write(run, coord_buffer, true, encoded) &&
         check_read(run, coord_buffer, true, encoded);
  if (ok)
    ok = check_queries(run);
  PI_CHECK(piMemRelease(coord_buffer));
  free(coords);
  free(encoded);
  return ok;
}

static void check_format(struct gpu *g, struct ref_format format, size_t *texels_checked) {
  struct format_run run = {g, format, NULL, NULL, 0, ref_element_size(format), "", 0};
  bool ok = true;
  for (size_t s = 0; s < 6 && ok; s++) {
    run.shape = s < 5 ? &image_shapes[s] : &image_wide_2d;
    run.kernel_shape = run.shape->name;
    ok = check_shape(&run);
    *texels_checked += run.texels;
    /* DPC++'s image_array accessors call the names of the image one
     * dimension up (a 1-D array as ocl_image2d, the layer last), which the
     * descriptor's is_array must turn into array accesses. */
    if (ok && run.shape->is_array) {
      run.kernel_shape = run.shape->dims == 1 ? "2d" : "3d";
      ok = check_shape(&run);
      *texels_checked += run.texels;
    }
  }
  char name[96];
  snprintf(name, sizeof name, "rw %s/%s", ref_order_name(format.order),
           ref_type_name(format.type));
  report_case(name, ok, "%s", run.why);
  if (ok && run.inexact_norm_reads)
    printf("  %s: %d reads 1 ulp from the correctly rounded quotient (allowed: 1.5 ulp)\n",
           name, run.inexact_norm_reads);
}

/* piPluginGetLastError's message names the order and type refused. */
static bool message_names_format(struct ref_format format) {
  char *message = NULL;
  piPluginGetLastError(&message);
  return message && strstr(message, ref_order_name(format.order)) &&
         strstr(message, ref_type_name(format.type));
}

/* Creation of every order x type: supported ones succeed, others give
 * PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED, a message naming the format and no
 * image. */
static void check_creation(struct gpu *g, int *created, int *refused) {
  for (size_t o = 0; o < image_order_count; o++) {
    bool ok = true;
    char why[160] = "";
    for (size_t t = 0; t < image_type_count; t++) {
      struct ref_format format = {image_orders[o], image_types[t]};
      pi_result result;
      pi_mem image = image_create(g, format, &image_shapes[1], 0, 0, 0, NULL, &result);
      pi_result want = image_format_supported(format) ? PI_SUCCESS
                                                      : PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED;
      if (result != want && ok) {
        snprintf(why, sizeof why, "%s: piMemImageCreate returned %d, want %d",
                 ref_type_name(format.type), (int)result, (int)want);
        ok = false;
      }
      if (result == PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED && ok &&
          !message_names_format(format)) {
        snprintf(why, sizeof why, "%s: the refusal's message does not name the format",
                 ref_type_name(format.type));
        ok = false;
      }
      if (image) {
        (*created)++;
        PI_CHECK(piMemRelease(image));
      } else {
        (*refused)++;
      }
    }
    char name[64];
    snprintf(name, sizeof name, "create %s x every type", ref_order_name(image_orders[o]));
    report_case(name, ok, "%s", why);
  }
}

int main(int argc, char **argv) {
  struct gpu g;
  begin_binary_test(argc, argv, &g);
  printf("device: %s\n", g.device_name);
  int created = 0, refused = 0;
  check_creation(&g, &created, &refused);
  size_t texels = 0;
  int formats = 0;
  for (size_t o = 0; o < image_order_count; o++)
    for (size_t t = 0; t < image_type_count; t++) {
      struct ref_format format = {image_orders[o], image_types[t]};
      if (!image_format_supported(format))
        continue;
      check_format(&g, format, &texels);
      formats++;
    }
  printf("formats: %d created, %d refused; %d formats written and read over %zu texels\n",
         created, refused, formats, texels);
  return end_binary_test(&g);
}
