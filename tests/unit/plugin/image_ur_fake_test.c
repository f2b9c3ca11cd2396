/* The UR face's images and samplers on the fake CUDA driver, through the
 * adapter's own dispatch tables: device info, a 2-D image from pitched
 * host memory read back, a copy into a 1-D array's layer, image
 * info, samplers (info, native handle, refusals), image and sampler kernel
 * arguments (urKernelSetArgSampler up to 2026.1, a launch carrying them in
 * 2026.2; the fake's kernels run nothing), and releases.
 * With a loader and the adapter, the same calls go through Intel's loader
 * and whatever layers UR_ENABLE_LAYERS names (refusals left out: the
 * validation layer would rightly report them).
 * usage: image_ur_fake_test ADAPTER.so | LOADER.so ADAPTER.so
 * (the fake first on LD_LIBRARY_PATH, FAKE_CUDA_KERNELS=1) */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <dlfcn.h>
#include <unistd.h>
#include <unified-runtime/ur_ddi.h>

#include "check.h"

static ur_dditable_t t;
static bool via_loader;
static ur_adapter_handle_t adapter;
static ur_context_handle_t context;
static ur_device_handle_t device;
static ur_queue_handle_t queue;

static bool load_adapter(void *adapter_library) {
#define GET(getter, table)                                                                         \
  ((ur_pfnGet##getter##ProcAddrTable_t)dlsym(adapter_library, "urGet" #getter "ProcAddrTable"))( \
      UR_API_VERSION_CURRENT, &t.table) == UR_RESULT_SUCCESS
  return GET(Adapter, Adapter) && GET(Platform, Platform) && GET(Device, Device) &&
         GET(Context, Context) && GET(Queue, Queue) && GET(Mem, Mem) && GET(Enqueue, Enqueue) &&
         GET(Sampler, Sampler) && GET(Event, Event) && GET(Kernel, Kernel) &&
         GET(Program, Program) && GET(EnqueueExp, EnqueueExp);
#undef GET
}

#if UR_TEST_RELEASE >= 202602
#define LAUNCH_ENTRIES(X) X(EnqueueExp, KernelLaunchWithArgsExp, urEnqueueKernelLaunchWithArgsExp)
#else
#define LAUNCH_ENTRIES(X)                                                                          \
  X(Kernel, SetArgMemObj, urKernelSetArgMemObj) X(Kernel, SetArgSampler, urKernelSetArgSampler)
#endif
/* The loader's API (its layers included), entry by entry. */
#define LOADER_ENTRIES(X)                                                                          \
  X(Adapter, Get, urAdapterGet) X(Adapter, Release, urAdapterRelease)                             \
  X(Platform, Get, urPlatformGet) X(Device, Get, urDeviceGet) X(Device, GetInfo, urDeviceGetInfo) \
  X(Device, Release, urDeviceRelease) X(Context, Create, urContextCreate)                         \
  X(Context, Release, urContextRelease) X(Queue, Create, urQueueCreate)                           \
  X(Queue, Release, urQueueRelease) X(Mem, ImageCreate, urMemImageCreate)                         \
  X(Mem, ImageGetInfo, urMemImageGetInfo) X(Mem, Release, urMemRelease)                           \
  X(Enqueue, MemImageRead, urEnqueueMemImageRead) X(Enqueue, MemImageCopy, urEnqueueMemImageCopy) \
  X(Event, Release, urEventRelease) X(Sampler, Create, urSamplerCreate)                           \
  X(Sampler, GetInfo, urSamplerGetInfo) X(Sampler, GetNativeHandle, urSamplerGetNativeHandle)     \
  X(Sampler, CreateWithNativeHandle, urSamplerCreateWithNativeHandle)                             \
  X(Sampler, Release, urSamplerRelease) X(Program, CreateWithBinary, urProgramCreateWithBinary)   \
  X(Program, Build, urProgramBuild) X(Program, Release, urProgramRelease)                         \
  X(Kernel, Create, urKernelCreate) X(Kernel, Release, urKernelRelease) LAUNCH_ENTRIES(X)

static bool load_loader(void *loader, const char *adapter_path) {
  bool found = true;
#define RESOLVE(table, entry, name)                                                                \
  found &= (*(void **)&t.table.pfn##entry = dlsym(loader, #name)) != NULL;
  LOADER_ENTRIES(RESOLVE)
#undef RESOLVE
  setenv("UR_ADAPTERS_FORCE_LOAD", adapter_path, 1);
  ur_result_t (*init)(ur_device_init_flags_t, ur_loader_config_handle_t) =
      (ur_result_t (*)(ur_device_init_flags_t, ur_loader_config_handle_t))dlsym(loader,
                                                                                "urLoaderInit");
  return found && init && init(0, NULL) == UR_RESULT_SUCCESS;
}

static bool load(int argc, char **argv) {
  via_loader = argc == 3;
  void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    printf("cannot load %s: %s\n", argv[1], dlerror());
    return false;
  }
  return via_loader ? load_loader(library, argv[2]) : load_adapter(library);
}

static bool setup(void) {
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

  /* Row 1 of the image into row 2 of another; into layer 2 of a 1-D array
   * (the layer is y) only without the loader: the validation layer checks
   * origins against width, height and depth, never against layers. */
  ur_mem_handle_t other = create(via_loader ? UR_MEM_TYPE_IMAGE2D : UR_MEM_TYPE_IMAGE1D_ARRAY,
                                 UR_IMAGE_CHANNEL_ORDER_A, UR_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16, 4,
                                 via_loader ? 3 : 0, via_loader ? 0 : 3, 0, NULL,
                                 UR_RESULT_SUCCESS);
  ur_rect_offset_t row1 = {0, 1, 0}, row2 = {0, 2, 0};
  ur_rect_region_t one_row = {4, 1, 1};
  ur_event_handle_t copied = NULL;
  CHECK_EQ(t.Enqueue.pfnMemImageCopy(queue, image, other, row1, row2, one_row, 0, NULL, &copied),
           UR_RESULT_SUCCESS);
  ur_rect_region_t three_rows = {4, 3, 1};
  uint16_t other_back[3][4];
  CHECK_EQ(t.Enqueue.pfnMemImageRead(queue, other, true, zero, three_rows, 0, 0, other_back, 1,
                                     &copied, NULL),
           UR_RESULT_SUCCESS);
  CHECK(other_back[2][0] == 1006 && other_back[2][3] == 1009);
  t.Event.pfnRelease(copied);

  if (!via_loader) {
    create(UR_MEM_TYPE_IMAGE2D, UR_IMAGE_CHANNEL_ORDER_RGBX, UR_IMAGE_CHANNEL_TYPE_UNORM_INT8, 4,
           4, 0, 0, NULL, UR_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT);
    create(UR_MEM_TYPE_IMAGE2D, UR_IMAGE_CHANNEL_ORDER_RGBA, UR_IMAGE_CHANNEL_TYPE_FLOAT, 0, 4, 0,
           0, NULL, UR_RESULT_ERROR_INVALID_IMAGE_SIZE);
  }
  CHECK_EQ(t.Mem.pfnRelease(other), UR_RESULT_SUCCESS);
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
  ur_sampler_handle_t none = NULL;
  if (!via_loader)
    CHECK_EQ(t.Sampler.pfnCreateWithNativeHandle(7u << 2, context, NULL, &none),
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
  if (!via_loader)
    CHECK_EQ(t.EnqueueExp.pfnKernelLaunchWithArgsExp(queue, kernel, 1, NULL, &global, NULL, 2,
                                                     args, NULL, 0, NULL, NULL),
             UR_RESULT_ERROR_INVALID_SAMPLER);
#else
  CHECK_EQ(t.Kernel.pfnSetArgMemObj(kernel, 0, NULL, image), UR_RESULT_SUCCESS);
  CHECK_EQ(t.Kernel.pfnSetArgSampler(kernel, 1, NULL, sampler), UR_RESULT_SUCCESS);
  if (!via_loader)
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
  if (argc == 3 && access(argv[1], R_OK) != 0) {
    printf("SKIPPED: no UR loader %s (tests/ur/make_ur_gpu_runtime.sh makes it)\n", argv[1]);
    return 77;
  }
  if (argc < 2 || argc > 3 || !load(argc, argv) || !setup()) {
    printf("image_ur_fake_test: no adapter or no fake CUDA device\n");
    return 1;
  }
  test_images();
  test_samplers_and_arguments();
  t.Queue.pfnRelease(queue);
  t.Context.pfnRelease(context);
  t.Device.pfnRelease(device);
  t.Adapter.pfnRelease(adapter);
  return check_report("image_ur_fake_test");
}
