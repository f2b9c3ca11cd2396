#include <stdio.h>

#include "device_info.h"

static bool cc_at_least(const struct device_props *p, int major, int minor) {
  return p->cc_major > major || (p->cc_major == major && p->cc_minor >= minor);
}

void device_extensions(const struct device_props *p, char *out, size_t size) {
  snprintf(out, size,
           "cl_khr_fp64 %scl_khr_subgroups cl_khr_int64_base_atomics "
           "cl_khr_int64_extended_atomics " PI_DEVICE_INFO_EXTENSION_DEVICELIB_ASSERT,
           cc_at_least(p, 5, 3) ? "cl_khr_fp16 " : "");
}

static pi_usm_capabilities usm_support(const struct device_props *p,
                                       pi_usm_capability_query query) {
  const pi_usm_capabilities all = PI_USM_ACCESS | PI_USM_ATOMIC_ACCESS |
                                  PI_USM_CONCURRENT_ACCESS |
                                  PI_USM_CONCURRENT_ATOMIC_ACCESS;
  switch (query) {
  case PI_USM_DEVICE_SUPPORT:
    return all;
  case PI_USM_HOST_SUPPORT:
    return p->unified_addressing ? all : 0;
  case PI_USM_SINGLE_SHARED_SUPPORT:
    if (!p->managed_memory)
      return 0;
    return p->concurrent_managed_access ? all : PI_USM_ACCESS | PI_USM_ATOMIC_ACCESS;
  case PI_USM_CROSS_SHARED_SUPPORT:
    return p->managed_memory && p->concurrent_managed_access && cc_at_least(p, 6, 0)
               ? all
               : 0;
  case PI_USM_SYSTEM_SHARED_SUPPORT:
    return p->pageable_memory_access ? all : 0;
  }
  return 0;
}

static pi_memory_order_capabilities memory_orders(const struct device_props *p) {
  pi_memory_order_capabilities orders = PI_MEMORY_ORDER_RELAXED |
                                        PI_MEMORY_ORDER_ACQUIRE |
                                        PI_MEMORY_ORDER_RELEASE | PI_MEMORY_ORDER_ACQ_REL;
  /* fence.sc and the scoped atomics need sm_70. */
  return cc_at_least(p, 7, 0) ? orders | PI_MEMORY_ORDER_SEQ_CST : orders;
}

static pi_memory_scope_capabilities memory_scopes(const struct device_props *p) {
  pi_memory_scope_capabilities scopes = PI_MEMORY_SCOPE_WORK_ITEM |
                                        PI_MEMORY_SCOPE_SUB_GROUP |
                                        PI_MEMORY_SCOPE_WORK_GROUP | PI_MEMORY_SCOPE_DEVICE;
  return cc_at_least(p, 6, 0) ? scopes | PI_MEMORY_SCOPE_SYSTEM : scopes;
}

/* Images are surfaces (core/image.h): the limits are the surfaces'. */
static core_result answer_images(const struct device_props *p, pi_device_info param,
                                 size_t param_value_size, void *param_value,
                                 size_t *param_value_size_ret) {
  struct image_limits l;
  image_device_limits(p, &l);
  switch (param) {
  case PI_DEVICE_INFO_IMAGE_SUPPORT:
    INFO_VALUE(pi_bool, PI_TRUE);
  case PI_DEVICE_INFO_MAX_READ_IMAGE_ARGS:
    INFO_VALUE(pi_uint32, l.max_read_args);
  case PI_DEVICE_INFO_MAX_WRITE_IMAGE_ARGS:
    INFO_VALUE(pi_uint32, l.max_write_args);
  case PI_DEVICE_INFO_MAX_SAMPLERS:
    INFO_VALUE(pi_uint32, l.max_samplers);
  case PI_DEVICE_INFO_IMAGE2D_MAX_WIDTH:
    INFO_VALUE(size_t, l.max_2d[0]);
  case PI_DEVICE_INFO_IMAGE2D_MAX_HEIGHT:
    INFO_VALUE(size_t, l.max_2d[1]);
  case PI_DEVICE_INFO_IMAGE3D_MAX_WIDTH:
    INFO_VALUE(size_t, l.max_3d[0]);
  case PI_DEVICE_INFO_IMAGE3D_MAX_HEIGHT:
    INFO_VALUE(size_t, l.max_3d[1]);
  case PI_DEVICE_INFO_IMAGE3D_MAX_DEPTH:
    INFO_VALUE(size_t, l.max_3d[2]);
  case PI_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE:
    INFO_VALUE(size_t, l.max_array_size);
  default:
    return CORE_ERROR_INVALID_VALUE;
  }
}

/* Queries about image, bindless and other features this
 * plugin does not offer: they answer "absent". */
static bool is_absent_feature_flag(pi_device_info param) {
  switch (param) {
  case PI_DEVICE_INFO_IMAGE_SRGB:
  case PI_DEVICE_INFO_BUILD_ON_SUBDEVICE:
  case PI_EXT_CODEPLAY_DEVICE_INFO_SUPPORTS_FUSION:
  case PI_EXT_INTEL_DEVICE_INFO_MEM_CHANNEL_SUPPORT:
  case PI_EXT_INTEL_DEVICE_INFO_ESIMD_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_SHARED_USM_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_1D_USM_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_2D_USM_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_ANISOTROPY_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_LEVEL_REFERENCE_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_MEMORY_IMPORT_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_MEMORY_EXPORT_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_SEMAPHORE_IMPORT_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_SEMAPHORE_EXPORT_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_CUBEMAP_SUPPORT:
  case PI_EXT_ONEAPI_DEVICE_INFO_CUBEMAP_SEAMLESS_FILTERING_SUPPORT:
    return true;
  default:
    return false;
  }
}

/* Limits of those absent features: all zero. */
static bool is_absent_feature_limit(pi_device_info param, size_t *size) {
  switch (param) {
  case PI_EXT_ONEAPI_DEVICE_INFO_IMAGE_PITCH_ALIGN:
  case PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_MAX_ANISOTROPY: /* a float 0.0f */
    *size = sizeof(pi_uint32);
    return true;
  case PI_DEVICE_INFO_IMAGE_MAX_BUFFER_SIZE: /* no 1-D buffer images */
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_IMAGE_LINEAR_WIDTH:
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_IMAGE_LINEAR_HEIGHT:
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_IMAGE_LINEAR_PITCH:
    *size = sizeof(size_t);
    return true;
  default:
    return false;
  }
}

static core_result answer_strings(const struct device_props *p, pi_device_info param,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  char text[512];
  switch (param) {
  case PI_DEVICE_INFO_NAME:
    INFO_STRING(p->name);
  case PI_DEVICE_INFO_VENDOR:
    INFO_STRING("NVIDIA Corporation");
  case PI_DEVICE_INFO_DRIVER_VERSION:
    snprintf(text, sizeof text, "%d.%d", p->driver_version / 1000,
             p->driver_version % 1000 / 10);
    INFO_STRING(text);
  case PI_DEVICE_INFO_PROFILE:
    INFO_STRING("CUDA");
  case PI_DEVICE_INFO_VERSION:
  case PI_DEVICE_INFO_BACKEND_VERSION:
    snprintf(text, sizeof text, "%d.%d", p->cc_major, p->cc_minor);
    INFO_STRING(text);
  case PI_DEVICE_INFO_OPENCL_C_VERSION:
    INFO_STRING("OpenCL C 1.2 ");
  case PI_DEVICE_INFO_EXTENSIONS:
    device_extensions(p, text, sizeof text);
    INFO_STRING(text);
  case PI_DEVICE_INFO_BUILT_IN_KERNELS:
  case PI_DEVICE_INFO_IL_VERSION:
    INFO_STRING("");
  case PI_DEVICE_INFO_PCI_ADDRESS:
    snprintf(text, sizeof text, "%04x:%02x:%02x.0", (unsigned)p->pci_domain,
             (unsigned)p->pci_bus, (unsigned)p->pci_device);
    INFO_STRING(text);
  default:
    return CORE_ERROR_INVALID_VALUE;
  }
}

static core_result answer_limits(const struct device_props *p, pi_device_info param,
                                 size_t param_value_size, void *param_value,
                                 size_t *param_value_size_ret) {
  const pi_device_fp_config fp = PI_FP_DENORM | PI_FP_INF_NAN | PI_FP_ROUND_TO_NEAREST |
                                 PI_FP_ROUND_TO_ZERO | PI_FP_ROUND_TO_INF | PI_FP_FMA;
  switch (param) {
  case PI_DEVICE_INFO_TYPE:
    INFO_VALUE(pi_device_type, PI_DEVICE_TYPE_GPU);
  case PI_DEVICE_INFO_VENDOR_ID:
    INFO_VALUE(pi_uint32, 0x10DE);
  case PI_DEVICE_INFO_MAX_COMPUTE_UNITS:
    INFO_VALUE(pi_uint32, (pi_uint32)p->sm_count);
  case PI_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS:
    INFO_VALUE(pi_uint32, 3);
  case PI_DEVICE_INFO_MAX_WORK_ITEM_SIZES: {
    size_t sizes[3] = {(size_t)p->max_block[0], (size_t)p->max_block[1],
                       (size_t)p->max_block[2]};
    INFO_ARRAY(sizes, 3);
  }
  case PI_DEVICE_INFO_MAX_WORK_GROUP_SIZE:
    INFO_VALUE(size_t, (size_t)p->max_threads_per_block);
  case PI_DEVICE_INFO_SINGLE_FP_CONFIG:
    INFO_VALUE(pi_device_fp_config, fp | PI_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT);
  case PI_DEVICE_INFO_HALF_FP_CONFIG:
    INFO_VALUE(pi_device_fp_config, cc_at_least(p, 5, 3) ? fp : 0);
  case PI_DEVICE_INFO_DOUBLE_FP_CONFIG:
    INFO_VALUE(pi_device_fp_config, fp);
  case PI_DEVICE_INFO_QUEUE_PROPERTIES:
    INFO_VALUE(pi_queue_properties,
               PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE | PI_QUEUE_FLAG_PROFILING_ENABLE);
  case PI_DEVICE_INFO_QUEUE_ON_DEVICE_PROPERTIES:
    INFO_VALUE(pi_queue_properties, 0);
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_CHAR:
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_SHORT:
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_INT:
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_LONG:
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_FLOAT:
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_DOUBLE:
  case PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_HALF:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_CHAR:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_SHORT:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_INT:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_LONG:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_FLOAT:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_DOUBLE:
  case PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_HALF:
    INFO_VALUE(pi_uint32, 1);
  case PI_DEVICE_INFO_MAX_CLOCK_FREQUENCY:
    INFO_VALUE(pi_uint32, (pi_uint32)(p->clock_khz / 1000));
  case PI_DEVICE_INFO_ADDRESS_BITS:
    INFO_VALUE(pi_uint32, 64);
  case PI_DEVICE_INFO_MAX_MEM_ALLOC_SIZE:
  case PI_DEVICE_INFO_GLOBAL_MEM_SIZE:
    INFO_VALUE(pi_uint64, (pi_uint64)p->total_mem);
  case PI_DEVICE_INFO_MAX_PARAMETER_SIZE:
    INFO_VALUE(size_t, 4000);
  case PI_DEVICE_INFO_MEM_BASE_ADDR_ALIGN:
    /* In bits: 128 bytes, enough for every vector type. */
    INFO_VALUE(pi_uint32, 1024);
  case PI_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE:
    INFO_VALUE(pi_device_mem_cache_type, PI_DEVICE_MEM_CACHE_TYPE_READ_WRITE_CACHE);
  case PI_DEVICE_INFO_GLOBAL_MEM_CACHELINE_SIZE:
    INFO_VALUE(pi_uint32, 128);
  case PI_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE:
    INFO_VALUE(pi_uint64, (pi_uint64)p->l2_cache_bytes);
  case PI_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE:
    INFO_VALUE(pi_uint64, (pi_uint64)p->total_constant_bytes);
  case PI_DEVICE_INFO_MAX_CONSTANT_ARGS:
    INFO_VALUE(pi_uint32, 9);
  case PI_DEVICE_INFO_LOCAL_MEM_TYPE:
    INFO_VALUE(pi_device_local_mem_type, PI_DEVICE_LOCAL_MEM_TYPE_LOCAL);
  case PI_DEVICE_INFO_LOCAL_MEM_SIZE:
    /* Kernels get the opt-in maximum: the launch raises the attribute. */
    INFO_VALUE(pi_uint64, (pi_uint64)p->max_shared_per_block_optin);
  case PI_DEVICE_INFO_ERROR_CORRECTION_SUPPORT:
    INFO_VALUE(pi_bool, p->ecc_enabled ? PI_TRUE : PI_FALSE);
  case PI_DEVICE_INFO_HOST_UNIFIED_MEMORY:
    INFO_VALUE(pi_bool, p->integrated ? PI_TRUE : PI_FALSE);
  case PI_DEVICE_INFO_PROFILING_TIMER_RESOLUTION:
    INFO_VALUE(size_t, 1000);
  case PI_DEVICE_INFO_ENDIAN_LITTLE:
  case PI_DEVICE_INFO_AVAILABLE:
  case PI_DEVICE_INFO_COMPILER_AVAILABLE:
  case PI_DEVICE_INFO_LINKER_AVAILABLE:
  case PI_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC:
  case PI_DEVICE_INFO_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS:
  case PI_DEVICE_INFO_ATOMIC_64:
  case PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_SUPPORT: /* on CUDA graphs */
    INFO_VALUE(pi_bool, PI_TRUE);
  /* Graph kernel nodes are updatable, for a runtime that has the calls. */
  case PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_UPDATE_SUPPORT:
    INFO_VALUE(pi_bool, pi_runtime_can_update_commands() ? PI_TRUE : PI_FALSE);
  case PI_DEVICE_INFO_EXECUTION_CAPABILITIES:
    INFO_VALUE(pi_device_exec_capabilities, PI_EXEC_KERNEL);
  case PI_DEVICE_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, 1);
  case PI_DEVICE_INFO_PRINTF_BUFFER_SIZE:
    INFO_VALUE(size_t, 1024 * 1024);
  case PI_DEVICE_INFO_PARTITION_MAX_SUB_DEVICES:
    INFO_VALUE(pi_uint32, 0);
  case PI_DEVICE_INFO_PARTITION_AFFINITY_DOMAIN:
    INFO_VALUE(pi_device_affinity_domain, 0);
  case PI_DEVICE_INFO_PARTITION_PROPERTIES:
  case PI_DEVICE_INFO_PARTITION_TYPE:
    INFO_VALUE(pi_device_partition_property, 0);
  case PI_DEVICE_INFO_MAX_NUM_SUB_GROUPS:
    INFO_VALUE(pi_uint32, (pi_uint32)(p->max_threads_per_block / p->warp_size));
  case PI_DEVICE_INFO_SUB_GROUP_SIZES_INTEL:
    INFO_VALUE(size_t, (size_t)p->warp_size);
  case PI_DEVICE_INFO_USM_HOST_SUPPORT:
  case PI_DEVICE_INFO_USM_DEVICE_SUPPORT:
  case PI_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT:
  case PI_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT:
  case PI_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT:
    INFO_VALUE(pi_usm_capabilities, usm_support(p, (pi_usm_capability_query)param));
  case PI_DEVICE_INFO_UUID:
    INFO_ARRAY(p->uuid, sizeof p->uuid);
  case PI_DEVICE_INFO_MAX_MEM_BANDWIDTH:
    /* Bytes per second: double data rate times the bus width. */
    INFO_VALUE(pi_uint64, (pi_uint64)p->memory_clock_khz * 1000u * 2u *
                              (pi_uint64)p->memory_bus_width / 8u);
  case PI_EXT_INTEL_DEVICE_INFO_MEMORY_CLOCK_RATE:
    INFO_VALUE(pi_uint32, (pi_uint32)(p->memory_clock_khz / 1000));
  case PI_EXT_INTEL_DEVICE_INFO_MEMORY_BUS_WIDTH:
    INFO_VALUE(pi_uint32, (pi_uint32)p->memory_bus_width);
  case PI_EXT_INTEL_DEVICE_INFO_MAX_COMPUTE_QUEUE_INDICES:
    INFO_VALUE(pi_int32, 1);
  case PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES:
  case PI_EXT_DEVICE_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES:
    INFO_VALUE(pi_memory_order_capabilities, memory_orders(p));
  case PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES:
  case PI_EXT_DEVICE_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES:
    INFO_VALUE(pi_memory_scope_capabilities, memory_scopes(p));
  case PI_EXT_ONEAPI_DEVICE_INFO_BFLOAT16_MATH_FUNCTIONS:
    INFO_VALUE(pi_bool, cc_at_least(p, 8, 0) ? PI_TRUE : PI_FALSE);
  case PI_EXT_ONEAPI_DEVICE_INFO_CUDA_ASYNC_BARRIER:
    INFO_VALUE(pi_bool, cc_at_least(p, 8, 0) ? PI_TRUE : PI_FALSE);
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_GLOBAL_WORK_GROUPS:
    INFO_VALUE(size_t, (size_t)p->max_grid[0] * (size_t)p->max_grid[1] *
                           (size_t)p->max_grid[2]);
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_1D:
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_2D:
  case PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_3D: {
    size_t groups[3] = {(size_t)p->max_grid[0], (size_t)p->max_grid[1],
                        (size_t)p->max_grid[2]};
    INFO_ARRAY(groups, (size_t)(param - PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_1D + 1));
  }
  case PI_EXT_CODEPLAY_DEVICE_INFO_MAX_REGISTERS_PER_WORK_GROUP:
    INFO_VALUE(pi_uint32, (pi_uint32)p->max_registers_per_block);
  default:
    return answer_strings(p, param, param_value_size, param_value, param_value_size_ret);
  }
}

core_result device_info_answer(const struct device_props *p, pi_device self, pi_platform platform,
                               uint64_t free_memory, pi_device_info param, size_t param_value_size,
                               void *param_value, size_t *param_value_size_ret) {
  size_t zero_size = 0;
  if (is_absent_feature_flag(param))
    INFO_VALUE(pi_bool, PI_FALSE);
  if (is_absent_feature_limit(param, &zero_size)) {
    static const unsigned char zeros[sizeof(size_t)];
    return info_return(param_value_size, param_value, param_value_size_ret, zeros,
                       zero_size);
  }
  switch (param) {
  case PI_DEVICE_INFO_PLATFORM:
    INFO_VALUE(pi_platform, platform);
  case PI_DEVICE_INFO_PARENT_DEVICE:
    INFO_VALUE(pi_device, NULL);
  case PI_EXT_ONEAPI_DEVICE_INFO_COMPONENT_DEVICES:
    return info_return(param_value_size, param_value, param_value_size_ret, &self, 0);
  case PI_EXT_ONEAPI_DEVICE_INFO_COMPOSITE_DEVICE: /* a CUDA device is in none */
    INFO_VALUE(pi_device, NULL);
  case PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY:
    INFO_VALUE(pi_uint64, free_memory);
  case PI_DEVICE_INFO_IMAGE_SUPPORT:
  case PI_DEVICE_INFO_MAX_READ_IMAGE_ARGS:
  case PI_DEVICE_INFO_MAX_WRITE_IMAGE_ARGS:
  case PI_DEVICE_INFO_MAX_SAMPLERS:
  case PI_DEVICE_INFO_IMAGE2D_MAX_WIDTH:
  case PI_DEVICE_INFO_IMAGE2D_MAX_HEIGHT:
  case PI_DEVICE_INFO_IMAGE3D_MAX_WIDTH:
  case PI_DEVICE_INFO_IMAGE3D_MAX_HEIGHT:
  case PI_DEVICE_INFO_IMAGE3D_MAX_DEPTH:
  case PI_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE:
    return answer_images(p, param, param_value_size, param_value, param_value_size_ret);
  default:
    return answer_limits(p, param, param_value_size, param_value, param_value_size_ret);
  }
}
