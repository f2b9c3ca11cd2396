/* The PI face's images and samplers end to end on the fake CUDA driver
 * (tests/fake_cuda): create with a pitched host copy, write, read back
 * with pitches and origins, copy, fill, info, kernel arguments, refusals
 * with their PI errors, and releases. Needs the fake first on
 * LD_LIBRARY_PATH: the device name must say "(fake driver)", unless
 * --any-device runs it on whatever CUDA device the plugin finds (the same
 * checks on a real GPU: CUDA's own arrays, surfaces and 3-D copies). */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <pi.h>

#include "check.h"

static pi_context context;
static pi_queue queue;

static int setup(bool any_device) {
  pi_platform platform;
  pi_device device;
  pi_uint32 count = 0;
  if (piPlatformsGet(1, &platform, &count) != PI_SUCCESS || count == 0)
    return 0;
  CHECK_EQ(piDevicesGet(platform, PI_DEVICE_TYPE_GPU, 1, &device, NULL), PI_SUCCESS);
  char name[256] = "";
  piDeviceGetInfo(device, PI_DEVICE_INFO_NAME, sizeof name, name, NULL);
  printf("device: %s\n", name);
  if (!any_device && !strstr(name, "(fake driver)")) {
    printf("device %s is not the fake driver's\n", name);
    return 0;
  }
  pi_bool support = PI_FALSE;
  CHECK_EQ(piDeviceGetInfo(device, PI_DEVICE_INFO_IMAGE_SUPPORT, sizeof support, &support, NULL),
           PI_SUCCESS);
  CHECK_EQ(support, PI_TRUE);
  size_t width = 0, layers = 0;
  pi_uint32 samplers = 0;
  piDeviceGetInfo(device, PI_DEVICE_INFO_IMAGE2D_MAX_WIDTH, sizeof width, &width, NULL);
  piDeviceGetInfo(device, PI_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE, sizeof layers, &layers, NULL);
  piDeviceGetInfo(device, PI_DEVICE_INFO_MAX_SAMPLERS, sizeof samplers, &samplers, NULL);
  if (any_device) /* the real device's surface limits */
    CHECK(width >= 65536 && layers >= 2048 && samplers == 16);
  else
    CHECK(width == 131072 && layers == 2048 && samplers == 16);
  CHECK_EQ(piContextCreate(NULL, 1, &device, NULL, NULL, &context), PI_SUCCESS);
  CHECK_EQ(piQueueCreate(context, device, 0, &queue), PI_SUCCESS);
  return 1;
}

static pi_mem create(pi_mem_type type, pi_image_channel_order order, pi_image_channel_type ctype,
                     size_t w, size_t h, size_t d, size_t n, size_t row_pitch, void *host,
                     pi_result expected) {
  pi_image_format format = {order, ctype};
  pi_image_desc desc = {type, w, h, d, n, row_pitch, 0, 0, 0, NULL};
  pi_mem image = NULL;
  CHECK_EQ(piMemImageCreate(context, host ? PI_MEM_FLAGS_HOST_PTR_COPY : 0, &format, &desc, host,
                            &image),
           expected);
  return image;
}

static size_t image_info(pi_mem image, pi_image_info what) {
  size_t value = 0;
  CHECK_EQ(piMemImageGetInfo(image, what, sizeof value, &value, NULL), PI_SUCCESS);
  return value;
}

/* A 2-D RGBA8 image made from host rows padded to 40 bytes (8 texels of 4 bytes). */
static void test_2d_round_trip(void) {
  uint8_t host[6][40], back[6][32];
  for (int y = 0; y < 6; ++y)
    for (int x = 0; x < 40; ++x)
      host[y][x] = (uint8_t)(y * 40 + x);
  pi_mem image = create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_RGBA,
                        PI_IMAGE_CHANNEL_TYPE_UNORM_INT8, 8, 6, 1, 0, 40, host, PI_SUCCESS);
  struct pi_image_offset_struct origin = {0, 0, 0};
  struct pi_image_region_struct whole = {8, 6, 1};
  CHECK_EQ(piEnqueueMemImageRead(queue, image, PI_TRUE, &origin, &whole, 0, 0, back, 0, NULL,
                                 NULL),
           PI_SUCCESS);
  int same = 1;
  for (int y = 0; y < 6; ++y)
    same &= memcmp(back[y], host[y], 32) == 0;
  CHECK(same);

  /* A 2 x 3 block at (5, 2), written from rows of 12 bytes, read into rows of 16. */
  uint8_t block[3][12], block_back[3][16];
  memset(block, 0xAB, sizeof block);
  struct pi_image_offset_struct at = {5, 2, 0};
  struct pi_image_region_struct small = {3, 3, 1};
  pi_event written = NULL;
  CHECK_EQ(piEnqueueMemImageWrite(queue, image, PI_FALSE, &at, &small, 12, 0, block, 0, NULL,
                                  &written),
           PI_SUCCESS);
  pi_command_type type = 0;
  piEventGetInfo(written, PI_EVENT_INFO_COMMAND_TYPE, sizeof type, &type, NULL);
  CHECK_EQ(type, PI_COMMAND_TYPE_IMAGE_WRITE);
  CHECK_EQ(piEnqueueMemImageRead(queue, image, PI_TRUE, &at, &small, 16, 0, block_back, 1,
                                 &written, NULL),
           PI_SUCCESS);
  for (int y = 0; y < 3; ++y)
    CHECK(memcmp(block_back[y], block[y], 12) == 0);
  piEventRelease(written);
  CHECK_EQ(piEnqueueMemImageRead(queue, image, PI_TRUE, &origin, &whole, 0, 0, back, 0, NULL,
                                 NULL),
           PI_SUCCESS);
  CHECK_EQ(back[2][5 * 4], 0xAB);
  CHECK_EQ(back[2][4 * 4], host[2][4 * 4]);
  CHECK_EQ(back[1][5 * 4], host[1][5 * 4]);

  CHECK_EQ(image_info(image, PI_IMAGE_INFO_WIDTH), 8);
  CHECK_EQ(image_info(image, PI_IMAGE_INFO_HEIGHT), 6);
  CHECK_EQ(image_info(image, PI_IMAGE_INFO_DEPTH), 0);
  CHECK_EQ(image_info(image, PI_IMAGE_INFO_ELEMENT_SIZE), 4);
  CHECK_EQ(image_info(image, PI_IMAGE_INFO_ROW_PITCH), 32);
  pi_image_format format;
  CHECK_EQ(piMemImageGetInfo(image, PI_IMAGE_INFO_FORMAT, sizeof format, &format, NULL),
           PI_SUCCESS);
  CHECK(format.image_channel_order == PI_IMAGE_CHANNEL_ORDER_RGBA &&
        format.image_channel_data_type == PI_IMAGE_CHANNEL_TYPE_UNORM_INT8);

  struct pi_image_region_struct outside = {4, 1, 1};
  CHECK_EQ(piEnqueueMemImageRead(queue, image, PI_TRUE, &at, &outside, 0, 0, back, 0, NULL, NULL),
           PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piEnqueueMemImageRead(queue, image, PI_TRUE, &origin, &whole, 31, 0, back, 0, NULL,
                                 NULL),
           PI_ERROR_INVALID_VALUE);
  /* An image is no buffer. */
  CHECK_EQ(piEnqueueMemBufferRead(queue, image, PI_TRUE, 0, 4, back, 0, NULL, NULL),
           PI_ERROR_INVALID_MEM_OBJECT);
  CHECK_EQ(piMemRelease(image), PI_SUCCESS);
}

/* Copy between two 2-D float arrays' layers, then fill a block of one. */
static void test_array_copy_and_fill(void) {
  float layers[3][4][4];
  for (int i = 0; i < 48; ++i)
    (&layers[0][0][0])[i] = (float)i;
  pi_mem a = create(PI_MEM_TYPE_IMAGE2D_ARRAY, PI_IMAGE_CHANNEL_ORDER_R,
                    PI_IMAGE_CHANNEL_TYPE_FLOAT, 4, 4, 1, 3, 0, layers, PI_SUCCESS);
  pi_mem b = create(PI_MEM_TYPE_IMAGE2D_ARRAY, PI_IMAGE_CHANNEL_ORDER_R,
                    PI_IMAGE_CHANNEL_TYPE_FLOAT, 4, 4, 1, 3, 0, NULL, PI_SUCCESS);
  struct pi_image_offset_struct from = {0, 0, 2}, to = {0, 0, 0}, zero = {0, 0, 0};
  struct pi_image_region_struct one_layer = {4, 4, 1}, all = {4, 4, 3};
  /* CUDA arrays start undefined: zero b first. */
  float black[4] = {0, 0, 0, 0};
  size_t origin0[3] = {0, 0, 0}, whole[3] = {4, 4, 3};
  CHECK_EQ(piEnqueueMemImageFill(queue, b, black, origin0, whole, 0, NULL, NULL), PI_SUCCESS);
  CHECK_EQ(piEnqueueMemImageCopy(queue, a, b, &from, &to, &one_layer, 0, NULL, NULL),
           PI_SUCCESS);
  float back[3][4][4];
  CHECK_EQ(piEnqueueMemImageRead(queue, b, PI_TRUE, &zero, &all, 0, 0, back, 0, NULL, NULL),
           PI_SUCCESS);
  CHECK(memcmp(back[0], layers[2], sizeof back[0]) == 0);
  CHECK_EQ(back[1][0][0], 0.0f);

  float color[4] = {0.75f, 0, 0, 1};
  size_t fill_origin[3] = {1, 1, 1}, fill_region[3] = {2, 3, 2};
  CHECK_EQ(piEnqueueMemImageFill(queue, b, color, fill_origin, fill_region, 0, NULL, NULL),
           PI_SUCCESS);
  CHECK_EQ(piEnqueueMemImageRead(queue, b, PI_TRUE, &zero, &all, 0, 0, back, 0, NULL, NULL),
           PI_SUCCESS);
  CHECK_EQ(back[1][1][1], 0.75f);
  CHECK_EQ(back[2][3][2], 0.75f);
  CHECK_EQ(back[2][3][3], 0.0f);
  CHECK_EQ(back[1][0][1], 0.0f);
  CHECK(memcmp(back[0], layers[2], sizeof back[0]) == 0);
  CHECK_EQ(image_info(b, PI_IMAGE_INFO_SLICE_PITCH), 64);

  pi_mem c = create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_RG, PI_IMAGE_CHANNEL_TYPE_HALF_FLOAT,
                    4, 4, 1, 0, 0, NULL, PI_SUCCESS);
  CHECK_EQ(piEnqueueMemImageCopy(queue, a, c, &zero, &zero, &one_layer, 0, NULL, NULL),
           PI_ERROR_IMAGE_FORMAT_MISMATCH);
  piMemRelease(a);
  piMemRelease(b);
  piMemRelease(c);
}

/* 1-D arrays: the layer is the origin's y; the host steps layers by the slice pitch. */
static void test_1d_array(void) {
  pi_mem image = create(PI_MEM_TYPE_IMAGE1D_ARRAY, PI_IMAGE_CHANNEL_ORDER_R,
                        PI_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16, 5, 0, 0, 4, 0, NULL, PI_SUCCESS);
  uint16_t in[2][8], out[4][5];
  for (int i = 0; i < 16; ++i)
    (&in[0][0])[i] = (uint16_t)(100 + i);
  struct pi_image_offset_struct at = {0, 2, 0}, zero = {0, 0, 0};
  struct pi_image_region_struct two = {5, 2, 1}, all = {5, 4, 1};
  uint32_t none[4] = {0, 0, 0, 0};
  size_t origin0[3] = {0, 0, 0}, layers[3] = {5, 4, 1};
  CHECK_EQ(piEnqueueMemImageFill(queue, image, none, origin0, layers, 0, NULL, NULL), PI_SUCCESS);
  CHECK_EQ(piEnqueueMemImageWrite(queue, image, PI_TRUE, &at, &two, 0, 16, in, 0, NULL, NULL),
           PI_SUCCESS);
  CHECK_EQ(piEnqueueMemImageRead(queue, image, PI_TRUE, &zero, &all, 0, 0, out, 0, NULL, NULL),
           PI_SUCCESS);
  CHECK(out[0][0] == 0 && out[2][0] == 100 && out[2][4] == 104 && out[3][0] == 108);
  CHECK_EQ(image_info(image, PI_IMAGE_INFO_HEIGHT), 0);
  CHECK_EQ(image_info(image, PI_IMAGE_INFO_SLICE_PITCH), 10);
  piMemRelease(image);
}

static void test_refusals(void) {
  create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_RGB, PI_IMAGE_CHANNEL_TYPE_FLOAT, 4, 4, 1, 0,
         0, NULL, PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_sRGBA, PI_IMAGE_CHANNEL_TYPE_UNORM_INT8, 4, 4,
         1, 0, 0, NULL, PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED);
  const char *message = NULL;
  piPluginGetLastError((char **)&message);
  CHECK(message && strstr(message, "sRGBA"));
  create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_RGBA, PI_IMAGE_CHANNEL_TYPE_FLOAT, 200000, 4,
         1, 0, 0, NULL, PI_ERROR_INVALID_IMAGE_SIZE);
  create(PI_MEM_TYPE_IMAGE1D_BUFFER, PI_IMAGE_CHANNEL_ORDER_RGBA, PI_IMAGE_CHANNEL_TYPE_FLOAT, 4,
         1, 1, 0, 0, NULL, PI_ERROR_INVALID_IMAGE_DESCRIPTOR);
  create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_RGBA, PI_IMAGE_CHANNEL_TYPE_FLOAT, 4, 4, 1, 0,
         64, NULL, PI_ERROR_INVALID_IMAGE_DESCRIPTOR);
  /* Packed RGB is one 16-bit channel. */
  pi_mem packed = create(PI_MEM_TYPE_IMAGE3D, PI_IMAGE_CHANNEL_ORDER_RGB,
                         PI_IMAGE_CHANNEL_TYPE_UNORM_SHORT_565, 4, 4, 4, 0, 0, NULL, PI_SUCCESS);
  CHECK_EQ(image_info(packed, PI_IMAGE_INFO_ELEMENT_SIZE), 2);
  CHECK_EQ(image_info(packed, PI_IMAGE_INFO_DEPTH), 4);
  piMemRelease(packed);
}

static pi_sampler sampler_of(const pi_sampler_properties *properties, pi_result expected) {
  pi_sampler sampler = NULL;
  CHECK_EQ(piSamplerCreate(context, properties, &sampler), expected);
  return sampler;
}

static void test_samplers(void) {
  pi_sampler_properties props[] = {PI_SAMPLER_PROPERTIES_NORMALIZED_COORDS, PI_FALSE,
                                   PI_SAMPLER_PROPERTIES_ADDRESSING_MODE,
                                   PI_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE,
                                   PI_SAMPLER_PROPERTIES_FILTER_MODE, PI_SAMPLER_FILTER_MODE_LINEAR,
                                   0};
  pi_sampler s = sampler_of(props, PI_SUCCESS);
  pi_bool normalized = PI_TRUE;
  pi_sampler_addressing_mode addressing = 0;
  pi_sampler_filter_mode filter = 0;
  pi_uint32 refs = 0;
  piSamplerGetInfo(s, PI_SAMPLER_INFO_NORMALIZED_COORDS, sizeof normalized, &normalized, NULL);
  piSamplerGetInfo(s, PI_SAMPLER_INFO_ADDRESSING_MODE, sizeof addressing, &addressing, NULL);
  piSamplerGetInfo(s, PI_SAMPLER_INFO_FILTER_MODE, sizeof filter, &filter, NULL);
  CHECK(normalized == PI_FALSE && addressing == PI_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE &&
        filter == PI_SAMPLER_FILTER_MODE_LINEAR);
  CHECK_EQ(piSamplerRetain(s), PI_SUCCESS);
  piSamplerGetInfo(s, PI_SAMPLER_INFO_REFERENCE_COUNT, sizeof refs, &refs, NULL);
  CHECK_EQ(refs, 2);
  CHECK_EQ(piSamplerRelease(s), PI_SUCCESS);

  pi_sampler d = sampler_of(NULL, PI_SUCCESS); /* normalized, clamp, nearest */
  piSamplerGetInfo(d, PI_SAMPLER_INFO_ADDRESSING_MODE, sizeof addressing, &addressing, NULL);
  piSamplerGetInfo(d, PI_SAMPLER_INFO_NORMALIZED_COORDS, sizeof normalized, &normalized, NULL);
  CHECK(addressing == PI_SAMPLER_ADDRESSING_MODE_CLAMP && normalized == PI_TRUE);

  pi_sampler_properties twice[] = {PI_SAMPLER_PROPERTIES_FILTER_MODE, PI_SAMPLER_FILTER_MODE_LINEAR,
                                   PI_SAMPLER_PROPERTIES_FILTER_MODE,
                                   PI_SAMPLER_FILTER_MODE_NEAREST, 0};
  sampler_of(twice, PI_ERROR_INVALID_VALUE);
  pi_sampler_properties bad[] = {PI_SAMPLER_PROPERTIES_ADDRESSING_MODE, 0x1135, 0};
  sampler_of(bad, PI_ERROR_INVALID_VALUE);

  /* Image and sampler kernel arguments (the fake's kernels run nothing). */
  static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                            ".visible .entry sample(.param .u64 image, .param .u32 sampler)\n{\n"
                            "ret;\n}\n";
  const unsigned char *binaries[] = {(const unsigned char *)ptx};
  size_t lengths[] = {sizeof ptx};
  pi_device device;
  piQueueGetInfo(queue, PI_QUEUE_INFO_DEVICE, sizeof device, &device, NULL);
  pi_program program = NULL;
  pi_kernel kernel = NULL;
  CHECK_EQ(piProgramCreateWithBinary(context, 1, &device, lengths, binaries, 0, NULL, NULL,
                                     &program),
           PI_SUCCESS);
  CHECK_EQ(piProgramBuild(program, 1, &device, NULL, NULL, NULL), PI_SUCCESS);
  CHECK_EQ(piKernelCreate(program, "sample", &kernel), PI_SUCCESS);
  pi_mem image = create(PI_MEM_TYPE_IMAGE2D, PI_IMAGE_CHANNEL_ORDER_RGBA,
                        PI_IMAGE_CHANNEL_TYPE_FLOAT, 4, 4, 1, 0, 0, NULL, PI_SUCCESS);
  CHECK_EQ(piextKernelSetArgMemObj(kernel, 0, NULL, &image), PI_SUCCESS);
  CHECK_EQ(piextKernelSetArgSampler(kernel, 1, &d), PI_SUCCESS);
  pi_sampler not_a_sampler = (pi_sampler)(void *)image;
  CHECK_EQ(piextKernelSetArgSampler(kernel, 1, &not_a_sampler), PI_ERROR_INVALID_SAMPLER);
  piKernelRelease(kernel);
  piProgramRelease(program);
  piMemRelease(image);
  CHECK_EQ(piSamplerRelease(d), PI_SUCCESS);
  CHECK_EQ(piSamplerRelease(s), PI_SUCCESS);
}

int main(int argc, char **argv) {
  if (!setup(argc == 2 && !strcmp(argv[1], "--any-device"))) {
    printf("image_pi_fake_test: no CUDA device (without --any-device: none of the fake driver)\n");
    return 1;
  }
  test_2d_round_trip();
  test_array_copy_and_fill();
  test_1d_array();
  test_refusals();
  test_samplers();
  piQueueRelease(queue);
  piContextRelease(context);
  return check_report("image_pi_fake_test");
}
