/* The image descriptor behind an image's i64 handle (docs/contracts.md,
 * "Images and samplers"): 48 bytes the plugin writes at image creation, read
 * here with three 16-byte ld.global.nc loads, since every work-item of a
 * launch reads the same, unchanging bytes. Also the SPIR-V enum values the
 * descriptor holds and the sampler bits (DPC++'s layout). */
#ifndef LIBSPIRV_IMAGE_DESCRIPTOR_H
#define LIBSPIRV_IMAGE_DESCRIPTOR_H

#define IMAGE_INLINE static inline __attribute__((always_inline))

/* SPIR-V ImageChannelOrder */
enum {
  ORDER_R = 0, ORDER_A = 1, ORDER_RG = 2, ORDER_RA = 3, ORDER_RGB = 4,
  ORDER_RGBA = 5, ORDER_BGRA = 6, ORDER_ARGB = 7, ORDER_INTENSITY = 8,
  ORDER_LUMINANCE = 9, ORDER_ABGR = 19
};

/* SPIR-V ImageChannelDataType */
enum {
  TYPE_SNORM8 = 0, TYPE_SNORM16 = 1, TYPE_UNORM8 = 2, TYPE_UNORM16 = 3,
  TYPE_UNORM565 = 4, TYPE_UNORM555 = 5, TYPE_UNORM101010 = 6,
  TYPE_SINT8 = 7, TYPE_SINT16 = 8, TYPE_SINT32 = 9, TYPE_UINT8 = 10,
  TYPE_UINT16 = 11, TYPE_UINT32 = 12, TYPE_HALF = 13, TYPE_FLOAT = 14
};

/* Sampler addressing modes (bits 2-4 of the sampler) */
enum {
  ADDRESS_NONE = 0, ADDRESS_CLAMP_TO_EDGE = 1, ADDRESS_CLAMP = 2,
  ADDRESS_REPEAT = 3, ADDRESS_MIRRORED_REPEAT = 4
};

/* How the surface is addressed: the image's own dimensions, or layered. The
 * coordinates of a load or store are (x, y, z); a 1-D array takes its layer
 * in y, a 2-D array in z. */
enum { SHAPE_1D = 1, SHAPE_2D = 2, SHAPE_3D = 3, SHAPE_1D_ARRAY = 4, SHAPE_2D_ARRAY = 5 };

typedef struct {
  ulong surface;
  int width, height, depth, layers;
  int order, type, element_size, dims, is_array;
} image_desc;

IMAGE_INLINE image_desc image_desc_load(long img) {
  const int4 *p = (const int4 *)(const __global int4 *)img;
  int4 a = __nvvm_ldg_i4(p), b = __nvvm_ldg_i4(p + 1), c = __nvvm_ldg_i4(p + 2);
  image_desc d;
  d.surface = as_ulong(a.s01);
  d.width = a.s2;
  d.height = a.s3;
  d.depth = b.s0;
  d.layers = b.s1;
  d.order = b.s2;
  d.type = b.s3;
  d.element_size = c.s0;
  d.dims = c.s1;
  d.is_array = c.s2;
  return d;
}

IMAGE_INLINE bool image_type_is_integer(int type) {
  return type >= TYPE_SINT8 && type <= TYPE_UINT32;
}

#endif
