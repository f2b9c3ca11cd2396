#include "cuda_texture.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define TEXTURE_FUNCTIONS(X)                                                   \
  X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent)                \
  X(cuArray3DCreate) X(cuArrayDestroy) X(cuMemcpy3D) X(cuTexObjectCreate)      \
  X(cuTexObjectDestroy)

#define TEXTURE_ENTRY(fn) __typeof__(fn) *fn;
static struct {
  TEXTURE_FUNCTIONS(TEXTURE_ENTRY)
} cu;
#undef TEXTURE_ENTRY

typedef CUresult (*get_proc_fn)(const char *, void **, int, cuuint64_t,
                                CUdriverProcAddressQueryResult *);

static bool cu_ok(CUresult result, const char *call) {
  if (result == CUDA_SUCCESS)
    return true;
  fprintf(stderr, "bench_images: %s failed with CUDA error %d\n", call, (int)result);
  return false;
}

bool cuda_texture_open(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  get_proc_fn get_proc = lib ? (get_proc_fn)(uintptr_t)dlsym(lib, "cuGetProcAddress_v2") : NULL;
  if (!get_proc) {
    fprintf(stderr, "bench_images: libcuda.so.1 or its cuGetProcAddress_v2 not found\n");
    return false;
  }
#define RESOLVE(fn)                                                                             \
  if (get_proc(#fn, (void **)&cu.fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, NULL) != CUDA_SUCCESS) { \
    fprintf(stderr, "bench_images: libcuda.so.1 has no %s for CUDA 13.0\n", #fn);                \
    return false;                                                                               \
  }
  TEXTURE_FUNCTIONS(RESOLVE)
#undef RESOLVE
  CUdevice device;
  CUcontext context;
  return cu_ok(cu.cuDeviceGet(&device, 0), "cuDeviceGet") &&
         cu_ok(cu.cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain") &&
         cu_ok(cu.cuCtxSetCurrent(context), "cuCtxSetCurrent");
}

CUarray cuda_texture_array(CUarray_format format, int width, int height, const void *texels) {
  CUDA_ARRAY3D_DESCRIPTOR desc = {(size_t)width, (size_t)height, 0, format, 4, 0};
  CUarray array;
  if (!cu_ok(cu.cuArray3DCreate(&array, &desc), "cuArray3DCreate"))
    return 0;
  size_t texel = format == CU_AD_FORMAT_FLOAT ? 16 : 4;
  CUDA_MEMCPY3D copy;
  memset(&copy, 0, sizeof copy);
  copy.srcMemoryType = CU_MEMORYTYPE_HOST;
  copy.srcHost = texels;
  copy.srcPitch = (size_t)width * texel;
  copy.srcHeight = (size_t)height;
  copy.dstMemoryType = CU_MEMORYTYPE_ARRAY;
  copy.dstArray = array;
  copy.WidthInBytes = (size_t)width * texel;
  copy.Height = (size_t)height;
  copy.Depth = 1;
  if (!cu_ok(cu.cuMemcpy3D(&copy), "cuMemcpy3D")) {
    cu.cuArrayDestroy(array);
    return 0;
  }
  return array;
}

CUtexObject cuda_texture_object(CUarray array, bool linear) {
  CUDA_RESOURCE_DESC resource;
  memset(&resource, 0, sizeof resource);
  resource.resType = CU_RESOURCE_TYPE_ARRAY;
  resource.res.array.hArray = array;
  CUDA_TEXTURE_DESC texture;
  memset(&texture, 0, sizeof texture);
  texture.addressMode[0] = texture.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
  texture.filterMode = linear ? CU_TR_FILTER_MODE_LINEAR : CU_TR_FILTER_MODE_POINT;
  texture.flags = CU_TRSF_NORMALIZED_COORDINATES;
  CUtexObject object;
  if (!cu_ok(cu.cuTexObjectCreate(&object, &resource, &texture, NULL), "cuTexObjectCreate"))
    return 0;
  return object;
}

void cuda_texture_release(CUtexObject texture, CUarray array) {
  if (texture)
    cu.cuTexObjectDestroy(texture);
  if (array)
    cu.cuArrayDestroy(array);
}
