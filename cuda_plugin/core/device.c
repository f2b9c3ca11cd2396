#include <pthread.h>
#include <string.h>

#include "device.h"
#include "face_hooks.h"
#include "driver.h"
#include "errors.h"
#include "objects.h"
#include "peer_need.h"
#include "trace.h"

static core_result read_props(CUdevice dev, struct device_props *p) {
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
      ATTR(HOST_NATIVE_ATOMIC_SUPPORTED, host_native_atomic),
      ATTR(PCI_DOMAIN_ID, pci_domain),
      ATTR(PCI_BUS_ID, pci_bus),
      ATTR(PCI_DEVICE_ID, pci_device),
      ATTR(MAXIMUM_SURFACE1D_WIDTH, max_surface_1d),
      ATTR(MAXIMUM_SURFACE2D_WIDTH, max_surface_2d[0]),
      ATTR(MAXIMUM_SURFACE2D_HEIGHT, max_surface_2d[1]),
      ATTR(MAXIMUM_SURFACE3D_WIDTH, max_surface_3d[0]),
      ATTR(MAXIMUM_SURFACE3D_HEIGHT, max_surface_3d[1]),
      ATTR(MAXIMUM_SURFACE3D_DEPTH, max_surface_3d[2]),
      ATTR(MAXIMUM_SURFACE1D_LAYERED_WIDTH, max_surface_1d_layered[0]),
      ATTR(MAXIMUM_SURFACE1D_LAYERED_LAYERS, max_surface_1d_layered[1]),
      ATTR(MAXIMUM_SURFACE2D_LAYERED_WIDTH, max_surface_2d_layered[0]),
      ATTR(MAXIMUM_SURFACE2D_LAYERED_HEIGHT, max_surface_2d_layered[1]),
      ATTR(MAXIMUM_SURFACE2D_LAYERED_LAYERS, max_surface_2d_layered[2]),
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
  return CORE_SUCCESS;
}

core_result device_enter_primary(core_device device) {
  CORE_CHECK(device_context_check_process());
  device_context_set_entered(NULL);
  CUcontext current = NULL;
  if (cu.cuCtxGetCurrent(&current) != CUDA_SUCCESS || current != device->primary)
    CU_CHECK(cu.cuCtxSetCurrent(device->primary));
  return CORE_SUCCESS;
}

core_result device_init(core_platform platform, struct cuda_device *device, int ordinal) {
  device->platform = platform;
  CU_CHECK(cu.cuDeviceGet(&device->cu_device, ordinal));
  CORE_CHECK(read_props(device->cu_device, &device->props));
  CU_CHECK(cu.cuDevicePrimaryCtxRetain(&device->primary, device->cu_device));
  CORE_CHECK(device_enter_primary(device));
  CU_CHECK(cu.cuEventCreate(&device->base_event, CU_EVENT_DEFAULT));
  CU_CHECK(cu.cuEventRecord(device->base_event, NULL));
  CU_CHECK(cu.cuEventSynchronize(device->base_event));
  device->base_ns = host_clock_ns();
  device->dispatch = face_dispatch;
  device->magic = MAGIC_DEVICE;
  return CORE_SUCCESS;
}

/* Every CUDA device is a GPU. */
core_result devices_get(core_platform platform, uint32_t num_entries, core_device *devices,
                        uint32_t *num_devices) {
  if (!IS_VALID(platform, MAGIC_PLATFORM))
    return CORE_ERROR_INVALID_PLATFORM;
  if ((num_entries == 0 && devices) || (!devices && !num_devices))
    return CORE_ERROR_INVALID_VALUE;
  uint32_t count = platform->num_devices;
  if (num_devices)
    *num_devices = count;
  for (uint32_t i = 0; devices && i < count && i < num_entries; ++i)
    devices[i] = &platform->devices[i];
  return CORE_SUCCESS;
}

/* Root devices live as long as the plugin: retain and release only check. */
core_result device_check(core_device device) {
  return IS_VALID(device, MAGIC_DEVICE) ? CORE_SUCCESS : CORE_ERROR_INVALID_DEVICE;
}

core_result device_free_memory(core_device device, size_t *free_bytes) {
  CORE_CHECK(device_check(device));
  size_t total_bytes = 0;
  CORE_CHECK(device_enter_primary(device));
  CU_CHECK(cu.cuMemGetInfo(free_bytes, &total_bytes));
  return CORE_SUCCESS;
}

core_result device_native_handle(core_device device, uintptr_t *handle) {
  CORE_CHECK(device_check(device));
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = (uintptr_t)device->cu_device;
  return CORE_SUCCESS;
}

core_result device_from_native(uintptr_t handle, core_platform platform, core_device *device) {
  if (!device)
    return CORE_ERROR_INVALID_VALUE;
  if (platform && !IS_VALID(platform, MAGIC_PLATFORM))
    return CORE_ERROR_INVALID_PLATFORM;
  core_device found = platform_find_device((CUdevice)handle);
  if (!found)
    return CORE_ERROR_INVALID_DEVICE;
  *device = found;
  return CORE_SUCCESS;
}

/* The needs of every ordered pair of devices, by ordinal. */
enum { PEER_MAX_DEVICES = 64 };
static struct peer_need peer_needs[PEER_MAX_DEVICES][PEER_MAX_DEVICES];
static pthread_mutex_t peer_lock = PTHREAD_MUTEX_INITIALIZER;

static size_t ordinal(core_device device) { return (size_t)(device - device->platform->devices); }

/* Mapping twice or unmapping what is not mapped is no error: the end state
 * is what was asked. A device cannot be its own peer: nothing to do. */
static core_result apply_peer_change(core_device from, core_device to, enum peer_change change) {
  if (change == PEER_KEEP || from == to)
    return CORE_SUCCESS;
  CORE_CHECK(device_enter_primary(from));
  CUresult r = change == PEER_MAP ? cu.cuCtxEnablePeerAccess(to->primary, 0)
                                  : cu.cuCtxDisablePeerAccess(to->primary);
  if (r == CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED || r == CUDA_ERROR_PEER_ACCESS_NOT_ENABLED)
    return CORE_SUCCESS;
  return CU_CALL(r);
}

static core_result check_pair(core_device from, core_device to) {
  CORE_CHECK(device_check(from));
  CORE_CHECK(device_check(to));
  if (from->platform != to->platform || ordinal(from) >= PEER_MAX_DEVICES ||
      ordinal(to) >= PEER_MAX_DEVICES)
    return CORE_ERROR_INVALID_DEVICE;
  return CORE_SUCCESS;
}

core_result peer_access(core_device command_device, core_device peer_device, bool enable) {
  CORE_CHECK(check_pair(command_device, peer_device));
  if (command_device == peer_device)
    return CORE_SUCCESS;
  pthread_mutex_lock(&peer_lock);
  struct peer_need *need = &peer_needs[ordinal(command_device)][ordinal(peer_device)];
  bool was = need->user;
  core_result r =
      apply_peer_change(command_device, peer_device, peer_need_user(need, enable));
  if (r != CORE_SUCCESS)
    need->user = was;
  pthread_mutex_unlock(&peer_lock);
  return r;
}

/* Best effort, as a context's buffers are: a pair the hardware cannot map
 * is left unmapped, and its kernels then reach the buffers through
 * managed or host memory only. */
void peer_context_need(core_device from, core_device to, bool starts) {
  if (from == to || check_pair(from, to) != CORE_SUCCESS)
    return;
  int can = 0;
  if (cu.cuDeviceCanAccessPeer(&can, from->cu_device, to->cu_device) != CUDA_SUCCESS || !can)
    return;
  pthread_mutex_lock(&peer_lock);
  struct peer_need *need = &peer_needs[ordinal(from)][ordinal(to)];
  (void)apply_peer_change(from, to, peer_need_context(need, starts));
  pthread_mutex_unlock(&peer_lock);
}

core_result device_peer_attribute(core_device command_device, core_device peer_device,
                                  enum peer_attribute attribute, int *value) {
  CORE_CHECK(device_check(command_device));
  CORE_CHECK(device_check(peer_device));
  CUdevice_P2PAttribute cu_attr = attribute == PEER_ATOMICS_SUPPORTED
                                      ? CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED
                                      : CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED;
  *value = 0;
  if (command_device != peer_device)
    CU_CHECK(cu.cuDeviceGetP2PAttribute(value, cu_attr, command_device->cu_device,
                                        peer_device->cu_device));
  return CORE_SUCCESS;
}

/* Device time is the host clock carried through the device's base event:
 * the same scale the profiling timestamps use. */
core_result device_and_host_timer(core_device device, uint64_t *device_time, uint64_t *host_time) {
  CORE_CHECK(device_check(device));
  if (device_time) {
    CUevent now;
    float ms = 0;
    CORE_CHECK(device_enter_primary(device));
    CU_CHECK(cu.cuEventCreate(&now, CU_EVENT_DEFAULT));
    core_result r = CU_CALL(cu.cuEventRecord(now, NULL));
    if (r == CORE_SUCCESS)
      r = CU_CALL(cu.cuEventSynchronize(now));
    if (r == CORE_SUCCESS)
      r = CU_CALL(cu.cuEventElapsedTime(&ms, device->base_event, now));
    cu.cuEventDestroy(now);
    CORE_CHECK(r);
    *device_time = device->base_ns + (uint64_t)((double)ms * 1e6);
  }
  if (host_time)
    *host_time = host_clock_ns();
  return CORE_SUCCESS;
}
