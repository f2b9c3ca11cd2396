#include <string.h>

#include "driver.h"
#include "errors.h"
#include "info.h"
#include "objects.h"
#include "trace.h"

static pi_result read_props(CUdevice dev, struct device_props *p) {
  static const struct {
    CUdevice_attribute attribute;
    size_t offset;
  } attributes[] = {
#define ATTR(name, field) {CU_DEVICE_ATTRIBUTE_##name, offsetof(struct device_props, field)}
      ATTR(COMPUTE_CAPABILITY_MAJOR, cc_major),
      ATTR(COMPUTE_CAPABILITY_MINOR, cc_minor),
      ATTR(MULTIPROCESSOR_COUNT, sm_count),
      ATTR(WARP_SIZE, warp_size),
      ATTR(MAX_THREADS_PER_BLOCK, max_threads_per_block),
      ATTR(MAX_BLOCK_DIM_X, max_block[0]),
      ATTR(MAX_BLOCK_DIM_Y, max_block[1]),
      ATTR(MAX_BLOCK_DIM_Z, max_block[2]),
      ATTR(MAX_GRID_DIM_X, max_grid[0]),
      ATTR(MAX_GRID_DIM_Y, max_grid[1]),
      ATTR(MAX_GRID_DIM_Z, max_grid[2]),
      ATTR(MAX_REGISTERS_PER_BLOCK, max_registers_per_block),
      ATTR(CLOCK_RATE, clock_khz),
      ATTR(MEMORY_CLOCK_RATE, memory_clock_khz),
      ATTR(GLOBAL_MEMORY_BUS_WIDTH, memory_bus_width),
      ATTR(L2_CACHE_SIZE, l2_cache_bytes),
      ATTR(TOTAL_CONSTANT_MEMORY, total_constant_bytes),
      ATTR(MAX_SHARED_MEMORY_PER_BLOCK, max_shared_per_block),
      ATTR(MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, max_shared_per_block_optin),
      ATTR(ECC_ENABLED, ecc_enabled),
      ATTR(INTEGRATED, integrated),
      ATTR(UNIFIED_ADDRESSING, unified_addressing),
      ATTR(MANAGED_MEMORY, managed_memory),
      ATTR(CONCURRENT_MANAGED_ACCESS, concurrent_managed_access),
      ATTR(PAGEABLE_MEMORY_ACCESS, pageable_memory_access),
      ATTR(PCI_DOMAIN_ID, pci_domain),
      ATTR(PCI_BUS_ID, pci_bus),
      ATTR(PCI_DEVICE_ID, pci_device),
#undef ATTR
  };
  memset(p, 0, sizeof *p);
  for (size_t i = 0; i < sizeof attributes / sizeof *attributes; ++i)
    CU_CHECK(cu.cuDeviceGetAttribute((int *)((char *)p + attributes[i].offset),
                                     attributes[i].attribute, dev));
  CU_CHECK(cu.cuDeviceGetName(p->name, (int)sizeof p->name, dev));
  CU_CHECK(cu.cuDeviceTotalMem(&p->total_mem, dev));
  CUuuid uuid;
  CU_CHECK(cu.cuDeviceGetUuid(&uuid, dev));
  memcpy(p->uuid, uuid.bytes, sizeof p->uuid);
  CU_CHECK(cu.cuDriverGetVersion(&p->driver_version));
  return PI_SUCCESS;
}

pi_result device_enter_primary(pi_device device) {
  PI_CHECK(device_context_check_process());
  device_context_set_entered(NULL);
  CUcontext current = NULL;
  if (cu.cuCtxGetCurrent(&current) != CUDA_SUCCESS || current != device->primary)
    CU_CHECK(cu.cuCtxSetCurrent(device->primary));
  return PI_SUCCESS;
}

pi_result device_init(pi_platform platform, struct _pi_device *device, int ordinal) {
  device->platform = platform;
  CU_CHECK(cu.cuDeviceGet(&device->cu_device, ordinal));
  PI_CHECK(read_props(device->cu_device, &device->props));
  CU_CHECK(cu.cuDevicePrimaryCtxRetain(&device->primary, device->cu_device));
  PI_CHECK(device_enter_primary(device));
  CU_CHECK(cu.cuEventCreate(&device->base_event, CU_EVENT_DEFAULT));
  CU_CHECK(cu.cuEventRecord(device->base_event, NULL));
  CU_CHECK(cu.cuEventSynchronize(device->base_event));
  device->base_ns = host_clock_ns();
  device->magic = MAGIC_DEVICE;
  return PI_SUCCESS;
}

static pi_result devices_get(pi_platform platform, pi_device_type device_type,
                             pi_uint32 num_entries, pi_device *devices,
                             pi_uint32 *num_devices) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return PI_ERROR_INVALID_PLATFORM;
  if ((num_entries == 0 && devices) || (!devices && !num_devices))
    return PI_ERROR_INVALID_VALUE;
  const pi_device_type known = PI_DEVICE_TYPE_DEFAULT | PI_DEVICE_TYPE_ALL |
                               PI_DEVICE_TYPE_CPU | PI_DEVICE_TYPE_GPU |
                               PI_DEVICE_TYPE_ACC | PI_DEVICE_TYPE_CUSTOM;
  if (device_type & ~known)
    return PI_ERROR_INVALID_DEVICE_TYPE;
  bool wanted = (device_type & (PI_DEVICE_TYPE_GPU | PI_DEVICE_TYPE_DEFAULT)) ||
                device_type == PI_DEVICE_TYPE_ALL;
  pi_uint32 count = wanted ? platform->num_devices : 0;
  if (num_devices)
    *num_devices = count;
  for (pi_uint32 i = 0; devices && i < count && i < num_entries; ++i)
    devices[i] = &platform->devices[i];
  return PI_SUCCESS;
}

pi_result piDevicesGet(pi_platform platform, pi_device_type device_type,
                       pi_uint32 num_entries, pi_device *devices, pi_uint32 *num_devices) {
  PI_TRACED(devices_get(platform, device_type, num_entries, devices, num_devices),
            "platform=%p, type=0x%llx, num_entries=%u, devices=%p, num_devices=%p",
            (void *)platform, (unsigned long long)device_type, num_entries,
            (void *)devices, (void *)num_devices);
}

static pi_result device_get_info(pi_device device, pi_device_info param_name,
                                 size_t param_value_size, void *param_value,
                                 size_t *param_value_size_ret) {
  if (!IS_VALID(device, MAGIC_DEVICE))
    return PI_ERROR_INVALID_DEVICE;
  size_t free_bytes = 0;
  if (param_name == PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY) {
    size_t total_bytes = 0;
    PI_CHECK(device_enter_primary(device));
    CU_CHECK(cu.cuMemGetInfo(&free_bytes, &total_bytes));
  }
  return device_info_answer(&device->props, device, device->platform, free_bytes,
                            param_name, param_value_size, param_value,
                            param_value_size_ret);
}

pi_result piDeviceGetInfo(pi_device device, pi_device_info param_name,
                          size_t param_value_size, void *param_value,
                          size_t *param_value_size_ret) {
  PI_TRACED(device_get_info(device, param_name, param_value_size, param_value,
                            param_value_size_ret),
            "device=%p, param=0x%x, size=%zu, value=%p", (void *)device,
            (unsigned)param_name, param_value_size, param_value);
}

/* Root devices live as long as the plugin: retain and release only check. */
static pi_result device_check(pi_device device) {
  return IS_VALID(device, MAGIC_DEVICE) ? PI_SUCCESS : PI_ERROR_INVALID_DEVICE;
}

pi_result piDeviceRetain(pi_device device) {
  PI_TRACED(device_check(device), "device=%p", (void *)device);
}

pi_result piDeviceRelease(pi_device device) {
  PI_TRACED(device_check(device), "device=%p", (void *)device);
}

static pi_result device_partition(pi_device device,
                                  const pi_device_partition_property *properties) {
  PI_CHECK(device_check(device));
  if (!properties)
    return PI_ERROR_INVALID_VALUE;
  return pi_fail(PI_ERROR_DEVICE_PARTITION_FAILED,
                 "CUDA devices cannot be partitioned (property 0x%lx)",
                 (long)properties[0]);
}

pi_result piDevicePartition(pi_device device,
                            const pi_device_partition_property *properties,
                            pi_uint32 num_devices, pi_device *out_devices,
                            pi_uint32 *out_num_devices) {
  PI_TRACED(device_partition(device, properties),
            "device=%p, properties=%p, num_devices=%u, out=%p, out_num=%p",
            (void *)device, (void *)properties, num_devices, (void *)out_devices,
            (void *)out_num_devices);
}

static pi_result device_native_handle(pi_device device, pi_native_handle *handle) {
  PI_CHECK(device_check(device));
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)device->cu_device;
  return PI_SUCCESS;
}

pi_result piextDeviceGetNativeHandle(pi_device device, pi_native_handle *nativeHandle) {
  PI_TRACED(device_native_handle(device, nativeHandle), "device=%p", (void *)device);
}

static pi_result device_from_native(pi_native_handle handle, pi_platform platform,
                                    pi_device *device) {
  if (!device)
    return PI_ERROR_INVALID_VALUE;
  if (platform && !IS_VALID(platform, MAGIC_PLATFORM))
    return PI_ERROR_INVALID_PLATFORM;
  pi_device found = platform_find_device((CUdevice)handle);
  if (!found)
    return PI_ERROR_INVALID_DEVICE;
  *device = found;
  return PI_SUCCESS;
}

pi_result piextDeviceCreateWithNativeHandle(pi_native_handle nativeHandle,
                                            pi_platform platform, pi_device *device) {
  PI_TRACED(device_from_native(nativeHandle, platform, device),
            "handle=0x%zx, platform=%p", (size_t)nativeHandle, (void *)platform);
}

static pi_result select_binary(pi_device device, pi_device_binary *binaries,
                               pi_uint32 num_binaries, pi_uint32 *selected) {
  PI_CHECK(device_check(device));
  if (!binaries || num_binaries == 0 || !selected)
    return PI_ERROR_INVALID_VALUE;
  for (pi_uint32 i = 0; i < num_binaries; ++i) {
    if (binaries[i] && binaries[i]->DeviceTargetSpec &&
        strcmp(binaries[i]->DeviceTargetSpec, __SYCL_PI_DEVICE_BINARY_TARGET_NVPTX64) == 0) {
      *selected = i;
      return PI_SUCCESS;
    }
  }
  return pi_fail(PI_ERROR_INVALID_BINARY,
                 "none of the %u device images targets " __SYCL_PI_DEVICE_BINARY_TARGET_NVPTX64,
                 num_binaries);
}

pi_result piextDeviceSelectBinary(pi_device device, pi_device_binary *binaries,
                                  pi_uint32 num_binaries, pi_uint32 *selected_binary_ind) {
  PI_TRACED(select_binary(device, binaries, num_binaries, selected_binary_ind),
            "device=%p, binaries=%p, num_binaries=%u", (void *)device, (void *)binaries,
            num_binaries);
}

static pi_result peer_access(pi_device command_device, pi_device peer_device, bool enable) {
  PI_CHECK(device_check(command_device));
  PI_CHECK(device_check(peer_device));
  PI_CHECK(device_enter_primary(command_device));
  if (enable)
    CU_CHECK(cu.cuCtxEnablePeerAccess(peer_device->primary, 0));
  else
    CU_CHECK(cu.cuCtxDisablePeerAccess(peer_device->primary));
  return PI_SUCCESS;
}

pi_result piextEnablePeerAccess(pi_device command_device, pi_device peer_device) {
  PI_TRACED(peer_access(command_device, peer_device, true), "command=%p, peer=%p",
            (void *)command_device, (void *)peer_device);
}

pi_result piextDisablePeerAccess(pi_device command_device, pi_device peer_device) {
  PI_TRACED(peer_access(command_device, peer_device, false), "command=%p, peer=%p",
            (void *)command_device, (void *)peer_device);
}

static pi_result peer_info(pi_device command_device, pi_device peer_device,
                           pi_peer_attr attr, size_t param_value_size, void *param_value,
                           size_t *param_value_size_ret) {
  PI_CHECK(device_check(command_device));
  PI_CHECK(device_check(peer_device));
  int value = 0;
  CUdevice_P2PAttribute cu_attr;
  switch (attr) {
  case PI_PEER_ACCESS_SUPPORTED:
    cu_attr = CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED;
    break;
  case PI_PEER_ATOMICS_SUPPORTED:
    cu_attr = CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED;
    break;
  default:
    return PI_ERROR_INVALID_VALUE;
  }
  if (command_device != peer_device)
    CU_CHECK(cu.cuDeviceGetP2PAttribute(&value, cu_attr, command_device->cu_device,
                                        peer_device->cu_device));
  INFO_VALUE(pi_uint32, (pi_uint32)value);
}

pi_result piextPeerAccessGetInfo(pi_device command_device, pi_device peer_device,
                                 pi_peer_attr attr, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(peer_info(command_device, peer_device, attr, param_value_size, param_value,
                      param_value_size_ret),
            "command=%p, peer=%p, attr=%d", (void *)command_device, (void *)peer_device,
            (int)attr);
}

/* Device time is the host clock carried through the device's base event:
 * the same scale the profiling timestamps use. */
static pi_result device_and_host_timer(pi_device device, uint64_t *device_time,
                                       uint64_t *host_time) {
  PI_CHECK(device_check(device));
  if (device_time) {
    CUevent now;
    float ms = 0;
    PI_CHECK(device_enter_primary(device));
    CU_CHECK(cu.cuEventCreate(&now, CU_EVENT_DEFAULT));
    pi_result r = CU_CALL(cu.cuEventRecord(now, NULL));
    if (r == PI_SUCCESS)
      r = CU_CALL(cu.cuEventSynchronize(now));
    if (r == PI_SUCCESS)
      r = CU_CALL(cu.cuEventElapsedTime(&ms, device->base_event, now));
    cu.cuEventDestroy(now);
    PI_CHECK(r);
    *device_time = device->base_ns + (uint64_t)((double)ms * 1e6);
  }
  if (host_time)
    *host_time = host_clock_ns();
  return PI_SUCCESS;
}

pi_result piGetDeviceAndHostTimer(pi_device Device, uint64_t *DeviceTime,
                                  uint64_t *HostTime) {
  PI_TRACED(device_and_host_timer(Device, DeviceTime, HostTime), "device=%p",
            (void *)Device);
}
