/* Sampled 2-D image reads, ours (a PI image and sampler, libspirv's
 * software sampler over surface loads, image_kernels.ll) against the same
 * kernel in CUDA sampling a texture object with the texture unit
 * (image_kernels.cu, the array and texture made with the driver API): a
 * 4096x4096 RGBA image of FLOAT or UNORM_INT8, each work-item sampling at
 * a scaled and offset normalized coordinate (clamp to edge) and writing
 * the float4. Rows per format, nearest and linear, in samples per second.
 * Both outputs are checked on every 61st texel against the host reference
 * (tests/gpu/images/image_reference.c) before and after the timing: ours
 * exactly for nearest and within 2.1e-5 for linear (the GPU tests'
 * tolerance), CUDA's within 1/128 for linear (its filter weights have 8
 * fractional bits) and exactly for nearest (the points lie 0.05 texel or
 * more from texel edges); UNORM_INT8 nearest within 1e-6 on both sides.
 * usage: bench_images OURS.fatbin NVCC.cubin */
#include "bench.h"
#include "cuda_texture.h"
#include "image_reference.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 4096
#define ROUNDS 15
#define BATCH_SECONDS 0.01
#define CHECK_STRIDE 61
/* x * 0.75 + 0.3: fractions 0.3, 0.05, 0.8, 0.55 of a texel, never an edge. */
static const float SCALE = 0.75f, OFFSET = 0.3f;

struct image_bench {
  struct bench_gpu b;
  pi_program programs[2];
  pi_mem outputs[2];
  float *got;
  struct ref_image reference;
  struct ref_sampler sampler;
};

static const char *SIDES[2] = {"sycl-nvptx", "nvcc"};

static bool check_side(struct image_bench *s, int side, char *why, size_t why_size) {
  bench_read(&s->b, s->outputs[side], s->got, (size_t)SIZE * SIZE * 16);
  /* Nearest on UNORM_INT8: c / 255 within an ulp whichever way it is divided. */
  double nearest = s->reference.format.type == REF_UNORM_INT8 ? 1e-6 : 0.0;
  double tolerance = !s->sampler.linear ? nearest : side == 0 ? 2.1e-5 : 1.0 / 128.0;
  size_t bad = 0, checked = 0;
  for (size_t i = 0; i < (size_t)SIZE * SIZE; i += CHECK_STRIDE) {
    int x = (int)(i % SIZE), y = (int)(i / SIZE);
    float coord[2] = {((float)x * SCALE + OFFSET) * (1.0f / SIZE),
                      ((float)y * SCALE + OFFSET) * (1.0f / SIZE)};
    union ref_value want;
    ref_sample(&s->reference, s->sampler, coord, &want);
    checked++;
    for (int c = 0; c < 4; c++)
      if (fabs((double)s->got[i * 4 + c] - (double)want.f[c]) > tolerance && bad++ < 5)
        printf("  %s texel (%d, %d) channel %d: got %.9g, want %.9g\n", SIDES[side], x, y, c,
               s->got[i * 4 + c], want.f[c]);
  }
  snprintf(why, why_size, "%s: %zu of %zu checked samples off", SIDES[side], bad, checked);
  return bad == 0;
}

static bool check_both(void *context, char *why, size_t why_size) {
  struct image_bench *s = context;
  return check_side(s, 0, why, why_size) && check_side(s, 1, why, why_size);
}

static void set_shape_args(pi_kernel kernel, pi_uint32 first) {
  int32_t size = SIZE;
  float inv = 1.0f / SIZE;
  bench_arg_value(kernel, first, sizeof size, &size);
  bench_arg_value(kernel, first + 1, sizeof size, &size);
  bench_arg_value(kernel, first + 2, sizeof SCALE, &SCALE);
  bench_arg_value(kernel, first + 3, sizeof OFFSET, &OFFSET);
  bench_arg_value(kernel, first + 4, sizeof inv, &inv);
  bench_arg_value(kernel, first + 5, sizeof inv, &inv);
}

static void run_row(struct image_bench *s, const char *format_name, pi_mem image,
                    CUtexObject texture, bool linear) {
  char name[128];
  snprintf(name, sizeof name, "image sample 2D %d^2 RGBA %s, %s", SIZE, format_name,
           linear ? "linear" : "nearest");
  struct bench_row row = {name, "Gsamples/s", BENCH_HIGHER_IS_BETTER, linear ? 0.9 : 0.97,
                          false};
  s->sampler = (struct ref_sampler){true, REF_ADDRESS_CLAMP_TO_EDGE, linear};
  pi_kernel kernels[2] = {bench_kernel(s->programs[0], "sample_2d"),
                          bench_kernel(s->programs[1], "sample_2d")};
  if (!kernels[0] || !kernels[1] || !image || !texture) {
    bench_fail(&row, "%s", !image ? "piMemImageCreate failed" : !texture
                                                                  ? "no CUDA texture object"
                                                                  : "kernel sample_2d missing");
    return;
  }
  pi_sampler_properties props[] = {
      PI_SAMPLER_PROPERTIES_NORMALIZED_COORDS, PI_TRUE,
      PI_SAMPLER_PROPERTIES_ADDRESSING_MODE,   PI_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE,
      PI_SAMPLER_PROPERTIES_FILTER_MODE,
      linear ? PI_SAMPLER_FILTER_MODE_LINEAR : PI_SAMPLER_FILTER_MODE_NEAREST, 0};
  pi_sampler sampler;
  PI_CHECK(piSamplerCreate(s->b.gpu.context, props, &sampler));
  PI_CHECK(piextKernelSetArgMemObj(kernels[0], 0, NULL, &image));
  PI_CHECK(piextKernelSetArgSampler(kernels[0], 1, &sampler));
  bench_arg_mem(kernels[0], 2, &s->outputs[0]);
  set_shape_args(kernels[0], 3);
  bench_arg_value(kernels[1], 0, sizeof texture, &texture);
  bench_arg_mem(kernels[1], 1, &s->outputs[1]);
  set_shape_args(kernels[1], 2);

  struct bench_launch launches[2];
  for (int side = 0; side < 2; side++) {
    launches[side] = (struct bench_launch){kernels[side], 2, NULL, {SIZE, SIZE, 1}, {32, 8, 1}};
    bench_run_once(&s->b, &launches[side]);
  }
  char why[160];
  struct bench_pairs pairs = {0};
  int batch = 0;
  if (!check_both(s, why, sizeof why))
    bench_fail(&row, "%s", why);
  else
    batch = bench_time_pair(&s->b, &row, launches, ROUNDS, BATCH_SECONDS, &pairs, check_both, s);
  if (batch) {
    bench_pairs_rate(&pairs, (double)SIZE * SIZE * 1e-9);
    bench_report(&row, &pairs,
                 "normalized, clamp to edge; ours: PI image + software sampler over suld; "
                 "nvcc: tex2D on a CUtexObject; %d launches x %d rounds",
                 batch, ROUNDS);
  }
  PI_CHECK(piSamplerRelease(sampler));
  for (int side = 0; side < 2; side++)
    PI_CHECK(piKernelRelease(kernels[side]));
}

/* One format: our image and CUDA's array from the same texels, then its
 * nearest and linear rows. */
static void run_format(struct image_bench *s, struct ref_format format, const char *name,
                       CUarray_format cuda_format, const void *texels, bool have_cuda) {
  pi_image_format pi_format = {PI_IMAGE_CHANNEL_ORDER_RGBA,
                               format.type == REF_FLOAT ? PI_IMAGE_CHANNEL_TYPE_FLOAT
                                                        : PI_IMAGE_CHANNEL_TYPE_UNORM_INT8};
  pi_image_desc desc = {PI_MEM_TYPE_IMAGE2D, SIZE, SIZE, 1, 0, 0, 0, 0, 0, NULL};
  pi_mem image = NULL;
  if (piMemImageCreate(s->b.gpu.context, PI_MEM_FLAGS_ACCESS_RW | PI_MEM_FLAGS_HOST_PTR_COPY,
                       &pi_format, &desc, (void *)texels, &image) != PI_SUCCESS)
    image = NULL;
  CUarray array = have_cuda ? cuda_texture_array(cuda_format, SIZE, SIZE, texels) : 0;
  s->reference = (struct ref_image){format, 2, false, SIZE, SIZE, 1, 0, (const uint8_t *)texels};
  for (int linear = 0; linear < 2; linear++) {
    CUtexObject texture = array ? cuda_texture_object(array, linear) : 0;
    run_row(s, name, image, texture, linear);
    cuda_texture_release(texture, 0);
  }
  cuda_texture_release(0, array);
  if (image)
    PI_CHECK(piMemRelease(image));
}

int main(int argc, char **argv) {
  struct image_bench s = {0};
  bench_open_pair(&s.b, argc, argv, NULL, s.programs);
  bool have_cuda = cuda_texture_open();
  size_t texels = (size_t)SIZE * SIZE;
  float *floats = malloc(texels * 16);
  uint8_t *bytes = malloc(texels * 4);
  s.got = malloc(texels * 16);
  if (!floats || !bytes || !s.got) {
    fprintf(stderr, "bench_images: out of host memory\n");
    return 1;
  }
  /* A smooth gradient plus hash noise in [0, 1]: linear filtering blends
   * neighbours that differ. */
  for (size_t i = 0; i < texels * 4; i++) {
    uint32_t h = (uint32_t)i * 2654435761u;
    bytes[i] = (uint8_t)(h >> 24);
    floats[i] = (float)(h >> 8) * 0x1p-24f;
  }
  for (int o = 0; o < 2; o++)
    s.outputs[o] = bench_buffer(&s.b, texels * 16);
  run_format(&s, (struct ref_format){REF_RGBA, REF_FLOAT}, "FLOAT", CU_AD_FORMAT_FLOAT, floats,
             have_cuda);
  run_format(&s, (struct ref_format){REF_RGBA, REF_UNORM_INT8}, "UNORM_INT8",
             CU_AD_FORMAT_UNSIGNED_INT8, bytes, have_cuda);
  for (int o = 0; o < 2; o++)
    PI_CHECK(piMemRelease(s.outputs[o]));
  for (int side = 0; side < 2; side++)
    PI_CHECK(piProgramRelease(s.programs[side]));
  free(floats);
  free(bytes);
  free(s.got);
  bench_close(&s.b);
  return bench_exit_code();
}
