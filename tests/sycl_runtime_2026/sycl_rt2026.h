/* A C client of Intel's SYCL runtime 2026.2 (libsycl.so.9, whose UR loader
 * is inside it and loads adapters from its own folder) without SYCL
 * headers: dpctl 0.22.1's C API (libDPCTLSyclInterface.so) for devices,
 * contexts, queues, USM and kernel submission, plus libsycl.so.9's exported
 * make_kernel_bundle and make_kernel, called through the Itanium C++ ABI.
 * Everything is resolved with dlsym from one runtime folder (the layout
 * tests/ur/make_ur_gpu_runtime.sh makes: lib/ and dpctl under
 * lib/python3.12/site-packages). Each ABI assumption is stated where it is
 * used (sycl_rt2026.c) and checked by sycl_rt2026_check where it can be
 * without a GPU. */
#ifndef SYCL_RT2026_H
#define SYCL_RT2026_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* dpctl 0.22.1's opaque references are pointers to the SYCL objects
 * themselves (dpctl_sycl_type_casters.hpp: wrap/unwrap casts), e.g. a
 * DPCTLSyclContextRef is a sycl::context*, a DPCTLSyclKernelBundleRef a
 * sycl::kernel_bundle<bundle_state::executable>*. */
typedef struct sycl_device_ *DPCTLSyclDeviceRef;
typedef struct sycl_context_ *DPCTLSyclContextRef;
typedef struct sycl_queue_ *DPCTLSyclQueueRef;
typedef struct sycl_kernel_ *DPCTLSyclKernelRef;
typedef struct sycl_kernel_bundle_ *DPCTLSyclKernelBundleRef;
typedef struct sycl_event_ *DPCTLSyclEventRef;
typedef struct sycl_selector_ *DPCTLSyclDeviceSelectorRef;
typedef struct sycl_platform_vector_ *DPCTLPlatformVectorRef;
typedef struct sycl_platform_ *DPCTLSyclPlatformRef;
typedef void *DPCTLSyclUSMRef;

/* dpctl_sycl_enum_types.h (0.22.1): DPCTLKernelArgType 0..9 are the
 * fixed-width numbers, 10 a USM pointer, 11 a local accessor (12 work-group
 * memory, 13 a raw argument, unused here). */
enum {
  DPCTL_INT32_T = 4,
  DPCTL_UINT32_T = 5,
  DPCTL_INT64_T = 6,
  DPCTL_UINT64_T = 7,
  DPCTL_FLOAT32_T = 8,
  DPCTL_VOID_PTR = 10,
  DPCTL_LOCAL_ACCESSOR = 11,
};
enum { DPCTL_CUDA = 1 << 16 };    /* DPCTLSyclBackendType */
enum { DPCTL_GPU = 1 << 4 };      /* DPCTLSyclDeviceType */
enum { DPCTL_IN_ORDER = 1 << 1 }; /* DPCTLQueuePropertyType */
/* sycl::backend and sycl::bundle_state, enum classes of underlying type
 * char; ext_oneapi_cuda (3) is checked against dpctl's own conversion,
 * executable (2) is spelled in make_kernel's mangled name. */
enum { SYCL_BACKEND_EXT_ONEAPI_CUDA = 3 };
enum { SYCL_BUNDLE_STATE_EXECUTABLE = 2 };

/* dpctl 0.22.1's MDLocalAccessor: a local accessor argument of ndim
 * dimensions of elements of kind dpctl_type_id (0..9). */
struct dpctl_local_accessor {
  size_t ndim;
  int dpctl_type_id; /* DPCTLKernelArgType, an int-sized enum */
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
  X(int, DPCTLDevice_GetDeviceType, (DPCTLSyclDeviceRef))                                         \
  X(void, DPCTLDevice_Delete, (DPCTLSyclDeviceRef))                                               \
  X(DPCTLSyclContextRef, DPCTLContext_Create, (DPCTLSyclDeviceRef, dpctl_error_callback *, int))  \
  X(DPCTLSyclContextRef, DPCTLContext_Copy, (DPCTLSyclContextRef))                                \
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
  X(void, DPCTLEvent_WaitAndThrow, (DPCTLSyclEventRef))                                           \
  X(void, DPCTLEvent_Delete, (DPCTLSyclEventRef))                                                 \
  X(DPCTLSyclKernelRef, DPCTLKernel_Copy, (DPCTLSyclKernelRef))                                   \
  X(void, DPCTLKernel_Delete, (DPCTLSyclKernelRef))                                               \
  X(size_t, DPCTLKernel_GetNumArgs, (DPCTLSyclKernelRef))                                         \
  X(DPCTLSyclKernelBundleRef, DPCTLKernelBundle_Copy, (DPCTLSyclKernelBundleRef))                 \
  X(void, DPCTLKernelBundle_Delete, (DPCTLSyclKernelBundleRef))                                   \
  X(DPCTLSyclUSMRef, DPCTLmalloc_device, (size_t, DPCTLSyclQueueRef))                             \
  X(DPCTLSyclUSMRef, DPCTLmalloc_shared, (size_t, DPCTLSyclQueueRef))                             \
  X(DPCTLSyclUSMRef, DPCTLmalloc_host, (size_t, DPCTLSyclQueueRef))                               \
  X(void, DPCTLfree_with_queue, (DPCTLSyclUSMRef, DPCTLSyclQueueRef))

#define SYCL_RT_POINTER(ret, name, params) ret(*name) params;
struct sycl_rt {
  void *libsycl, *dpctl;
  DPCTL_FUNCTIONS(SYCL_RT_POINTER)
  /* libsycl.so.9's sycl::_V1::detail::make_kernel_bundle and make_kernel,
   * see sycl_rt2026.c for their C shapes. */
  void *(*make_kernel_bundle)(void *result, uintptr_t native, const void *context, bool keep,
                              char state, char backend);
  void *(*make_kernel)(void *result, const void *context, const void *bundle, uintptr_t native,
                       bool keep, char backend);
  /* libstdc++'s operator new(unsigned long), for objects dpctl deletes. */
  void *(*operator_new)(size_t);
  /* dpctl's own enum conversions, to check the sycl::backend ABI. */
  char (*dpctl_backend_to_sycl)(int);
  int (*sycl_backend_to_dpctl)(char);
};
#undef SYCL_RT_POINTER

/* Opens RUNTIME_DIR/lib/libsycl.so.9 and dpctl's libDPCTLSyclInterface.so
 * and resolves every function above. On failure returns false with a line
 * in `why` (a missing file: *missing = true). */
bool sycl_rt_open(struct sycl_rt *rt, const char *runtime_dir, bool *missing, char *why,
                  size_t why_size);

/* The folder libsycl.so.9 loads adapters from: RUNTIME_DIR/lib. */
void sycl_rt_lib_dir(const char *runtime_dir, char *dir, size_t dir_size);

/* Resolved-function count, for the check's report. */
size_t sycl_rt_symbol_count(void);

/* make_kernel_bundle<backend::ext_oneapi_cuda, bundle_state::executable>
 * of a native CUmodule the caller keeps owning: a DPCTLSyclKernelBundleRef
 * dpctl can delete (DPCTLKernelBundle_Delete). */
DPCTLSyclKernelBundleRef sycl_rt_make_bundle(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                             uintptr_t cu_module);

/* make_kernel<backend::ext_oneapi_cuda> of a native CUfunction of that
 * bundle's module: a DPCTLSyclKernelRef dpctl can submit and delete. */
DPCTLSyclKernelRef sycl_rt_make_kernel(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                       DPCTLSyclKernelBundleRef bundle, uintptr_t cu_function);

/* dpctl reports every exception it catches through error_handler; this
 * client defines that function (sycl_rt2026.c), so the latest exception's
 * what() is kept. sycl_rt_take_error returns it (or NULL) and clears it;
 * sycl_rt_error_count counts every report since the start. */
const char *sycl_rt_take_error(void);
unsigned sycl_rt_error_count(void);

#endif
