/* The plugin's image transfers against a host model of each image:
 * creation from host memory with row and slice pitches wider than tight
 * (copied and used), writes and reads of partial regions at origins with
 * host pitches, image-to-image copies with offsets, fills (the colour
 * converted as section 8.3 says), the same chained by events instead of
 * blocking, and piMemImageGetInfo, in 1-D, 2-D, 3-D and arrays.
 * No kernels: it runs on the plugin alone.
 * usage: image_transfers_test */
#include "image_gpu.h"

#include <stdlib.h>
#include <string.h>

/* A host model: tight texels of a shape and format. */
struct model {
  const struct image_shape *shape;
  struct ref_format format;
  size_t es, width, rows, slices;
  uint8_t *texels;
};

static struct model model_make(const struct image_shape *shape, struct ref_format format,
                               uint32_t seed) {
  struct model m = {shape, format, (size_t)ref_element_size(format), (size_t)shape->width,
                    shape_rows(shape), shape_slices(shape), NULL};
  size_t bytes = m.es * m.width * m.rows * m.slices;
  m.texels = malloc(bytes);
  for (size_t i = 0; i < bytes; i++)
    m.texels[i] = (uint8_t)next_random(&seed);
  /* Float texels may not be NaN: a device copy need not keep their payload. */
  if (format.type == REF_FLOAT)
    for (size_t i = 3; i < bytes; i += 4)
      m.texels[i] &= 0x3f;
  return m;
}

static uint8_t *model_at(struct model *m, size_t x, size_t y, size_t z) {
  return m->texels + ((z * m->rows + y) * m->width + x) * m->es;
}

/* Where row y, slice z of a region lies in host memory with pitches: the
 * layers of a 1-D array step by the slice pitch (OpenCL's layout). */
static size_t host_offset(const struct model *m, size_t y, size_t z, size_t row_pitch,
                          size_t slice_pitch) {
  if (m->shape->dims == 1 && m->shape->is_array)
    return y * slice_pitch;
  return z * slice_pitch + y * row_pitch;
}

static size_t host_bytes(const struct model *m, const size_t region[3], size_t row_pitch,
                         size_t slice_pitch) {
  return host_offset(m, region[1], region[2] - 1, row_pitch, slice_pitch) + slice_pitch;
}

/* Host data of a region with pitches: row_pitch >= region width * es. */
static uint8_t *pitched_region(struct model *m, const size_t origin[3], const size_t region[3],
                               size_t row_pitch, size_t slice_pitch) {
  uint8_t *data = calloc(1, host_bytes(m, region, row_pitch, slice_pitch));
  for (size_t z = 0; z < region[2]; z++)
    for (size_t y = 0; y < region[1]; y++)
      memcpy(data + host_offset(m, y, z, row_pitch, slice_pitch),
             model_at(m, origin[0], origin[1] + y, origin[2] + z), region[0] * m->es);
  return data;
}

static bool model_equals_image(struct gpu *g, struct model *m, pi_mem image, char *why,
                               size_t why_size) {
  size_t bytes = m->es * m->width * m->rows * m->slices;
  uint8_t *got = malloc(bytes);
  image_download(g, image, m->shape, got);
  bool ok = true;
  for (size_t i = 0; i < bytes && ok; i++)
    if (got[i] != m->texels[i]) {
      size_t t = i / m->es;
      snprintf(why, why_size, "%s %s/%s: texel (%zu, %zu, %zu) byte %zu: %02x, want %02x",
               m->shape->name, ref_order_name(m->format.order), ref_type_name(m->format.type),
               t % m->width, t / m->width % m->rows, t / (m->width * m->rows), i % m->es, got[i],
               m->texels[i]);
      ok = false;
    }
  free(got);
  return ok;
}

static const struct ref_format formats[] = {
    {REF_RGBA, REF_UNORM_INT8}, {REF_R, REF_SIGNED_INT16}, {REF_RGBA, REF_FLOAT},
    {REF_RG, REF_HALF_FLOAT},   {REF_RGB, REF_UNORM_SHORT_565}};
enum { FORMAT_COUNT = sizeof formats / sizeof formats[0] };

/* An image made from host texels laid out with pitches wider than tight
 * (16 and 96 bytes more), copied or used. */
static bool check_create_from_host(struct gpu *g, const struct image_shape *shape,
                                   struct ref_format format, pi_mem_flags flags, char *why,
                                   size_t why_size) {
  struct model m = model_make(shape, format, 7u);
  size_t row_pitch = m.width * m.es + 16, slice_pitch = row_pitch * m.rows + 96;
  bool one_row = shape->dims == 1 && !shape->is_array;
  size_t origin[3] = {0, 0, 0}, region[3] = {m.width, m.rows, m.slices};
  uint8_t *host = pitched_region(&m, origin, region, row_pitch, slice_pitch);
  pi_result result;
  /* OpenCL: a 1-D image has no row pitch to give; 2-D ones no slice pitch. */
  pi_mem image = image_create(g, format, shape, flags, one_row ? 0 : row_pitch,
                              shape->dims == 3 || shape->is_array ? slice_pitch : 0, host,
                              &result);
  bool ok = result == PI_SUCCESS;
  if (!ok)
    snprintf(why, why_size, "%s: piMemImageCreate from host memory returned %d", shape->name,
             (int)result);
  else
    ok = model_equals_image(g, &m, image, why, why_size);
  if (image)
    PI_CHECK(piMemRelease(image));
  free(host);
  free(m.texels);
  return ok;
}

/* A write of a partial region at an origin from pitched host data, then a
 * read of another region into pitched host memory; both blocking, or both
 * chained by events (the read waiting on the write's event). */
static bool check_write_read(struct gpu *g, const struct image_shape *shape,
                             struct ref_format format, const size_t w_origin[3],
                             const size_t w_region[3], const size_t r_origin[3],
                             const size_t r_region[3], bool by_events, char *why,
                             size_t why_size) {
  struct model m = model_make(shape, format, 11u);
  pi_result result;
  pi_mem image = image_create(g, format, shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  image_upload(g, image, shape, m.texels);
  struct model patch = model_make(shape, format, 23u);
  size_t row_pitch = w_region[0] * m.es + 8, slice_pitch = row_pitch * w_region[1] + 24;
  uint8_t *data = pitched_region(&patch, w_origin, w_region, row_pitch, slice_pitch);
  for (size_t z = 0; z < w_region[2]; z++)
    for (size_t y = 0; y < w_region[1]; y++)
      memcpy(model_at(&m, w_origin[0], w_origin[1] + y, w_origin[2] + z),
             model_at(&patch, w_origin[0], w_origin[1] + y, w_origin[2] + z), w_region[0] * m.es);
  struct pi_image_offset_struct wo = {w_origin[0], w_origin[1], w_origin[2]},
                                    ro = {r_origin[0], r_origin[1], r_origin[2]};
  struct pi_image_region_struct wr = {w_region[0], w_region[1], w_region[2]},
                                    rr = {r_region[0], r_region[1], r_region[2]};
  size_t r_row = r_region[0] * m.es + 4, r_slice = r_row * r_region[1] + 12;
  uint8_t *read = calloc(1, host_bytes(&m, r_region, r_row, r_slice));
  pi_event written = NULL;
  PI_CHECK(piEnqueueMemImageWrite(g->queue, image, by_events ? PI_FALSE : PI_TRUE, &wo, &wr,
                                  row_pitch, slice_pitch, data, 0, NULL,
                                  by_events ? &written : NULL));
  PI_CHECK(piEnqueueMemImageRead(g->queue, image, PI_TRUE, &ro, &rr, r_row, r_slice, read,
                                 by_events ? 1 : 0, by_events ? &written : NULL, NULL));
  if (written)
    PI_CHECK(piEventRelease(written));
  uint8_t *want = pitched_region(&m, r_origin, r_region, r_row, r_slice);
  bool ok = true;
  for (size_t z = 0; z < r_region[2] && ok; z++)
    for (size_t y = 0; y < r_region[1] && ok; y++)
      if (memcmp(read + host_offset(&m, y, z, r_row, r_slice),
                 want + host_offset(&m, y, z, r_row, r_slice), r_region[0] * m.es) != 0) {
        snprintf(why, why_size, "%s: region read row %zu slice %zu differs", shape->name, y, z);
        ok = false;
      }
  if (ok)
    ok = model_equals_image(g, &m, image, why, why_size);
  PI_CHECK(piMemRelease(image));
  free(data);
  free(read);
  free(want);
  free(m.texels);
  free(patch.texels);
  return ok;
}

/* piEnqueueMemImageCopy of a region between two images at offsets, after
 * a non-blocking upload it waits on. */
static bool check_copy(struct gpu *g, const struct image_shape *shape, struct ref_format format,
                       const size_t s_origin[3], const size_t d_origin[3], const size_t region[3],
                       char *why, size_t why_size) {
  struct model src = model_make(shape, format, 31u), dst = model_make(shape, format, 37u);
  pi_result result;
  pi_mem src_image = image_create(g, format, shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  pi_mem dst_image = image_create(g, format, shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  image_upload(g, dst_image, shape, dst.texels);
  struct pi_image_offset_struct zero = {0, 0, 0};
  struct pi_image_region_struct whole = {src.width, src.rows, src.slices};
  pi_event uploaded, copied;
  PI_CHECK(piEnqueueMemImageWrite(g->queue, src_image, PI_FALSE, &zero, &whole, 0, 0, src.texels,
                                  0, NULL, &uploaded));
  struct pi_image_offset_struct so = {s_origin[0], s_origin[1], s_origin[2]},
                                    dO = {d_origin[0], d_origin[1], d_origin[2]};
  struct pi_image_region_struct r = {region[0], region[1], region[2]};
  PI_CHECK(piEnqueueMemImageCopy(g->queue, src_image, dst_image, &so, &dO, &r, 1, &uploaded,
                                 &copied));
  PI_CHECK(piEventsWait(1, &copied));
  PI_CHECK(piEventRelease(uploaded));
  PI_CHECK(piEventRelease(copied));
  for (size_t z = 0; z < region[2]; z++)
    for (size_t y = 0; y < region[1]; y++)
      memcpy(model_at(&dst, d_origin[0], d_origin[1] + y, d_origin[2] + z),
             model_at(&src, s_origin[0], s_origin[1] + y, s_origin[2] + z), region[0] * src.es);
  bool ok = model_equals_image(g, &dst, dst_image, why, why_size) &&
            model_equals_image(g, &src, src_image, why, why_size);
  PI_CHECK(piMemRelease(src_image));
  PI_CHECK(piMemRelease(dst_image));
  free(src.texels);
  free(dst.texels);
  return ok;
}

/* piEnqueueMemImageFill of a region: the colour (float4, int4 or uint4 by
 * the format's kind) encoded as section 8.3 says, nothing else touched. */
static bool check_fill(struct gpu *g, const struct image_shape *shape, struct ref_format format,
                       const union ref_value *colour, const size_t origin[3],
                       const size_t region[3], char *why, size_t why_size) {
  struct model m = model_make(shape, format, 41u);
  pi_result result;
  pi_mem image = image_create(g, format, shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  image_upload(g, image, shape, m.texels);
  PI_CHECK(piEnqueueMemImageFill(g->queue, image, colour, origin, region, 0, NULL, NULL));
  PI_CHECK(piQueueFinish(g->queue));
  uint8_t texel[16];
  ref_encode(format, colour, texel);
  for (size_t z = 0; z < region[2]; z++)
    for (size_t y = 0; y < region[1]; y++)
      for (size_t x = 0; x < region[0]; x++)
        memcpy(model_at(&m, origin[0] + x, origin[1] + y, origin[2] + z), texel, m.es);
  bool ok = model_equals_image(g, &m, image, why, why_size);
  PI_CHECK(piMemRelease(image));
  free(m.texels);
  return ok;
}

static bool check_info(struct gpu *g, const struct image_shape *shape, struct ref_format format,
                       char *why, size_t why_size) {
  pi_result result;
  pi_mem image = image_create(g, format, shape, 0, 0, 0, NULL, &result);
  PI_CHECK(result);
  pi_image_format got_format;
  size_t element, row_pitch, width, height, depth;
  PI_CHECK(piMemImageGetInfo(image, PI_IMAGE_INFO_FORMAT, sizeof got_format, &got_format, NULL));
  PI_CHECK(piMemImageGetInfo(image, PI_IMAGE_INFO_ELEMENT_SIZE, sizeof element, &element, NULL));
  PI_CHECK(piMemImageGetInfo(image, PI_IMAGE_INFO_ROW_PITCH, sizeof row_pitch, &row_pitch, NULL));
  PI_CHECK(piMemImageGetInfo(image, PI_IMAGE_INFO_WIDTH, sizeof width, &width, NULL));
  PI_CHECK(piMemImageGetInfo(image, PI_IMAGE_INFO_HEIGHT, sizeof height, &height, NULL));
  PI_CHECK(piMemImageGetInfo(image, PI_IMAGE_INFO_DEPTH, sizeof depth, &depth, NULL));
  PI_CHECK(piMemRelease(image));
  pi_image_format want_format = image_pi_format(format);
  /* OpenCL's answers: height 0 for 1-D images and arrays, depth 0 unless 3-D. */
  size_t want_height = shape->dims == 1 ? 0 : (size_t)shape->height;
  size_t want_depth = shape->dims == 3 ? (size_t)shape->depth : 0;
  bool ok = got_format.image_channel_order == want_format.image_channel_order &&
            got_format.image_channel_data_type == want_format.image_channel_data_type &&
            element == (size_t)ref_element_size(format) && width == (size_t)shape->width &&
            height == want_height && depth == want_depth &&
            row_pitch >= (size_t)shape->width * element;
  if (!ok)
    snprintf(why, why_size, "%s: format %#x/%#x element %zu row pitch %zu size %zux%zux%zu",
             shape->name, (unsigned)got_format.image_channel_order,
             (unsigned)got_format.image_channel_data_type, element, row_pitch, width, height,
             depth);
  return ok;
}

/* Origins and regions per shape: (x, y or layer, z or layer). */
struct region_case {
  const struct image_shape *shape;
  size_t w_origin[3], w_region[3], r_origin[3], r_region[3], c_dst[3];
};

int main(void) {
  struct gpu g;
  gpu_open(&g);
  printf("device: %s\n", g.device_name);
  const struct region_case cases[] = {
      {&image_shapes[0], {5, 0, 0}, {7, 1, 1}, {3, 0, 0}, {12, 1, 1}, {9, 0, 0}},
      {&image_shapes[1], {3, 2, 0}, {5, 4, 1}, {1, 3, 0}, {9, 5, 1}, {11, 4, 0}},
      {&image_shapes[2], {3, 2, 1}, {5, 4, 3}, {2, 1, 2}, {9, 7, 3}, {10, 3, 2}},
      {&image_shapes[3], {2, 1, 0}, {5, 2, 1}, {0, 0, 0}, {17, 3, 1}, {8, 0, 0}},
      {&image_shapes[4], {1, 1, 2}, {3, 2, 1}, {0, 2, 1}, {17, 5, 2}, {12, 6, 0}},
      {&image_wide_2d, {4000, 1, 0}, {99, 2, 1}, {3990, 0, 0}, {109, 3, 1}, {2, 0, 0}},
  };
  size_t case_count = sizeof cases / sizeof cases[0];
  int groups = 0;
  char why[256];
  for (size_t c = 0; c < case_count; c++) {
    const struct region_case *rc = &cases[c];
    char size[32];
    snprintf(size, sizeof size, "%s %dx%d", rc->shape->name, rc->shape->width,
             (int)shape_rows(rc->shape));
    for (size_t f = 0; f < FORMAT_COUNT; f++) {
      struct ref_format format = formats[f];
      char name[160];
      bool ok = true;
      why[0] = '\0';
      ok = ok && check_info(&g, rc->shape, format, why, sizeof why);
      ok = ok && check_create_from_host(&g, rc->shape, format, PI_MEM_FLAGS_HOST_PTR_COPY, why,
                                        sizeof why);
      ok = ok && check_create_from_host(&g, rc->shape, format, PI_MEM_FLAGS_HOST_PTR_USE, why,
                                        sizeof why);
      for (int by_events = 0; by_events < 2 && ok; by_events++)
        ok = check_write_read(&g, rc->shape, format, rc->w_origin, rc->w_region, rc->r_origin,
                              rc->r_region, by_events, why, sizeof why);
      ok = ok && check_copy(&g, rc->shape, format, rc->w_origin, rc->c_dst, rc->w_region, why,
                            sizeof why);
      union ref_value colour;
      switch (ref_format_kind(format)) {
      case REF_KIND_FLOAT: colour = (union ref_value){.f = {0.5f, 1.25f, -0.75f, 0.125f}}; break;
      case REF_KIND_INT: colour = (union ref_value){.i = {-40000, 7, 0, 1}}; break;
      case REF_KIND_UINT: colour = (union ref_value){.u = {300, 7, 0, 1}}; break;
      }
      ok = ok && check_fill(&g, rc->shape, format, &colour, rc->w_origin, rc->w_region, why,
                            sizeof why);
      snprintf(name, sizeof name,
               "transfers %s %s/%s: info, host copy/use with pitches, write/read regions "
               "(blocking, events), copy, fill",
               size, ref_order_name(format.order), ref_type_name(format.type));
      report_case(name, ok, "%s", why);
      groups++;
    }
  }
  printf("transfers: %d shape x format groups\n", groups);
  gpu_close(&g);
  return cases_exit_code();
}
