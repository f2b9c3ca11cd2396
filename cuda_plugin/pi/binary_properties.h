/* The properties a PI runtime passes with a device image, in the core's
 * words. */
#ifndef PI_CUDA_BINARY_PROPERTIES_H
#define PI_CUDA_BINARY_PROPERTIES_H

#include "face.h"
#include "program_metadata.h"

/* Reads the required work-group sizes among the "SYCL/program metadata"
 * properties (program_metadata.h); `props` may hold NULL entries. */
core_result program_metadata_from_pi(struct program_metadata *md, size_t count,
                                     const pi_device_binary_property *props);

#endif
