/* The fake driver on its own, loaded as the core loads a driver: every
 * entry point of cuda_plugin/core/driver.h through cuGetProcAddress_v2,
 * then what each area answers, bad handles included.
 * usage: fake_cuda_self_test LIBCUDA */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

struct cuda_api cu;
static int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("  %s:%d: expected %s\n", __FILE__, __LINE__, #cond);                                 \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_CU(expected, call) CHECK((call) == (expected))

typedef CUresult (*get_proc_fn)(const char *, void **, int, cuuint64_t,
                                CUdriverProcAddressQueryResult *);

static void resolve_all(void *lib) {
  get_proc_fn get_proc = (get_proc_fn)dlsym(lib, "cuGetProcAddress_v2");
  CHECK(get_proc != NULL);
  if (!get_proc)
    exit(1);
#define RESOLVE(fn)                                                                                \
  if (get_proc(#fn, (void **)&cu.fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, NULL) != CUDA_SUCCESS ||  \
      !cu.fn) {                                                                                    \
    printf("  %s does not resolve\n", #fn);                                                        \
    failures++;                                                                                    \
  }
  CUDA_REQUIRED_FUNCTIONS(RESOLVE)
  CUDA_OPTIONAL_FUNCTIONS(RESOLVE)
#undef RESOLVE
  void *none = &none;
  CHECK_CU(CUDA_ERROR_NOT_FOUND, get_proc("cuNoSuchFunction", &none, 13000, 0, NULL));
  CHECK(none == NULL);
  CHECK(dlsym(lib, "fake_lock") == NULL); /* only cu* names are exported */
  if (failures)
    exit(1);
}

static void devices(void) {
  int count = 0, value = -1, version = 0;
  char name[128];
  size_t total = 0;
  CHECK_CU(CUDA_ERROR_NOT_INITIALIZED, cu.cuDeviceGetCount(&count));
  CHECK_CU(CUDA_SUCCESS, cu.cuInit(0));
  CHECK_CU(CUDA_SUCCESS, cu.cuDeviceGetCount(&count));
  CHECK(count == 1);
  CHECK_CU(CUDA_SUCCESS, cu.cuDriverGetVersion(&version));
  CHECK(version == 13000);
  CHECK_CU(CUDA_SUCCESS, cu.cuDeviceGetName(name, sizeof name, 0));
  CHECK(strstr(name, "(fake driver)") != NULL);
  CHECK_CU(CUDA_SUCCESS, cu.cuDeviceTotalMem(&total, 0));
  CHECK(total == 80ull << 30);
  CHECK_CU(CUDA_SUCCESS,
           cu.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 0));
  CHECK(value == 9);
  CHECK_CU(CUDA_SUCCESS,
           cu.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0));
  CHECK(value == 132);
  CHECK_CU(CUDA_SUCCESS,
           cu.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED, 0));
  CHECK(value == 0);
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MAX, 0));
  CHECK_CU(CUDA_ERROR_INVALID_DEVICE,
           cu.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 1));
  CUdevice device;
  CHECK_CU(CUDA_ERROR_INVALID_DEVICE, cu.cuDeviceGet(&device, 1));
  const char *text = NULL;
  CHECK_CU(CUDA_SUCCESS, cu.cuGetErrorName(CUDA_ERROR_NOT_SUPPORTED, &text));
  CHECK(text && !strcmp(text, "CUDA_ERROR_NOT_SUPPORTED"));
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuGetErrorString((CUresult)12345, &text));
  CHECK(text == NULL);
}

static void memory(void) {
  enum { N = 1 << 20 };
  size_t free_before, free_after, total, size = 0;
  CHECK_CU(CUDA_SUCCESS, cu.cuMemGetInfo(&free_before, &total));
  CUdeviceptr dev = 0, managed = 0, base = 0;
  void *host = NULL;
  CHECK_CU(CUDA_SUCCESS, cu.cuMemAlloc(&dev, N));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemAllocManaged(&managed, N, CU_MEM_ATTACH_GLOBAL));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemHostAlloc(&host, N, CU_MEMHOSTALLOC_PORTABLE));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemGetInfo(&free_after, &total));
  CHECK(free_before - free_after == 2 * N);
  unsigned int type = 0, is_managed = 0;
  CHECK_CU(CUDA_SUCCESS, cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, dev));
  CHECK(type == CU_MEMORYTYPE_DEVICE);
  CHECK_CU(CUDA_SUCCESS,
           cu.cuPointerGetAttribute(&base, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, dev + 100));
  CHECK_CU(CUDA_SUCCESS, cu.cuPointerGetAttribute(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, dev + 1));
  CHECK(base == dev && size == N);
  CHECK_CU(CUDA_SUCCESS,
           cu.cuPointerGetAttribute(&is_managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, managed));
  CHECK(is_managed == 1);
  CHECK_CU(CUDA_SUCCESS,
           cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)host));
  CHECK(type == CU_MEMORYTYPE_HOST);
  int local[64];
  CHECK_CU(CUDA_ERROR_INVALID_VALUE,
           cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)local));
  CHECK_CU(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, cu.cuMemHostRegister(host, 64, 0));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemHostRegister(local, sizeof local, 0));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemHostUnregister(local));
  for (int i = 0; i < 64; ++i)
    local[i] = i;
  CHECK_CU(CUDA_SUCCESS, cu.cuMemcpyHtoDAsync(dev + 4, local, sizeof local, NULL));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemsetD32Async(dev + 4, 7, 2, NULL));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemcpyDtoH(local, dev + 4, sizeof local));
  CHECK(local[0] == 7 && local[1] == 7 && local[2] == 2 && local[63] == 63);
  /* Device memory the fake did not make, or past an allocation's end. */
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuMemcpyDtoH(local, (CUdeviceptr)host + N - 8, 16));
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuMemsetD8Async((CUdeviceptr)local, 0, 4, NULL));
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuMemFree(dev + 8));
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuMemFreeHost((void *)dev));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemFree(dev));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemFree(managed));
  CHECK_CU(CUDA_SUCCESS, cu.cuMemFreeHost(host));
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuMemFree(dev));
}

static void streams_and_events(void) {
  CUstream stream;
  CUevent start, end, untimed;
  float ms = -1;
  CHECK_CU(CUDA_SUCCESS, cu.cuStreamCreateWithPriority(&stream, CU_STREAM_NON_BLOCKING, 0));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventCreate(&start, CU_EVENT_DEFAULT));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventCreate(&end, CU_EVENT_DEFAULT));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventCreate(&untimed, CU_EVENT_DISABLE_TIMING));
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE, cu.cuEventElapsedTime(&ms, start, end));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventRecord(start, stream));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventRecord(end, stream));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventRecord(untimed, stream));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventElapsedTime(&ms, start, end));
  CHECK(ms >= 0);
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE, cu.cuEventElapsedTime(&ms, start, untimed));
  CHECK_CU(CUDA_SUCCESS, cu.cuStreamQuery(stream));
  CHECK_CU(CUDA_SUCCESS, cu.cuStreamWaitEvent(stream, end, 0));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventDestroy(start));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventDestroy(end));
  CHECK_CU(CUDA_SUCCESS, cu.cuEventDestroy(untimed));
  CHECK_CU(CUDA_SUCCESS, cu.cuStreamDestroy(stream));
  /* Stale and made-up handles are errors, not crashes. */
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE, cu.cuStreamSynchronize(stream));
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE, cu.cuEventRecord(start, NULL));
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE, cu.cuEventQuery((CUevent)(uintptr_t)0x1234));
  CHECK_CU(CUDA_ERROR_INVALID_CONTEXT, cu.cuCtxSetCurrent((CUcontext)(uintptr_t)0x1234));
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE, cu.cuModuleUnload((CUmodule)(uintptr_t)0x1234));
}

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .global .align 4 .b8 record[12];\n"
                          ".visible .entry first(\n\t.param .u64 first_param_0,\n"
                          "\t.param .u32 first_param_1\n)\n{\n\tret;\n}\n"
                          ".visible .entry second()\n{\n\tret;\n}\n";

static void modules(void) {
  char log[64] = "x";
  CUjit_option keys[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {log, (void *)(uintptr_t)sizeof log};
  CUmodule m;
  CUfunction f, g;
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleLoadDataEx(&m, ptx, 2, keys, values));
  CHECK(log[0] == 0);
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetFunction(&f, m, "first"));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetFunction(&g, m, "second"));
  CHECK_CU(CUDA_ERROR_NOT_FOUND, cu.cuModuleGetFunction(&g, m, "third"));
  unsigned int count = 0;
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetFunctionCount(&count, m));
  CHECK(count == 2);
  size_t offset = 0, size = 0;
  CHECK_CU(CUDA_SUCCESS, cu.cuFuncGetParamInfo(f, 1, &offset, &size));
  CHECK(offset == 8 && size == 4);
  CHECK_CU(CUDA_ERROR_INVALID_VALUE, cu.cuFuncGetParamInfo(f, 2, &offset, &size));
  CUdeviceptr record = 0;
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetGlobal(&record, &size, m, "record"));
  CHECK(record && size == 12 && ((int *)record)[2] == 0);
  CHECK_CU(CUDA_ERROR_NOT_FOUND, cu.cuModuleGetGlobal(&record, &size, m, "missing"));
  int threads = 0;
  CHECK_CU(CUDA_SUCCESS,
           cu.cuFuncGetAttribute(&threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
  CHECK(threads == 1024);
  CHECK_CU(CUDA_ERROR_NOT_SUPPORTED, cu.cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, NULL));
  setenv("FAKE_CUDA_KERNELS", "1", 1);
  CHECK_CU(CUDA_SUCCESS, cu.cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, NULL));
  CHECK_CU(CUDA_ERROR_INVALID_VALUE,
           cu.cuLaunchKernel(f, 1, 1, 1, 1024, 2, 1, 0, NULL, NULL, NULL));
  unsetenv("FAKE_CUDA_KERNELS");
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleUnload(m));
  CHECK_CU(CUDA_ERROR_INVALID_HANDLE,
           cu.cuFuncGetAttribute(&threads, CU_FUNC_ATTRIBUTE_NUM_REGS, f));
  CHECK_CU(CUDA_ERROR_INVALID_IMAGE, cu.cuModuleLoadDataEx(&m, "not an image", 0, NULL, NULL));

  /* A fatbin: its header gives the size; the kernel is in embedded PTX. */
  static const char embedded[] = "\n.entry in_fatbin(\n)\n{\n\tret;\n}\n";
  unsigned char fatbin[16 + sizeof embedded] = {0x50, 0xED, 0x55, 0xBA,           1,
                                                0,    16,   0,    sizeof embedded};
  memcpy(fatbin + 16, embedded, sizeof embedded);
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleLoadDataEx(&m, fatbin, 0, NULL, NULL));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetFunction(&f, m, "in_fatbin"));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleUnload(m));

  /* Linking two PTX inputs gives a module with the kernels of both. */
  static const char other[] = ".version 8.0\n.target sm_90\n.entry third()\n{\n\tret;\n}\n";
  CUlinkState link;
  void *image = NULL;
  CHECK_CU(CUDA_SUCCESS, cu.cuLinkCreate(0, NULL, NULL, &link));
  CHECK_CU(CUDA_SUCCESS,
           cu.cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)ptx, sizeof ptx, "a", 0, NULL, NULL));
  CHECK_CU(CUDA_SUCCESS, cu.cuLinkAddData(link, CU_JIT_INPUT_PTX, (void *)other, sizeof other, "b",
                                          0, NULL, NULL));
  CHECK_CU(CUDA_ERROR_INVALID_PTX,
           cu.cuLinkAddData(link, CU_JIT_INPUT_PTX, "bad", 4, "c", 0, NULL, NULL));
  CHECK_CU(CUDA_SUCCESS, cu.cuLinkComplete(link, &image, &size));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleLoadDataEx(&m, image, 0, NULL, NULL));
  CHECK_CU(CUDA_SUCCESS, cu.cuLinkDestroy(link));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetFunction(&f, m, "first"));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleGetFunction(&f, m, "third"));
  CHECK_CU(CUDA_SUCCESS, cu.cuModuleUnload(m));
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s LIBCUDA\n", argv[0]);
    return 2;
  }
  void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    printf("FAIL: %s\n", dlerror());
    return 1;
  }
  resolve_all(lib);
  devices();
  CUcontext context;
  CHECK_CU(CUDA_ERROR_INVALID_CONTEXT, cu.cuMemAlloc(&(CUdeviceptr){0}, 16));
  CHECK_CU(CUDA_SUCCESS, cu.cuDevicePrimaryCtxRetain(&context, 0));
  CHECK_CU(CUDA_SUCCESS, cu.cuCtxSetCurrent(context));
  memory();
  streams_and_events();
  modules();
  CHECK_CU(CUDA_ERROR_INVALID_CONTEXT, cu.cuCtxDestroy(context)); /* primary */
  CHECK_CU(CUDA_SUCCESS, cu.cuDevicePrimaryCtxRelease(0));
  printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
