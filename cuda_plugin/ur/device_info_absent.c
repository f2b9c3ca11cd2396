/* UR_DEVICE_INFO queries about what this adapter does not offer: sRGB and
 * 1-D buffer images, bindless images, partitions and the experimental features whose tables answer
 * UR_RESULT_ERROR_UNSUPPORTED_FEATURE say "no", so SYCL never calls them;
 * Intel-GPU and Windows queries, and those that need NVML, have no answer. */
#include "device_info.h"

static bool is_absent_feature(ur_device_info_t prop) {
  switch (prop) {
  case UR_DEVICE_INFO_IMAGE_SRGB:
  case UR_DEVICE_INFO_BUILD_ON_SUBDEVICE:
  case UR_DEVICE_INFO_KERNEL_SET_SPECIALIZATION_CONSTANTS:
  case UR_DEVICE_INFO_PROGRAM_SET_SPECIALIZATION_CONSTANTS: /* SYCL emulates them */
  case UR_DEVICE_INFO_MEM_CHANNEL_SUPPORT:
  case UR_DEVICE_INFO_HOST_PIPE_READ_WRITE_SUPPORT:
  case UR_DEVICE_INFO_VIRTUAL_MEMORY_SUPPORT:
  case UR_DEVICE_INFO_ESIMD_SUPPORT:
  case UR_DEVICE_INFO_USM_POOL_SUPPORT:
  /* Command buffers (command_buffer.c) have no events and no child graphs. */
  case UR_DEVICE_INFO_COMMAND_BUFFER_EVENT_SUPPORT_EXP:
  case UR_DEVICE_INFO_COMMAND_BUFFER_SUBGRAPH_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_IMAGES_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_IMAGES_SHARED_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_IMAGES_1D_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_IMAGES_2D_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_MIPMAP_SUPPORT_EXP:
  case UR_DEVICE_INFO_MIPMAP_ANISOTROPY_SUPPORT_EXP:
  case UR_DEVICE_INFO_MIPMAP_LEVEL_REFERENCE_SUPPORT_EXP:
  case UR_DEVICE_INFO_EXTERNAL_MEMORY_IMPORT_SUPPORT_EXP:
  case UR_DEVICE_INFO_EXTERNAL_SEMAPHORE_IMPORT_SUPPORT_EXP:
  case UR_DEVICE_INFO_CUBEMAP_SUPPORT_EXP:
  case UR_DEVICE_INFO_CUBEMAP_SEAMLESS_FILTERING_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_1D_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_1D_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_2D_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_2D_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLED_IMAGE_FETCH_3D_SUPPORT_EXP:
  case UR_DEVICE_INFO_TIMESTAMP_RECORDING_SUPPORT_EXP:
  case UR_DEVICE_INFO_IMAGE_ARRAY_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_UNIQUE_ADDRESSING_PER_DIM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLE_1D_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_SAMPLE_2D_USM_SUPPORT_EXP:
  case UR_DEVICE_INFO_BINDLESS_IMAGES_GATHER_SUPPORT_EXP:
  case UR_DEVICE_INFO_ENQUEUE_NATIVE_COMMAND_SUPPORT_EXP:
  case UR_DEVICE_INFO_LOW_POWER_EVENTS_SUPPORT_EXP:
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_INFO_IPC_MEMORY_SUPPORT_EXP:
#endif
#if UR_FACE_RELEASE >= 202602
  case UR_DEVICE_INFO_IPC_PHYSICAL_MEMORY_SUPPORT_EXP:
  case UR_DEVICE_INFO_REUSABLE_EVENTS_SUPPORT_EXP:
  case UR_DEVICE_INFO_IPC_EVENT_SUPPORT_EXP:
  case UR_DEVICE_INFO_USM_HOST_ALLOC_REGISTER_SUPPORT_EXP:
  case UR_DEVICE_INFO_PER_EVENT_PROFILING_SUPPORT_EXP: /* start events only on profiling queues */
#endif
  case UR_DEVICE_INFO_ASYNC_USM_ALLOCATIONS_SUPPORT_EXP:
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_INFO_GRAPH_RECORD_AND_REPLAY_SUPPORT_EXP:
#endif
  case UR_DEVICE_INFO_MULTI_DEVICE_COMPILE_SUPPORT_EXP:
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_INFO_DEVICE_WAIT_SUPPORT_EXP:
  case UR_DEVICE_INFO_DYNAMIC_LINK_SUPPORT_EXP:
#endif
  case UR_DEVICE_INFO_USM_CONTEXT_MEMCPY_SUPPORT_EXP:
  case UR_DEVICE_INFO_MEMORY_EXPORT_EXPORTABLE_DEVICE_MEM_EXP:
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_INFO_ENQUEUE_HOST_TASK_SUPPORT_EXP:
#endif
    return true;
  default:
    return false;
  }
}

/* The size of a limit or capability set of those features, all zero; 0 for
 * any other query. */
static size_t absent_limit_size(ur_device_info_t prop) {
  switch (prop) {
  case UR_DEVICE_INFO_IMAGE_PITCH_ALIGN_EXP:
  case UR_DEVICE_INFO_MIPMAP_MAX_ANISOTROPY_EXP:
  case UR_DEVICE_INFO_PARTITION_MAX_SUB_DEVICES:
    return sizeof(uint32_t);
  case UR_DEVICE_INFO_PARTITION_AFFINITY_DOMAIN:
    return sizeof(ur_device_affinity_domain_flags_t);
  case UR_DEVICE_INFO_QUEUE_ON_DEVICE_PROPERTIES:
    return sizeof(ur_queue_flags_t);
  case UR_DEVICE_INFO_KERNEL_LAUNCH_CAPABILITIES:
    return sizeof(ur_kernel_launch_properties_flags_t);
  case UR_DEVICE_INFO_2D_BLOCK_ARRAY_CAPABILITIES_EXP:
    return sizeof(ur_exp_device_2d_block_array_capability_flags_t);
  case UR_DEVICE_INFO_IMAGE_MAX_BUFFER_SIZE:
  case UR_DEVICE_INFO_MAX_IMAGE_LINEAR_WIDTH_EXP:
  case UR_DEVICE_INFO_MAX_IMAGE_LINEAR_HEIGHT_EXP:
  case UR_DEVICE_INFO_MAX_IMAGE_LINEAR_PITCH_EXP:
    return sizeof(size_t);
  default:
    return 0;
  }
}

/* Optional queries with no CUDA driver answer. */
static bool is_unanswerable(ur_device_info_t prop) {
  switch (prop) {
  case UR_DEVICE_INFO_GPU_EU_COUNT:
  case UR_DEVICE_INFO_GPU_EU_SIMD_WIDTH:
  case UR_DEVICE_INFO_GPU_EU_SLICES:
  case UR_DEVICE_INFO_GPU_EU_COUNT_PER_SUBSLICE:
  case UR_DEVICE_INFO_GPU_SUBSLICES_PER_SLICE:
  case UR_DEVICE_INFO_GPU_HW_THREADS_PER_EU:
#if UR_FACE_RELEASE >= 202601
  case UR_DEVICE_INFO_XE_STACK_COUNT:
  case UR_DEVICE_INFO_XE_REGIONS_PER_STACK:
  case UR_DEVICE_INFO_XE_CLUSTERS_PER_REGION:
  case UR_DEVICE_INFO_XE_CORES_PER_CLUSTER:
  case UR_DEVICE_INFO_EUS_PER_XE_CORE:
  case UR_DEVICE_INFO_MAX_LANES_PER_HW_THREAD:
#endif
  case UR_DEVICE_INFO_IP_VERSION:
  case UR_DEVICE_INFO_COMPONENT_DEVICES: /* a CUDA device is in no composite */
  case UR_DEVICE_INFO_COMPOSITE_DEVICE:
  case UR_DEVICE_INFO_CURRENT_CLOCK_THROTTLE_REASONS: /* NVML's, not the driver's */
  case UR_DEVICE_INFO_FAN_SPEED:
  case UR_DEVICE_INFO_MIN_POWER_LIMIT:
  case UR_DEVICE_INFO_MAX_POWER_LIMIT:
  case UR_DEVICE_INFO_LUID: /* Windows only */
  case UR_DEVICE_INFO_NODE_MASK:
    return true;
  default:
    return false;
  }
}

core_result ur_device_info_absent(ur_device_info_t prop, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret) {
  static const unsigned char zeros[sizeof(size_t)];
  if (is_absent_feature(prop))
    INFO_VALUE(ur_bool_t, false);
  size_t limit_size = absent_limit_size(prop);
  if (limit_size)
    return info_return(param_value_size, param_value, param_value_size_ret, zeros, limit_size);
  /* Devices cannot be partitioned: no partition kinds, none applied. */
  if (prop == UR_DEVICE_INFO_SUPPORTED_PARTITIONS || prop == UR_DEVICE_INFO_PARTITION_TYPE)
    return info_return(param_value_size, param_value, param_value_size_ret, zeros, 0);
  return is_unanswerable(prop) ? CORE_ERROR_UNSUPPORTED_FEATURE : CORE_ERROR_INVALID_PROPERTY;
}
