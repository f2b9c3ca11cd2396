/* Initialisation and devices: FAKE_CUDA_DEVICES (default 1) H100s. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake.h"

static bool initialized;
static int device_count = 1;
static CUresult init_result;
static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void initialize(void) {
  const char *count = getenv("FAKE_CUDA_DEVICES");
  if (count && *count) {
    char *end = NULL;
    long n = strtol(count, &end, 10);
    if (*end || n < 0 || n > 16) {
      init_result = CUDA_ERROR_INVALID_VALUE;
      return;
    }
    device_count = (int)n;
  }
  fake_contexts_init();
  initialized = true;
  init_result = device_count ? CUDA_SUCCESS : CUDA_ERROR_NO_DEVICE;
}

CUresult CUDAAPI cuInit(unsigned int flags) {
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  pthread_once(&init_once, initialize);
  return init_result;
}

CUresult fake_initialized(void) { return initialized ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED; }
int fake_device_count(void) { return device_count; }
bool fake_device_ok(CUdevice device) { return device >= 0 && device < device_count; }

CUresult CUDAAPI cuDriverGetVersion(int *version) {
  if (!version)
    return CUDA_ERROR_INVALID_VALUE;
  *version = 13000;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGetCount(int *count) {
  if (!count)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = fake_initialized();
  if (r == CUDA_SUCCESS)
    *count = device_count;
  return r;
}

static CUresult check_device(CUdevice device) {
  CUresult r = fake_initialized();
  if (r == CUDA_SUCCESS && !fake_device_ok(device))
    r = CUDA_ERROR_INVALID_DEVICE;
  return r;
}

CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal) {
  if (!device)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(ordinal);
  if (r == CUDA_SUCCESS)
    *device = ordinal;
  return r;
}

CUresult CUDAAPI cuDeviceGetName(char *name, int length, CUdevice device) {
  if (!name || length <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(device);
  if (r == CUDA_SUCCESS)
    snprintf(name, (size_t)length, "NVIDIA H100 80GB HBM3 (fake driver)");
  return r;
}

CUresult CUDAAPI cuDeviceTotalMem(size_t *bytes, CUdevice device) {
  if (!bytes)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(device);
  if (r == CUDA_SUCCESS)
    *bytes = (size_t)FAKE_TOTAL_MEMORY_GIB << 30;
  return r;
}

/* "fakecuda" then the ordinal: distinct per device, stable across runs. */
CUresult CUDAAPI cuDeviceGetUuid(CUuuid *uuid, CUdevice device) {
  if (!uuid)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(device);
  if (r == CUDA_SUCCESS) {
    memset(uuid->bytes, 0, sizeof uuid->bytes);
    memcpy(uuid->bytes, "fakecuda", 8);
    uuid->bytes[15] = (char)device;
  }
  return r;
}

CUresult CUDAAPI cuDeviceGetPCIBusId(char *bus_id, int length, CUdevice device) {
  if (!bus_id || length <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(device);
  if (r == CUDA_SUCCESS)
    snprintf(bus_id, (size_t)length, "0000:%02X:00.0", 0x1B + device);
  return r;
}

/* Every fake device reaches every other one. */
CUresult CUDAAPI cuDeviceCanAccessPeer(int *can, CUdevice device, CUdevice peer) {
  if (!can)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(device);
  if (r == CUDA_SUCCESS)
    r = check_device(peer);
  if (r == CUDA_SUCCESS)
    *can = device != peer;
  return r;
}

CUresult CUDAAPI cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attribute, CUdevice from,
                                         CUdevice to) {
  if (!value)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_device(from);
  if (r == CUDA_SUCCESS)
    r = check_device(to);
  if (r == CUDA_SUCCESS && from == to)
    r = CUDA_ERROR_INVALID_DEVICE;
  if (r != CUDA_SUCCESS)
    return r;
  switch (attribute) {
  case CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK:
  case CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED:
    *value = 0;
    return CUDA_SUCCESS;
  case CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED:
  case CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED:
  case CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED:
    *value = 1;
    return CUDA_SUCCESS;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}
