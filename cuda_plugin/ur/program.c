/* The Program table over the core's programs: cubin, fatbin or PTX images
 * (one for all the program's devices), built, compiled and linked by the CUDA JIT. SPIR-V
 * (urProgramCreateWithIL), specialization constants and the *Exp build
 * calls are left to the generated UNSUPPORTED_FEATURE slots: SYCL then
 * falls back to urProgramBuild, urProgramCompile and urProgramLink. */
#include <stdlib.h>
#include <string.h>

#include "face.h"
#include "program_metadata.h"

/* The runtime's per-kernel metadata ("<kernel>@reqd_work_group_size"...)
 * in the core's words. */
static core_result read_metadata(struct program_metadata *md,
                                 const ur_program_properties_t *properties) {
  uint32_t count = properties ? properties->count : 0;
  if (count && !properties->pMetadatas)
    return CORE_ERROR_INVALID_VALUE;
  struct program_property *list = calloc(count ? count : 1, sizeof *list);
  if (!list)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  for (uint32_t i = 0; i < count; ++i) {
    const ur_program_metadata_t *m = &properties->pMetadatas[i];
    list[i].name = m->pName;
    list[i].size = m->size;
    if (m->type == UR_PROGRAM_METADATA_TYPE_BYTE_ARRAY)
      list[i].byte_array = m->value.pData;
    list[i].is_number = m->type == UR_PROGRAM_METADATA_TYPE_UINT32 ||
                        m->type == UR_PROGRAM_METADATA_TYPE_UINT64;
    list[i].number = m->type == UR_PROGRAM_METADATA_TYPE_UINT32 ? m->value.data32 : m->value.data64;
  }
  core_result r = program_metadata_read(md, count, list);
  free(list);
  return r;
}

static core_result create_with_binary(ur_context_handle_t context, uint32_t num_devices,
                                      ur_device_handle_t *devices, const size_t *lengths,
                                      const uint8_t **binaries,
                                      const ur_program_properties_t *properties,
                                      ur_program_handle_t *ret) {
  /* The core loads one image on every device of the context; SYCL passes the
   * same image for each device of a multi-device context. */
  for (uint32_t i = 1; binaries && lengths && i < num_devices; ++i)
    if (lengths[i] != lengths[0] ||
        (binaries[i] != binaries[0] && memcmp(binaries[i], binaries[0], lengths[0]) != 0))
      return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE,
                       "device %u's image differs from device 0's: a program holds one image "
                       "for all its devices", i);
  CORE_CHECK(
      program_create_with_binary(context, num_devices, devices, lengths, binaries, ret));
  core_result r = read_metadata(&(*ret)->metadata, properties);
  if (r != CORE_SUCCESS) {
    program_release(*ret);
    *ret = NULL;
  }
  return r;
}

static core_result check_program_context(ur_context_handle_t context, ur_program_handle_t program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  return program->context == context ? CORE_SUCCESS : CORE_ERROR_INVALID_CONTEXT;
}

static core_result build(ur_context_handle_t context, ur_program_handle_t program,
                         const char *options) {
  CORE_CHECK(check_program_context(context, program));
  return program_build(program, 0, NULL, options, NULL, NULL);
}

static core_result compile(ur_context_handle_t context, ur_program_handle_t program,
                           const char *options) {
  CORE_CHECK(check_program_context(context, program));
  return program_compile(program, 0, NULL, options, 0, NULL, NULL);
}

/* UR lets a failed link leave a program for its log; the core keeps none. */
static core_result link_programs(ur_context_handle_t context, uint32_t count,
                                 const ur_program_handle_t *programs, const char *options,
                                 ur_program_handle_t *ret) {
  if (!ret)
    return CORE_ERROR_INVALID_VALUE;
  *ret = NULL;
  return program_link(context, 0, NULL, options, count, programs, ret);
}

/* One entry per program device, every one the same image. */
static core_result binary_sizes(ur_program_handle_t program, size_t param_value_size,
                                void *param_value, size_t *param_value_size_ret) {
  uint32_t n = program->context->num_devices;
  if (param_value_size_ret)
    *param_value_size_ret = n * sizeof(size_t);
  if (!param_value)
    return CORE_SUCCESS;
  if (param_value_size < n * sizeof(size_t))
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < n; ++i)
    ((size_t *)param_value)[i] = program->image_size;
  return CORE_SUCCESS;
}

static core_result binaries(ur_program_handle_t program, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  uint32_t n = program->context->num_devices;
  if (param_value_size_ret)
    *param_value_size_ret = n * sizeof(unsigned char *);
  if (!param_value)
    return CORE_SUCCESS;
  if (param_value_size < n * sizeof(unsigned char *))
    return CORE_ERROR_INVALID_VALUE;
  unsigned char **buffers = param_value;
  for (uint32_t i = 0; i < n; ++i)
    if (buffers[i] && program->image)
      memcpy(buffers[i], program->image, program->image_size);
  return CORE_SUCCESS;
}

static core_result kernel_names(ur_program_handle_t program, ur_program_info_t param_name,
                                size_t param_value_size, void *param_value,
                                size_t *param_value_size_ret) {
  size_t length = 0;
  unsigned count = 0;
  CORE_CHECK(program_kernel_names(program, NULL, 0, &length, &count));
  if (param_name == UR_PROGRAM_INFO_NUM_KERNELS)
    INFO_VALUE(size_t, count);
  char *names = malloc(length + 1);
  if (!names)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  core_result r = program_kernel_names(program, names, length + 1, &length, &count);
  if (r == CORE_SUCCESS)
    r = info_return(param_value_size, param_value, param_value_size_ret, names, length + 1);
  free(names);
  return r;
}

static core_result get_info(ur_program_handle_t program, ur_program_info_t param_name,
                            size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  ur_context_handle_t c = program->context;
  switch (param_name) {
  case UR_PROGRAM_INFO_REFERENCE_COUNT:
    INFO_VALUE(uint32_t, atomic_load(&program->refs));
  case UR_PROGRAM_INFO_CONTEXT:
    INFO_VALUE(ur_context_handle_t, c);
  case UR_PROGRAM_INFO_NUM_DEVICES:
    INFO_VALUE(uint32_t, c->num_devices);
  case UR_PROGRAM_INFO_DEVICES:
    INFO_ARRAY(c->devices, c->num_devices);
  case UR_PROGRAM_INFO_IL: /* only programs made from IL have one */
    return info_return(param_value_size, param_value, param_value_size_ret, "", 0);
  case UR_PROGRAM_INFO_BINARY_SIZES:
    return binary_sizes(program, param_value_size, param_value, param_value_size_ret);
  case UR_PROGRAM_INFO_BINARIES:
    return binaries(program, param_value_size, param_value, param_value_size_ret);
  case UR_PROGRAM_INFO_NUM_KERNELS:
  case UR_PROGRAM_INFO_KERNEL_NAMES:
    return kernel_names(program, param_name, param_value_size, param_value,
                        param_value_size_ret);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

static core_result build_info(ur_program_handle_t program, ur_device_handle_t device,
                              ur_program_build_info_t param_name, size_t param_value_size,
                              void *param_value, size_t *param_value_size_ret) {
  static const ur_program_build_status_t statuses[] = {
      [BUILD_NONE] = UR_PROGRAM_BUILD_STATUS_NONE,
      [BUILD_ERROR] = UR_PROGRAM_BUILD_STATUS_ERROR,
      [BUILD_SUCCESS] = UR_PROGRAM_BUILD_STATUS_SUCCESS,
  };
  static const ur_program_binary_type_t types[] = {
      [BINARY_NONE] = UR_PROGRAM_BINARY_TYPE_NONE,
      [BINARY_COMPILED_OBJECT] = UR_PROGRAM_BINARY_TYPE_COMPILED_OBJECT,
      [BINARY_EXECUTABLE] = UR_PROGRAM_BINARY_TYPE_EXECUTABLE,
  };
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(program->context, device))
    return CORE_ERROR_INVALID_DEVICE;
  switch (param_name) {
  case UR_PROGRAM_BUILD_INFO_STATUS:
    INFO_VALUE(ur_program_build_status_t, statuses[program->build_status]);
  case UR_PROGRAM_BUILD_INFO_OPTIONS:
    INFO_STRING(program->build_options ? program->build_options : "");
  case UR_PROGRAM_BUILD_INFO_LOG:
    INFO_STRING(program->build_log ? program->build_log : "");
  case UR_PROGRAM_BUILD_INFO_BINARY_TYPE:
    INFO_VALUE(ur_program_binary_type_t, types[program->binary_type]);
  default:
    return CORE_ERROR_UNSUPPORTED_FEATURE;
  }
}

/* The "address" the core gives is the CUfunction (core/globals.h). */
static core_result get_function_pointer(ur_device_handle_t device, ur_program_handle_t program,
                                        const char *name, void **ret) {
  if (!ret)
    return CORE_ERROR_INVALID_VALUE;
  uint64_t address = 0;
  core_result r = function_pointer(device, program, name, &address);
  *ret = (void *)(uintptr_t)address;
  return r;
}

ur_result_t UR_APICALL urProgramCreateWithBinary(ur_context_handle_t hContext,
                                                 uint32_t numDevices,
                                                 ur_device_handle_t *phDevices, size_t *pLengths,
                                                 const uint8_t **ppBinaries,
                                                 const ur_program_properties_t *pProperties,
                                                 ur_program_handle_t *phProgram) {
  UR_TRACED(create_with_binary(hContext, numDevices, phDevices, pLengths, ppBinaries, pProperties,
                               phProgram),
            "hContext=%p, numDevices=%u, length=%zu, metadata=%u -> %p", (void *)hContext,
            numDevices, pLengths && numDevices ? pLengths[0] : 0,
            pProperties ? pProperties->count : 0, phProgram ? (void *)*phProgram : NULL);
}

ur_result_t UR_APICALL urProgramBuild(ur_context_handle_t hContext, ur_program_handle_t hProgram,
                                      const char *pOptions) {
  UR_TRACED(build(hContext, hProgram, pOptions), "hContext=%p, hProgram=%p, pOptions=\"%s\"",
            (void *)hContext, (void *)hProgram, pOptions ? pOptions : "");
}

ur_result_t UR_APICALL urProgramCompile(ur_context_handle_t hContext,
                                        ur_program_handle_t hProgram, const char *pOptions) {
  UR_TRACED(compile(hContext, hProgram, pOptions), "hContext=%p, hProgram=%p, pOptions=\"%s\"",
            (void *)hContext, (void *)hProgram, pOptions ? pOptions : "");
}

ur_result_t UR_APICALL urProgramLink(ur_context_handle_t hContext, uint32_t count,
                                     const ur_program_handle_t *phPrograms, const char *pOptions,
                                     ur_program_handle_t *phProgram) {
  UR_TRACED(link_programs(hContext, count, phPrograms, pOptions, phProgram),
            "hContext=%p, count=%u, pOptions=\"%s\" -> %p", (void *)hContext, count,
            pOptions ? pOptions : "", phProgram ? (void *)*phProgram : NULL);
}

ur_result_t UR_APICALL urProgramRetain(ur_program_handle_t hProgram) {
  UR_TRACED(program_retain(hProgram), "hProgram=%p", (void *)hProgram);
}

ur_result_t UR_APICALL urProgramRelease(ur_program_handle_t hProgram) {
  UR_TRACED(program_release(hProgram), "hProgram=%p", (void *)hProgram);
}

ur_result_t UR_APICALL urProgramGetFunctionPointer(ur_device_handle_t hDevice,
                                                   ur_program_handle_t hProgram,
                                                   const char *pFunctionName,
                                                   void **ppFunctionPointer) {
  UR_TRACED(get_function_pointer(hDevice, hProgram, pFunctionName, ppFunctionPointer),
            "hDevice=%p, hProgram=%p, pFunctionName=%s", (void *)hDevice, (void *)hProgram,
            pFunctionName ? pFunctionName : "(null)");
}

ur_result_t UR_APICALL urProgramGetGlobalVariablePointer(ur_device_handle_t hDevice,
                                                         ur_program_handle_t hProgram,
                                                         const char *pGlobalVariableName,
                                                         size_t *pGlobalVariableSizeRet,
                                                         void **ppGlobalVariablePointerRet) {
  UR_TRACED(global_pointer(hDevice, hProgram, pGlobalVariableName, pGlobalVariableSizeRet,
                           ppGlobalVariablePointerRet),
            "hDevice=%p, hProgram=%p, pGlobalVariableName=%s", (void *)hDevice,
            (void *)hProgram, pGlobalVariableName ? pGlobalVariableName : "(null)");
}

ur_result_t UR_APICALL urProgramGetInfo(ur_program_handle_t hProgram, ur_program_info_t propName,
                                        size_t propSize, void *pPropValue, size_t *pPropSizeRet) {
  UR_TRACED(get_info(hProgram, propName, propSize, pPropValue, pPropSizeRet),
            "hProgram=%p, propName=%d, propSize=%zu", (void *)hProgram, (int)propName, propSize);
}

ur_result_t UR_APICALL urProgramGetBuildInfo(ur_program_handle_t hProgram,
                                             ur_device_handle_t hDevice,
                                             ur_program_build_info_t propName, size_t propSize,
                                             void *pPropValue, size_t *pPropSizeRet) {
  UR_TRACED(build_info(hProgram, hDevice, propName, propSize, pPropValue, pPropSizeRet),
            "hProgram=%p, hDevice=%p, propName=%d, propSize=%zu", (void *)hProgram,
            (void *)hDevice, (int)propName, propSize);
}

/* The CUmodule of the context's first device (the core loads the image
 * once per context device). */
ur_result_t UR_APICALL urProgramGetNativeHandle(ur_program_handle_t hProgram,
                                                ur_native_handle_t *phNativeProgram) {
  UR_TRACED(program_native_handle(hProgram, phNativeProgram), "hProgram=%p", (void *)hProgram);
}

ur_result_t UR_APICALL urProgramCreateWithNativeHandle(
    ur_native_handle_t hNativeProgram, ur_context_handle_t hContext,
    const ur_program_native_properties_t *pProperties, ur_program_handle_t *phProgram) {
  bool owned = pProperties && pProperties->isNativeHandleOwned;
  UR_TRACED(program_from_native(hNativeProgram, hContext, owned, phProgram),
            "hNativeProgram=0x%zx, hContext=%p, owned=%d -> %p", (size_t)hNativeProgram,
            (void *)hContext, owned, phProgram ? (void *)*phProgram : NULL);
}
