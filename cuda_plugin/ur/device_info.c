/* UR_DEVICE_INFO answers a CUDA device has: identity, limits, memory and
 * capabilities, from the properties the core read at start-up. What this
 * adapter does not offer is answered in device_info_absent.c. */
#include <stdio.h>

#include "device_info.h"

/* UR_DEVICE_INFO_BFLOAT16, by value: the header marks the name deprecated. */
enum { DEVICE_INFO_BFLOAT16 = 104 };

static bool cc_at_least(const struct device_props *p, int major, int minor) {
  return p->cc_major > major || (p->cc_major == major && p->cc_minor >= minor);
}

/* sm_60 made device atomics atomic with respect to the host and other
 * devices too. */
static bool system_atomics(const struct device_props *p) { return cc_at_least(p, 6, 0); }

static ur_device_usm_access_capability_flags_t usm_support(const struct device_props *p,
                                                           ur_device_info_t prop) {
  enum {
    access = UR_DEVICE_USM_ACCESS_CAPABILITY_FLAG_ACCESS,
    atomic = UR_DEVICE_USM_ACCESS_CAPABILITY_FLAG_ATOMIC_ACCESS,
    concurrent = UR_DEVICE_USM_ACCESS_CAPABILITY_FLAG_CONCURRENT_ACCESS,
    atomic_concurrent = UR_DEVICE_USM_ACCESS_CAPABILITY_FLAG_ATOMIC_CONCURRENT_ACCESS,
  };
  ur_device_usm_access_capability_flags_t caps = 0;
  switch (prop) {
  case UR_DEVICE_INFO_USM_DEVICE_SUPPORT:
    return access | atomic | concurrent | atomic_concurrent;
  case UR_DEVICE_INFO_USM_HOST_SUPPORT: /* pinned host memory, same pointer as the host's */
    if (p->unified_addressing)
      caps = access | concurrent | (system_atomics(p) ? atomic : 0);
    return caps;
  case UR_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT: /* managed memory of this device */
    if (p->managed_memory)
      caps = access | atomic;
    if (p->concurrent_managed_access)
      caps |= concurrent | (system_atomics(p) ? atomic_concurrent : 0);
    return caps;
  case UR_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT: /* managed memory of other devices */
    if (p->managed_memory)
      caps = access | (system_atomics(p) ? atomic : 0);
    if (p->concurrent_managed_access)
      caps |= concurrent | (system_atomics(p) ? atomic_concurrent : 0);
    return caps;
  case UR_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT: /* malloc'd memory, unregistered */
    if (p->pageable_memory_access)
      caps = access | concurrent | (p->host_native_atomic ? atomic | atomic_concurrent : 0);
    return caps;
  default:
    return 0;
  }
}

static ur_memory_order_capability_flags_t memory_orders(const struct device_props *p) {
  ur_memory_order_capability_flags_t orders =
      UR_MEMORY_ORDER_CAPABILITY_FLAG_RELAXED | UR_MEMORY_ORDER_CAPABILITY_FLAG_ACQUIRE |
      UR_MEMORY_ORDER_CAPABILITY_FLAG_RELEASE | UR_MEMORY_ORDER_CAPABILITY_FLAG_ACQ_REL;
  /* fence.sc and the scoped atomics need sm_70. */
  return cc_at_least(p, 7, 0) ? orders | UR_MEMORY_ORDER_CAPABILITY_FLAG_SEQ_CST : orders;
}

static ur_memory_scope_capability_flags_t memory_scopes(const struct device_props *p) {
  ur_memory_scope_capability_flags_t scopes =
      UR_MEMORY_SCOPE_CAPABILITY_FLAG_WORK_ITEM | UR_MEMORY_SCOPE_CAPABILITY_FLAG_SUB_GROUP |
      UR_MEMORY_SCOPE_CAPABILITY_FLAG_WORK_GROUP | UR_MEMORY_SCOPE_CAPABILITY_FLAG_DEVICE;
  return system_atomics(p) ? scopes | UR_MEMORY_SCOPE_CAPABILITY_FLAG_SYSTEM : scopes;
}

static void extensions(const struct device_props *p, char *out, size_t size) {
  /* cl_intel_devicelib_assert: the assert query of runtimes before
   * UR_DEVICE_INFO_USE_NATIVE_ASSERT. */
  snprintf(out, size,
           "cl_khr_fp64 %scl_khr_subgroups cl_khr_int64_base_atomics "
           "cl_khr_int64_extended_atomics cl_intel_devicelib_assert",
           cc_at_least(p, 5, 3) ? "cl_khr_fp16 " : "");
}

static core_result answer_strings(const struct device_props *p, ur_device_info_t prop,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  char text[512];
  switch (prop) {
  case UR_DEVICE_INFO_NAME:
    INFO_STRING(p->name);
  case UR_DEVICE_INFO_VENDOR:
    INFO_STRING("NVIDIA Corporation");
  case UR_DEVICE_INFO_DRIVER_VERSION:
    snprintf(text, sizeof text, "%d.%d", p->driver_version / 1000, p->driver_version % 1000 / 10);
    INFO_STRING(text);
  case UR_DEVICE_INFO_PROFILE:
    INFO_STRING("CUDA");
  /* The compute capability: SYCL maps "9.0" to nvidia_gpu_sm_90. */
  case UR_DEVICE_INFO_VERSION:
  case UR_DEVICE_INFO_BACKEND_RUNTIME_VERSION:
    snprintf(text, sizeof text, "%d.%d", p->cc_major, p->cc_minor);
    INFO_STRING(text);
  case UR_DEVICE_INFO_EXTENSIONS:
    extensions(p, text, sizeof text);
    INFO_STRING(text);
  case UR_DEVICE_INFO_BUILT_IN_KERNELS:
  case UR_DEVICE_INFO_IL_VERSION: /* programs come as PTX or cubin, not an IL */
    INFO_STRING("");
  case UR_DEVICE_INFO_PCI_ADDRESS:
    snprintf(text, sizeof text, "%04x:%02x:%02x.0", (unsigned)p->pci_domain,
             (unsigned)p->pci_bus, (unsigned)p->pci_device);
    INFO_STRING(text);
  default:
    return ur_device_info_absent(prop, param_value_size, param_value, param_value_size_ret);
  }
}

static core_result answer_capabilities(const struct device_props *p, ur_device_info_t prop,
                                       size_t param_value_size, void *param_value,
                                       size_t *param_value_size_ret) {
  const ur_device_fp_capability_flags_t fp =
      UR_DEVICE_FP_CAPABILITY_FLAG_DENORM | UR_DEVICE_FP_CAPABILITY_FLAG_INF_NAN |
      UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_NEAREST | UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_ZERO |
      UR_DEVICE_FP_CAPABILITY_FLAG_ROUND_TO_INF | UR_DEVICE_FP_CAPABILITY_FLAG_FMA;
  const ur_queue_flags_t queue_flags =
      UR_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE | UR_QUEUE_FLAG_PROFILING_ENABLE;
  switch (prop) {
  case UR_DEVICE_INFO_SINGLE_FP_CONFIG:
    INFO_VALUE(ur_device_fp_capability_flags_t,
               fp | UR_DEVICE_FP_CAPABILITY_FLAG_CORRECTLY_ROUNDED_DIVIDE_SQRT);
  case UR_DEVICE_INFO_HALF_FP_CONFIG: /* half arithmetic needs sm_53 */
    INFO_VALUE(ur_device_fp_capability_flags_t, cc_at_least(p, 5, 3) ? fp : 0);
  case UR_DEVICE_INFO_DOUBLE_FP_CONFIG:
    INFO_VALUE(ur_device_fp_capability_flags_t, fp);
  case UR_DEVICE_INFO_QUEUE_PROPERTIES:
  case UR_DEVICE_INFO_QUEUE_ON_HOST_PROPERTIES:
    INFO_VALUE(ur_queue_flags_t, queue_flags);
  case UR_DEVICE_INFO_EXECUTION_CAPABILITIES:
    INFO_VALUE(ur_device_exec_capability_flags_t, UR_DEVICE_EXEC_CAPABILITY_FLAG_KERNEL);
  case UR_DEVICE_INFO_ENDIAN_LITTLE:
  case UR_DEVICE_INFO_AVAILABLE:
  case UR_DEVICE_INFO_COMPILER_AVAILABLE:
  case UR_DEVICE_INFO_LINKER_AVAILABLE:
  case UR_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC:
  case UR_DEVICE_INFO_GLOBAL_VARIABLE_SUPPORT:
  case UR_DEVICE_INFO_USE_NATIVE_ASSERT: /* CUDA's own __assertfail (docs/device-assert.md) */
  case UR_DEVICE_INFO_USM_P2P_SUPPORT_EXP: /* the UsmP2PExp table, usm.c */
  case UR_DEVICE_INFO_COMMAND_BUFFER_SUPPORT_EXP: /* on CUDA graphs, command_buffer.c */
  /* libspirv's __spirv_ReadClockKHR reads clock64, or globaltimer for the device. */
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_INFO_CLOCK_SUB_GROUP_SUPPORT_EXP:
  case UR_DEVICE_INFO_CLOCK_WORK_GROUP_SUPPORT_EXP:
  case UR_DEVICE_INFO_CLOCK_DEVICE_SUPPORT_EXP:
#endif
    INFO_VALUE(ur_bool_t, true);
  /* What the core's kernel nodes can change (command_kernel.c): not the
   * kernel, and no command-buffer events. */
  case UR_DEVICE_INFO_COMMAND_BUFFER_UPDATE_CAPABILITIES_EXP:
    INFO_VALUE(ur_device_command_buffer_update_capability_flags_t,
               UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_KERNEL_ARGUMENTS |
                   UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_LOCAL_WORK_SIZE |
                   UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_SIZE |
                   UR_DEVICE_COMMAND_BUFFER_UPDATE_CAPABILITY_FLAG_GLOBAL_WORK_OFFSET);
  case UR_DEVICE_INFO_ERROR_CORRECTION_SUPPORT:
    INFO_VALUE(ur_bool_t, p->ecc_enabled != 0);
  case UR_DEVICE_INFO_HOST_UNIFIED_MEMORY:
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_INFO_IS_INTEGRATED_GPU:
#endif
    INFO_VALUE(ur_bool_t, p->integrated != 0);
  case UR_DEVICE_INFO_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS: /* Volta's thread scheduling */
    INFO_VALUE(ur_bool_t, cc_at_least(p, 7, 0));
  case UR_DEVICE_INFO_ATOMIC_64: /* double atomic add came with sm_60 */
    INFO_VALUE(ur_bool_t, cc_at_least(p, 6, 0));
  case DEVICE_INFO_BFLOAT16:
  case UR_DEVICE_INFO_BFLOAT16_CONVERSIONS_NATIVE: /* cvt to bf16 came with sm_80 */
  case UR_DEVICE_INFO_ASYNC_BARRIER:               /* mbarrier came with sm_80 */
    INFO_VALUE(ur_bool_t, cc_at_least(p, 8, 0));
  case UR_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES:
  case UR_DEVICE_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES:
    INFO_VALUE(ur_memory_order_capability_flags_t, memory_orders(p));
  case UR_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES:
  case UR_DEVICE_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES:
    INFO_VALUE(ur_memory_scope_capability_flags_t, memory_scopes(p));
  case UR_DEVICE_INFO_USM_HOST_SUPPORT:
  case UR_DEVICE_INFO_USM_DEVICE_SUPPORT:
  case UR_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT:
  case UR_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT:
  case UR_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT:
    INFO_VALUE(ur_device_usm_access_capability_flags_t, usm_support(p, prop));
  default:
    return answer_strings(p, prop, param_value_size, param_value, param_value_size_ret);
  }
}

static core_result answer_memory(const struct device_props *p, uint64_t free_memory,
                                 ur_device_info_t prop, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret) {
  switch (prop) {
  case UR_DEVICE_INFO_MAX_MEM_ALLOC_SIZE:
  case UR_DEVICE_INFO_GLOBAL_MEM_SIZE:
    INFO_VALUE(uint64_t, (uint64_t)p->total_mem);
  case UR_DEVICE_INFO_GLOBAL_MEM_FREE:
    INFO_VALUE(uint64_t, free_memory);
  case UR_DEVICE_INFO_MEM_BASE_ADDR_ALIGN: /* in bits: 128 bytes, enough for every vector type */
    INFO_VALUE(uint32_t, 1024);
  case UR_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE:
    INFO_VALUE(ur_device_mem_cache_type_t, UR_DEVICE_MEM_CACHE_TYPE_READ_WRITE_CACHE);
  case UR_DEVICE_INFO_GLOBAL_MEM_CACHELINE_SIZE:
    INFO_VALUE(uint32_t, 128);
  case UR_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE:
    INFO_VALUE(uint64_t, (uint64_t)p->l2_cache_bytes);
  case UR_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE:
    INFO_VALUE(uint64_t, (uint64_t)p->total_constant_bytes);
  case UR_DEVICE_INFO_MAX_CONSTANT_ARGS:
    INFO_VALUE(uint32_t, 9);
  case UR_DEVICE_INFO_LOCAL_MEM_TYPE:
    INFO_VALUE(ur_device_local_mem_type_t, UR_DEVICE_LOCAL_MEM_TYPE_LOCAL);
  case UR_DEVICE_INFO_LOCAL_MEM_SIZE: /* the opt-in maximum: the launch raises the attribute */
    INFO_VALUE(uint64_t, (uint64_t)p->max_shared_per_block_optin);
  case UR_DEVICE_INFO_MEMORY_CLOCK_RATE:
    INFO_VALUE(uint32_t, (uint32_t)(p->memory_clock_khz / 1000));
  case UR_DEVICE_INFO_MEMORY_BUS_WIDTH:
    INFO_VALUE(uint32_t, (uint32_t)p->memory_bus_width);
  case UR_DEVICE_INFO_MAX_MEMORY_BANDWIDTH: /* bytes per second: double data rate */
    INFO_VALUE(uint64_t, (uint64_t)p->memory_clock_khz * 1000u * 2u *
                             (uint64_t)p->memory_bus_width / 8u);
  case UR_DEVICE_INFO_UUID:
    INFO_ARRAY(p->uuid, sizeof p->uuid);
  default:
    return answer_capabilities(p, prop, param_value_size, param_value, param_value_size_ret);
  }
}

static core_result answer_limits(const struct device_props *p, uint64_t free_memory,
                                 ur_device_info_t prop, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret) {
  const size_t block[3] = {(size_t)p->max_block[0], (size_t)p->max_block[1],
                           (size_t)p->max_block[2]};
  const size_t grid[3] = {(size_t)p->max_grid[0], (size_t)p->max_grid[1],
                          (size_t)p->max_grid[2]};
  switch (prop) {
  case UR_DEVICE_INFO_MAX_COMPUTE_UNITS:
  case UR_DEVICE_INFO_NUM_COMPUTE_UNITS:
    INFO_VALUE(uint32_t, (uint32_t)p->sm_count);
  case UR_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS:
    INFO_VALUE(uint32_t, 3);
  case UR_DEVICE_INFO_MAX_WORK_ITEM_SIZES:
    INFO_ARRAY(block, 3);
  case UR_DEVICE_INFO_MAX_WORK_GROUP_SIZE:
    INFO_VALUE(size_t, (size_t)p->max_threads_per_block);
  case UR_DEVICE_INFO_MAX_WORK_GROUPS_3D:
    INFO_ARRAY(grid, 3);
#if UR_FACE_RELEASE >= 202602
  case UR_DEVICE_INFO_MAX_WORK_GROUPS:
    INFO_VALUE(size_t, grid[0] * grid[1] * grid[2]);
#endif
  case UR_DEVICE_INFO_MAX_NUM_SUB_GROUPS:
    INFO_VALUE(uint32_t, (uint32_t)((p->max_threads_per_block + p->warp_size - 1) / p->warp_size));
  case UR_DEVICE_INFO_SUB_GROUP_SIZES_INTEL: {
    const uint32_t sizes[1] = {(uint32_t)p->warp_size};
    INFO_ARRAY(sizes, 1);
  }
  case UR_DEVICE_INFO_MAX_REGISTERS_PER_WORK_GROUP:
    INFO_VALUE(uint32_t, (uint32_t)p->max_registers_per_block);
  case UR_DEVICE_INFO_MAX_CLOCK_FREQUENCY:
    INFO_VALUE(uint32_t, (uint32_t)(p->clock_khz / 1000));
  case UR_DEVICE_INFO_ADDRESS_BITS:
    INFO_VALUE(uint32_t, 64);
  case UR_DEVICE_INFO_MAX_PARAMETER_SIZE:
    INFO_VALUE(size_t, 4000);
  case UR_DEVICE_INFO_PROFILING_TIMER_RESOLUTION:
    INFO_VALUE(size_t, 1000);
  case UR_DEVICE_INFO_PRINTF_BUFFER_SIZE:
    INFO_VALUE(size_t, 1024 * 1024);
  case UR_DEVICE_INFO_MAX_COMPUTE_QUEUE_INDICES:
  case UR_DEVICE_INFO_REFERENCE_COUNT: /* root devices live as long as the adapter */
    INFO_VALUE(uint32_t, 1);
  /* Scalars are what a CUDA thread works on; half needs sm_53. */
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_HALF:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_HALF:
    INFO_VALUE(uint32_t, cc_at_least(p, 5, 3) ? 1 : 0);
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_CHAR:
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_SHORT:
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_INT:
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_LONG:
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_FLOAT:
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_DOUBLE:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_CHAR:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_SHORT:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_INT:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_LONG:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_FLOAT:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_DOUBLE:
#if UR_FACE_RELEASE >= 202602
  case UR_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_LONG_LONG:
  case UR_DEVICE_INFO_NATIVE_VECTOR_WIDTH_LONG_LONG:
#endif
    INFO_VALUE(uint32_t, 1);
  default:
    return answer_memory(p, free_memory, prop, param_value_size, param_value,
                         param_value_size_ret);
  }
}

core_result ur_device_info_answer(const struct cuda_device *device, uint64_t free_memory,
                                  ur_device_info_t prop, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret) {
  if (ur_device_info_is_image_query(prop))
    return ur_device_info_images(&device->props, prop, param_value_size, param_value,
                                 param_value_size_ret);
  switch (prop) {
  case UR_DEVICE_INFO_TYPE:
    INFO_VALUE(ur_device_type_t, UR_DEVICE_TYPE_GPU);
  case UR_DEVICE_INFO_VENDOR_ID:
    INFO_VALUE(uint32_t, 0x10DE);
  /* The driver has no PCI product id: the device's number on its bus, as
   * DPC++'s own CUDA adapter answers. */
  case UR_DEVICE_INFO_DEVICE_ID:
    INFO_VALUE(uint32_t, (uint32_t)device->props.pci_device);
  case UR_DEVICE_INFO_PLATFORM:
    INFO_VALUE(ur_platform_handle_t, device->platform);
  case UR_DEVICE_INFO_PARENT_DEVICE:
    INFO_VALUE(ur_device_handle_t, NULL);
  default:
    return answer_limits(&device->props, free_memory, prop, param_value_size, param_value,
                         param_value_size_ret);
  }
}
