/* dpctl 0.17's own fill kernels, SPIR-V as DPC++ 2024.2 compiled them into
 * dpctl/tensor/_tensor_impl (sycl::handler::fill<T>'s kernel), run through
 * Intel's 2024.2 runtime (libsycl.so.7) and our PI plugin: the images are
 * registered as a module registers them (image_registration.c), through the
 * door, which must be preloaded; the runtime picks the nvptx64 twin, hands
 * its SPIR-V to piProgramCreateWithBinary and builds it (our plugin takes
 * the PTX from the compile cache, or compiles it with sycl-nvptx); the
 * kernel comes by name (kernel_by_name.c) and dpctl's C API launches its
 * CUfunction (see fill() for why not the kernel itself) over a range with
 * the kernel's own arguments, (T *ptr, T value). Each fill
 * writes N elements of a buffer one guard element longer; the test checks
 * all N and the guard. On the fake CUDA driver (tests/fake_cuda, device name
 * "(fake driver)") kernels run nothing, so everything but the values is
 * checked there: that is how the compile cache gets filled for a GPU
 * machine without LLVM.
 * usage: sycl_rt_spirv_fill_test RUNTIME_DIR FILL_DIR
 *   FILL_DIR: fill_<T>.spv from spirv_fill_images.sh; its cache/ folder is
 *   the compile cache (SYCL_NVPTX_CACHE_DIR).
 * Exit 77 where the runtime files or a CUDA device are missing. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "image_registration.h"
#include "kernel_by_name.h"
#include "sycl_rt.h"

static struct sycl_rt rt;
static int failures;

/* The fill kernels tested: the Itanium letter of T in the kernel's name,
 * dpctl's argument kind for T, and a value whose bytes all differ from the
 * buffer's initial 0x5a bytes. Not the unsigned ones: dpctl's C library
 * registers kernels of the same names (its DPCTLQueue_Fill8..64), and the
 * runtime would build its image as well. */
struct fill_type {
  char letter;
  const char *type;
  int dpctl_kind;
  size_t size;
  union {
    int32_t i32;
    int64_t i64;
    float f32;
    double f64;
    int8_t i8;
  } value;
};

static const struct fill_type types[] = {
    {'i', "int32_t", DPCTL_INT32_T, 4, {.i32 = -123456789}},
    {'l', "int64_t", DPCTL_INT64_T, 8, {.i64 = -81985529216486896}},
    {'f', "float", DPCTL_FLOAT32_T, 4, {.f32 = 3.25f}},
    {'d', "double", DPCTL_FLOAT64_T, 8, {.f64 = -1.0 / 3.0}},
    {'a', "int8_t", DPCTL_INT8_T, 1, {.i8 = -89}},
};
enum { TYPES = sizeof types / sizeof types[0] };
enum { ELEMENTS = (1 << 20) + 3, GUARD_BYTE = 0x5a };

/* sycl::handler::fill<T>(void *, T const &, size_t)'s kernel lambda. */
static void kernel_name(char letter, char *name, size_t size) {
  snprintf(name, size, "_ZTSZN4sycl3_V17handler4fillI%cEEvPvRKT_mEUlNS0_2idILi1EEEE_", letter);
}

static void report(const char *name, bool ok, const char *detail) {
  printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", name, detail && *detail ? ": " : "",
         detail ? detail : "");
  fflush(stdout);
  failures += !ok;
}

static bool wait_ok(DPCTLSyclEventRef event, const char *what) {
  if (event) {
    rt.DPCTLEvent_WaitAndThrow(event);
    rt.DPCTLEvent_Delete(event);
  }
  const char *error = sycl_rt_take_error();
  if (!event || error)
    printf("  %s failed: %s\n", what, error ? error : "no event");
  return event && !error;
}

static unsigned char *read_image(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  unsigned char *data = NULL;
  long length = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
  if (length > 0 && fseek(f, 0, SEEK_SET) == 0 && (data = malloc((size_t)length)) &&
      fread(data, 1, (size_t)length, f) != (size_t)length) {
    free(data);
    data = NULL;
  }
  fclose(f);
  *size = data ? (size_t)length : 0;
  return data;
}

/* The images, each checked to define its kernel's name, registered as one
 * module. The names and bytes stay for the process, as a module's do. */
static bool register_fill_images(const char *dir) {
  static char names[TYPES][96];
  struct spirv_kernel kernels[TYPES];
  for (size_t i = 0; i < TYPES; ++i) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/fill_%c.spv", dir, types[i].letter);
    kernel_name(types[i].letter, names[i], sizeof names[i]);
    kernels[i] = (struct spirv_kernel){.name = names[i]};
    kernels[i].spirv = read_image(path, &kernels[i].size);
    if (!kernels[i].spirv) {
      printf("FAIL: cannot read %s (tests/sycl_runtime/spirv_fill_images.sh writes it)\n", path);
      return false;
    }
    if (!memmem(kernels[i].spirv, kernels[i].size, names[i], strlen(names[i]))) {
      printf("FAIL: %s does not name the kernel %s\n", path, names[i]);
      return false;
    }
  }
  char why[256];
  bool ok = register_spirv_kernels(kernels, TYPES, why, sizeof why);
  if (!ok)
    printf("FAIL: %s\n", why);
  for (size_t i = 0; ok && i < TYPES; ++i)
    printf("registered fill<%s>: %zu-byte spir64 image, kernel %s\n", types[i].type,
           kernels[i].size, names[i]);
  fflush(stdout);
  return ok;
}

/* Elements of buffer that differ from the value, the guard element after
 * them included (it must keep its initial bytes). */
static int wrong_elements(const struct fill_type *t, const unsigned char *buffer) {
  int wrong = 0;
  for (size_t i = 0; i < ELEMENTS; ++i)
    if (memcmp(buffer + i * t->size, &t->value, t->size) != 0 && ++wrong <= 5)
      printf("  element %zu differs from the fill value\n", i);
  for (size_t b = 0; b < t->size; ++b)
    if (buffer[ELEMENTS * t->size + b] != GUARD_BYTE) {
      printf("  the guard element after element %d was written\n", ELEMENTS - 1);
      return wrong + 1;
    }
  return wrong;
}

static void fill(DPCTLSyclContextRef context, DPCTLSyclDeviceRef device, DPCTLSyclQueueRef queue,
                 const struct fill_type *t, bool values_checked) {
  char name[96], title[64], detail[160];
  kernel_name(t->letter, name, sizeof name);
  snprintf(title, sizeof title, "fill<%s>", t->type);
  size_t bytes = (ELEMENTS + 1) * t->size;
  unsigned char *host = malloc(bytes);
  void *buffer = rt.DPCTLmalloc_device(bytes, queue);
  DPCTLSyclKernelRef built = kernel_by_name(&rt, context, device, name);
  /* dpctl 0.17's parallel_for(range, kernel) leaves the kernel's bundle out
   * of the handler, and libsycl.so.7 then takes such a kernel for one made
   * by the removed sycl::program and dereferences its null program (a
   * segfault in enqueueImpKernel). So the launch goes through the same
   * CUfunction, as an interop kernel (make_kernel), which dpctl launches. */
  DPCTLSyclKernelRef kernel = sycl_rt_make_kernel(&rt, context, kernel_native_handle(built));
  void *arg_values[] = {buffer, (void *)&t->value};
  const int arg_kinds[] = {DPCTL_VOID_PTR, t->dpctl_kind};
  const size_t range[3] = {ELEMENTS, 1, 1};
  bool ok = host && buffer;
  if (ok) {
    memset(host, GUARD_BYTE, bytes);
    ok = wait_ok(rt.DPCTLQueue_Memcpy(queue, buffer, host, bytes), "queue.memcpy to the device") &&
         wait_ok(
             rt.DPCTLQueue_SubmitRange(kernel, queue, arg_values, arg_kinds, 2, range, 1, NULL, 0),
             "parallel_for(range<1>, kernel)") &&
         wait_ok(rt.DPCTLQueue_Memcpy(queue, host, buffer, bytes), "queue.memcpy to the host");
  } else {
    printf("  %s: no memory for %zu bytes\n", title, bytes);
  }
  int wrong = ok && values_checked ? wrong_elements(t, host) : 0;
  if (values_checked)
    snprintf(detail, sizeof detail, "%d elements, %d wrong", ELEMENTS, wrong);
  else
    snprintf(detail, sizeof detail,
             "built and launched; values not checked (the fake driver "
             "runs no kernel)");
  report(title, ok && wrong == 0, detail);
  rt.DPCTLKernel_Delete(kernel);
  rt.DPCTLKernel_Delete(built);
  rt.DPCTLfree_with_queue(buffer, queue);
  free(host);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: sycl_rt_spirv_fill_test RUNTIME_DIR FILL_DIR\n");
    return 2;
  }
  setenv("ONEAPI_DEVICE_SELECTOR", "cuda:*", 0);
  char cache[PATH_MAX + 8], fill_dir[PATH_MAX];
  if (realpath(argv[2], fill_dir)) {
    snprintf(cache, sizeof cache, "%s/cache", fill_dir);
    setenv("SYCL_NVPTX_CACHE_DIR", cache, 1);
  }
  bool missing = false;
  char why[4200];
  if (!sycl_rt_open(&rt, argv[1], &missing, why, sizeof why)) {
    printf("%s: %s%s\n", missing ? "SKIPPED" : "FAIL", why,
           missing ? " (tests/sycl_runtime/fetch_runtime.sh puts the runtime there)" : "");
    return missing ? 77 : 1;
  }
  if (!kernel_by_name_open(&rt, why, sizeof why)) {
    printf("FAIL: %s\n", why);
    return 1;
  }
  if (!image_registration_through_door(rt.libsycl)) {
    printf("FAIL: __sycl_register_lib is libsycl's own: run with "
           "LD_PRELOAD=.../libsycl_spirv_door.so (cuda_plugin/door)\n");
    return 1;
  }
  DPCTLSyclDeviceSelectorRef selector = rt.DPCTLFilterSelector_Create("cuda:gpu");
  DPCTLSyclDeviceRef device = rt.DPCTLDevice_CreateFromSelector(selector);
  rt.DPCTLDeviceSelector_Delete(selector);
  if (!device) {
    const char *error = sycl_rt_take_error();
    printf("SKIPPED: no CUDA device through Intel's SYCL runtime (%s)\n", error ? error : "");
    return 77;
  }
  const char *name = rt.DPCTLDevice_GetName(device);
  bool fake = strstr(name, "(fake driver)") != NULL;
  printf("device: %s, runtime %s, compile cache %s\n", name, rt.DPCTLService_GetDPCPPVersion(),
         getenv("SYCL_NVPTX_CACHE_DIR") ? getenv("SYCL_NVPTX_CACHE_DIR") : "(default)");
  rt.DPCTLCString_Delete(name);
  DPCTLSyclContextRef context = rt.DPCTLContext_Create(device, NULL, 0);
  DPCTLSyclQueueRef queue =
      context ? rt.DPCTLQueue_Create(context, device, NULL, DPCTL_IN_ORDER) : NULL;
  report("sycl::context and in-order sycl::queue", queue != NULL, NULL);
  if (queue && register_fill_images(argv[2]))
    for (size_t i = 0; i < TYPES; ++i)
      fill(context, device, queue, &types[i], !fake);
  else
    failures++;
  if (queue)
    rt.DPCTLQueue_Delete(queue);
  if (context)
    rt.DPCTLContext_Delete(context);
  rt.DPCTLDevice_Delete(device);
  printf("sycl_rt_spirv_fill_test: %s\n", failures ? "FAILED" : "passed");
  return failures ? 1 : 0;
}
