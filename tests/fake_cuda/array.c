/* CUDA arrays and surface objects on host memory: an array is a zeroed
 * block of texels, a surface object a registered record naming its array.
 * Copies to and from arrays are in copy.c. */
#include <stdlib.h>

#include "fake.h"

struct fake_surface {
  enum fake_kind kind;
  CUarray array;
};

static size_t format_bytes(CUarray_format format) {
  switch (format) {
  case CU_AD_FORMAT_UNSIGNED_INT8:
  case CU_AD_FORMAT_SIGNED_INT8:
    return 1;
  case CU_AD_FORMAT_UNSIGNED_INT16:
  case CU_AD_FORMAT_SIGNED_INT16:
  case CU_AD_FORMAT_HALF:
    return 2;
  case CU_AD_FORMAT_UNSIGNED_INT32:
  case CU_AD_FORMAT_SIGNED_INT32:
  case CU_AD_FORMAT_FLOAT:
    return 4;
  default:
    return 0;
  }
}

struct CUarray_st *fake_array(CUarray array) {
  return array && fake_handle_is(array, FAKE_ARRAY) ? array : NULL;
}

/* As CUDA: 1, 2 or 4 channels; a layered array needs its layers as Depth. */
CUresult CUDAAPI cuArray3DCreate(CUarray *out, const CUDA_ARRAY3D_DESCRIPTOR *desc) {
  if (!out || !desc)
    return CUDA_ERROR_INVALID_VALUE;
  CUcontext context;
  CUresult r = fake_need_context(&context);
  if (r != CUDA_SUCCESS)
    return r;
  size_t element = format_bytes(desc->Format) * desc->NumChannels;
  bool layered = desc->Flags & CUDA_ARRAY3D_LAYERED;
  if (!element || desc->NumChannels == 3 || desc->NumChannels > 4 || !desc->Width ||
      (layered && !desc->Depth) || (desc->Depth && !desc->Height && !layered))
    return CUDA_ERROR_INVALID_VALUE;
  struct CUarray_st *a = calloc(1, sizeof *a);
  size_t rows = desc->Height ? desc->Height : 1, slices = desc->Depth ? desc->Depth : 1;
  char *texels = a ? calloc(rows * slices, desc->Width * element) : NULL;
  if (!texels) {
    free(a);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  *a = (struct CUarray_st){FAKE_ARRAY, *desc, desc->Width * element, rows, slices, texels};
  fake_handle_add(a);
  *out = a;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuArrayDestroy(CUarray array) {
  struct CUarray_st *a = fake_array(array);
  if (!a)
    return CUDA_ERROR_INVALID_HANDLE;
  fake_handle_remove(a);
  free(a->texels);
  free(a);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *desc, CUarray array) {
  struct CUarray_st *a = fake_array(array);
  if (!a)
    return CUDA_ERROR_INVALID_HANDLE;
  if (!desc)
    return CUDA_ERROR_INVALID_VALUE;
  *desc = a->desc;
  return CUDA_SUCCESS;
}

/* Surfaces need an array made for surface load/store. */
CUresult CUDAAPI cuSurfObjectCreate(CUsurfObject *out, const CUDA_RESOURCE_DESC *resource) {
  if (!out || !resource || resource->resType != CU_RESOURCE_TYPE_ARRAY)
    return CUDA_ERROR_INVALID_VALUE;
  struct CUarray_st *a = fake_array(resource->res.array.hArray);
  if (!a)
    return CUDA_ERROR_INVALID_HANDLE;
  if (!(a->desc.Flags & CUDA_ARRAY3D_SURFACE_LDST))
    return CUDA_ERROR_INVALID_VALUE;
  struct fake_surface *s = malloc(sizeof *s);
  if (!s)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *s = (struct fake_surface){FAKE_SURFACE, a};
  fake_handle_add(s);
  *out = (CUsurfObject)(uintptr_t)s;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuSurfObjectDestroy(CUsurfObject surface) {
  struct fake_surface *s = (struct fake_surface *)(uintptr_t)surface;
  if (!s || !fake_handle_is(s, FAKE_SURFACE))
    return CUDA_ERROR_INVALID_HANDLE;
  fake_handle_remove(s);
  free(s);
  return CUDA_SUCCESS;
}
