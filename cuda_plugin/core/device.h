/* Devices: each CUDA device with its properties read once, its primary
 * context, peer access and timers. */
#ifndef CUDA_CORE_DEVICE_H
#define CUDA_CORE_DEVICE_H

#include "objects.h"

enum peer_attribute { PEER_ACCESS_SUPPORTED, PEER_ATOMICS_SUPPORTED };

core_result device_init(core_platform platform, struct cuda_device *device, int ordinal);
/* Every CUDA device is a GPU. */
core_result devices_get(core_platform platform, uint32_t num_entries, core_device *devices,
                        uint32_t *num_devices);
/* Root devices live as long as the plugin: retain and release only check. */
core_result device_check(core_device device);
core_result device_free_memory(core_device device, size_t *free_bytes);
core_result device_native_handle(core_device device, uintptr_t *handle);
core_result device_from_native(uintptr_t handle, core_platform platform, core_device *device);
/* The user's enable or disable of command_device's access to peer_device's
 * memory (peer_need.h: a pair a context spans stays mapped while the context
 * lives). Enabling twice or disabling what is not enabled succeeds, and so
 * does naming the same device twice. */
core_result peer_access(core_device command_device, core_device peer_device, bool enable);
/* A context over both devices starts or stops needing from's kernels to
 * reach to's memory (best effort: a pair the hardware cannot map stays so). */
void peer_context_need(core_device from, core_device to, bool starts);
core_result device_peer_attribute(core_device command_device, core_device peer_device,
                                  enum peer_attribute attribute, int *value);
/* Device time is the host clock carried through the device's base event:
 * the same scale the profiling timestamps use. */
core_result device_and_host_timer(core_device device, uint64_t *device_time, uint64_t *host_time);

#endif
