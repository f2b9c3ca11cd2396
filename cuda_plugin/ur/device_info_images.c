/* UR_DEVICE_INFO queries about images: they are surfaces (core/image.h),
 * so their limits are the device's surface limits. */
#include "device_info.h"

bool ur_device_info_is_image_query(ur_device_info_t prop) {
  switch (prop) {
  case UR_DEVICE_INFO_IMAGE_SUPPORT:
  case UR_DEVICE_INFO_MAX_READ_IMAGE_ARGS:
  case UR_DEVICE_INFO_MAX_WRITE_IMAGE_ARGS:
  case UR_DEVICE_INFO_MAX_READ_WRITE_IMAGE_ARGS:
  case UR_DEVICE_INFO_MAX_SAMPLERS:
  case UR_DEVICE_INFO_IMAGE2D_MAX_WIDTH:
  case UR_DEVICE_INFO_IMAGE2D_MAX_HEIGHT:
  case UR_DEVICE_INFO_IMAGE3D_MAX_WIDTH:
  case UR_DEVICE_INFO_IMAGE3D_MAX_HEIGHT:
  case UR_DEVICE_INFO_IMAGE3D_MAX_DEPTH:
  case UR_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE:
    return true;
  default:
    return false;
  }
}

core_result ur_device_info_images(const struct device_props *p, ur_device_info_t prop,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  struct image_limits l;
  image_device_limits(p, &l);
  switch (prop) {
  case UR_DEVICE_INFO_IMAGE_SUPPORT:
    INFO_VALUE(ur_bool_t, true);
  case UR_DEVICE_INFO_MAX_READ_IMAGE_ARGS:
    INFO_VALUE(uint32_t, l.max_read_args);
  case UR_DEVICE_INFO_MAX_WRITE_IMAGE_ARGS:
  case UR_DEVICE_INFO_MAX_READ_WRITE_IMAGE_ARGS:
    INFO_VALUE(uint32_t, l.max_write_args);
  case UR_DEVICE_INFO_MAX_SAMPLERS:
    INFO_VALUE(uint32_t, l.max_samplers);
  case UR_DEVICE_INFO_IMAGE2D_MAX_WIDTH:
    INFO_VALUE(size_t, l.max_2d[0]);
  case UR_DEVICE_INFO_IMAGE2D_MAX_HEIGHT:
    INFO_VALUE(size_t, l.max_2d[1]);
  case UR_DEVICE_INFO_IMAGE3D_MAX_WIDTH:
    INFO_VALUE(size_t, l.max_3d[0]);
  case UR_DEVICE_INFO_IMAGE3D_MAX_HEIGHT:
    INFO_VALUE(size_t, l.max_3d[1]);
  case UR_DEVICE_INFO_IMAGE3D_MAX_DEPTH:
    INFO_VALUE(size_t, l.max_3d[2]);
  case UR_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE:
    INFO_VALUE(size_t, l.max_array_size);
  default:
    return CORE_ERROR_INVALID_VALUE;
  }
}
