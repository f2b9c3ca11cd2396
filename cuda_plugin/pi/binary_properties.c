#include "binary_properties.h"

#include <stdlib.h>

core_result program_metadata_from_pi(struct program_metadata *md, size_t count,
                                     const pi_device_binary_property *props) {
  struct program_property *properties = calloc(count ? count : 1, sizeof *properties);
  if (!properties)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  for (size_t i = 0; props && i < count; ++i) {
    if (!props[i])
      continue;
    properties[i].name = props[i]->Name;
    properties[i].size = props[i]->ValSize;
    if (props[i]->Type == PI_PROPERTY_TYPE_BYTE_ARRAY)
      properties[i].byte_array = props[i]->ValAddr;
  }
  core_result r = program_metadata_read(md, props ? count : 0, properties);
  free(properties);
  return r;
}
