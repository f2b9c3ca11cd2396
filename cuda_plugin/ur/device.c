/* The Device table: the platform's CUDA devices (all GPUs, root devices
 * that live as long as the adapter), their info, binary selection, native
 * handles (the CUdevice) and timers. urDevicePartition is left to the
 * generated slot: CUDA devices have no sub-devices. */
#include <string.h>

#include "device_info.h"

static core_result get_devices(ur_platform_handle_t platform, ur_device_type_t type,
                               uint32_t num_entries, ur_device_handle_t *devices,
                               uint32_t *num_devices) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return CORE_ERROR_INVALID_PLATFORM;
  if ((num_entries == 0 && devices) || (!devices && !num_devices))
    return CORE_ERROR_INVALID_VALUE;
  switch (type) {
  case UR_DEVICE_TYPE_DEFAULT:
  case UR_DEVICE_TYPE_ALL:
  case UR_DEVICE_TYPE_GPU:
    return devices_get(platform, num_entries, devices, num_devices);
  case UR_DEVICE_TYPE_CPU:
  case UR_DEVICE_TYPE_FPGA:
  case UR_DEVICE_TYPE_MCA:
  case UR_DEVICE_TYPE_VPU:
#if UR_FACE_RELEASE >= 202600
  case UR_DEVICE_TYPE_CUSTOM:
#endif
    if (num_devices)
      *num_devices = 0;
    return CORE_SUCCESS;
  default:
    return CORE_ERROR_INVALID_DEVICE_TYPE;
  }
}

static core_result get_info(ur_device_handle_t device, ur_device_info_t prop,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  CORE_CHECK(device_check(device));
  size_t free_bytes = 0;
  if (prop == UR_DEVICE_INFO_GLOBAL_MEM_FREE && param_value)
    CORE_CHECK(device_free_memory(device, &free_bytes));
  return ur_device_info_answer(device, free_bytes, prop, param_value_size, param_value,
                               param_value_size_ret);
}

/* The first image for nvptx64, as SYCL expects: it offers every image the
 * application carries, for any target. */
static core_result select_binary(ur_device_handle_t device, const ur_device_binary_t *binaries,
                                 uint32_t num_binaries, uint32_t *selected) {
  CORE_CHECK(device_check(device));
  if (!binaries || num_binaries == 0 || !selected)
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < num_binaries; ++i) {
    if (binaries[i].pDeviceTargetSpec &&
        strcmp(binaries[i].pDeviceTargetSpec, UR_DEVICE_BINARY_TARGET_NVPTX64) == 0) {
      *selected = i;
      return CORE_SUCCESS;
    }
  }
  return core_fail(CORE_ERROR_INVALID_BINARY,
                   "none of the %u device images targets " UR_DEVICE_BINARY_TARGET_NVPTX64,
                   num_binaries);
}

/* A CUdevice is a number, owned by nobody: the properties have nothing to say. */
static core_result from_native(ur_native_handle_t handle, ur_adapter_handle_t adapter,
                               ur_device_handle_t *device) {
  if (adapter != &ur_face_adapter)
    return CORE_ERROR_INVALID_VALUE;
  return device_from_native(handle, NULL, device);
}

ur_result_t UR_APICALL urDeviceGet(ur_platform_handle_t hPlatform, ur_device_type_t DeviceType,
                                   uint32_t NumEntries, ur_device_handle_t *phDevices,
                                   uint32_t *pNumDevices) {
  UR_TRACED(get_devices(hPlatform, DeviceType, NumEntries, phDevices, pNumDevices),
            "hPlatform=%p, DeviceType=%d, NumEntries=%u, phDevices=%p", (void *)hPlatform,
            (int)DeviceType, NumEntries, (void *)phDevices);
}

ur_result_t UR_APICALL urDeviceGetInfo(ur_device_handle_t hDevice, ur_device_info_t propName,
                                       size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_QUERY_TRACED(propSize, pPropValue, pPropSizeRet,
                 get_info(hDevice, propName, propSize, pPropValue, pPropSizeRet),
                 "hDevice=%p, propName=%d, propSize=%zu", (void *)hDevice, (int)propName,
                 propSize);
}

ur_result_t UR_APICALL urDeviceRetain(ur_device_handle_t hDevice) {
  UR_TRACED(device_check(hDevice), "hDevice=%p", (void *)hDevice);
}

ur_result_t UR_APICALL urDeviceRelease(ur_device_handle_t hDevice) {
  UR_TRACED(device_check(hDevice), "hDevice=%p", (void *)hDevice);
}

ur_result_t UR_APICALL urDeviceSelectBinary(ur_device_handle_t hDevice,
                                            const ur_device_binary_t *pBinaries,
                                            uint32_t NumBinaries, uint32_t *pSelectedBinary) {
  UR_TRACED(select_binary(hDevice, pBinaries, NumBinaries, pSelectedBinary),
            "hDevice=%p, pBinaries=%p, NumBinaries=%u", (void *)hDevice, (const void *)pBinaries,
            NumBinaries);
}

ur_result_t UR_APICALL urDeviceGetNativeHandle(ur_device_handle_t hDevice,
                                               ur_native_handle_t *phNativeDevice) {
  UR_TRACED(device_native_handle(hDevice, phNativeDevice), "hDevice=%p", (void *)hDevice);
}

ur_result_t UR_APICALL urDeviceCreateWithNativeHandle(
    ur_native_handle_t hNativeDevice, ur_adapter_handle_t hAdapter,
    const ur_device_native_properties_t *pProperties, ur_device_handle_t *phDevice) {
  UR_TRACED(from_native(hNativeDevice, hAdapter, phDevice),
            "hNativeDevice=0x%zx, hAdapter=%p, pProperties=%p", (size_t)hNativeDevice,
            (void *)hAdapter, (const void *)pProperties);
}

ur_result_t UR_APICALL urDeviceGetGlobalTimestamps(ur_device_handle_t hDevice,
                                                   uint64_t *pDeviceTimestamp,
                                                   uint64_t *pHostTimestamp) {
  UR_TRACED(device_and_host_timer(hDevice, pDeviceTimestamp, pHostTimestamp), "hDevice=%p",
            (void *)hDevice);
}
