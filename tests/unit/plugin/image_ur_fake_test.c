/* The UR face's images and samplers on the fake CUDA driver, through the
 * adapter's own dispatch tables (no loader): device info, a 2-D image from
 * pitched host memory read back, a copy into a 1-D array's layer, image
 * info, samplers (info, native handle, refusals), image and sampler kernel
 * arguments (urKernelSetArgSampler up to 2026.1, a launch carrying them in
 * 2026.2; the fake's kernels run nothing), and releases.
 * usage: image_ur_fake_test ADAPTER.so (the fake first on LD_LIBRARY_PATH,
 * FAKE_CUDA_KERNELS=1) */
#include <stdbool.h>
#include <string.h>

#include <dlfcn.h>
#include <unified-runtime/ur_ddi.h>

#include "check.h"

static ur_dditable_t t;
static ur_context_handle_t context;
static ur_device_handle_t device;
static ur_queue_handle_t queue;

static bool load(const char *path) {
  void *adapter = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!adapter) {
    printf("cannot load %s: %s\n", path, dlerror());
    return false;
  }
#define GET(getter, table)                                                                         \
  ((ur_pfnGet##getter##ProcAddrTable_t)dlsym(adapter, "urGet" #getter "ProcAddrTable"))(         \
      UR_API_VERSION_CURRENT, &t.table) == UR_RESULT_SUCCESS
  return GET(Adapter, Adapter) && GET(Platform, Platform) && GET(Device, Device) &&
         GET(Context, Context) && GET(Queue, Queue) && GET(Mem, Mem) && GET(Enqueue, Enqueue) &&
         GET(Sampler, Sampler) && GET(Event, Event) && GET(Kernel, Kernel) && GET(Program, Program) &&
         GET(EnqueueExp, EnqueueExp);
#undef GET
}

static bool setup(void) {
  ur_adapter_handle_t adapter;
  ur_platform_handle_t platform;
  uint32_t count = 0;
  if (t.Adapter.pfnGet(1, &adapter, &count) || !count ||
      t.Platform.pfnGet(adapter, 1, &platform, &count) || !count ||
      t.Device.pfnGet(platform, UR_DEVICE_TYPE_GPU, 1, &device, &count) || !count)
    return false;
  char name[256] = "";
  t.Device.pfnGetInfo(device, UR_DEVICE_INFO_NAME, sizeof name, name, NULL);
  if (!strstr(name, "(fake driver)")) {
    printf("device %s is not the fake driver's\n", name);
    return false;
  }
  ur_bool_t support = false;
  size_t width = 0;
  t.Device.pfnGetInfo(device, UR_DEVICE_INFO_IMAGE_SUPPORT, sizeof support, &support, NULL);
  t.Device.pfnGetInfo(device, UR_DEVICE_INFO_IMAGE3D_MAX_DEPTH, sizeof width, &width, NULL);
  CHECK(support && width == 16384);
  CHECK_EQ(t.Context.pfnCreate(1, &device, NULL, &context), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Queue.pfnCreate(context, device, NULL, &queue), UR_RESULT_SUCCESS);
  return true;
}

static ur_mem_handle_t create(ur_mem_type_t type, ur_image_channel_order_t order,
                              ur_image_channel_type_t ctype, size_t w, size_t h, size_t n,
                              size_t row_pitch, void *host, ur_result_t expected) {
  ur_image_format_t format = {order, ctype};
  ur_image_desc_t desc = {UR_STRUCTURE_TYPE_IMAGE_DESC, NULL, type, w, h, 1, n, row_pitch, 0, 0,
                          0};
  ur_mem_handle_t image = NULL;
  CHECK_EQ(t.Mem.pfnImageCreate(context,
                                host ? UR_MEM_FLAG_ALLOC_COPY_HOST_POINTER
                                     : UR_MEM_FLAG_READ_WRITE,
                                &format, &desc, host, &image),
           expected);
  return image;
}

static void test_images(void) {
  uint16_t host[3][6]; /* 3 rows of 4 A-UINT16 texels, padded to 12 bytes */
  for (int i = 0; i < 18; ++i)
    (&host[0][0])[i] = (uint16_t)(1000 + i);
  ur_mem_handle_t image = create(UR_MEM_TYPE_IMAGE2D, UR_IMAGE_CHANNEL_ORDER_A,
                                 UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16, 4, 3, 0, 12, host,
                                 UR_RESULT_SUCCESS);
  uint16_t back[3][4];
  ur_rect_offset_t zero = {0, 0, 0};
  ur_rect_region_t whole = {4, 3, 1};
  CHECK_EQ(t.Enqueue.pfnMemImageRead(queue, image, true, zero, whole, 0, 0, back, 0, NULL, NULL),
           UR_RESULT_SUCCESS);
  CHECK(back[0][0] == 1000 && back[1][0] == 1006 && back[2][3] == 1015);

  ur_image_format_t format;
  size_t height = 9, array_size = 9;
  t.Mem.pfnImageGetInfo(image, UR_IMAGE_INFO_FORMAT, sizeof format, &format, NULL);
  CHECK(format.channelOrder == UR_IMAGE_CHANNEL_ORDER_A &&
        format.channelType == UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16);
  t.Mem.pfnImageGetInfo(image, UR_IMAGE_INFO_HEIGHT, sizeof height, &height, NULL);
  t.Mem.pfnImageGetInfo(image, UR_IMAGE_INFO_ARRAY_SIZE, sizeof array_size, &array_size, NULL);
  CHECK(height == 3 && array_size == 0);

  /* Row 1 of the image into layer 2 of a 1-D array: the layer is y. */
  ur_mem_handle_t layers = create(UR_MEM_TYPE_IMAGE1D_ARRAY, UR_IMAGE_CHANNEL_ORDER_A,
                                  UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16, 4, 0, 3, 0, NULL,
                                  UR_RESULT_SUCCESS);
  ur_rect_offset_t row1 = {0, 1, 0}, layer2 = {0, 2, 0};
  ur_rect_region_t one_row = {4, 1, 1};
  ur_event_handle_t copied = NULL;
  CHECK_EQ(t.Enqueue.pfnMemImageCopy(queue, image, layers, row1, layer2, one_row, 0, NULL, &copied),
           UR_RESULT_SUCCESS);
  ur_rect_region_t all_layers = {4, 3, 1};
  uint16_t layer_back[3][4];
  CHECK_EQ(t.Enqueue.pfnMemImageRead(queue, layers, true, zero, all_layers, 0, 0, layer_back, 1,
                                     &copied, NULL),
           UR_RESULT_SUCCESS);
  CHECK(layer_back[2][0] == 1006 && layer_back[2][3] == 1009);
  t.Event.pfnRelease(copied);

  create(UR_MEM_TYPE_IMAGE2D, UR_IMAGE_CHANNEL_ORDER_RGBX, UR_IMAGE_CHANNEL_TYPE_UNORM_INT8, 4, 4,
         0, 0, NULL, UR_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT);
  create(UR_MEM_TYPE_IMAGE2D, UR_IMAGE_CHANNEL_ORDER_RGBA, UR_IMAGE_CHANNEL_TYPE_FLOAT, 0, 4, 0,
         0, NULL, UR_RESULT_ERROR_INVALID_IMAGE_SIZE);
  CHECK_EQ(t.Mem.pfnRelease(layers), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Mem.pfnRelease(image), UR_RESULT_SUCCESS);
}

static void test_samplers_and_arguments(void) {
  ur_sampler_desc_t desc = {UR_STRUCTURE_TYPE_SAMPLER_DESC, NULL, true,
                            UR_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT,
                            UR_SAMPLER_FILTER_MODE_LINEAR};
  ur_sampler_handle_t sampler = NULL, copy = NULL;
  CHECK_EQ(t.Sampler.pfnCreate(context, &desc, &sampler), UR_RESULT_SUCCESS);
  ur_sampler_addressing_mode_t addressing = 0;
  t.Sampler.pfnGetInfo(sampler, UR_SAMPLER_INFO_ADDRESSING_MODE, sizeof addressing, &addressing,
                       NULL);
  CHECK_EQ(addressing, UR_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT);
  ur_native_handle_t bits = 0;
  CHECK_EQ(t.Sampler.pfnGetNativeHandle(sampler, &bits), UR_RESULT_SUCCESS);
  CHECK_EQ(bits, 1 | 2 | 4 << 2);
  CHECK_EQ(t.Sampler.pfnCreateWithNativeHandle(bits, context, NULL, &copy), UR_RESULT_SUCCESS);
  ur_bool_t normalized = false;
  t.Sampler.pfnGetInfo(copy, UR_SAMPLER_INFO_NORMALIZED_COORDS, sizeof normalized, &normalized,
                       NULL);
  CHECK(normalized);
  CHECK_EQ(t.Sampler.pfnCreateWithNativeHandle(7u << 2, context, NULL, &copy),
           UR_RESULT_ERROR_INVALID_VALUE);

  static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                            ".visible .entry sample(.param .u64 image, .param .u32 sampler)\n{\n"
                            "ret;\n}\n";
  const uint8_t *binaries[] = {(const uint8_t *)ptx};
  size_t lengths[] = {sizeof ptx};
  ur_program_handle_t program = NULL;
  ur_kernel_handle_t kernel = NULL;
  CHECK_EQ(t.Program.pfnCreateWithBinary(context, 1, &device, lengths, binaries, NULL, &program),
           UR_RESULT_SUCCESS);
  CHECK_EQ(t.Program.pfnBuild(context, program, NULL), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Kernel.pfnCreate(program, "sample", &kernel), UR_RESULT_SUCCESS);
  ur_mem_handle_t image = create(UR_MEM_TYPE_IMAGE3D, UR_IMAGE_CHANNEL_ORDER_RGBA,
                                 UR_IMAGE_CHANNEL_TYPE_HALF_FLOAT, 2, 2, 0, 0, NULL,
                                 UR_RESULT_SUCCESS);
  size_t global = 1;
#if UR_TEST_RELEASE >= 202602
  ur_exp_kernel_arg_properties_t args[2] = {
      {UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES, NULL, UR_EXP_KERNEL_ARG_TYPE_MEM_OBJ, 0,
       sizeof image, {.memObjTuple = {image, 0}}},
      {UR_STRUCTURE_TYPE_EXP_KERNEL_ARG_PROPERTIES, NULL, UR_EXP_KERNEL_ARG_TYPE_SAMPLER, 1,
       sizeof sampler, {.sampler = sampler}}};
  CHECK_EQ(t.EnqueueExp.pfnKernelLaunchWithArgsExp(queue, kernel, 1, NULL, &global, NULL, 2, args,
                                                   NULL, 0, NULL, NULL),
           UR_RESULT_SUCCESS);
  args[1].value.sampler = (ur_sampler_handle_t)(void *)image;
  CHECK_EQ(t.EnqueueExp.pfnKernelLaunchWithArgsExp(queue, kernel, 1, NULL, &global, NULL, 2, args,
                                                   NULL, 0, NULL, NULL),
           UR_RESULT_ERROR_INVALID_SAMPLER);
#else
  CHECK_EQ(t.Kernel.pfnSetArgMemObj(kernel, 0, NULL, image), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Kernel.pfnSetArgSampler(kernel, 1, NULL, sampler), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Kernel.pfnSetArgSampler(kernel, 1, NULL, (ur_sampler_handle_t)(void *)image),
           UR_RESULT_ERROR_INVALID_SAMPLER);
  (void)global;
#endif
  t.Kernel.pfnRelease(kernel);
  t.Program.pfnRelease(program);
  t.Mem.pfnRelease(image);
  CHECK_EQ(t.Sampler.pfnRelease(copy), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Sampler.pfnRelease(sampler), UR_RESULT_SUCCESS);
}

int main(int argc, char **argv) {
  if (argc != 2 || !load(argv[1]) || !setup()) {
    printf("image_ur_fake_test: no adapter or no fake CUDA device\n");
    return 1;
  }
  test_images();
  test_samplers_and_arguments();
  t.Queue.pfnRelease(queue);
  t.Context.pfnRelease(context);
  return check_report("image_ur_fake_test");
}
