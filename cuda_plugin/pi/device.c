#include "device_info.h"

static core_result get_devices(pi_platform platform, pi_device_type device_type,
                               pi_uint32 num_entries, pi_device *devices, pi_uint32 *num_devices) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return CORE_ERROR_INVALID_PLATFORM;
  if ((num_entries == 0 && devices) || (!devices && !num_devices))
    return CORE_ERROR_INVALID_VALUE;
  const pi_device_type known = PI_DEVICE_TYPE_DEFAULT | PI_DEVICE_TYPE_ALL | PI_DEVICE_TYPE_CPU |
                               PI_DEVICE_TYPE_GPU | PI_DEVICE_TYPE_ACC | PI_DEVICE_TYPE_CUSTOM;
  if (device_type & ~known)
    return CORE_ERROR_INVALID_DEVICE_TYPE;
  bool wanted = (device_type & (PI_DEVICE_TYPE_GPU | PI_DEVICE_TYPE_DEFAULT)) ||
                device_type == PI_DEVICE_TYPE_ALL;
  if (wanted)
    return devices_get(platform, num_entries, devices, num_devices);
  if (num_devices)
    *num_devices = 0;
  return CORE_SUCCESS;
}

static core_result get_info(pi_device device, pi_device_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(device, MAGIC_DEVICE))
    return CORE_ERROR_INVALID_DEVICE;
  size_t free_bytes = 0;
  if (param_name == PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY)
    CORE_CHECK(device_free_memory(device, &free_bytes));
  return device_info_answer(&device->props, device, device->platform, free_bytes, param_name,
                            param_value_size, param_value, param_value_size_ret);
}

static core_result partition(pi_device device, const pi_device_partition_property *properties) {
  CORE_CHECK(device_check(device));
  if (!properties)
    return CORE_ERROR_INVALID_VALUE;
  return core_fail(CORE_ERROR_DEVICE_PARTITION_FAILED,
                   "CUDA devices cannot be partitioned (property 0x%lx)", (long)properties[0]);
}

static core_result select_binary(pi_device device, pi_device_binary *binaries,
                                 pi_uint32 num_binaries, pi_uint32 *selected) {
  CORE_CHECK(device_check(device));
  if (!binaries || num_binaries == 0 || !selected)
    return CORE_ERROR_INVALID_VALUE;
  for (pi_uint32 i = 0; i < num_binaries; ++i) {
    if (binaries[i] && binaries[i]->DeviceTargetSpec &&
        strcmp(binaries[i]->DeviceTargetSpec, __SYCL_PI_DEVICE_BINARY_TARGET_NVPTX64) == 0) {
      *selected = i;
      return CORE_SUCCESS;
    }
  }
  return core_fail(CORE_ERROR_INVALID_BINARY,
                   "none of the %u device images targets " __SYCL_PI_DEVICE_BINARY_TARGET_NVPTX64,
                   num_binaries);
}

static core_result peer_info(pi_device command_device, pi_device peer_device, pi_peer_attr attr,
                             size_t param_value_size, void *param_value,
                             size_t *param_value_size_ret) {
  CORE_CHECK(device_check(command_device));
  CORE_CHECK(device_check(peer_device));
  enum peer_attribute attribute;
  switch (attr) {
  case PI_PEER_ACCESS_SUPPORTED:
    attribute = PEER_ACCESS_SUPPORTED;
    break;
  case PI_PEER_ATOMICS_SUPPORTED:
    attribute = PEER_ATOMICS_SUPPORTED;
    break;
  default:
    return CORE_ERROR_INVALID_VALUE;
  }
  int value = 0;
  CORE_CHECK(device_peer_attribute(command_device, peer_device, attribute, &value));
  INFO_VALUE(pi_uint32, (pi_uint32)value);
}

pi_result piDevicesGet(pi_platform platform, pi_device_type device_type, pi_uint32 num_entries,
                       pi_device *devices, pi_uint32 *num_devices) {
  PI_TRACED(get_devices(platform, device_type, num_entries, devices, num_devices),
            "platform=%p, type=0x%llx, num_entries=%u, devices=%p, num_devices=%p",
            (void *)platform, (unsigned long long)device_type, num_entries, (void *)devices,
            (void *)num_devices);
}

pi_result piDeviceGetInfo(pi_device device, pi_device_info param_name, size_t param_value_size,
                          void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(device, param_name, param_value_size, param_value, param_value_size_ret),
            "device=%p, param=0x%x, size=%zu, value=%p", (void *)device, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piDeviceRetain(pi_device device) {
  PI_TRACED(device_check(device), "device=%p", (void *)device);
}

pi_result piDeviceRelease(pi_device device) {
  PI_TRACED(device_check(device), "device=%p", (void *)device);
}

pi_result piDevicePartition(pi_device device, const pi_device_partition_property *properties,
                            pi_uint32 num_devices, pi_device *out_devices,
                            pi_uint32 *out_num_devices) {
  PI_TRACED(partition(device, properties),
            "device=%p, properties=%p, num_devices=%u, out=%p, out_num=%p", (void *)device,
            (void *)properties, num_devices, (void *)out_devices, (void *)out_num_devices);
}

pi_result piextDeviceGetNativeHandle(pi_device device, pi_native_handle *nativeHandle) {
  PI_TRACED(device_native_handle(device, nativeHandle), "device=%p", (void *)device);
}

pi_result piextDeviceCreateWithNativeHandle(pi_native_handle nativeHandle, pi_platform platform,
                                            pi_device *device) {
  PI_TRACED(device_from_native(nativeHandle, platform, device), "handle=0x%zx, platform=%p",
            (size_t)nativeHandle, (void *)platform);
}

pi_result piextDeviceSelectBinary(pi_device device, pi_device_binary *binaries,
                                  pi_uint32 num_binaries, pi_uint32 *selected_binary_ind) {
  PI_TRACED(select_binary(device, binaries, num_binaries, selected_binary_ind),
            "device=%p, binaries=%p, num_binaries=%u", (void *)device, (void *)binaries,
            num_binaries);
}

pi_result piextEnablePeerAccess(pi_device command_device, pi_device peer_device) {
  PI_TRACED(peer_access(command_device, peer_device, true), "command=%p, peer=%p",
            (void *)command_device, (void *)peer_device);
}

pi_result piextDisablePeerAccess(pi_device command_device, pi_device peer_device) {
  PI_TRACED(peer_access(command_device, peer_device, false), "command=%p, peer=%p",
            (void *)command_device, (void *)peer_device);
}

pi_result piextPeerAccessGetInfo(pi_device command_device, pi_device peer_device, pi_peer_attr attr,
                                 size_t param_value_size, void *param_value,
                                 size_t *param_value_size_ret) {
  PI_TRACED(peer_info(command_device, peer_device, attr, param_value_size, param_value,
                      param_value_size_ret),
            "command=%p, peer=%p, attr=%d", (void *)command_device, (void *)peer_device, (int)attr);
}

pi_result piGetDeviceAndHostTimer(pi_device Device, uint64_t *DeviceTime, uint64_t *HostTime) {
  PI_TRACED(device_and_host_timer(Device, DeviceTime, HostTime), "device=%p", (void *)Device);
}
