/* What the core reads about a device once, at start-up: every face's device
 * queries answer from it. */
#ifndef CUDA_CORE_DEVICE_PROPS_H
#define CUDA_CORE_DEVICE_PROPS_H

#include <stddef.h>
#include <stdint.h>

struct device_props {
  char name[256];
  unsigned char uuid[16];
  size_t total_mem;
  int driver_version; /* 13000 for CUDA 13.0 */
  int cc_major, cc_minor;
  int sm_count, warp_size;
  int max_threads_per_block, max_block[3], max_grid[3];
  int max_registers_per_block;
  int clock_khz, memory_clock_khz, memory_bus_width;
  int l2_cache_bytes, total_constant_bytes;
  int max_shared_per_block, max_shared_per_block_optin;
  int ecc_enabled, integrated, unified_addressing;
  int managed_memory, concurrent_managed_access, pageable_memory_access;
  int host_native_atomic; /* the host link carries the device's atomics */
  int pci_domain, pci_bus, pci_device;
  /* Surface limits: images are surfaces (image.h). */
  int max_surface_1d, max_surface_2d[2], max_surface_3d[3];
  int max_surface_1d_layered[2], max_surface_2d_layered[3]; /* sizes, then layers */
};

#endif
