/* Raw texel moves: suld.b / sust.b in .zero mode (an out-of-range load gives
 * zero bits, which decode to the border colour; an out-of-range store is
 * dropped), of the descriptor's element size, x in bytes. The per-shape,
 * per-size helpers are IR written by gen_image.py (surface.ll): clang has no
 * builtins for the NVVM surface intrinsics. Every helper moves a uint4 whose
 * low element_size bytes are the texel. */
#ifndef LIBSPIRV_IMAGE_SURFACE_ACCESS_H
#define LIBSPIRV_IMAGE_SURFACE_ACCESS_H

#include <ptx-nvidiacl/image/descriptor.h>

#define IMAGE_DECLARE_SURFACE_ACCESS(SHAPE, BITS)                              \
  uint4 __clc_image_suld_##SHAPE##_b##BITS(ulong s, int x, int y, int z);      \
  void __clc_image_sust_##SHAPE##_b##BITS(ulong s, int x, int y, int z, uint4 v);
#define IMAGE_DECLARE_SURFACE_SHAPE(SHAPE)                                     \
  IMAGE_DECLARE_SURFACE_ACCESS(SHAPE, 8)                                       \
  IMAGE_DECLARE_SURFACE_ACCESS(SHAPE, 16)                                      \
  IMAGE_DECLARE_SURFACE_ACCESS(SHAPE, 32)                                      \
  IMAGE_DECLARE_SURFACE_ACCESS(SHAPE, 64)                                      \
  IMAGE_DECLARE_SURFACE_ACCESS(SHAPE, 128)
IMAGE_DECLARE_SURFACE_SHAPE(1d)
IMAGE_DECLARE_SURFACE_SHAPE(2d)
IMAGE_DECLARE_SURFACE_SHAPE(3d)
IMAGE_DECLARE_SURFACE_SHAPE(a1d)
IMAGE_DECLARE_SURFACE_SHAPE(a2d)

/* The element size picks the width; x becomes a byte offset. */
#define IMAGE_SURFACE_BY_SIZE(SHAPE)                                           \
  IMAGE_INLINE uint4 image_load_##SHAPE(ulong s, int esize, int x, int y, int z) { \
    int xb = x * esize;                                                        \
    switch (esize) {                                                           \
    case 16: return __clc_image_suld_##SHAPE##_b128(s, xb, y, z);             \
    case 8: return __clc_image_suld_##SHAPE##_b64(s, xb, y, z);               \
    case 4: return __clc_image_suld_##SHAPE##_b32(s, xb, y, z);               \
    case 2: return __clc_image_suld_##SHAPE##_b16(s, xb, y, z);               \
    default: return __clc_image_suld_##SHAPE##_b8(s, xb, y, z);               \
    }                                                                          \
  }                                                                            \
  IMAGE_INLINE void image_store_##SHAPE(ulong s, int esize, int x, int y, int z, \
                                        uint4 v) {                             \
    int xb = x * esize;                                                        \
    switch (esize) {                                                           \
    case 16: __clc_image_sust_##SHAPE##_b128(s, xb, y, z, v); break;          \
    case 8: __clc_image_sust_##SHAPE##_b64(s, xb, y, z, v); break;            \
    case 4: __clc_image_sust_##SHAPE##_b32(s, xb, y, z, v); break;            \
    case 2: __clc_image_sust_##SHAPE##_b16(s, xb, y, z, v); break;            \
    default: __clc_image_sust_##SHAPE##_b8(s, xb, y, z, v); break;            \
    }                                                                          \
  }
IMAGE_SURFACE_BY_SIZE(1d)
IMAGE_SURFACE_BY_SIZE(2d)
IMAGE_SURFACE_BY_SIZE(3d)
IMAGE_SURFACE_BY_SIZE(a1d)
IMAGE_SURFACE_BY_SIZE(a2d)

/* shape is a constant wherever these are inlined, so one case remains. */
IMAGE_INLINE uint4 image_load(const image_desc *d, int shape, int x, int y, int z) {
  switch (shape) {
  case SHAPE_1D: return image_load_1d(d->surface, d->element_size, x, y, z);
  case SHAPE_2D: return image_load_2d(d->surface, d->element_size, x, y, z);
  case SHAPE_3D: return image_load_3d(d->surface, d->element_size, x, y, z);
  case SHAPE_1D_ARRAY: return image_load_a1d(d->surface, d->element_size, x, y, z);
  default: return image_load_a2d(d->surface, d->element_size, x, y, z);
  }
}

IMAGE_INLINE void image_store(const image_desc *d, int shape, int x, int y, int z,
                              uint4 v) {
  switch (shape) {
  case SHAPE_1D: image_store_1d(d->surface, d->element_size, x, y, z, v); break;
  case SHAPE_2D: image_store_2d(d->surface, d->element_size, x, y, z, v); break;
  case SHAPE_3D: image_store_3d(d->surface, d->element_size, x, y, z, v); break;
  case SHAPE_1D_ARRAY: image_store_a1d(d->surface, d->element_size, x, y, z, v); break;
  default: image_store_a2d(d->surface, d->element_size, x, y, z, v); break;
  }
}

#endif
