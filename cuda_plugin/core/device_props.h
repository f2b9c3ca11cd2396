/* What the plugin reads about a device once, at start-up, and the pure
 * mapping from it to every PI_DEVICE_INFO answer (unit-tested without a GPU). */
#ifndef PI_CUDA_DEVICE_PROPS_H
#define PI_CUDA_DEVICE_PROPS_H

#include <stddef.h>
#include <stdint.h>

#include "pi.h"

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
  int pci_domain, pci_bus, pci_device;
};

/* Answers `param` for a device described by `props`. `self` and `platform`
 * are returned by the queries that name them; `free_memory` answers
 * PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY. Unknown queries and features this
 * plugin does not offer give PI_ERROR_INVALID_VALUE, as a runtime expects. */
pi_result device_info_answer(const struct device_props *props, pi_device self,
                             pi_platform platform, uint64_t free_memory,
                             pi_device_info param, size_t param_value_size,
                             void *param_value, size_t *param_value_size_ret);

/* The PI_DEVICE_INFO_EXTENSIONS string. */
void device_extensions(const struct device_props *props, char *out, size_t size);

#endif
