/* pi.h: the Plugin Interface (PI) between a SYCL runtime and a device plugin.
 *
 * Written for this project in C17 (and usable from C++), ABI-compatible with
 * the PI of intel/llvm DPC++ at version 15.48 (sycl/include/sycl/detail/pi.h,
 * pi.def, pi_error.def): the same function names and signatures, enum values,
 * error codes, plugin descriptor and function-table order. C++ enums with a
 * 64-bit underlying type are 64-bit integer typedefs plus constants here. */
#ifndef SYCL_NVPTX_PI_H
#define SYCL_NVPTX_PI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define _PI_H_VERSION_MAJOR 15
#define _PI_H_VERSION_MINOR 48

#define _PI_STRING_HELPER(a) #a
#define _PI_CONCAT(a, b) _PI_STRING_HELPER(a.b)
#define _PI_TRIPLE_CONCAT(a, b, c) _PI_STRING_HELPER(a.b.c)
#define _PI_STRING_SUBSTITUTE(X) _PI_STRING_HELPER(X)
#define _PI_H_VERSION_STRING _PI_CONCAT(_PI_H_VERSION_MAJOR, _PI_H_VERSION_MINOR)
#define _PI_PLUGIN_VERSION_STRING(PluginVersion)                               \
  _PI_TRIPLE_CONCAT(_PI_H_VERSION_MAJOR, _PI_H_VERSION_MINOR, PluginVersion)

/* The runtime's PiVersion is accepted when its major version is not older
 * than the plugin's (the comparison DPC++ plugins make). */
#define _PI_PLUGIN_VERSION_CHECK(PI_API_VERSION, PI_PLUGIN_VERSION)            \
  if (strncmp(PI_API_VERSION, PI_PLUGIN_VERSION,                               \
              sizeof(_PI_STRING_SUBSTITUTE(_PI_H_VERSION_MAJOR))) < 0) {       \
    return PI_ERROR_INVALID_OPERATION;                                         \
  }

#if defined(PI_CUDA_BUILDING_PLUGIN)
#define PI_EXPORT __attribute__((visibility("default")))
#else
#define PI_EXPORT
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef int32_t pi_int32;
typedef uint32_t pi_uint32;
typedef uint64_t pi_uint64;
typedef pi_uint32 pi_bool;
typedef pi_uint64 pi_bitfield;
typedef uintptr_t pi_native_handle;

#define PI_TRUE ((pi_bool)1)
#define PI_FALSE ((pi_bool)0)

typedef enum {
  PI_SUCCESS = 0,
  PI_ERROR_DEVICE_NOT_FOUND = -1,
  PI_ERROR_DEVICE_NOT_AVAILABLE = -2,
  PI_ERROR_COMPILER_NOT_AVAILABLE = -3,
  PI_ERROR_MEM_OBJECT_ALLOCATION_FAILURE = -4,
  PI_ERROR_OUT_OF_RESOURCES = -5,
  PI_ERROR_OUT_OF_HOST_MEMORY = -6,
  PI_ERROR_PROFILING_INFO_NOT_AVAILABLE = -7,
  PI_ERROR_MEM_COPY_OVERLAP = -8,
  PI_ERROR_IMAGE_FORMAT_MISMATCH = -9,
  PI_ERROR_IMAGE_FORMAT_NOT_SUPPORTED = -10,
  PI_ERROR_BUILD_PROGRAM_FAILURE = -11,
  PI_ERROR_MAP_FAILURE = -12,
  PI_ERROR_MISALIGNED_SUB_BUFFER_OFFSET = -13,
  PI_ERROR_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST = -14,
  PI_ERROR_COMPILE_PROGRAM_FAILURE = -15,
  PI_ERROR_LINKER_NOT_AVAILABLE = -16,
  PI_ERROR_LINK_PROGRAM_FAILURE = -17,
  PI_ERROR_DEVICE_PARTITION_FAILED = -18,
  PI_ERROR_KERNEL_ARG_INFO_NOT_AVAILABLE = -19,
  PI_ERROR_INVALID_VALUE = -30,
  PI_ERROR_INVALID_DEVICE_TYPE = -31,
  PI_ERROR_INVALID_PLATFORM = -32,
  PI_ERROR_INVALID_DEVICE = -33,
  PI_ERROR_INVALID_CONTEXT = -34,
  PI_ERROR_INVALID_QUEUE_PROPERTIES = -35,
  PI_ERROR_INVALID_QUEUE = -36,
  PI_ERROR_INVALID_HOST_PTR = -37,
  PI_ERROR_INVALID_MEM_OBJECT = -38,
  PI_ERROR_INVALID_IMAGE_FORMAT_DESCRIPTOR = -39,
  PI_ERROR_INVALID_IMAGE_SIZE = -40,
  PI_ERROR_INVALID_SAMPLER = -41,
  PI_ERROR_INVALID_BINARY = -42,
  PI_ERROR_INVALID_BUILD_OPTIONS = -43,
  PI_ERROR_INVALID_PROGRAM = -44,
  PI_ERROR_INVALID_PROGRAM_EXECUTABLE = -45,
  PI_ERROR_INVALID_KERNEL_NAME = -46,
  PI_ERROR_INVALID_KERNEL_DEFINITION = -47,
  PI_ERROR_INVALID_KERNEL = -48,
  PI_ERROR_INVALID_ARG_INDEX = -49,
  PI_ERROR_INVALID_ARG_VALUE = -50,
  PI_ERROR_INVALID_ARG_SIZE = -51,
  PI_ERROR_INVALID_KERNEL_ARGS = -52,
  PI_ERROR_INVALID_WORK_DIMENSION = -53,
  PI_ERROR_INVALID_WORK_GROUP_SIZE = -54,
  PI_ERROR_INVALID_WORK_ITEM_SIZE = -55,
  PI_ERROR_INVALID_GLOBAL_OFFSET = -56,
  PI_ERROR_INVALID_EVENT_WAIT_LIST = -57,
  PI_ERROR_INVALID_EVENT = -58,
  PI_ERROR_INVALID_OPERATION = -59,
  PI_ERROR_INVALID_GL_OBJECT = -60,
  PI_ERROR_INVALID_BUFFER_SIZE = -61,
  PI_ERROR_INVALID_MIP_LEVEL = -62,
  PI_ERROR_INVALID_GLOBAL_WORK_SIZE = -63,
  PI_ERROR_INVALID_PROPERTY = -64,
  PI_ERROR_INVALID_IMAGE_DESCRIPTOR = -65,
  PI_ERROR_INVALID_COMPILER_OPTIONS = -66,
  PI_ERROR_INVALID_LINKER_OPTIONS = -67,
  PI_ERROR_INVALID_DEVICE_PARTITION_COUNT = -68,
  PI_ERROR_INVALID_GL_SHAREGROUP_REFERENCE_KHR = -1000,
  PI_ERROR_PLATFORM_NOT_FOUND_KHR = -1001,
  PI_ERROR_INVALID_D3D10_DEVICE_KHR = -1002,
  PI_ERROR_INVALID_D3D10_RESOURCE_KHR = -1003,
  PI_ERROR_D3D10_RESOURCE_ALREADY_ACQUIRED_KHR = -1004,
  PI_ERROR_D3D10_RESOURCE_NOT_ACQUIRED_KHR = -1005,
  PI_ERROR_INVALID_D3D11_DEVICE_KHR = -1006,
  PI_ERROR_INVALID_D3D11_RESOURCE_KHR = -1007,
  PI_ERROR_D3D11_RESOURCE_ALREADY_ACQUIRED_KHR = -1008,
  PI_ERROR_D3D11_RESOURCE_NOT_ACQUIRED_KHR = -1009,
  PI_ERROR_INVALID_DX9_DEVICE_INTEL = -1010,
  PI_ERROR_INVALID_DX9_RESOURCE_INTEL = -1011,
  PI_ERROR_DX9_RESOURCE_ALREADY_ACQUIRED_INTEL = -1012,
  PI_ERROR_DX9_RESOURCE_NOT_ACQUIRED_INTEL = -1013,
  PI_ERROR_INVALID_COMMAND_BUFFER_KHR = -1138,
  PI_ERROR_INVALID_SYNC_POINT_WAIT_LIST_KHR = -1139,
  PI_ERROR_INCOMPATIBLE_COMMAND_QUEUE_KHR = -1140,
  PI_ERROR_DEVICE_PARTITION_FAILED_EXT = -1057,
  PI_ERROR_INVALID_PARTITION_COUNT_EXT = -1058,
  PI_ERROR_INVALID_PARTITION_NAME_EXT = -1059,
  PI_ERROR_EGL_RESOURCE_NOT_ACQUIRED_KHR = -1092,
  PI_ERROR_INVALID_EGL_OBJECT_KHR = -1093,
  PI_ERROR_INVALID_ACCELERATOR_INTEL = -1094,
  PI_ERROR_INVALID_ACCELERATOR_TYPE_INTEL = -1095,
  PI_ERROR_INVALID_ACCELERATOR_DESCRIPTOR_INTEL = -1096,
  PI_ERROR_ACCELERATOR_TYPE_NOT_SUPPORTED_INTEL = -1097,
  PI_ERROR_INVALID_VA_API_MEDIA_ADAPTER_INTEL = -1098,
  PI_ERROR_INVALID_VA_API_MEDIA_SURFACE_INTEL = -1099,
  PI_ERROR_VA_API_MEDIA_SURFACE_ALREADY_ACQUIRED_INTEL = -1100,
  PI_ERROR_VA_API_MEDIA_SURFACE_NOT_ACQUIRED_INTEL = -1101,
  PI_ERROR_UNINITIALIZED = -1102,
  PI_ERROR_UNSUPPORTED_FEATURE = -995,
  PI_ERROR_PLUGIN_SPECIFIC_ERROR = -996,
  PI_ERROR_COMMAND_EXECUTION_FAILURE = -997,
  PI_ERROR_FUNCTION_ADDRESS_IS_NOT_AVAILABLE = -998,
  PI_ERROR_UNKNOWN = -999
} _pi_result;

/* Project convention (no new ABI): a device-side assert comes back as the
 * plugin-specific error, and piPluginGetLastError says it was an assert. */
#define PI_ERROR_DEVICE_ASSERT PI_ERROR_PLUGIN_SPECIFIC_ERROR

typedef enum {
  PI_EVENT_COMPLETE = 0x0,
  PI_EVENT_RUNNING = 0x1,
  PI_EVENT_SUBMITTED = 0x2,
  PI_EVENT_QUEUED = 0x3
} _pi_event_status;

typedef enum {
  PI_PLATFORM_INFO_EXTENSIONS = 0x0904,
  PI_PLATFORM_INFO_NAME = 0x0902,
  PI_PLATFORM_INFO_PROFILE = 0x0900,
  PI_PLATFORM_INFO_VENDOR = 0x0903,
  PI_PLATFORM_INFO_VERSION = 0x0901,
  PI_EXT_PLATFORM_INFO_BACKEND = 0x21000
} _pi_platform_info;

typedef enum {
  PI_PROGRAM_BUILD_INFO_STATUS = 0x1181,
  PI_PROGRAM_BUILD_INFO_OPTIONS = 0x1182,
  PI_PROGRAM_BUILD_INFO_LOG = 0x1183,
  PI_PROGRAM_BUILD_INFO_BINARY_TYPE = 0x1184
} _pi_program_build_info;

typedef enum {
  PI_PROGRAM_BUILD_STATUS_NONE = -1,
  PI_PROGRAM_BUILD_STATUS_ERROR = -2,
  PI_PROGRAM_BUILD_STATUS_SUCCESS = 0,
  PI_PROGRAM_BUILD_STATUS_IN_PROGRESS = -3
} _pi_program_build_status;

typedef enum {
  PI_PROGRAM_BINARY_TYPE_NONE = 0x0,
  PI_PROGRAM_BINARY_TYPE_COMPILED_OBJECT = 0x1,
  PI_PROGRAM_BINARY_TYPE_LIBRARY = 0x2,
  PI_PROGRAM_BINARY_TYPE_EXECUTABLE = 0x4
} _pi_program_binary_type;

/* 64-bit, like cl_device_type. */
typedef pi_uint64 pi_device_type;
#define PI_DEVICE_TYPE_DEFAULT ((pi_device_type)1 << 0)
#define PI_DEVICE_TYPE_ALL ((pi_device_type)0xFFFFFFFF)
#define PI_DEVICE_TYPE_CPU ((pi_device_type)1 << 1)
#define PI_DEVICE_TYPE_GPU ((pi_device_type)1 << 2)
#define PI_DEVICE_TYPE_ACC ((pi_device_type)1 << 3)
#define PI_DEVICE_TYPE_CUSTOM ((pi_device_type)1 << 4)

typedef enum {
  PI_EXT_PLATFORM_BACKEND_UNKNOWN = 0,
  PI_EXT_PLATFORM_BACKEND_LEVEL_ZERO = 1,
  PI_EXT_PLATFORM_BACKEND_OPENCL = 2,
  PI_EXT_PLATFORM_BACKEND_CUDA = 3,
  PI_EXT_PLATFORM_BACKEND_HIP = 4,
  PI_EXT_PLATFORM_BACKEND_ESIMD = 5,
  PI_EXT_PLATFORM_BACKEND_NATIVE_CPU = 6
} _pi_platform_backend;

typedef enum {
  PI_DEVICE_MEM_CACHE_TYPE_NONE = 0x0,
  PI_DEVICE_MEM_CACHE_TYPE_READ_ONLY_CACHE = 0x1,
  PI_DEVICE_MEM_CACHE_TYPE_READ_WRITE_CACHE = 0x2
} _pi_device_mem_cache_type;

typedef enum {
  PI_DEVICE_LOCAL_MEM_TYPE_LOCAL = 0x1,
  PI_DEVICE_LOCAL_MEM_TYPE_GLOBAL = 0x2
} _pi_device_local_mem_type;

typedef enum {
  PI_DEVICE_INFO_TYPE = 0x1000,
  PI_DEVICE_INFO_VENDOR_ID = 0x1001,
  PI_DEVICE_INFO_MAX_COMPUTE_UNITS = 0x1002,
  PI_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS = 0x1003,
  PI_DEVICE_INFO_MAX_WORK_ITEM_SIZES = 0x1005,
  PI_DEVICE_INFO_MAX_WORK_GROUP_SIZE = 0x1004,
  PI_DEVICE_INFO_SINGLE_FP_CONFIG = 0x101B,
  PI_DEVICE_INFO_HALF_FP_CONFIG = 0x1033,
  PI_DEVICE_INFO_DOUBLE_FP_CONFIG = 0x1032,
  PI_DEVICE_INFO_QUEUE_PROPERTIES = 0x102A,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_CHAR = 0x1006,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_SHORT = 0x1007,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_INT = 0x1008,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_LONG = 0x1009,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_FLOAT = 0x100A,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_DOUBLE = 0x100B,
  PI_DEVICE_INFO_PREFERRED_VECTOR_WIDTH_HALF = 0x1034,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_CHAR = 0x1036,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_SHORT = 0x1037,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_INT = 0x1038,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_LONG = 0x1039,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_FLOAT = 0x103A,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_DOUBLE = 0x103B,
  PI_DEVICE_INFO_NATIVE_VECTOR_WIDTH_HALF = 0x103C,
  PI_DEVICE_INFO_MAX_CLOCK_FREQUENCY = 0x100C,
  PI_DEVICE_INFO_ADDRESS_BITS = 0x100D,
  PI_DEVICE_INFO_MAX_MEM_ALLOC_SIZE = 0x1010,
  PI_DEVICE_INFO_IMAGE_SUPPORT = 0x1016,
  PI_DEVICE_INFO_MAX_READ_IMAGE_ARGS = 0x100E,
  PI_DEVICE_INFO_MAX_WRITE_IMAGE_ARGS = 0x100F,
  PI_DEVICE_INFO_IMAGE2D_MAX_WIDTH = 0x1011,
  PI_DEVICE_INFO_IMAGE2D_MAX_HEIGHT = 0x1012,
  PI_DEVICE_INFO_IMAGE3D_MAX_WIDTH = 0x1013,
  PI_DEVICE_INFO_IMAGE3D_MAX_HEIGHT = 0x1014,
  PI_DEVICE_INFO_IMAGE3D_MAX_DEPTH = 0x1015,
  PI_DEVICE_INFO_IMAGE_MAX_BUFFER_SIZE = 0x1040,
  PI_DEVICE_INFO_IMAGE_MAX_ARRAY_SIZE = 0x1041,
  PI_DEVICE_INFO_MAX_SAMPLERS = 0x1018,
  PI_DEVICE_INFO_MAX_PARAMETER_SIZE = 0x1017,
  PI_DEVICE_INFO_MEM_BASE_ADDR_ALIGN = 0x1019,
  PI_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE = 0x101C,
  PI_DEVICE_INFO_GLOBAL_MEM_CACHELINE_SIZE = 0x101D,
  PI_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE = 0x101E,
  PI_DEVICE_INFO_GLOBAL_MEM_SIZE = 0x101F,
  PI_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE = 0x1020,
  PI_DEVICE_INFO_MAX_CONSTANT_ARGS = 0x1021,
  PI_DEVICE_INFO_LOCAL_MEM_TYPE = 0x1022,
  PI_DEVICE_INFO_LOCAL_MEM_SIZE = 0x1023,
  PI_DEVICE_INFO_ERROR_CORRECTION_SUPPORT = 0x1024,
  PI_DEVICE_INFO_HOST_UNIFIED_MEMORY = 0x1035,
  PI_DEVICE_INFO_PROFILING_TIMER_RESOLUTION = 0x1025,
  PI_DEVICE_INFO_ENDIAN_LITTLE = 0x1026,
  PI_DEVICE_INFO_AVAILABLE = 0x1027,
  PI_DEVICE_INFO_COMPILER_AVAILABLE = 0x1028,
  PI_DEVICE_INFO_LINKER_AVAILABLE = 0x103E,
  PI_DEVICE_INFO_EXECUTION_CAPABILITIES = 0x1029,
  PI_DEVICE_INFO_QUEUE_ON_DEVICE_PROPERTIES = 0x104E,
  PI_DEVICE_INFO_QUEUE_ON_HOST_PROPERTIES = 0x102A,
  PI_DEVICE_INFO_BUILT_IN_KERNELS = 0x103F,
  PI_DEVICE_INFO_PLATFORM = 0x1031,
  PI_DEVICE_INFO_REFERENCE_COUNT = 0x1047,
  PI_DEVICE_INFO_IL_VERSION = 0x105B,
  PI_DEVICE_INFO_NAME = 0x102B,
  PI_DEVICE_INFO_VENDOR = 0x102C,
  PI_DEVICE_INFO_DRIVER_VERSION = 0x102D,
  PI_DEVICE_INFO_PROFILE = 0x102E,
  PI_DEVICE_INFO_VERSION = 0x102F,
  PI_DEVICE_INFO_OPENCL_C_VERSION = 0x103D,
  PI_DEVICE_INFO_EXTENSIONS = 0x1030,
  PI_DEVICE_INFO_PRINTF_BUFFER_SIZE = 0x1049,
  PI_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC = 0x1048,
  PI_DEVICE_INFO_PARENT_DEVICE = 0x1042,
  PI_DEVICE_INFO_PARTITION_PROPERTIES = 0x1044,
  PI_DEVICE_INFO_PARTITION_MAX_SUB_DEVICES = 0x1043,
  PI_DEVICE_INFO_PARTITION_AFFINITY_DOMAIN = 0x1045,
  PI_DEVICE_INFO_PARTITION_TYPE = 0x1046,
  PI_DEVICE_INFO_MAX_NUM_SUB_GROUPS = 0x105C,
  PI_DEVICE_INFO_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS = 0x105D,
  PI_DEVICE_INFO_SUB_GROUP_SIZES_INTEL = 0x4108,
  PI_DEVICE_INFO_USM_HOST_SUPPORT = 0x4190,
  PI_DEVICE_INFO_USM_DEVICE_SUPPORT = 0x4191,
  PI_DEVICE_INFO_USM_SINGLE_SHARED_SUPPORT = 0x4192,
  PI_DEVICE_INFO_USM_CROSS_SHARED_SUPPORT = 0x4193,
  PI_DEVICE_INFO_USM_SYSTEM_SHARED_SUPPORT = 0x4194,
  PI_DEVICE_INFO_UUID = 0x106A,
  PI_EXT_ONEAPI_DEVICE_INFO_IP_VERSION = 0x4250,
  PI_DEVICE_INFO_DEVICE_ID = 0x4251,
  PI_DEVICE_INFO_PCI_ADDRESS = 0x10020,
  PI_DEVICE_INFO_GPU_EU_COUNT = 0x10021,
  PI_DEVICE_INFO_GPU_EU_SIMD_WIDTH = 0x10022,
  PI_DEVICE_INFO_GPU_SLICES = 0x10023,
  PI_DEVICE_INFO_GPU_SUBSLICES_PER_SLICE = 0x10024,
  PI_DEVICE_INFO_GPU_EU_COUNT_PER_SUBSLICE = 0x10025,
  PI_DEVICE_INFO_MAX_MEM_BANDWIDTH = 0x10026,
  PI_DEVICE_INFO_IMAGE_SRGB = 0x10027,
  PI_DEVICE_INFO_BUILD_ON_SUBDEVICE = 0x10028,
  PI_EXT_INTEL_DEVICE_INFO_FREE_MEMORY = 0x10029,
  PI_EXT_INTEL_DEVICE_INFO_MEMORY_CLOCK_RATE = 0x10030,
  PI_EXT_INTEL_DEVICE_INFO_MEMORY_BUS_WIDTH = 0x10031,
  PI_EXT_INTEL_DEVICE_INFO_MAX_COMPUTE_QUEUE_INDICES = 0x10032,
  PI_DEVICE_INFO_ATOMIC_64 = 0x10110,
  PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES = 0x10111,
  PI_EXT_DEVICE_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES = 0x11000,
  PI_DEVICE_INFO_GPU_HW_THREADS_PER_EU = 0x10112,
  PI_DEVICE_INFO_BACKEND_VERSION = 0x10113,
  PI_EXT_ONEAPI_DEVICE_INFO_BFLOAT16_MATH_FUNCTIONS = 0x1FFFF,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_GLOBAL_WORK_GROUPS = 0x20000,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_1D = 0x20001,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_2D = 0x20002,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_WORK_GROUPS_3D = 0x20003,
  PI_EXT_ONEAPI_DEVICE_INFO_CUDA_ASYNC_BARRIER = 0x20004,
  PI_EXT_CODEPLAY_DEVICE_INFO_SUPPORTS_FUSION = 0x20005,
  PI_EXT_DEVICE_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES = 0x20006,
  PI_EXT_DEVICE_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES = 0x20007,
  PI_EXT_INTEL_DEVICE_INFO_MEM_CHANNEL_SUPPORT = 0x20008,
  PI_EXT_CODEPLAY_DEVICE_INFO_MAX_REGISTERS_PER_WORK_GROUP = 0x20009,
  PI_EXT_INTEL_DEVICE_INFO_ESIMD_SUPPORT = 0x2000A,
  PI_EXT_ONEAPI_DEVICE_INFO_WORK_GROUP_PROGRESS_AT_ROOT_GROUP_LEVEL = 0x2000B,
  PI_EXT_ONEAPI_DEVICE_INFO_SUB_GROUP_PROGRESS_AT_ROOT_GROUP_LEVEL = 0x2000C,
  PI_EXT_ONEAPI_DEVICE_INFO_SUB_GROUP_PROGRESS_AT_WORK_GROUP_LEVEL = 0x2000D,
  PI_EXT_ONEAPI_DEVICE_INFO_WORK_ITEM_PROGRESS_AT_ROOT_GROUP_LEVEL = 0x2000E,
  PI_EXT_ONEAPI_DEVICE_INFO_WORK_ITEM_PROGRESS_AT_WORK_GROUP_LEVEL = 0x2000F,
  PI_EXT_ONEAPI_DEVICE_INFO_WORK_ITEM_PROGRESS_AT_SUB_GROUP_LEVEL = 0x20010,
  PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_SUPPORT = 0x20100,
  PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_SHARED_USM_SUPPORT = 0x20101,
  PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_1D_USM_SUPPORT = 0x20102,
  PI_EXT_ONEAPI_DEVICE_INFO_BINDLESS_IMAGES_2D_USM_SUPPORT = 0x20103,
  PI_EXT_ONEAPI_DEVICE_INFO_IMAGE_PITCH_ALIGN = 0x20104,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_IMAGE_LINEAR_WIDTH = 0x20105,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_IMAGE_LINEAR_HEIGHT = 0x20106,
  PI_EXT_ONEAPI_DEVICE_INFO_MAX_IMAGE_LINEAR_PITCH = 0x20107,
  PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_SUPPORT = 0x20108,
  PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_ANISOTROPY_SUPPORT = 0x20109,
  PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_MAX_ANISOTROPY = 0x2010A,
  PI_EXT_ONEAPI_DEVICE_INFO_MIPMAP_LEVEL_REFERENCE_SUPPORT = 0x2010B,
  PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_MEMORY_IMPORT_SUPPORT = 0x2010C,
  PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_MEMORY_EXPORT_SUPPORT = 0x2010D,
  PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_SEMAPHORE_IMPORT_SUPPORT = 0x2010E,
  PI_EXT_ONEAPI_DEVICE_INFO_INTEROP_SEMAPHORE_EXPORT_SUPPORT = 0x2010F,
  PI_EXT_ONEAPI_DEVICE_INFO_MATRIX_COMBINATIONS = 0x20110,
  PI_EXT_ONEAPI_DEVICE_INFO_COMPONENT_DEVICES = 0x20111,
  PI_EXT_ONEAPI_DEVICE_INFO_COMPOSITE_DEVICE = 0x20112,
  PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_SUPPORT = 0x20113,
  PI_EXT_ONEAPI_DEVICE_INFO_COMMAND_BUFFER_UPDATE_SUPPORT = 0x20114,
  PI_EXT_ONEAPI_DEVICE_INFO_CUBEMAP_SUPPORT = 0x20115,
  PI_EXT_ONEAPI_DEVICE_INFO_CUBEMAP_SEAMLESS_FILTERING_SUPPORT = 0x20116
} _pi_device_info;

typedef enum {
  PI_PROGRAM_INFO_REFERENCE_COUNT = 0x1160,
  PI_PROGRAM_INFO_CONTEXT = 0x1161,
  PI_PROGRAM_INFO_NUM_DEVICES = 0x1162,
  PI_PROGRAM_INFO_DEVICES = 0x1163,
  PI_PROGRAM_INFO_SOURCE = 0x1164,
  PI_PROGRAM_INFO_BINARY_SIZES = 0x1165,
  PI_PROGRAM_INFO_BINARIES = 0x1166,
  PI_PROGRAM_INFO_NUM_KERNELS = 0x1167,
  PI_PROGRAM_INFO_KERNEL_NAMES = 0x1168
} _pi_program_info;

typedef enum {
  PI_CONTEXT_INFO_DEVICES = 0x1081,
  PI_CONTEXT_INFO_PLATFORM = 0x1084,
  PI_CONTEXT_INFO_NUM_DEVICES = 0x1083,
  PI_CONTEXT_INFO_PROPERTIES = 0x1082,
  PI_CONTEXT_INFO_REFERENCE_COUNT = 0x1080,
  PI_EXT_CONTEXT_INFO_ATOMIC_MEMORY_ORDER_CAPABILITIES = 0x10010,
  PI_EXT_CONTEXT_INFO_ATOMIC_MEMORY_SCOPE_CAPABILITIES = 0x10011,
  PI_EXT_CONTEXT_INFO_ATOMIC_FENCE_ORDER_CAPABILITIES = 0x10012,
  PI_EXT_CONTEXT_INFO_ATOMIC_FENCE_SCOPE_CAPABILITIES = 0x10013,
  PI_EXT_ONEAPI_CONTEXT_INFO_USM_FILL2D_SUPPORT = 0x30000,
  PI_EXT_ONEAPI_CONTEXT_INFO_USM_MEMSET2D_SUPPORT = 0x30001,
  PI_EXT_ONEAPI_CONTEXT_INFO_USM_MEMCPY2D_SUPPORT = 0x30002
} _pi_context_info;

typedef enum {
  PI_QUEUE_INFO_CONTEXT = 0x1090,
  PI_QUEUE_INFO_DEVICE = 0x1091,
  PI_QUEUE_INFO_DEVICE_DEFAULT = 0x1095,
  PI_QUEUE_INFO_PROPERTIES = 0x1093,
  PI_QUEUE_INFO_REFERENCE_COUNT = 0x1092,
  PI_QUEUE_INFO_SIZE = 0x1094,
  PI_EXT_ONEAPI_QUEUE_INFO_EMPTY = 0x2096
} _pi_queue_info;

typedef enum {
  PI_KERNEL_INFO_FUNCTION_NAME = 0x1190,
  PI_KERNEL_INFO_NUM_ARGS = 0x1191,
  PI_KERNEL_INFO_REFERENCE_COUNT = 0x1192,
  PI_KERNEL_INFO_CONTEXT = 0x1193,
  PI_KERNEL_INFO_PROGRAM = 0x1194,
  PI_KERNEL_INFO_ATTRIBUTES = 0x1195,
  PI_EXT_ONEAPI_KERNEL_INFO_WORK_GROUP_PROGRESS_AT_ROOT_GROUP_LEVEL = 0x1196,
  PI_EXT_ONEAPI_KERNEL_INFO_SUB_GROUP_PROGRESS_AT_ROOT_GROUP_LEVEL = 0x1197,
  PI_EXT_ONEAPI_KERNEL_INFO_SUB_GROUP_PROGRESS_AT_WORK_GROUP_LEVEL = 0x1198,
  PI_EXT_ONEAPI_KERNEL_INFO_WORK_ITEM_PROGRESS_AT_ROOT_GROUP_LEVEL = 0x1199,
  PI_EXT_ONEAPI_KERNEL_INFO_WORK_ITEM_PROGRESS_AT_WORK_GROUP_LEVEL = 0x119A,
  PI_EXT_ONEAPI_KERNEL_INFO_WORK_ITEM_PROGRESS_AT_SUB_GROUP_LEVEL = 0x119B
} _pi_kernel_info;

typedef enum {
  PI_KERNEL_GROUP_INFO_GLOBAL_WORK_SIZE = 0x11B5,
  PI_KERNEL_GROUP_INFO_WORK_GROUP_SIZE = 0x11B0,
  PI_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE = 0x11B1,
  PI_KERNEL_GROUP_INFO_LOCAL_MEM_SIZE = 0x11B2,
  PI_KERNEL_GROUP_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE = 0x11B3,
  PI_KERNEL_GROUP_INFO_PRIVATE_MEM_SIZE = 0x11B4,
  PI_KERNEL_GROUP_INFO_NUM_REGS = 0x10112
} _pi_kernel_group_info;

typedef enum {
  PI_IMAGE_INFO_FORMAT = 0x1110,
  PI_IMAGE_INFO_ELEMENT_SIZE = 0x1111,
  PI_IMAGE_INFO_ROW_PITCH = 0x1112,
  PI_IMAGE_INFO_SLICE_PITCH = 0x1113,
  PI_IMAGE_INFO_WIDTH = 0x1114,
  PI_IMAGE_INFO_HEIGHT = 0x1115,
  PI_IMAGE_INFO_DEPTH = 0x1116
} _pi_image_info;

typedef enum {
  PI_KERNEL_MAX_SUB_GROUP_SIZE = 0x2033,
  PI_KERNEL_MAX_NUM_SUB_GROUPS = 0x11B9,
  PI_KERNEL_COMPILE_NUM_SUB_GROUPS = 0x11BA,
  PI_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL = 0x410A
} _pi_kernel_sub_group_info;

typedef enum {
  PI_EVENT_INFO_COMMAND_QUEUE = 0x11D0,
  PI_EVENT_INFO_CONTEXT = 0x11D4,
  PI_EVENT_INFO_COMMAND_TYPE = 0x11D1,
  PI_EVENT_INFO_COMMAND_EXECUTION_STATUS = 0x11D3,
  PI_EVENT_INFO_REFERENCE_COUNT = 0x11D2
} _pi_event_info;

typedef enum {
  PI_COMMAND_TYPE_NDRANGE_KERNEL = 0x11F0,
  PI_COMMAND_TYPE_MEM_BUFFER_READ = 0x11F3,
  PI_COMMAND_TYPE_MEM_BUFFER_WRITE = 0x11F4,
  PI_COMMAND_TYPE_MEM_BUFFER_COPY = 0x11F5,
  PI_COMMAND_TYPE_MEM_BUFFER_MAP = 0x11FB,
  PI_COMMAND_TYPE_MEM_BUFFER_UNMAP = 0x11FD,
  PI_COMMAND_TYPE_MEM_BUFFER_READ_RECT = 0x1201,
  PI_COMMAND_TYPE_MEM_BUFFER_WRITE_RECT = 0x1202,
  PI_COMMAND_TYPE_MEM_BUFFER_COPY_RECT = 0x1203,
  PI_COMMAND_TYPE_USER = 0x1204,
  PI_COMMAND_TYPE_MEM_BUFFER_FILL = 0x1207,
  PI_COMMAND_TYPE_IMAGE_READ = 0x11F6,
  PI_COMMAND_TYPE_IMAGE_WRITE = 0x11F7,
  PI_COMMAND_TYPE_IMAGE_COPY = 0x11F8,
  PI_COMMAND_TYPE_NATIVE_KERNEL = 0x11F2,
  PI_COMMAND_TYPE_COPY_BUFFER_TO_IMAGE = 0x11FA,
  PI_COMMAND_TYPE_COPY_IMAGE_TO_BUFFER = 0x11F9,
  PI_COMMAND_TYPE_MAP_IMAGE = 0x11FC,
  PI_COMMAND_TYPE_MARKER = 0x11FE,
  PI_COMMAND_TYPE_ACQUIRE_GL_OBJECTS = 0x11FF,
  PI_COMMAND_TYPE_RELEASE_GL_OBJECTS = 0x1200,
  PI_COMMAND_TYPE_BARRIER = 0x1205,
  PI_COMMAND_TYPE_MIGRATE_MEM_OBJECTS = 0x1206,
  PI_COMMAND_TYPE_FILL_IMAGE = 0x1208,
  PI_COMMAND_TYPE_SVM_FREE = 0x1209,
  PI_COMMAND_TYPE_SVM_MEMCPY = 0x120A,
  PI_COMMAND_TYPE_SVM_MEMFILL = 0x120B,
  PI_COMMAND_TYPE_SVM_MAP = 0x120C,
  PI_COMMAND_TYPE_SVM_UNMAP = 0x120D,
  PI_COMMAND_TYPE_EXT_COMMAND_BUFFER = 0x12A8,
  PI_COMMAND_TYPE_DEVICE_GLOBAL_VARIABLE_READ = 0x418E,
  PI_COMMAND_TYPE_DEVICE_GLOBAL_VARIABLE_WRITE = 0x418F
} _pi_command_type;

typedef enum {
  PI_MEM_TYPE_BUFFER = 0x10F0,
  PI_MEM_TYPE_IMAGE2D = 0x10F1,
  PI_MEM_TYPE_IMAGE3D = 0x10F2,
  PI_MEM_TYPE_IMAGE2D_ARRAY = 0x10F3,
  PI_MEM_TYPE_IMAGE1D = 0x10F4,
  PI_MEM_TYPE_IMAGE1D_ARRAY = 0x10F5,
  PI_MEM_TYPE_IMAGE1D_BUFFER = 0x10F6,
  PI_MEM_TYPE_IMAGE_CUBEMAP = 0x10F7
} _pi_mem_type;

typedef enum {
  PI_MEM_ADVICE_RESET = 0,
  PI_MEM_ADVICE_CUDA_SET_READ_MOSTLY = 1 << 0,
  PI_MEM_ADVICE_CUDA_UNSET_READ_MOSTLY = 1 << 1,
  PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION = 1 << 2,
  PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION = 1 << 3,
  PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY = 1 << 4,
  PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY = 1 << 5,
  PI_MEM_ADVICE_CUDA_SET_PREFERRED_LOCATION_HOST = 1 << 6,
  PI_MEM_ADVICE_CUDA_UNSET_PREFERRED_LOCATION_HOST = 1 << 7,
  PI_MEM_ADVICE_CUDA_SET_ACCESSED_BY_HOST = 1 << 8,
  PI_MEM_ADVICE_CUDA_UNSET_ACCESSED_BY_HOST = 1 << 9,
  PI_MEM_ADVICE_HIP_SET_COARSE_GRAINED = 1 << 10,
  PI_MEM_ADVICE_HIP_UNSET_COARSE_GRAINED = 1 << 11,
  PI_MEM_ADVICE_UNKNOWN = 0x7FFFFFFF
} _pi_mem_advice;

typedef enum {
  PI_IMAGE_CHANNEL_ORDER_A = 0x10B1,
  PI_IMAGE_CHANNEL_ORDER_R = 0x10B0,
  PI_IMAGE_CHANNEL_ORDER_RG = 0x10B2,
  PI_IMAGE_CHANNEL_ORDER_RA = 0x10B3,
  PI_IMAGE_CHANNEL_ORDER_RGB = 0x10B4,
  PI_IMAGE_CHANNEL_ORDER_RGBA = 0x10B5,
  PI_IMAGE_CHANNEL_ORDER_BGRA = 0x10B6,
  PI_IMAGE_CHANNEL_ORDER_ARGB = 0x10B7,
  PI_IMAGE_CHANNEL_ORDER_ABGR = 0x10C3,
  PI_IMAGE_CHANNEL_ORDER_INTENSITY = 0x10B8,
  PI_IMAGE_CHANNEL_ORDER_LUMINANCE = 0x10B9,
  PI_IMAGE_CHANNEL_ORDER_Rx = 0x10BA,
  PI_IMAGE_CHANNEL_ORDER_RGx = 0x10BB,
  PI_IMAGE_CHANNEL_ORDER_RGBx = 0x10BC,
  PI_IMAGE_CHANNEL_ORDER_sRGBA = 0x10C1
} _pi_image_channel_order;

typedef enum {
  PI_IMAGE_CHANNEL_TYPE_SNORM_INT8 = 0x10D0,
  PI_IMAGE_CHANNEL_TYPE_SNORM_INT16 = 0x10D1,
  PI_IMAGE_CHANNEL_TYPE_UNORM_INT8 = 0x10D2,
  PI_IMAGE_CHANNEL_TYPE_UNORM_INT16 = 0x10D3,
  PI_IMAGE_CHANNEL_TYPE_UNORM_SHORT_565 = 0x10D4,
  PI_IMAGE_CHANNEL_TYPE_UNORM_SHORT_555 = 0x10D5,
  PI_IMAGE_CHANNEL_TYPE_UNORM_INT_101010 = 0x10D6,
  PI_IMAGE_CHANNEL_TYPE_SIGNED_INT8 = 0x10D7,
  PI_IMAGE_CHANNEL_TYPE_SIGNED_INT16 = 0x10D8,
  PI_IMAGE_CHANNEL_TYPE_SIGNED_INT32 = 0x10D9,
  PI_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8 = 0x10DA,
  PI_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16 = 0x10DB,
  PI_IMAGE_CHANNEL_TYPE_UNSIGNED_INT32 = 0x10DC,
  PI_IMAGE_CHANNEL_TYPE_HALF_FLOAT = 0x10DD,
  PI_IMAGE_CHANNEL_TYPE_FLOAT = 0x10DE
} _pi_image_channel_type;

typedef enum {
  PI_IMAGE_COPY_HOST_TO_DEVICE = 0,
  PI_IMAGE_COPY_DEVICE_TO_HOST = 1,
  PI_IMAGE_COPY_DEVICE_TO_DEVICE = 2
} _pi_image_copy_flags;

typedef enum { PI_BUFFER_CREATE_TYPE_REGION = 0x1220 } _pi_buffer_create_type;

typedef enum {
  PI_SAMPLER_INFO_REFERENCE_COUNT = 0x1150,
  PI_SAMPLER_INFO_CONTEXT = 0x1151,
  PI_SAMPLER_INFO_NORMALIZED_COORDS = 0x1152,
  PI_SAMPLER_INFO_ADDRESSING_MODE = 0x1153,
  PI_SAMPLER_INFO_FILTER_MODE = 0x1154,
  PI_SAMPLER_INFO_MIP_FILTER_MODE = 0x1155,
  PI_SAMPLER_INFO_LOD_MIN = 0x1156,
  PI_SAMPLER_INFO_LOD_MAX = 0x1157
} _pi_sampler_info;

typedef enum {
  PI_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT = 0x1134,
  PI_SAMPLER_ADDRESSING_MODE_REPEAT = 0x1133,
  PI_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE = 0x1131,
  PI_SAMPLER_ADDRESSING_MODE_CLAMP = 0x1132,
  PI_SAMPLER_ADDRESSING_MODE_NONE = 0x1130
} _pi_sampler_addressing_mode;

typedef enum {
  PI_SAMPLER_FILTER_MODE_NEAREST = 0x1140,
  PI_SAMPLER_FILTER_MODE_LINEAR = 0x1141
} _pi_sampler_filter_mode;

typedef enum {
  PI_SAMPLER_CUBEMAP_FILTER_MODE_DISJOINTED = 0x1142,
  PI_SAMPLER_CUBEMAP_FILTER_MODE_SEAMLESS = 0x1143
} _pi_sampler_cubemap_filter_mode;

typedef intptr_t pi_context_properties;
/* piContextCreate property for CUDA, followed by 0 or 1: whether the SYCL
 * context was asked to use the device's primary CUDA context. */
#define __SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY 0xFF02

typedef pi_bitfield pi_device_exec_capabilities;
#define PI_DEVICE_EXEC_CAPABILITIES_KERNEL ((pi_device_exec_capabilities)1 << 0)
#define PI_DEVICE_EXEC_CAPABILITIES_NATIVE_KERNEL ((pi_device_exec_capabilities)1 << 1)
#define PI_EXEC_KERNEL ((pi_device_exec_capabilities)1 << 0)
#define PI_EXEC_NATIVE_KERNEL ((pi_device_exec_capabilities)1 << 1)

typedef pi_bitfield pi_sampler_properties;
#define PI_SAMPLER_PROPERTIES_NORMALIZED_COORDS ((pi_sampler_properties)0x1152)
#define PI_SAMPLER_PROPERTIES_ADDRESSING_MODE ((pi_sampler_properties)0x1153)
#define PI_SAMPLER_PROPERTIES_FILTER_MODE ((pi_sampler_properties)0x1154)
#define PI_SAMPLER_PROPERTIES_MIP_FILTER_MODE ((pi_sampler_properties)0x1155)
#define PI_SAMPLER_PROPERTIES_CUBEMAP_FILTER_MODE ((pi_sampler_properties)0x1156)

typedef pi_bitfield pi_memory_order_capabilities;
#define PI_MEMORY_ORDER_RELAXED ((pi_memory_order_capabilities)0x01)
#define PI_MEMORY_ORDER_ACQUIRE ((pi_memory_order_capabilities)0x02)
#define PI_MEMORY_ORDER_RELEASE ((pi_memory_order_capabilities)0x04)
#define PI_MEMORY_ORDER_ACQ_REL ((pi_memory_order_capabilities)0x08)
#define PI_MEMORY_ORDER_SEQ_CST ((pi_memory_order_capabilities)0x10)

typedef pi_bitfield pi_memory_scope_capabilities;
#define PI_MEMORY_SCOPE_WORK_ITEM ((pi_memory_scope_capabilities)0x01)
#define PI_MEMORY_SCOPE_SUB_GROUP ((pi_memory_scope_capabilities)0x02)
#define PI_MEMORY_SCOPE_WORK_GROUP ((pi_memory_scope_capabilities)0x04)
#define PI_MEMORY_SCOPE_DEVICE ((pi_memory_scope_capabilities)0x08)
#define PI_MEMORY_SCOPE_SYSTEM ((pi_memory_scope_capabilities)0x10)

typedef enum {
  PI_PROFILING_INFO_COMMAND_QUEUED = 0x1280,
  PI_PROFILING_INFO_COMMAND_SUBMIT = 0x1281,
  PI_PROFILING_INFO_COMMAND_START = 0x1282,
  PI_PROFILING_INFO_COMMAND_END = 0x1283
} _pi_profiling_info;

typedef pi_bitfield pi_mem_flags;
#define PI_MEM_FLAGS_ACCESS_RW ((pi_mem_flags)1 << 0)
#define PI_MEM_ACCESS_READ_ONLY ((pi_mem_flags)1 << 2)
#define PI_MEM_FLAGS_HOST_PTR_USE ((pi_mem_flags)1 << 3)
#define PI_MEM_FLAGS_HOST_PTR_COPY ((pi_mem_flags)1 << 5)
#define PI_MEM_FLAGS_HOST_PTR_ALLOC ((pi_mem_flags)1 << 4)

typedef pi_bitfield pi_map_flags;
#define PI_MAP_READ ((pi_map_flags)1 << 0)
#define PI_MAP_WRITE ((pi_map_flags)1 << 1)
#define PI_MAP_WRITE_INVALIDATE_REGION ((pi_map_flags)1 << 2)

typedef pi_bitfield pi_mem_properties;
#define PI_MEM_PROPERTIES_CHANNEL ((pi_mem_properties)0x4213)
#define PI_MEM_PROPERTIES_ALLOC_BUFFER_LOCATION ((pi_mem_properties)0x419E)

typedef pi_bitfield pi_usm_mem_properties;
#define PI_MEM_ALLOC_FLAGS ((pi_usm_mem_properties)0x4195)
#define PI_MEM_ALLOC_WRTITE_COMBINED ((pi_usm_mem_properties)1 << 0)
#define PI_MEM_ALLOC_INITIAL_PLACEMENT_DEVICE ((pi_usm_mem_properties)1 << 1)
#define PI_MEM_ALLOC_INITIAL_PLACEMENT_HOST ((pi_usm_mem_properties)1 << 2)
#define PI_MEM_ALLOC_DEVICE_READ_ONLY ((pi_usm_mem_properties)1 << 3)
#define PI_MEM_USM_ALLOC_BUFFER_LOCATION ((pi_usm_mem_properties)0x419E)

typedef pi_bitfield pi_queue_properties;
#define PI_QUEUE_FLAGS ((pi_queue_properties)-1)
#define PI_QUEUE_COMPUTE_INDEX ((pi_queue_properties)-2)
#define PI_QUEUE_FLAG_OUT_OF_ORDER_EXEC_MODE_ENABLE ((pi_queue_properties)1 << 0)
#define PI_QUEUE_FLAG_PROFILING_ENABLE ((pi_queue_properties)1 << 1)
#define PI_QUEUE_FLAG_ON_DEVICE ((pi_queue_properties)1 << 2)
#define PI_QUEUE_FLAG_ON_DEVICE_DEFAULT ((pi_queue_properties)1 << 3)
#define PI_EXT_ONEAPI_QUEUE_FLAG_DISCARD_EVENTS ((pi_queue_properties)1 << 4)
#define PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_LOW ((pi_queue_properties)1 << 5)
#define PI_EXT_ONEAPI_QUEUE_FLAG_PRIORITY_HIGH ((pi_queue_properties)1 << 6)
#define PI_EXT_QUEUE_FLAG_SUBMISSION_NO_IMMEDIATE ((pi_queue_properties)1 << 7)
#define PI_EXT_QUEUE_FLAG_SUBMISSION_IMMEDIATE ((pi_queue_properties)1 << 8)

typedef enum {
  PI_EXT_KERNEL_EXEC_INFO_CACHE_DEFAULT = 0x0,
  PI_EXT_KERNEL_EXEC_INFO_CACHE_LARGE_SLM = 0x1,
  PI_EXT_KERNEL_EXEC_INFO_CACHE_LARGE_DATA = 0x2
} _pi_kernel_cache_config;

typedef _pi_result pi_result;
typedef _pi_platform_info pi_platform_info;
typedef _pi_platform_backend pi_platform_backend;
typedef _pi_device_mem_cache_type pi_device_mem_cache_type;
typedef _pi_device_local_mem_type pi_device_local_mem_type;
typedef _pi_device_info pi_device_info;
typedef _pi_program_info pi_program_info;
typedef _pi_context_info pi_context_info;
typedef _pi_queue_info pi_queue_info;
typedef _pi_image_info pi_image_info;
typedef _pi_kernel_info pi_kernel_info;
typedef _pi_kernel_group_info pi_kernel_group_info;
typedef _pi_kernel_sub_group_info pi_kernel_sub_group_info;
typedef _pi_event_info pi_event_info;
typedef _pi_command_type pi_command_type;
typedef _pi_mem_type pi_mem_type;
typedef _pi_mem_advice pi_mem_advice;
typedef _pi_image_channel_order pi_image_channel_order;
typedef _pi_image_channel_type pi_image_channel_type;
typedef _pi_buffer_create_type pi_buffer_create_type;
typedef _pi_sampler_addressing_mode pi_sampler_addressing_mode;
typedef _pi_sampler_filter_mode pi_sampler_filter_mode;
typedef _pi_sampler_cubemap_filter_mode pi_sampler_cubemap_filter_mode;
typedef _pi_sampler_info pi_sampler_info;
typedef _pi_event_status pi_event_status;
typedef _pi_program_build_info pi_program_build_info;
typedef _pi_program_build_status pi_program_build_status;
typedef _pi_program_binary_type pi_program_binary_type;
typedef _pi_profiling_info pi_profiling_info;
typedef _pi_kernel_cache_config pi_kernel_cache_config;
typedef _pi_image_copy_flags pi_image_copy_flags;

typedef intptr_t pi_device_partition_property;
#define PI_DEVICE_PARTITION_EQUALLY ((pi_device_partition_property)0x1086)
#define PI_DEVICE_PARTITION_BY_COUNTS ((pi_device_partition_property)0x1087)
#define PI_DEVICE_PARTITION_BY_COUNTS_LIST_END ((pi_device_partition_property)0x0)
#define PI_DEVICE_PARTITION_BY_AFFINITY_DOMAIN ((pi_device_partition_property)0x1088)
#define PI_EXT_INTEL_DEVICE_PARTITION_BY_CSLICE ((pi_device_partition_property)0x1089)

typedef pi_bitfield pi_device_affinity_domain;
#define PI_DEVICE_AFFINITY_DOMAIN_NUMA ((pi_device_affinity_domain)1 << 0)
#define PI_DEVICE_AFFINITY_DOMAIN_L4_CACHE ((pi_device_affinity_domain)1 << 1)
#define PI_DEVICE_AFFINITY_DOMAIN_L3_CACHE ((pi_device_affinity_domain)1 << 2)
#define PI_DEVICE_AFFINITY_DOMAIN_L2_CACHE ((pi_device_affinity_domain)1 << 3)
#define PI_DEVICE_AFFINITY_DOMAIN_L1_CACHE ((pi_device_affinity_domain)1 << 4)
#define PI_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE ((pi_device_affinity_domain)1 << 5)

typedef pi_bitfield pi_device_fp_config;
#define PI_FP_DENORM ((pi_device_fp_config)1 << 0)
#define PI_FP_INF_NAN ((pi_device_fp_config)1 << 1)
#define PI_FP_ROUND_TO_NEAREST ((pi_device_fp_config)1 << 2)
#define PI_FP_ROUND_TO_ZERO ((pi_device_fp_config)1 << 3)
#define PI_FP_ROUND_TO_INF ((pi_device_fp_config)1 << 4)
#define PI_FP_FMA ((pi_device_fp_config)1 << 5)
#define PI_FP_SOFT_FLOAT ((pi_device_fp_config)1 << 6)
#define PI_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT ((pi_device_fp_config)1 << 7)

/* Device binaries, as the clang offload wrapper lays them out. */
struct _pi_offload_entry_struct {
  void *addr;
  char *name;
  size_t size;
  int32_t flags;
  int32_t reserved;
};
typedef struct _pi_offload_entry_struct *_pi_offload_entry;

typedef enum {
  PI_PROPERTY_TYPE_UNKNOWN,
  PI_PROPERTY_TYPE_UINT32,
  PI_PROPERTY_TYPE_BYTE_ARRAY,
  PI_PROPERTY_TYPE_STRING
} pi_property_type;

struct _pi_device_binary_property_struct {
  char *Name;
  void *ValAddr;
  uint32_t Type;
  uint64_t ValSize;
};
typedef struct _pi_device_binary_property_struct *pi_device_binary_property;

struct _pi_device_binary_property_set_struct {
  char *Name;
  pi_device_binary_property PropertiesBegin;
  pi_device_binary_property PropertiesEnd;
};
typedef struct _pi_device_binary_property_set_struct *pi_device_binary_property_set;

typedef uint8_t pi_device_binary_type;
#define PI_DEVICE_BINARY_TYPE_NONE ((pi_device_binary_type)0)
#define PI_DEVICE_BINARY_TYPE_NATIVE ((pi_device_binary_type)1)
#define PI_DEVICE_BINARY_TYPE_SPIRV ((pi_device_binary_type)2)
#define PI_DEVICE_BINARY_TYPE_LLVMIR_BITCODE ((pi_device_binary_type)3)
#define PI_DEVICE_BINARY_VERSION ((uint16_t)1)
#define PI_DEVICE_BINARY_OFFLOAD_KIND_SYCL ((uint8_t)4)
#define PI_DEVICE_BINARIES_VERSION ((uint16_t)1)

#define __SYCL_PI_DEVICE_BINARY_TARGET_UNKNOWN "<unknown>"
#define __SYCL_PI_DEVICE_BINARY_TARGET_SPIRV32 "spir"
#define __SYCL_PI_DEVICE_BINARY_TARGET_SPIRV64 "spir64"
#define __SYCL_PI_DEVICE_BINARY_TARGET_SPIRV64_X86_64 "spir64_x86_64"
#define __SYCL_PI_DEVICE_BINARY_TARGET_SPIRV64_GEN "spir64_gen"
#define __SYCL_PI_DEVICE_BINARY_TARGET_SPIRV64_FPGA "spir64_fpga"
#define __SYCL_PI_DEVICE_BINARY_TARGET_NVPTX64 "nvptx64"
#define __SYCL_PI_DEVICE_BINARY_TARGET_AMDGCN "amdgcn"
#define __SYCL_PI_DEVICE_BINARY_TARGET_NATIVE_CPU "native_cpu"

/* Listed in PI_DEVICE_INFO_EXTENSIONS by devices with native device asserts. */
#define PI_DEVICE_INFO_EXTENSION_DEVICELIB_ASSERT "cl_intel_devicelib_assert"

struct pi_device_binary_struct {
  uint16_t Version;
  uint8_t Kind;
  uint8_t Format;
  const char *DeviceTargetSpec;
  const char *CompileOptions;
  const char *LinkOptions;
  const char *ManifestStart;
  const char *ManifestEnd;
  const unsigned char *BinaryStart;
  const unsigned char *BinaryEnd;
  _pi_offload_entry EntriesBegin;
  _pi_offload_entry EntriesEnd;
  pi_device_binary_property_set PropertySetsBegin;
  pi_device_binary_property_set PropertySetsEnd;
};
typedef struct pi_device_binary_struct *pi_device_binary;

struct pi_buffer_region_struct {
  size_t origin;
  size_t size;
};
typedef struct pi_buffer_region_struct *pi_buffer_region;

struct pi_buff_rect_offset_struct {
  size_t x_bytes;
  size_t y_scalar;
  size_t z_scalar;
};
typedef struct pi_buff_rect_offset_struct *pi_buff_rect_offset;

struct pi_buff_rect_region_struct {
  size_t width_bytes;
  size_t height_scalar;
  size_t depth_scalar;
};
typedef struct pi_buff_rect_region_struct *pi_buff_rect_region;

struct pi_image_offset_struct {
  size_t x;
  size_t y;
  size_t z;
};
typedef struct pi_image_offset_struct *pi_image_offset;

struct pi_image_region_struct {
  size_t width;
  size_t height;
  size_t depth;
};
typedef struct pi_image_region_struct *pi_image_region;

struct pi_device_binaries_struct {
  uint16_t Version;
  uint16_t NumDeviceBinaries;
  pi_device_binary DeviceBinaries;
  _pi_offload_entry *HostEntriesBegin;
  _pi_offload_entry *HostEntriesEnd;
};
typedef struct pi_device_binaries_struct *pi_device_binaries;

struct _pi_platform;
struct _pi_device;
struct _pi_context;
struct _pi_queue;
struct _pi_mem;
struct _pi_program;
struct _pi_kernel;
struct _pi_event;
struct _pi_sampler;

typedef struct _pi_platform *pi_platform;
typedef struct _pi_device *pi_device;
typedef struct _pi_context *pi_context;
typedef struct _pi_queue *pi_queue;
typedef struct _pi_mem *pi_mem;
typedef struct _pi_program *pi_program;
typedef struct _pi_kernel *pi_kernel;
typedef struct _pi_event *pi_event;
typedef struct _pi_sampler *pi_sampler;
typedef pi_uint64 pi_image_handle;
typedef void *pi_image_mem_handle;
typedef pi_uint64 pi_interop_mem_handle;
typedef pi_uint64 pi_interop_semaphore_handle;

typedef struct {
  pi_image_channel_order image_channel_order;
  pi_image_channel_type image_channel_data_type;
} _pi_image_format;

typedef struct {
  pi_mem_type image_type;
  size_t image_width;
  size_t image_height;
  size_t image_depth;
  size_t image_array_size;
  size_t image_row_pitch;
  size_t image_slice_pitch;
  pi_uint32 num_mip_levels;
  pi_uint32 num_samples;
  pi_mem buffer;
} _pi_image_desc;

typedef _pi_image_format pi_image_format;
typedef _pi_image_desc pi_image_desc;

typedef enum { PI_MEM_CONTEXT = 0x1106, PI_MEM_SIZE = 0x1102 } _pi_mem_info;

typedef enum {
  PI_PEER_ACCESS_SUPPORTED = 0x0,
  PI_PEER_ATOMICS_SUPPORTED = 0x1
} _pi_peer_attr;

typedef _pi_mem_info pi_mem_info;
typedef _pi_peer_attr pi_peer_attr;

typedef enum {
  PI_USM_INDIRECT_ACCESS,
  PI_USM_PTRS = 0x4203,
  PI_EXT_KERNEL_EXEC_INFO_CACHE_CONFIG = 0x4204
} _pi_kernel_exec_info;
typedef _pi_kernel_exec_info pi_kernel_exec_info;

#define PI_BIT(_i) (1 << _i)
typedef enum {
  PI_ACCESS_READ_WRITE = PI_BIT(0),
  PI_ACCESS_WRITE_ONLY = PI_BIT(1),
  PI_ACCESS_READ_ONLY = PI_BIT(2)
} _pi_mem_obj_access;
typedef _pi_mem_obj_access pi_mem_obj_access;
typedef uint32_t pi_mem_access_flag;

typedef enum {
  PI_KERNEL_ARG_MEM_OBJ_ACCESS = 27,
  PI_ENUM_FORCE_UINT32 = 0x7fffffff
} _pi_mem_obj_property_type;
typedef _pi_mem_obj_property_type pi_mem_obj_property_type;

typedef struct {
  pi_mem_obj_property_type type;
  void *pNext;
  pi_mem_access_flag mem_access;
} _pi_mem_obj_property;
typedef _pi_mem_obj_property pi_mem_obj_property;

typedef enum {
  PI_USM_HOST_SUPPORT = 0x4190,
  PI_USM_DEVICE_SUPPORT = 0x4191,
  PI_USM_SINGLE_SHARED_SUPPORT = 0x4192,
  PI_USM_CROSS_SHARED_SUPPORT = 0x4193,
  PI_USM_SYSTEM_SHARED_SUPPORT = 0x4194
} _pi_usm_capability_query;
typedef _pi_usm_capability_query pi_usm_capability_query;

/* 64-bit in C++ (enum : pi_bitfield). */
typedef pi_bitfield pi_usm_capabilities;
#define PI_USM_ACCESS ((pi_usm_capabilities)1 << 0)
#define PI_USM_ATOMIC_ACCESS ((pi_usm_capabilities)1 << 1)
#define PI_USM_CONCURRENT_ACCESS ((pi_usm_capabilities)1 << 2)
#define PI_USM_CONCURRENT_ATOMIC_ACCESS ((pi_usm_capabilities)1 << 3)

typedef enum {
  PI_MEM_ALLOC_TYPE = 0x419A,
  PI_MEM_ALLOC_BASE_PTR = 0x419B,
  PI_MEM_ALLOC_SIZE = 0x419C,
  PI_MEM_ALLOC_DEVICE = 0x419D
} _pi_mem_alloc_info;
typedef _pi_mem_alloc_info pi_mem_alloc_info;

typedef enum {
  PI_MEM_TYPE_UNKNOWN = 0x4196,
  PI_MEM_TYPE_HOST = 0x4197,
  PI_MEM_TYPE_DEVICE = 0x4198,
  PI_MEM_TYPE_SHARED = 0x4199
} _pi_usm_type;
typedef _pi_usm_type pi_usm_type;

/* 64-bit in C++ (enum : pi_bitfield). */
typedef pi_bitfield pi_usm_migration_flags;
#define PI_USM_MIGRATION_TBD0 ((pi_usm_migration_flags)1 << 0)

typedef void (*pi_context_extended_deleter)(void *user_data);

struct _pi_ext_command_buffer;
struct _pi_ext_command_buffer_command;
typedef struct _pi_ext_command_buffer *pi_ext_command_buffer;
typedef struct _pi_ext_command_buffer_command *pi_ext_command_buffer_command;
typedef pi_uint32 pi_ext_sync_point;

typedef enum {
  PI_EXT_STRUCTURE_TYPE_COMMAND_BUFFER_DESC = 0
} pi_ext_structure_type;

typedef struct pi_ext_command_buffer_desc {
  pi_ext_structure_type stype;
  const void *pNext;
  pi_bool is_updatable;
} pi_ext_command_buffer_desc;

typedef struct pi_ext_command_buffer_update_memobj_arg_desc_t {
  uint32_t arg_index;
  const pi_mem_obj_property *properties;
  pi_mem new_mem_obj;
} pi_ext_command_buffer_update_memobj_arg_desc_t;

typedef struct pi_ext_command_buffer_update_pointer_arg_desc_t {
  uint32_t arg_index;
  void *new_ptr;
} pi_ext_command_buffer_update_pointer_arg_desc_t;

typedef struct pi_ext_command_buffer_update_value_arg_desc_t {
  uint32_t arg_index;
  uint32_t arg_size;
  void *new_value;
} pi_ext_command_buffer_update_value_arg_desc_t;

typedef struct pi_ext_command_buffer_update_kernel_launch_desc {
  uint32_t num_mem_obj_args;
  uint32_t num_ptr_args;
  uint32_t num_value_args;
  uint32_t num_work_dim;
  pi_ext_command_buffer_update_memobj_arg_desc_t *mem_obj_arg_list;
  pi_ext_command_buffer_update_pointer_arg_desc_t *ptr_arg_list;
  pi_ext_command_buffer_update_value_arg_desc_t *value_arg_list;
  size_t *global_work_offset;
  size_t *global_work_size;
  size_t *local_work_size;
} pi_ext_command_buffer_update_kernel_launch_desc;

typedef enum {
  _PI_SANITIZE_TYPE_NONE = 0x0,
  _PI_SANITIZE_TYPE_ADDRESS = 0x1,
  _PI_SANITIZE_TYPE_MEMORY = 0x2,
  _PI_SANITIZE_TYPE_THREAD = 0x3
} _pi_sanitize_type;

typedef void (*pi_program_notify)(pi_program program, void *user_data);
typedef void (*pi_context_notify)(const char *errinfo, const void *private_info,
                                  size_t cb, void *user_data);
typedef void (*pi_event_notify)(pi_event event, pi_int32 event_command_status,
                                void *user_data);

struct _pi_plugin;
typedef struct _pi_plugin pi_plugin;

PI_EXPORT pi_result piPluginInit(pi_plugin *plugin_info);

/* Platform */
PI_EXPORT pi_result piPlatformsGet(pi_uint32 num_entries, pi_platform *platforms,
                                   pi_uint32 *num_platforms);
PI_EXPORT pi_result piPlatformGetInfo(pi_platform platform, pi_platform_info param_name,
                                      size_t param_value_size, void *param_value,
                                      size_t *param_value_size_ret);
PI_EXPORT pi_result piextPlatformGetNativeHandle(pi_platform platform,
                                                 pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextPlatformCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                        pi_platform *platform);

/* Device */
PI_EXPORT pi_result piDevicesGet(pi_platform platform, pi_device_type device_type,
                                 pi_uint32 num_entries, pi_device *devices,
                                 pi_uint32 *num_devices);
PI_EXPORT pi_result piextEnablePeerAccess(pi_device command_device, pi_device peer_device);
PI_EXPORT pi_result piextDisablePeerAccess(pi_device command_device, pi_device peer_device);
PI_EXPORT pi_result piextPeerAccessGetInfo(pi_device command_device, pi_device peer_device,
                                           pi_peer_attr attr, size_t param_value_size,
                                           void *param_value, size_t *param_value_size_ret);
PI_EXPORT pi_result piDeviceGetInfo(pi_device device, pi_device_info param_name,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret);
PI_EXPORT pi_result piDeviceRetain(pi_device device);
PI_EXPORT pi_result piDeviceRelease(pi_device device);
PI_EXPORT pi_result piDevicePartition(pi_device device,
                                      const pi_device_partition_property *properties,
                                      pi_uint32 num_devices, pi_device *out_devices,
                                      pi_uint32 *out_num_devices);
PI_EXPORT pi_result piextDeviceGetNativeHandle(pi_device device,
                                               pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextDeviceCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                      pi_platform platform,
                                                      pi_device *device);
PI_EXPORT pi_result piextDeviceSelectBinary(pi_device device, pi_device_binary *binaries,
                                            pi_uint32 num_binaries,
                                            pi_uint32 *selected_binary_ind);
PI_EXPORT pi_result piextGetDeviceFunctionPointer(pi_device device, pi_program program,
                                                  const char *function_name,
                                                  pi_uint64 *function_pointer_ret);
PI_EXPORT pi_result piextGetGlobalVariablePointer(pi_device Device, pi_program Program,
                                                  const char *GlobalVariableName,
                                                  size_t *GlobalVariableSize,
                                                  void **GlobalVariablePointerRet);

/* Context */
PI_EXPORT pi_result piContextCreate(const pi_context_properties *properties,
                                    pi_uint32 num_devices, const pi_device *devices,
                                    pi_context_notify pfn_notify, void *user_data,
                                    pi_context *ret_context);
PI_EXPORT pi_result piContextGetInfo(pi_context context, pi_context_info param_name,
                                     size_t param_value_size, void *param_value,
                                     size_t *param_value_size_ret);
PI_EXPORT pi_result piContextRetain(pi_context context);
PI_EXPORT pi_result piContextRelease(pi_context context);
PI_EXPORT pi_result piextContextSetExtendedDeleter(pi_context context,
                                                   pi_context_extended_deleter func,
                                                   void *user_data);
PI_EXPORT pi_result piextContextGetNativeHandle(pi_context context,
                                                pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextContextCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                       pi_uint32 numDevices,
                                                       const pi_device *devices,
                                                       bool pluginOwnsNativeHandle,
                                                       pi_context *context);

/* Queue */
PI_EXPORT pi_result piQueueCreate(pi_context context, pi_device device,
                                  pi_queue_properties properties, pi_queue *queue);
PI_EXPORT pi_result piextQueueCreate(pi_context context, pi_device device,
                                     pi_queue_properties *properties, pi_queue *queue);
PI_EXPORT pi_result piQueueGetInfo(pi_queue command_queue, pi_queue_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret);
PI_EXPORT pi_result piQueueRetain(pi_queue command_queue);
PI_EXPORT pi_result piQueueRelease(pi_queue command_queue);
PI_EXPORT pi_result piQueueFinish(pi_queue command_queue);
PI_EXPORT pi_result piQueueFlush(pi_queue command_queue);
PI_EXPORT pi_result piextQueueGetNativeHandle(pi_queue queue, pi_native_handle *nativeHandle,
                                              int32_t *nativeHandleDesc);
PI_EXPORT pi_result piextQueueCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                     int32_t nativeHandleDesc,
                                                     pi_context context, pi_device device,
                                                     bool pluginOwnsNativeHandle,
                                                     pi_queue_properties *Properties,
                                                     pi_queue *queue);

/* Memory */
PI_EXPORT pi_result piMemBufferCreate(pi_context context, pi_mem_flags flags, size_t size,
                                      void *host_ptr, pi_mem *ret_mem,
                                      const pi_mem_properties *properties);
PI_EXPORT pi_result piMemImageCreate(pi_context context, pi_mem_flags flags,
                                     const pi_image_format *image_format,
                                     const pi_image_desc *image_desc, void *host_ptr,
                                     pi_mem *ret_mem);
PI_EXPORT pi_result piMemGetInfo(pi_mem mem, pi_mem_info param_name, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret);
PI_EXPORT pi_result piMemImageGetInfo(pi_mem image, pi_image_info param_name,
                                      size_t param_value_size, void *param_value,
                                      size_t *param_value_size_ret);
PI_EXPORT pi_result piMemRetain(pi_mem mem);
PI_EXPORT pi_result piMemRelease(pi_mem mem);
PI_EXPORT pi_result piMemBufferPartition(pi_mem buffer, pi_mem_flags flags,
                                         pi_buffer_create_type buffer_create_type,
                                         void *buffer_create_info, pi_mem *ret_mem);
PI_EXPORT pi_result piextMemGetNativeHandle(pi_mem mem, pi_device dev,
                                            pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextMemCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                   pi_context context, bool ownNativeHandle,
                                                   pi_mem *mem);
PI_EXPORT pi_result piextMemImageCreateWithNativeHandle(
    pi_native_handle nativeHandle, pi_context context, bool ownNativeHandle,
    const pi_image_format *ImageFormat, const pi_image_desc *ImageDesc, pi_mem *img);

/* Program */
PI_EXPORT pi_result piProgramCreate(pi_context context, const void *il, size_t length,
                                    pi_program *res_program);
PI_EXPORT pi_result piProgramCreateWithBinary(
    pi_context context, pi_uint32 num_devices, const pi_device *device_list,
    const size_t *lengths, const unsigned char **binaries, size_t num_metadata_entries,
    const pi_device_binary_property *metadata, pi_int32 *binary_status,
    pi_program *ret_program);
PI_EXPORT pi_result piProgramGetInfo(pi_program program, pi_program_info param_name,
                                     size_t param_value_size, void *param_value,
                                     size_t *param_value_size_ret);
PI_EXPORT pi_result piProgramLink(pi_context context, pi_uint32 num_devices,
                                  const pi_device *device_list, const char *options,
                                  pi_uint32 num_input_programs,
                                  const pi_program *input_programs,
                                  pi_program_notify pfn_notify, void *user_data,
                                  pi_program *ret_program);
PI_EXPORT pi_result piProgramCompile(pi_program program, pi_uint32 num_devices,
                                     const pi_device *device_list, const char *options,
                                     pi_uint32 num_input_headers,
                                     const pi_program *input_headers,
                                     const char **header_include_names,
                                     pi_program_notify pfn_notify, void *user_data);
PI_EXPORT pi_result piProgramBuild(pi_program program, pi_uint32 num_devices,
                                   const pi_device *device_list, const char *options,
                                   pi_program_notify pfn_notify, void *user_data);
PI_EXPORT pi_result piProgramGetBuildInfo(pi_program program, pi_device device,
                                          _pi_program_build_info param_name,
                                          size_t param_value_size, void *param_value,
                                          size_t *param_value_size_ret);
PI_EXPORT pi_result piProgramRetain(pi_program program);
PI_EXPORT pi_result piProgramRelease(pi_program program);
PI_EXPORT pi_result piextProgramSetSpecializationConstant(pi_program prog,
                                                          pi_uint32 spec_id,
                                                          size_t spec_size,
                                                          const void *spec_value);
PI_EXPORT pi_result piextProgramGetNativeHandle(pi_program program,
                                                pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextProgramCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                       pi_context context,
                                                       bool pluginOwnsNativeHandle,
                                                       pi_program *program);

/* Kernel */
PI_EXPORT pi_result piKernelCreate(pi_program program, const char *kernel_name,
                                   pi_kernel *ret_kernel);
PI_EXPORT pi_result piKernelSetArg(pi_kernel kernel, pi_uint32 arg_index, size_t arg_size,
                                   const void *arg_value);
PI_EXPORT pi_result piKernelGetInfo(pi_kernel kernel, pi_kernel_info param_name,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret);
PI_EXPORT pi_result piKernelGetGroupInfo(pi_kernel kernel, pi_device device,
                                         pi_kernel_group_info param_name,
                                         size_t param_value_size, void *param_value,
                                         size_t *param_value_size_ret);
PI_EXPORT pi_result piKernelGetSubGroupInfo(pi_kernel kernel, pi_device device,
                                            pi_kernel_sub_group_info param_name,
                                            size_t input_value_size,
                                            const void *input_value,
                                            size_t param_value_size, void *param_value,
                                            size_t *param_value_size_ret);
PI_EXPORT pi_result piKernelRetain(pi_kernel kernel);
PI_EXPORT pi_result piKernelRelease(pi_kernel kernel);
PI_EXPORT pi_result piextKernelSetArgPointer(pi_kernel kernel, pi_uint32 arg_index,
                                             size_t arg_size, const void *arg_value);
PI_EXPORT pi_result piKernelSetExecInfo(pi_kernel kernel, pi_kernel_exec_info value_name,
                                        size_t param_value_size, const void *param_value);
PI_EXPORT pi_result piextKernelCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                      pi_context context,
                                                      pi_program program,
                                                      bool pluginOwnsNativeHandle,
                                                      pi_kernel *kernel);
PI_EXPORT pi_result piextKernelGetNativeHandle(pi_kernel kernel,
                                               pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextKernelSuggestMaxCooperativeGroupCount(
    pi_kernel kernel, size_t local_work_size, size_t dynamic_shared_memory_size,
    pi_uint32 *group_count_ret);

/* Event */
PI_EXPORT pi_result piEventCreate(pi_context context, pi_event *ret_event);
PI_EXPORT pi_result piEventGetInfo(pi_event event, pi_event_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret);
PI_EXPORT pi_result piEventGetProfilingInfo(pi_event event, pi_profiling_info param_name,
                                            size_t param_value_size, void *param_value,
                                            size_t *param_value_size_ret);
PI_EXPORT pi_result piEventsWait(pi_uint32 num_events, const pi_event *event_list);
PI_EXPORT pi_result piEventSetCallback(pi_event event, pi_int32 command_exec_callback_type,
                                       pi_event_notify pfn_notify, void *user_data);
PI_EXPORT pi_result piEventSetStatus(pi_event event, pi_int32 execution_status);
PI_EXPORT pi_result piEventRetain(pi_event event);
PI_EXPORT pi_result piEventRelease(pi_event event);
PI_EXPORT pi_result piextEventGetNativeHandle(pi_event event,
                                              pi_native_handle *nativeHandle);
PI_EXPORT pi_result piextEventCreateWithNativeHandle(pi_native_handle nativeHandle,
                                                     pi_context context,
                                                     bool ownNativeHandle, pi_event *event);

/* Sampler */
PI_EXPORT pi_result piSamplerCreate(pi_context context,
                                    const pi_sampler_properties *sampler_properties,
                                    pi_sampler *result_sampler);
PI_EXPORT pi_result piSamplerGetInfo(pi_sampler sampler, pi_sampler_info param_name,
                                     size_t param_value_size, void *param_value,
                                     size_t *param_value_size_ret);
PI_EXPORT pi_result piSamplerRetain(pi_sampler sampler);
PI_EXPORT pi_result piSamplerRelease(pi_sampler sampler);

/* Queue commands */
PI_EXPORT pi_result piEnqueueKernelLaunch(pi_queue queue, pi_kernel kernel,
                                          pi_uint32 work_dim,
                                          const size_t *global_work_offset,
                                          const size_t *global_work_size,
                                          const size_t *local_work_size,
                                          pi_uint32 num_events_in_wait_list,
                                          const pi_event *event_wait_list,
                                          pi_event *event);
PI_EXPORT pi_result piextEnqueueCooperativeKernelLaunch(
    pi_queue queue, pi_kernel kernel, pi_uint32 work_dim,
    const size_t *global_work_offset, const size_t *global_work_size,
    const size_t *local_work_size, pi_uint32 num_events_in_wait_list,
    const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piEnqueueEventsWait(pi_queue command_queue,
                                        pi_uint32 num_events_in_wait_list,
                                        const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piEnqueueEventsWaitWithBarrier(pi_queue command_queue,
                                                   pi_uint32 num_events_in_wait_list,
                                                   const pi_event *event_wait_list,
                                                   pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferRead(pi_queue queue, pi_mem buffer,
                                           pi_bool blocking_read, size_t offset,
                                           size_t size, void *ptr,
                                           pi_uint32 num_events_in_wait_list,
                                           const pi_event *event_wait_list,
                                           pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferReadRect(
    pi_queue command_queue, pi_mem buffer, pi_bool blocking_read,
    pi_buff_rect_offset buffer_offset, pi_buff_rect_offset host_offset,
    pi_buff_rect_region region, size_t buffer_row_pitch, size_t buffer_slice_pitch,
    size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
    pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferWrite(pi_queue command_queue, pi_mem buffer,
                                            pi_bool blocking_write, size_t offset,
                                            size_t size, const void *ptr,
                                            pi_uint32 num_events_in_wait_list,
                                            const pi_event *event_wait_list,
                                            pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferWriteRect(
    pi_queue command_queue, pi_mem buffer, pi_bool blocking_write,
    pi_buff_rect_offset buffer_offset, pi_buff_rect_offset host_offset,
    pi_buff_rect_region region, size_t buffer_row_pitch, size_t buffer_slice_pitch,
    size_t host_row_pitch, size_t host_slice_pitch, const void *ptr,
    pi_uint32 num_events_in_wait_list, const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferCopy(pi_queue command_queue, pi_mem src_buffer,
                                           pi_mem dst_buffer, size_t src_offset,
                                           size_t dst_offset, size_t size,
                                           pi_uint32 num_events_in_wait_list,
                                           const pi_event *event_wait_list,
                                           pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferCopyRect(
    pi_queue command_queue, pi_mem src_buffer, pi_mem dst_buffer,
    pi_buff_rect_offset src_origin, pi_buff_rect_offset dst_origin,
    pi_buff_rect_region region, size_t src_row_pitch, size_t src_slice_pitch,
    size_t dst_row_pitch, size_t dst_slice_pitch, pi_uint32 num_events_in_wait_list,
    const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferFill(pi_queue command_queue, pi_mem buffer,
                                           const void *pattern, size_t pattern_size,
                                           size_t offset, size_t size,
                                           pi_uint32 num_events_in_wait_list,
                                           const pi_event *event_wait_list,
                                           pi_event *event);
PI_EXPORT pi_result piEnqueueMemImageRead(pi_queue command_queue, pi_mem image,
                                          pi_bool blocking_read, pi_image_offset origin,
                                          pi_image_region region, size_t row_pitch,
                                          size_t slice_pitch, void *ptr,
                                          pi_uint32 num_events_in_wait_list,
                                          const pi_event *event_wait_list,
                                          pi_event *event);
PI_EXPORT pi_result piEnqueueMemImageWrite(pi_queue command_queue, pi_mem image,
                                           pi_bool blocking_write, pi_image_offset origin,
                                           pi_image_region region, size_t input_row_pitch,
                                           size_t input_slice_pitch, const void *ptr,
                                           pi_uint32 num_events_in_wait_list,
                                           const pi_event *event_wait_list,
                                           pi_event *event);
PI_EXPORT pi_result piEnqueueMemImageCopy(pi_queue command_queue, pi_mem src_image,
                                          pi_mem dst_image, pi_image_offset src_origin,
                                          pi_image_offset dst_origin,
                                          pi_image_region region,
                                          pi_uint32 num_events_in_wait_list,
                                          const pi_event *event_wait_list,
                                          pi_event *event);
PI_EXPORT pi_result piEnqueueMemImageFill(pi_queue command_queue, pi_mem image,
                                          const void *fill_color, const size_t *origin,
                                          const size_t *region,
                                          pi_uint32 num_events_in_wait_list,
                                          const pi_event *event_wait_list,
                                          pi_event *event);
PI_EXPORT pi_result piEnqueueMemBufferMap(pi_queue command_queue, pi_mem buffer,
                                          pi_bool blocking_map, pi_map_flags map_flags,
                                          size_t offset, size_t size,
                                          pi_uint32 num_events_in_wait_list,
                                          const pi_event *event_wait_list,
                                          pi_event *event, void **ret_map);
PI_EXPORT pi_result piEnqueueMemUnmap(pi_queue command_queue, pi_mem memobj,
                                      void *mapped_ptr, pi_uint32 num_events_in_wait_list,
                                      const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piextKernelSetArgMemObj(pi_kernel kernel, pi_uint32 arg_index,
                                            const pi_mem_obj_property *arg_properties,
                                            const pi_mem *arg_value);
PI_EXPORT pi_result piextKernelSetArgSampler(pi_kernel kernel, pi_uint32 arg_index,
                                             const pi_sampler *arg_value);

/* USM */
PI_EXPORT pi_result piextUSMHostAlloc(void **result_ptr, pi_context context,
                                      pi_usm_mem_properties *properties, size_t size,
                                      pi_uint32 alignment);
PI_EXPORT pi_result piextUSMDeviceAlloc(void **result_ptr, pi_context context,
                                        pi_device device,
                                        pi_usm_mem_properties *properties, size_t size,
                                        pi_uint32 alignment);
PI_EXPORT pi_result piextUSMSharedAlloc(void **result_ptr, pi_context context,
                                        pi_device device,
                                        pi_usm_mem_properties *properties, size_t size,
                                        pi_uint32 alignment);
PI_EXPORT pi_result piextUSMPitchedAlloc(void **result_ptr, size_t *result_pitch,
                                         pi_context context, pi_device device,
                                         pi_usm_mem_properties *properties,
                                         size_t width_in_bytes, size_t height,
                                         unsigned int element_size_bytes);
PI_EXPORT pi_result piextUSMFree(pi_context context, void *ptr);
PI_EXPORT pi_result piextUSMEnqueueMemset(pi_queue queue, void *ptr, pi_int32 value,
                                          size_t count, pi_uint32 num_events_in_waitlist,
                                          const pi_event *events_waitlist,
                                          pi_event *event);
PI_EXPORT pi_result piextUSMEnqueueMemcpy(pi_queue queue, pi_bool blocking, void *dst_ptr,
                                          const void *src_ptr, size_t size,
                                          pi_uint32 num_events_in_waitlist,
                                          const pi_event *events_waitlist,
                                          pi_event *event);
PI_EXPORT pi_result piextUSMEnqueuePrefetch(pi_queue queue, const void *ptr, size_t size,
                                            pi_usm_migration_flags flags,
                                            pi_uint32 num_events_in_waitlist,
                                            const pi_event *events_waitlist,
                                            pi_event *event);
PI_EXPORT pi_result piextUSMEnqueueMemAdvise(pi_queue queue, const void *ptr,
                                             size_t length, pi_mem_advice advice,
                                             pi_event *event);
PI_EXPORT pi_result piextUSMGetMemAllocInfo(pi_context context, const void *ptr,
                                            pi_mem_alloc_info param_name,
                                            size_t param_value_size, void *param_value,
                                            size_t *param_value_size_ret);
PI_EXPORT pi_result piextUSMEnqueueFill2D(pi_queue queue, void *ptr, size_t pitch,
                                          size_t pattern_size, const void *pattern,
                                          size_t width, size_t height,
                                          pi_uint32 num_events_in_waitlist,
                                          const pi_event *events_waitlist,
                                          pi_event *event);
PI_EXPORT pi_result piextUSMEnqueueMemset2D(pi_queue queue, void *ptr, size_t pitch,
                                            int value, size_t width, size_t height,
                                            pi_uint32 num_events_in_waitlist,
                                            const pi_event *events_waitlist,
                                            pi_event *event);
PI_EXPORT pi_result piextUSMEnqueueMemcpy2D(pi_queue queue, pi_bool blocking,
                                            void *dst_ptr, size_t dst_pitch,
                                            const void *src_ptr, size_t src_pitch,
                                            size_t width, size_t height,
                                            pi_uint32 num_events_in_waitlist,
                                            const pi_event *events_waitlist,
                                            pi_event *event);
PI_EXPORT pi_result piextUSMImport(const void *ptr, size_t size, pi_context context);
PI_EXPORT pi_result piextUSMRelease(const void *ptr, pi_context context);

/* Device globals */
PI_EXPORT pi_result piextEnqueueDeviceGlobalVariableWrite(
    pi_queue queue, pi_program program, const char *name, pi_bool blocking_write,
    size_t count, size_t offset, const void *src, pi_uint32 num_events_in_wait_list,
    const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piextEnqueueDeviceGlobalVariableRead(
    pi_queue queue, pi_program program, const char *name, pi_bool blocking_read,
    size_t count, size_t offset, void *dst, pi_uint32 num_events_in_wait_list,
    const pi_event *event_wait_list, pi_event *event);

/* Host pipes */
PI_EXPORT pi_result piextEnqueueReadHostPipe(pi_queue queue, pi_program program,
                                             const char *pipe_symbol, pi_bool blocking,
                                             void *ptr, size_t size,
                                             pi_uint32 num_events_in_waitlist,
                                             const pi_event *events_waitlist,
                                             pi_event *event);
PI_EXPORT pi_result piextEnqueueWriteHostPipe(pi_queue queue, pi_program program,
                                              const char *pipe_symbol, pi_bool blocking,
                                              void *ptr, size_t size,
                                              pi_uint32 num_events_in_waitlist,
                                              const pi_event *events_waitlist,
                                              pi_event *event);

/* Plugin */
PI_EXPORT pi_result piextPluginGetOpaqueData(void *opaque_data_param,
                                             void **opaque_data_return);
PI_EXPORT pi_result piTearDown(void *PluginParameter);
PI_EXPORT pi_result piPluginGetLastError(char **message);
PI_EXPORT pi_result piPluginGetBackendOption(pi_platform platform,
                                             const char *frontend_option,
                                             const char **backend_option);
PI_EXPORT pi_result piGetDeviceAndHostTimer(pi_device Device, uint64_t *DeviceTime,
                                            uint64_t *HostTime);

/* Command buffers */
PI_EXPORT pi_result piextCommandBufferCreate(pi_context context, pi_device device,
                                             const pi_ext_command_buffer_desc *desc,
                                             pi_ext_command_buffer *ret_command_buffer);
PI_EXPORT pi_result piextCommandBufferRetain(pi_ext_command_buffer command_buffer);
PI_EXPORT pi_result piextCommandBufferRelease(pi_ext_command_buffer command_buffer);
PI_EXPORT pi_result piextCommandBufferFinalize(pi_ext_command_buffer command_buffer);
PI_EXPORT pi_result piextCommandBufferNDRangeKernel(
    pi_ext_command_buffer command_buffer, pi_kernel kernel, pi_uint32 work_dim,
    const size_t *global_work_offset, const size_t *global_work_size,
    const size_t *local_work_size, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point,
    pi_ext_command_buffer_command *command);
PI_EXPORT pi_result piextCommandBufferMemcpyUSM(
    pi_ext_command_buffer command_buffer, void *dst_ptr, const void *src_ptr, size_t size,
    pi_uint32 num_sync_points_in_wait_list, const pi_ext_sync_point *sync_point_wait_list,
    pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferCopy(
    pi_ext_command_buffer command_buffer, pi_mem src_buffer, pi_mem dst_buffer,
    size_t src_offset, size_t dst_offset, size_t size,
    pi_uint32 num_sync_points_in_wait_list, const pi_ext_sync_point *sync_point_wait_list,
    pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferCopyRect(
    pi_ext_command_buffer command_buffer, pi_mem src_buffer, pi_mem dst_buffer,
    pi_buff_rect_offset src_origin, pi_buff_rect_offset dst_origin,
    pi_buff_rect_region region, size_t src_row_pitch, size_t src_slice_pitch,
    size_t dst_row_pitch, size_t dst_slice_pitch, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferRead(
    pi_ext_command_buffer command_buffer, pi_mem buffer, size_t offset, size_t size,
    void *dst, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferReadRect(
    pi_ext_command_buffer command_buffer, pi_mem buffer, pi_buff_rect_offset buffer_offset,
    pi_buff_rect_offset host_offset, pi_buff_rect_region region, size_t buffer_row_pitch,
    size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
    pi_uint32 num_sync_points_in_wait_list, const pi_ext_sync_point *sync_point_wait_list,
    pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferWrite(
    pi_ext_command_buffer command_buffer, pi_mem buffer, size_t offset, size_t size,
    const void *ptr, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferWriteRect(
    pi_ext_command_buffer command_buffer, pi_mem buffer, pi_buff_rect_offset buffer_offset,
    pi_buff_rect_offset host_offset, pi_buff_rect_region region, size_t buffer_row_pitch,
    size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch,
    const void *ptr, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferMemBufferFill(
    pi_ext_command_buffer command_buffer, pi_mem buffer, const void *pattern,
    size_t pattern_size, size_t offset, size_t size, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferFillUSM(
    pi_ext_command_buffer command_buffer, void *ptr, const void *pattern,
    size_t pattern_size, size_t size, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferPrefetchUSM(
    pi_ext_command_buffer command_buffer, const void *ptr, size_t size,
    pi_usm_migration_flags flags, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextCommandBufferAdviseUSM(
    pi_ext_command_buffer command_buffer, const void *ptr, size_t length,
    pi_mem_advice advice, pi_uint32 num_sync_points_in_wait_list,
    const pi_ext_sync_point *sync_point_wait_list, pi_ext_sync_point *sync_point);
PI_EXPORT pi_result piextEnqueueCommandBuffer(pi_ext_command_buffer command_buffer,
                                              pi_queue queue,
                                              pi_uint32 num_events_in_wait_list,
                                              const pi_event *event_wait_list,
                                              pi_event *event);
PI_EXPORT pi_result piextCommandBufferUpdateKernelLaunch(
    pi_ext_command_buffer_command command,
    pi_ext_command_buffer_update_kernel_launch_desc *desc);
PI_EXPORT pi_result piextCommandBufferRetainCommand(pi_ext_command_buffer_command command);
PI_EXPORT pi_result piextCommandBufferReleaseCommand(pi_ext_command_buffer_command command);

/* Bindless images and interop */
PI_EXPORT pi_result piextMemUnsampledImageHandleDestroy(pi_context context,
                                                        pi_device device,
                                                        pi_image_handle handle);
PI_EXPORT pi_result piextMemSampledImageHandleDestroy(pi_context context, pi_device device,
                                                      pi_image_handle handle);
PI_EXPORT pi_result piextMemImageAllocate(pi_context context, pi_device device,
                                          pi_image_format *image_format,
                                          pi_image_desc *image_desc,
                                          pi_image_mem_handle *ret_mem);
PI_EXPORT pi_result piextMemMipmapGetLevel(pi_context context, pi_device device,
                                           pi_image_mem_handle mip_mem, unsigned int level,
                                           pi_image_mem_handle *ret_mem);
PI_EXPORT pi_result piextMemImageFree(pi_context context, pi_device device,
                                      pi_image_mem_handle memory_handle);
PI_EXPORT pi_result piextMemMipmapFree(pi_context context, pi_device device,
                                       pi_image_mem_handle memory_handle);
PI_EXPORT pi_result piextMemUnsampledImageCreate(pi_context context, pi_device device,
                                                 pi_image_mem_handle img_mem,
                                                 pi_image_format *image_format,
                                                 pi_image_desc *image_desc,
                                                 pi_mem *ret_mem,
                                                 pi_image_handle *ret_handle);
PI_EXPORT pi_result piextMemSampledImageCreate(pi_context context, pi_device device,
                                               pi_image_mem_handle img_mem,
                                               pi_image_format *image_format,
                                               pi_image_desc *image_desc,
                                               pi_sampler sampler, pi_mem *ret_mem,
                                               pi_image_handle *ret_handle);
PI_EXPORT pi_result piextBindlessImageSamplerCreate(
    pi_context context, const pi_sampler_properties *sampler_properties,
    float min_mipmap_level_clamp, float max_mipmap_level_clamp, float max_anisotropy,
    pi_sampler *result_sampler);
PI_EXPORT pi_result piextMemImageCopy(pi_queue command_queue, void *dst_ptr, void *src_ptr,
                                      const pi_image_format *image_format,
                                      const pi_image_desc *image_desc,
                                      const pi_image_copy_flags flags,
                                      pi_image_offset src_offset,
                                      pi_image_offset dst_offset,
                                      pi_image_region copy_extent,
                                      pi_image_region host_extent,
                                      pi_uint32 num_events_in_wait_list,
                                      const pi_event *event_wait_list, pi_event *event);
PI_EXPORT pi_result piextMemImageGetInfo(const pi_image_mem_handle mem_handle,
                                         pi_image_info param_name, void *param_value,
                                         size_t *param_value_size_ret);
PI_EXPORT pi_result piextMemImportOpaqueFD(pi_context context, pi_device device,
                                           size_t size, int file_descriptor,
                                           pi_interop_mem_handle *ret_handle);
PI_EXPORT pi_result piextMemMapExternalArray(pi_context context, pi_device device,
                                             pi_image_format *image_format,
                                             pi_image_desc *image_desc,
                                             pi_interop_mem_handle mem_handle,
                                             pi_image_mem_handle *ret_mem);
PI_EXPORT pi_result piextMemReleaseInterop(pi_context context, pi_device device,
                                           pi_interop_mem_handle memory_handle);
PI_EXPORT pi_result piextImportExternalSemaphoreOpaqueFD(
    pi_context context, pi_device device, int file_descriptor,
    pi_interop_semaphore_handle *ret_handle);
PI_EXPORT pi_result piextDestroyExternalSemaphore(pi_context context, pi_device device,
                                                  pi_interop_semaphore_handle sem_handle);
PI_EXPORT pi_result piextWaitExternalSemaphore(pi_queue command_queue,
                                               pi_interop_semaphore_handle sem_handle,
                                               pi_uint32 num_events_in_wait_list,
                                               const pi_event *event_wait_list,
                                               pi_event *event);
PI_EXPORT pi_result piextSignalExternalSemaphore(pi_queue command_queue,
                                                 pi_interop_semaphore_handle sem_handle,
                                                 pi_uint32 num_events_in_wait_list,
                                                 const pi_event *event_wait_list,
                                                 pi_event *event);

/* The function table, in pi.def order: a runtime indexes it by position, so
 * entries are only ever appended. */
#define PI_API_TABLE(X)                                                        \
  X(piPlatformsGet) X(piPlatformGetInfo) X(piextPlatformGetNativeHandle)       \
  X(piextPlatformCreateWithNativeHandle)                                       \
  X(piDevicesGet) X(piDeviceGetInfo) X(piDevicePartition) X(piDeviceRetain)    \
  X(piDeviceRelease) X(piextDeviceSelectBinary)                                \
  X(piextGetDeviceFunctionPointer) X(piextGetGlobalVariablePointer)            \
  X(piextDeviceGetNativeHandle) X(piextDeviceCreateWithNativeHandle)           \
  X(piContextCreate) X(piContextGetInfo) X(piContextRetain)                    \
  X(piContextRelease) X(piextContextSetExtendedDeleter)                        \
  X(piextContextGetNativeHandle) X(piextContextCreateWithNativeHandle)         \
  X(piQueueCreate) X(piextQueueCreate) X(piQueueGetInfo) X(piQueueFinish)      \
  X(piQueueFlush) X(piQueueRetain) X(piQueueRelease)                           \
  X(piextQueueGetNativeHandle) X(piextQueueCreateWithNativeHandle)             \
  X(piMemBufferCreate) X(piMemImageCreate) X(piMemGetInfo)                     \
  X(piMemImageGetInfo) X(piMemRetain) X(piMemRelease)                          \
  X(piMemBufferPartition) X(piextMemGetNativeHandle)                           \
  X(piextMemCreateWithNativeHandle) X(piextMemImageCreateWithNativeHandle)     \
  X(piProgramCreate) X(piProgramCreateWithBinary) X(piProgramGetInfo)          \
  X(piProgramCompile) X(piProgramBuild) X(piProgramLink)                       \
  X(piProgramGetBuildInfo) X(piProgramRetain) X(piProgramRelease)             \
  X(piextProgramSetSpecializationConstant) X(piextProgramGetNativeHandle)      \
  X(piextProgramCreateWithNativeHandle)                                        \
  X(piKernelCreate) X(piKernelSetArg) X(piKernelGetInfo)                       \
  X(piKernelGetGroupInfo) X(piKernelGetSubGroupInfo) X(piKernelRetain)         \
  X(piKernelRelease) X(piextKernelSetArgPointer) X(piKernelSetExecInfo)        \
  X(piextKernelCreateWithNativeHandle) X(piextKernelGetNativeHandle)           \
  X(piextKernelSuggestMaxCooperativeGroupCount)                                \
  X(piEventCreate) X(piEventGetInfo) X(piEventGetProfilingInfo)                \
  X(piEventsWait) X(piEventSetCallback) X(piEventSetStatus) X(piEventRetain)   \
  X(piEventRelease) X(piextEventGetNativeHandle)                               \
  X(piextEventCreateWithNativeHandle)                                          \
  X(piSamplerCreate) X(piSamplerGetInfo) X(piSamplerRetain)                    \
  X(piSamplerRelease)                                                          \
  X(piEnqueueKernelLaunch) X(piextEnqueueCooperativeKernelLaunch)              \
  X(piEnqueueEventsWait) X(piEnqueueEventsWaitWithBarrier)                     \
  X(piEnqueueMemBufferRead) X(piEnqueueMemBufferReadRect)                      \
  X(piEnqueueMemBufferWrite) X(piEnqueueMemBufferWriteRect)                    \
  X(piEnqueueMemBufferCopy) X(piEnqueueMemBufferCopyRect)                      \
  X(piEnqueueMemBufferFill) X(piEnqueueMemImageRead)                           \
  X(piEnqueueMemImageWrite) X(piEnqueueMemImageCopy)                           \
  X(piEnqueueMemImageFill) X(piEnqueueMemBufferMap) X(piEnqueueMemUnmap)       \
  X(piextUSMHostAlloc) X(piextUSMDeviceAlloc) X(piextUSMSharedAlloc)           \
  X(piextUSMFree) X(piextUSMEnqueueMemset) X(piextUSMEnqueueMemcpy)            \
  X(piextUSMEnqueuePrefetch) X(piextUSMEnqueueMemAdvise)                       \
  X(piextUSMGetMemAllocInfo)                                                   \
  X(piextEnqueueReadHostPipe) X(piextEnqueueWriteHostPipe)                     \
  X(piextKernelSetArgMemObj) X(piextKernelSetArgSampler)                       \
  X(piextPluginGetOpaqueData) X(piPluginGetLastError) X(piTearDown)            \
  X(piextUSMEnqueueFill2D) X(piextUSMEnqueueMemset2D)                          \
  X(piextUSMEnqueueMemcpy2D) X(piGetDeviceAndHostTimer)                        \
  X(piextEnqueueDeviceGlobalVariableWrite)                                     \
  X(piextEnqueueDeviceGlobalVariableRead) X(piPluginGetBackendOption)          \
  X(piextEnablePeerAccess) X(piextDisablePeerAccess)                           \
  X(piextPeerAccessGetInfo) X(piextUSMImport) X(piextUSMRelease)               \
  X(piextCommandBufferCreate) X(piextCommandBufferRetain)                      \
  X(piextCommandBufferRelease) X(piextCommandBufferFinalize)                   \
  X(piextCommandBufferNDRangeKernel) X(piextCommandBufferMemcpyUSM)            \
  X(piextCommandBufferMemBufferCopy) X(piextCommandBufferMemBufferCopyRect)    \
  X(piextCommandBufferMemBufferWrite) X(piextCommandBufferMemBufferWriteRect)  \
  X(piextCommandBufferMemBufferRead) X(piextCommandBufferMemBufferReadRect)    \
  X(piextCommandBufferMemBufferFill) X(piextCommandBufferFillUSM)              \
  X(piextCommandBufferPrefetchUSM) X(piextCommandBufferAdviseUSM)              \
  X(piextEnqueueCommandBuffer) X(piextCommandBufferUpdateKernelLaunch)         \
  X(piextCommandBufferRetainCommand) X(piextCommandBufferReleaseCommand)       \
  X(piextUSMPitchedAlloc)                                                      \
  X(piextMemUnsampledImageHandleDestroy) X(piextMemSampledImageHandleDestroy)  \
  X(piextBindlessImageSamplerCreate) X(piextMemImageAllocate)                  \
  X(piextMemImageFree) X(piextMemUnsampledImageCreate)                         \
  X(piextMemSampledImageCreate) X(piextMemImageCopy) X(piextMemImageGetInfo)   \
  X(piextMemMipmapGetLevel) X(piextMemMipmapFree)                              \
  X(piextMemImportOpaqueFD) X(piextMemReleaseInterop)                          \
  X(piextMemMapExternalArray) X(piextImportExternalSemaphoreOpaqueFD)          \
  X(piextDestroyExternalSemaphore) X(piextWaitExternalSemaphore)               \
  X(piextSignalExternalSemaphore)

#ifdef __cplusplus
#define PI_FUNCTION_TYPE(api) decltype(::api)
#else
#define PI_FUNCTION_TYPE(api) __typeof__(api)
#endif
#define PI_TABLE_ENTRY(api) PI_FUNCTION_TYPE(api) *api;

struct _pi_plugin {
  char PiVersion[20];
  char PluginVersion[20];
  char *Targets;
  struct FunctionPointers {
    PI_API_TABLE(PI_TABLE_ENTRY)
  } PiFunctionTable;
  _pi_sanitize_type SanitizeType;
};

#ifdef __cplusplus
}
#endif

#endif
