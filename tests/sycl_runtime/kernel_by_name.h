/* A sycl::kernel by the name of a kernel in the device images registered
 * with libsycl.so.7 (its offload entries), through the runtime's exported
 * kernel-id and kernel-bundle functions: what the header templates
 * get_kernel_id<Name>() and get_kernel_bundle<executable>(ctx, {dev}, {id})
 * .get_kernel(id) call. The runtime picks the image (the plugin's
 * piextDeviceSelectBinary), creates and builds its program, and keeps it. */
#ifndef KERNEL_BY_NAME_H
#define KERNEL_BY_NAME_H

#include <stdbool.h>
#include <stdint.h>

#include "sycl_rt.h"

/* Resolves the runtime functions it calls; false with a line in `why`. */
bool kernel_by_name_open(struct sycl_rt *rt, char *why, size_t why_size);

/* The kernel (a DPCTLSyclKernelRef, deleted with DPCTLKernel_Delete) named
 * `name`, built for `device` in `context`. Errors are the runtime's C++
 * exceptions, which this C caller cannot catch: an unknown name or a failed
 * build ends the process with libstdc++'s "terminate called after throwing"
 * and the exception's what(), the build log included. */
DPCTLSyclKernelRef kernel_by_name(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                  DPCTLSyclDeviceRef device, const char *name);

/* The kernel's native handle: on our plugin, its CUfunction. */
uintptr_t kernel_native_handle(DPCTLSyclKernelRef kernel);

#endif
