/* A C client of Intel's SYCL runtime (intel-sycl-rt 2024.2.1, libsycl.so.7,
 * PI 15.47) without SYCL headers: dpctl 0.17.0's C API
 * (libDPCTLSyclInterface.so.0) for devices, contexts, queues, USM and kernel
 * submission, plus a few functions libsycl.so.7 exports, called through the
 * Itanium C++ ABI. Everything is resolved with dlsym from one folder, which
 * also holds our libpi_cuda.so (the runtime loads plugins from its own
 * folder); the client reaches that same plugin object for native handles.
 * Each ABI assumption is stated where it is used (sycl_rt.c) and checked by
 * sycl_rt_check where it can be without a GPU. */
#ifndef SYCL_RT_H
#define SYCL_RT_H

#include <pi.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* dpctl 0.17's opaque references: pointers to the SYCL objects themselves
 * (dpctl's wrap/unwrap casts), e.g. a DPCTLSyclContextRef is a sycl::context*. */
typedef struct sycl_device_ *DPCTLSyclDeviceRef;
typedef struct sycl_context_ *DPCTLSyclContextRef;
typedef struct sycl_queue_ *DPCTLSyclQueueRef;
typedef struct sycl_kernel_ *DPCTLSyclKernelRef;
typedef struct sycl_event_ *DPCTLSyclEventRef;
typedef struct sycl_selector_ *DPCTLSyclDeviceSelectorRef;
typedef struct sycl_platform_vector_ *DPCTLPlatformVectorRef;
typedef struct sycl_platform_ *DPCTLSyclPlatformRef;
typedef void *DPCTLSyclUSMRef;

/* dpctl_sycl_enum_types.h (0.17): kernel argument kinds 0..9 are the
 * fixed-width numbers, 10 a USM pointer, 11 a local accessor; dpctl 0.17's
 * set_kernel_args refuses kinds above 11. */
enum {
  DPCTL_INT8_T = 0,
  DPCTL_INT32_T = 4,
  DPCTL_UINT32_T = 5,
  DPCTL_INT64_T = 6,
  DPCTL_UINT64_T = 7,
  DPCTL_FLOAT32_T = 8,
  DPCTL_FLOAT64_T = 9,
  DPCTL_VOID_PTR = 10,
  DPCTL_LOCAL_ACCESSOR = 11,
};
enum { DPCTL_CUDA = 1 << 16 };        /* DPCTLSyclBackendType */
enum { DPCTL_IN_ORDER = 1 << 1 };     /* DPCTLQueuePropertyType */
enum { SYCL_BACKEND_EXT_ONEAPI_CUDA = 3 }; /* sycl::backend, a char enum */

/* dpctl 0.17's MDLocalAccessorTy: a local accessor argument of ndim
 * dimensions of elements of kind dpctl_type_id (0..9). */
struct dpctl_local_accessor {
  size_t ndim;
  int dpctl_type_id;
  size_t dim[3];
};

typedef void dpctl_error_callback(int code);

#define DPCTL_FUNCTIONS(X)                                                                        \
  X(const char *, DPCTLService_GetDPCPPVersion, (void))                                           \
  X(DPCTLPlatformVectorRef, DPCTLPlatform_GetPlatforms, (void))                                   \
  X(size_t, DPCTLPlatformVector_Size, (DPCTLPlatformVectorRef))                                   \
  X(DPCTLSyclPlatformRef, DPCTLPlatformVector_GetAt, (DPCTLPlatformVectorRef, size_t))            \
  X(void, DPCTLPlatformVector_Delete, (DPCTLPlatformVectorRef))                                   \
  X(int, DPCTLPlatform_GetBackend, (DPCTLSyclPlatformRef))                                        \
  X(const char *, DPCTLPlatform_GetName, (DPCTLSyclPlatformRef))                                  \
  X(void, DPCTLPlatform_Delete, (DPCTLSyclPlatformRef))                                           \
  X(void, DPCTLCString_Delete, (const char *))                                                    \
  X(DPCTLSyclDeviceSelectorRef, DPCTLFilterSelector_Create, (const char *))                       \
  X(void, DPCTLDeviceSelector_Delete, (DPCTLSyclDeviceSelectorRef))                               \
  X(DPCTLSyclDeviceRef, DPCTLDevice_CreateFromSelector, (DPCTLSyclDeviceSelectorRef))             \
  X(const char *, DPCTLDevice_GetName, (DPCTLSyclDeviceRef))                                      \
  X(int, DPCTLDevice_GetBackend, (DPCTLSyclDeviceRef))                                            \
  X(void, DPCTLDevice_Delete, (DPCTLSyclDeviceRef))                                               \
  X(DPCTLSyclContextRef, DPCTLContext_Create, (DPCTLSyclDeviceRef, dpctl_error_callback *, int))  \
  X(void, DPCTLContext_Delete, (DPCTLSyclContextRef))                                             \
  X(DPCTLSyclQueueRef, DPCTLQueue_Create,                                                         \
    (DPCTLSyclContextRef, DPCTLSyclDeviceRef, dpctl_error_callback *, int))                       \
  X(void, DPCTLQueue_Delete, (DPCTLSyclQueueRef))                                                 \
  X(void, DPCTLQueue_Wait, (DPCTLSyclQueueRef))                                                   \
  X(DPCTLSyclEventRef, DPCTLQueue_Memcpy, (DPCTLSyclQueueRef, void *, const void *, size_t))     \
  X(DPCTLSyclEventRef, DPCTLQueue_Memset, (DPCTLSyclQueueRef, void *, uint8_t, size_t))          \
  X(DPCTLSyclEventRef, DPCTLQueue_SubmitRange,                                                    \
    (DPCTLSyclKernelRef, DPCTLSyclQueueRef, void **, const int *, size_t, const size_t *, size_t, \
     const DPCTLSyclEventRef *, size_t))                                                          \
  X(DPCTLSyclEventRef, DPCTLQueue_SubmitNDRange,                                                  \
    (DPCTLSyclKernelRef, DPCTLSyclQueueRef, void **, const int *, size_t, const size_t *,         \
     const size_t *, size_t, const DPCTLSyclEventRef *, size_t))                                  \
  X(void, DPCTLEvent_Wait, (DPCTLSyclEventRef))                                                   \
  X(void, DPCTLEvent_WaitAndThrow, (DPCTLSyclEventRef))                                           \
  X(void, DPCTLEvent_Delete, (DPCTLSyclEventRef))                                                 \
  X(void, DPCTLKernel_Delete, (DPCTLSyclKernelRef))                                               \
  X(size_t, DPCTLKernel_GetNumArgs, (DPCTLSyclKernelRef))                                         \
  X(DPCTLSyclUSMRef, DPCTLmalloc_device, (size_t, DPCTLSyclQueueRef))                             \
  X(DPCTLSyclUSMRef, DPCTLmalloc_shared, (size_t, DPCTLSyclQueueRef))                             \
  X(DPCTLSyclUSMRef, DPCTLmalloc_host, (size_t, DPCTLSyclQueueRef))                               \
  X(void, DPCTLfree_with_queue, (DPCTLSyclUSMRef, DPCTLSyclQueueRef))

/* The same plugin object libsycl.so.7 loaded: native CUDA handles for interop. */
#define PLUGIN_FUNCTIONS(X)                                                                       \
  X(pi_result, piPluginGetLastError, (char **))                                                   \
  X(pi_result, piPlatformsGet, (pi_uint32, pi_platform *, pi_uint32 *))                           \
  X(pi_result, piDevicesGet, (pi_platform, pi_device_type, pi_uint32, pi_device *, pi_uint32 *))  \
  X(pi_result, piContextCreate,                                                                   \
    (const pi_context_properties *, pi_uint32, const pi_device *, pi_context_notify, void *,      \
     pi_context *))                                                                               \
  X(pi_result, piContextRelease, (pi_context))                                                    \
  X(pi_result, piProgramCreateWithBinary,                                                         \
    (pi_context, pi_uint32, const pi_device *, const size_t *, const unsigned char **, size_t,    \
     const pi_device_binary_property *, pi_int32 *, pi_program *))                                \
  X(pi_result, piProgramBuild,                                                                    \
    (pi_program, pi_uint32, const pi_device *, const char *, void (*)(pi_program, void *),        \
     void *))                                                                                     \
  X(pi_result, piProgramRelease, (pi_program))                                                    \
  X(pi_result, piKernelCreate, (pi_program, const char *, pi_kernel *))                           \
  X(pi_result, piKernelRelease, (pi_kernel))                                                      \
  X(pi_result, piextKernelGetNativeHandle, (pi_kernel, pi_native_handle *))

#define SYCL_RT_POINTER(ret, name, params) ret(*name) params;
struct sycl_rt {
  void *libintlc, *libsycl, *dpctl, *plugin;
  DPCTL_FUNCTIONS(SYCL_RT_POINTER)
  PLUGIN_FUNCTIONS(SYCL_RT_POINTER)
  /* libsycl.so.7: sycl::_V1::detail::make_kernel(unsigned long,
   * sycl::_V1::context const&, sycl::_V1::backend), see sycl_rt.c. */
  void *(*make_kernel)(void *result, uintptr_t native, const void *context, char backend);
  /* libstdc++'s operator new(unsigned long), for a sycl::kernel dpctl deletes. */
  void *(*operator_new)(size_t);
  /* dpctl's own enum conversions, to check the sycl::backend ABI. */
  char (*dpctl_backend_to_sycl)(int);
  int (*sycl_backend_to_dpctl)(char);
};
#undef SYCL_RT_POINTER

/* Opens libintlc.so.5, libsycl.so.7, libDPCTLSyclInterface.so.0 and
 * libpi_cuda.so from `dir` and resolves every function above. On failure
 * returns false with a line in `why` (a missing file: *missing = true). */
bool sycl_rt_open(struct sycl_rt *rt, const char *dir, bool *missing, char *why, size_t why_size);

/* Resolved-function count and the names, for the ABI check. */
size_t sycl_rt_symbol_count(void);

/* A sycl::kernel (as a DPCTLSyclKernelRef dpctl can submit and delete) made
 * by the runtime from a native CUfunction: make_kernel<backend::ext_oneapi_cuda>. */
DPCTLSyclKernelRef sycl_rt_make_kernel(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                       uintptr_t cu_function);

/* dpctl reports every exception it catches through error_handler; this
 * client defines that function (sycl_rt.c), so the latest exception's
 * what() is kept here. sycl_rt_take_error returns it (or NULL) and clears it. */
const char *sycl_rt_take_error(void);

#endif
