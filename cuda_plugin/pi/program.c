#include "binary_properties.h"
#include "face.h"
#include "program_image.h"

/* Every device's status is the one image's. */
static core_result create_with_binary(pi_context context, pi_uint32 num_devices,
                                      const pi_device *devices, const size_t *lengths,
                                      const unsigned char **binaries, size_t num_metadata,
                                      const pi_device_binary_property *metadata,
                                      pi_int32 *binary_status, pi_program *ret) {
  CORE_CHECK(program_check_binaries(context, num_devices, devices, lengths, binaries, ret));
  core_result r = program_create_with_binary(context, num_devices, devices, lengths, binaries, ret);
  if (r == CORE_SUCCESS) {
    r = program_metadata_from_pi(&(*ret)->metadata, num_metadata, metadata);
    if (r != CORE_SUCCESS) {
      program_release(*ret);
      *ret = NULL;
    }
  }
  for (pi_uint32 i = 0; binary_status && i < num_devices; ++i)
    binary_status[i] = pi_result_from_core(r);
  return r;
}

static core_result get_info(pi_program program, pi_program_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  pi_context c = program->context;
  switch (param_name) {
  case PI_PROGRAM_INFO_REFERENCE_COUNT:
    INFO_VALUE(pi_uint32, atomic_load(&program->refs));
  case PI_PROGRAM_INFO_CONTEXT:
    INFO_VALUE(pi_context, c);
  case PI_PROGRAM_INFO_NUM_DEVICES:
    INFO_VALUE(pi_uint32, c->num_devices);
  case PI_PROGRAM_INFO_DEVICES:
    INFO_ARRAY(c->devices, c->num_devices);
  case PI_PROGRAM_INFO_SOURCE:
    INFO_STRING(image_kind_of(program->image, program->image_size) == IMAGE_PTX
                    ? (const char *)program->image
                    : "");
  case PI_PROGRAM_INFO_BINARY_SIZES:
    INFO_VALUE(size_t, program->image_size);
  case PI_PROGRAM_INFO_BINARIES: {
    unsigned char **binaries = param_value;
    if (binaries && binaries[0])
      memcpy(binaries[0], program->image, program->image_size);
    if (param_value_size_ret)
      *param_value_size_ret = sizeof(unsigned char *);
    return binaries && param_value_size < sizeof(unsigned char *) ? CORE_ERROR_INVALID_VALUE
                                                                  : CORE_SUCCESS;
  }
  case PI_PROGRAM_INFO_NUM_KERNELS:
  case PI_PROGRAM_INFO_KERNEL_NAMES: {
    char names[8192] = "";
    size_t length = 0;
    unsigned count = 0;
    CORE_CHECK(program_kernel_names(program, names, sizeof names, &length, &count));
    if (param_name == PI_PROGRAM_INFO_NUM_KERNELS)
      INFO_VALUE(size_t, count);
    INFO_STRING(names);
  }
  }
  return CORE_ERROR_INVALID_VALUE;
}

static core_result build_info(pi_program program, pi_device device,
                              pi_program_build_info param_name, size_t param_value_size,
                              void *param_value, size_t *param_value_size_ret) {
  static const pi_program_build_status statuses[] = {
      [BUILD_NONE] = PI_PROGRAM_BUILD_STATUS_NONE,
      [BUILD_ERROR] = PI_PROGRAM_BUILD_STATUS_ERROR,
      [BUILD_SUCCESS] = PI_PROGRAM_BUILD_STATUS_SUCCESS,
  };
  static const pi_program_binary_type types[] = {
      [BINARY_NONE] = PI_PROGRAM_BINARY_TYPE_NONE,
      [BINARY_COMPILED_OBJECT] = PI_PROGRAM_BINARY_TYPE_COMPILED_OBJECT,
      [BINARY_EXECUTABLE] = PI_PROGRAM_BINARY_TYPE_EXECUTABLE,
  };
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(program->context, device))
    return CORE_ERROR_INVALID_DEVICE;
  switch (param_name) {
  case PI_PROGRAM_BUILD_INFO_STATUS:
    INFO_VALUE(pi_program_build_status, statuses[program->build_status]);
  case PI_PROGRAM_BUILD_INFO_OPTIONS:
    INFO_STRING(program->build_options ? program->build_options : "");
  case PI_PROGRAM_BUILD_INFO_LOG:
    INFO_STRING(program->build_log ? program->build_log : "");
  case PI_PROGRAM_BUILD_INFO_BINARY_TYPE:
    INFO_VALUE(pi_program_binary_type, types[program->binary_type]);
  }
  return CORE_ERROR_INVALID_VALUE;
}

static core_result set_spec_constant(pi_program program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE,
                   "CUDA images have no native specialization constants; the runtime "
                   "emulates them");
}

pi_result piProgramCreate(pi_context context, const void *il, size_t length,
                          pi_program *res_program) {
  PI_TRACED(program_create(context, il, length, res_program), "context=%p, il=%p, length=%zu -> %p",
            (void *)context, il, length, res_program ? (void *)*res_program : NULL);
}

pi_result piProgramCreateWithBinary(pi_context context, pi_uint32 num_devices,
                                    const pi_device *device_list, const size_t *lengths,
                                    const unsigned char **binaries, size_t num_metadata_entries,
                                    const pi_device_binary_property *metadata,
                                    pi_int32 *binary_status, pi_program *ret_program) {
  PI_TRACED(create_with_binary(context, num_devices, device_list, lengths, binaries,
                               num_metadata_entries, metadata, binary_status, ret_program),
            "context=%p, num_devices=%u, lengths=%p, binaries=%p, metadata=%zu -> %p",
            (void *)context, num_devices, (void *)lengths, (void *)binaries, num_metadata_entries,
            ret_program ? (void *)*ret_program : NULL);
}

pi_result piProgramBuild(pi_program program, pi_uint32 num_devices, const pi_device *device_list,
                         const char *options, pi_program_notify pfn_notify, void *user_data) {
  PI_TRACED(program_build(program, num_devices, device_list, options, pfn_notify, user_data),
            "program=%p, num_devices=%u, options=\"%s\"", (void *)program, num_devices,
            options ? options : "");
}

pi_result piProgramCompile(pi_program program, pi_uint32 num_devices, const pi_device *device_list,
                           const char *options, pi_uint32 num_input_headers,
                           const pi_program *input_headers, const char **header_include_names,
                           pi_program_notify pfn_notify, void *user_data) {
  (void)input_headers;
  (void)header_include_names;
  PI_TRACED(program_compile(program, num_devices, device_list, options, num_input_headers,
                            pfn_notify, user_data),
            "program=%p, num_devices=%u, options=\"%s\"", (void *)program, num_devices,
            options ? options : "");
}

pi_result piProgramLink(pi_context context, pi_uint32 num_devices, const pi_device *device_list,
                        const char *options, pi_uint32 num_input_programs,
                        const pi_program *input_programs, pi_program_notify pfn_notify,
                        void *user_data, pi_program *ret_program) {
  core_result r = program_link(context, num_devices, device_list, options, num_input_programs,
                               input_programs, ret_program);
  if (pfn_notify && r == CORE_SUCCESS)
    pfn_notify(*ret_program, user_data);
  PI_TRACED(r, "context=%p, num_devices=%u, options=\"%s\", num_inputs=%u -> %p", (void *)context,
            num_devices, options ? options : "", num_input_programs,
            r == CORE_SUCCESS ? (void *)*ret_program : NULL);
}

pi_result piProgramGetInfo(pi_program program, pi_program_info param_name, size_t param_value_size,
                           void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(get_info(program, param_name, param_value_size, param_value, param_value_size_ret),
            "program=%p, param=0x%x, size=%zu, value=%p", (void *)program, (unsigned)param_name,
            param_value_size, param_value);
}

pi_result piProgramGetBuildInfo(pi_program program, pi_device device,
                                _pi_program_build_info param_name, size_t param_value_size,
                                void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(
      build_info(program, device, param_name, param_value_size, param_value, param_value_size_ret),
      "program=%p, device=%p, param=0x%x, size=%zu, value=%p", (void *)program, (void *)device,
      (unsigned)param_name, param_value_size, param_value);
}

pi_result piProgramRetain(pi_program program) {
  PI_TRACED(program_retain(program), "program=%p", (void *)program);
}

pi_result piProgramRelease(pi_program program) {
  PI_TRACED(program_release(program), "program=%p", (void *)program);
}

pi_result piextProgramSetSpecializationConstant(pi_program prog, pi_uint32 spec_id,
                                                size_t spec_size, const void *spec_value) {
  PI_TRACED(set_spec_constant(prog), "program=%p, id=%u, size=%zu, value=%p", (void *)prog, spec_id,
            spec_size, spec_value);
}

pi_result piextProgramGetNativeHandle(pi_program program, pi_native_handle *nativeHandle) {
  PI_TRACED(program_native_handle(program, nativeHandle), "program=%p", (void *)program);
}

pi_result piextProgramCreateWithNativeHandle(pi_native_handle nativeHandle, pi_context context,
                                             bool pluginOwnsNativeHandle, pi_program *program) {
  PI_TRACED(program_from_native(nativeHandle, context, pluginOwnsNativeHandle, program),
            "handle=0x%zx, context=%p", (size_t)nativeHandle, (void *)context);
}
