/* Programs from cubin, fatbin or PTX images: creation, build (cuModuleLoadDataEx
 * with the options the JIT understands), compile and link (cuLink*), info,
 * and the build log. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device_assert.h"
#include "driver.h"
#include "errors.h"
#include "info.h"
#include "objects.h"
#include "program_image.h"
#include "trace.h"

enum { JIT_LOG_SIZE = 16384, MAX_JIT_OPTIONS = 10 };

struct jit_call {
  CUjit_option keys[MAX_JIT_OPTIONS];
  void *values[MAX_JIT_OPTIONS];
  unsigned count;
  char info_log[JIT_LOG_SIZE];
  char error_log[JIT_LOG_SIZE];
};

static void jit_add(struct jit_call *j, CUjit_option key, uintptr_t value) {
  j->keys[j->count] = key;
  j->values[j->count] = (void *)value;
  j->count++;
}

static void jit_call_init(struct jit_call *j, const struct jit_options *o) {
  j->count = 0;
  j->info_log[0] = j->error_log[0] = '\0';
  jit_add(j, CU_JIT_INFO_LOG_BUFFER, (uintptr_t)j->info_log);
  jit_add(j, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, JIT_LOG_SIZE);
  jit_add(j, CU_JIT_ERROR_LOG_BUFFER, (uintptr_t)j->error_log);
  jit_add(j, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, JIT_LOG_SIZE);
  if (o->optimization_level >= 0)
    jit_add(j, CU_JIT_OPTIMIZATION_LEVEL, (uintptr_t)o->optimization_level);
  if (o->max_registers > 0)
    jit_add(j, CU_JIT_MAX_REGISTERS, (uintptr_t)o->max_registers);
  if (o->debug_info)
    jit_add(j, CU_JIT_GENERATE_DEBUG_INFO, 1);
  if (o->line_info)
    jit_add(j, CU_JIT_GENERATE_LINE_INFO, 1);
}

static void set_build_log(pi_program p, const struct jit_options *o,
                          const struct jit_call *j) {
  size_t size = strlen(o->ignored) + strlen(j->error_log) + strlen(j->info_log) + 64;
  char *log = malloc(size);
  if (!log)
    return;
  snprintf(log, size, "%s%s%s%s%s", o->ignored[0] ? "options ignored: " : "", o->ignored,
           o->ignored[0] ? "\n" : "", j->error_log, j->info_log);
  free(p->build_log);
  p->build_log = log;
}

static pi_result set_image(pi_program p, const unsigned char *data, size_t size) {
  /* PTX goes to the driver as a NUL-terminated string. */
  unsigned char *copy = malloc(size + 1);
  if (!copy)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  memcpy(copy, data, size);
  copy[size] = '\0';
  p->image = copy;
  p->image_size = size;
  return PI_SUCCESS;
}

static pi_program program_new(pi_context context) {
  pi_program p = calloc(1, sizeof *p);
  CUmodule *modules = calloc(context->num_devices, sizeof *modules);
  if (!p || !modules) {
    free(p);
    free(modules);
    return NULL;
  }
  p->magic = MAGIC_PROGRAM;
  atomic_init(&p->refs, 1);
  p->context = context;
  p->modules = modules;
  p->build_status = PI_PROGRAM_BUILD_STATUS_NONE;
  p->binary_type = PI_PROGRAM_BINARY_TYPE_NONE;
  pthread_mutex_init(&p->lock, NULL);
  pthread_mutex_init(&p->assert_lock, NULL);
  context_retain(context);
  return p;
}

static pi_result program_from_image(pi_context context, const unsigned char *data,
                                    size_t size, pi_program *out) {
  enum image_kind kind = image_kind_of(data, size);
  if (kind == IMAGE_UNKNOWN || kind == IMAGE_SPIRV)
    return pi_fail(PI_ERROR_INVALID_BINARY,
                   "a %zu-byte %s image: CUDA programs are built from cubin, fatbin or PTX",
                   size, image_kind_name(kind));
  pi_program p = program_new(context);
  if (!p)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  pi_result r = set_image(p, data, size);
  if (r != PI_SUCCESS) {
    program_release(p);
    return r;
  }
  p->binary_type = kind == IMAGE_PTX ? PI_PROGRAM_BINARY_TYPE_COMPILED_OBJECT
                                     : PI_PROGRAM_BINARY_TYPE_EXECUTABLE;
  *out = p;
  return PI_SUCCESS;
}

static pi_result program_create(pi_context context, const void *il, size_t length,
                                pi_program *res_program) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!il || length == 0 || !res_program)
    return PI_ERROR_INVALID_VALUE;
  return program_from_image(context, il, length, res_program);
}

pi_result piProgramCreate(pi_context context, const void *il, size_t length,
                          pi_program *res_program) {
  PI_TRACED(program_create(context, il, length, res_program),
            "context=%p, il=%p, length=%zu -> %p", (void *)context, il, length,
            res_program ? (void *)*res_program : NULL);
}

static pi_result program_create_with_binary(pi_context context, pi_uint32 num_devices,
                                            const pi_device *devices, const size_t *lengths,
                                            const unsigned char **binaries,
                                            size_t num_metadata,
                                            const pi_device_binary_property *metadata,
                                            pi_int32 *binary_status, pi_program *ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (num_devices == 0 || !devices || !lengths || !binaries || !ret)
    return PI_ERROR_INVALID_VALUE;
  for (pi_uint32 i = 0; i < num_devices; ++i) {
    if (!IS_VALID(devices[i], MAGIC_DEVICE) || !context_has_device(context, devices[i]))
      return PI_ERROR_INVALID_DEVICE;
    if (!binaries[i] || lengths[i] == 0)
      return PI_ERROR_INVALID_VALUE;
  }
  /* One image serves every device of the context: fatbins carry SASS and PTX
   * for several architectures. */
  pi_result r = program_from_image(context, binaries[0], lengths[0], ret);
  if (r == PI_SUCCESS) {
    r = program_metadata_read(&(*ret)->metadata, num_metadata, metadata);
    if (r != PI_SUCCESS) {
      program_release(*ret);
      *ret = NULL;
    }
  }
  for (pi_uint32 i = 0; binary_status && i < num_devices; ++i)
    binary_status[i] = r;
  return r;
}

pi_result piProgramCreateWithBinary(pi_context context, pi_uint32 num_devices,
                                    const pi_device *device_list, const size_t *lengths,
                                    const unsigned char **binaries,
                                    size_t num_metadata_entries,
                                    const pi_device_binary_property *metadata,
                                    pi_int32 *binary_status, pi_program *ret_program) {
  PI_TRACED(program_create_with_binary(context, num_devices, device_list, lengths, binaries,
                                       num_metadata_entries, metadata, binary_status,
                                       ret_program),
            "context=%p, num_devices=%u, lengths=%p, binaries=%p, metadata=%zu -> %p",
            (void *)context, num_devices, (void *)lengths, (void *)binaries,
            num_metadata_entries, ret_program ? (void *)*ret_program : NULL);
}

static void unload_modules(pi_program p) {
  program_forget_assert_records(p);
  for (uint32_t i = 0; i < p->context->num_devices; ++i) {
    if (p->modules[i] && !p->borrowed_module &&
        context_enter(&p->context->device_contexts[i]) == PI_SUCCESS)
      cu.cuModuleUnload(p->modules[i]);
    p->modules[i] = NULL;
  }
}

static pi_result load_modules(pi_program p, const void *image, struct jit_call *j) {
  for (uint32_t i = 0; i < p->context->num_devices; ++i) {
    PI_CHECK(context_enter(&p->context->device_contexts[i]));
    CU_CHECK(cu.cuModuleLoadDataEx(&p->modules[i], image, j->count, j->keys, j->values));
  }
  return program_find_assert_records(p);
}

static pi_result keep_options(pi_program p, const char *options) {
  free(p->build_options);
  p->build_options = strdup(options ? options : "");
  return p->build_options ? PI_SUCCESS : PI_ERROR_OUT_OF_HOST_MEMORY;
}

static pi_result build_locked(pi_program p, const char *options) {
  struct jit_options o;
  if (parse_jit_options(options, &o) != PI_SUCCESS)
    return pi_fail(PI_ERROR_INVALID_BUILD_OPTIONS, "build options \"%s\" are malformed",
                   options);
  PI_CHECK(keep_options(p, options));
  if (!p->image)
    return pi_fail(PI_ERROR_INVALID_PROGRAM, "program %p has no image to build", (void *)p);
  struct jit_call *j = malloc(sizeof *j);
  if (!j)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  jit_call_init(j, &o);
  unload_modules(p);
  pi_result r = load_modules(p, p->image, j);
  set_build_log(p, &o, j);
  free(j);
  if (r != PI_SUCCESS) {
    unload_modules(p);
    p->build_status = PI_PROGRAM_BUILD_STATUS_ERROR;
    return pi_fail(PI_ERROR_BUILD_PROGRAM_FAILURE, "building program %p failed: %s",
                   (void *)p, p->build_log ? p->build_log : "");
  }
  p->build_status = PI_PROGRAM_BUILD_STATUS_SUCCESS;
  p->binary_type = PI_PROGRAM_BINARY_TYPE_EXECUTABLE;
  return PI_SUCCESS;
}

static pi_result check_program_devices(pi_program p, pi_uint32 num_devices,
                                       const pi_device *devices) {
  if ((num_devices > 0) != (devices != NULL))
    return PI_ERROR_INVALID_VALUE;
  for (pi_uint32 i = 0; i < num_devices; ++i)
    if (!IS_VALID(devices[i], MAGIC_DEVICE) || !context_has_device(p->context, devices[i]))
      return PI_ERROR_INVALID_DEVICE;
  return PI_SUCCESS;
}

static pi_result program_build(pi_program program, pi_uint32 num_devices,
                               const pi_device *devices, const char *options,
                               pi_program_notify notify, void *user_data) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  PI_CHECK(check_program_devices(program, num_devices, devices));
  pthread_mutex_lock(&program->lock);
  pi_result r = build_locked(program, options);
  pthread_mutex_unlock(&program->lock);
  if (notify)
    notify(program, user_data);
  return r;
}

pi_result piProgramBuild(pi_program program, pi_uint32 num_devices,
                         const pi_device *device_list, const char *options,
                         pi_program_notify pfn_notify, void *user_data) {
  PI_TRACED(program_build(program, num_devices, device_list, options, pfn_notify, user_data),
            "program=%p, num_devices=%u, options=\"%s\"", (void *)program, num_devices,
            options ? options : "");
}

/* CUDA compiles at link or load time: compiling only checks the options and
 * keeps them, leaving the image an object for piProgramLink. */
static pi_result program_compile(pi_program program, pi_uint32 num_devices,
                                 const pi_device *devices, const char *options,
                                 pi_uint32 num_headers, pi_program_notify notify,
                                 void *user_data) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  PI_CHECK(check_program_devices(program, num_devices, devices));
  if (num_headers)
    return pi_fail(PI_ERROR_INVALID_OPERATION, "CUDA images have no source headers");
  struct jit_options o;
  if (parse_jit_options(options, &o) != PI_SUCCESS)
    return PI_ERROR_INVALID_COMPILER_OPTIONS;
  pthread_mutex_lock(&program->lock);
  pi_result r = keep_options(program, options);
  if (r == PI_SUCCESS) {
    program->build_status = PI_PROGRAM_BUILD_STATUS_SUCCESS;
    program->binary_type = PI_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
  }
  pthread_mutex_unlock(&program->lock);
  if (notify)
    notify(program, user_data);
  return r;
}

pi_result piProgramCompile(pi_program program, pi_uint32 num_devices,
                           const pi_device *device_list, const char *options,
                           pi_uint32 num_input_headers, const pi_program *input_headers,
                           const char **header_include_names, pi_program_notify pfn_notify,
                           void *user_data) {
  (void)input_headers;
  (void)header_include_names;
  PI_TRACED(program_compile(program, num_devices, device_list, options, num_input_headers,
                            pfn_notify, user_data),
            "program=%p, num_devices=%u, options=\"%s\"", (void *)program, num_devices,
            options ? options : "");
}

static CUjitInputType link_input_type(const pi_program p) {
  switch (image_kind_of(p->image, p->image_size)) {
  case IMAGE_CUBIN:
    return CU_JIT_INPUT_CUBIN;
  case IMAGE_FATBIN:
    return CU_JIT_INPUT_FATBINARY;
  default:
    return CU_JIT_INPUT_PTX;
  }
}

/* Links the inputs into one cubin in the current context. */
static pi_result link_images(pi_uint32 n, const pi_program *inputs, struct jit_call *j,
                             pi_program out) {
  CUlinkState state;
  CU_CHECK(cu.cuLinkCreate(j->count, j->keys, j->values, &state));
  pi_result r = PI_SUCCESS;
  for (pi_uint32 i = 0; r == PI_SUCCESS && i < n; ++i) {
    size_t size = inputs[i]->image_size + (link_input_type(inputs[i]) == CU_JIT_INPUT_PTX);
    r = CU_CALL(cu.cuLinkAddData(state, link_input_type(inputs[i]), inputs[i]->image, size,
                                 "pi_program", 0, NULL, NULL));
  }
  void *cubin = NULL;
  size_t cubin_size = 0;
  if (r == PI_SUCCESS)
    r = CU_CALL(cu.cuLinkComplete(state, &cubin, &cubin_size));
  if (r == PI_SUCCESS)
    r = set_image(out, cubin, cubin_size);
  cu.cuLinkDestroy(state);
  return r;
}

static pi_result program_link(pi_context context, pi_uint32 num_devices,
                              const pi_device *devices, const char *options, pi_uint32 n,
                              const pi_program *inputs, pi_program *ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (n == 0 || !inputs || !ret || (num_devices > 0) != (devices != NULL))
    return PI_ERROR_INVALID_VALUE;
  for (pi_uint32 i = 0; i < n; ++i)
    if (!IS_VALID(inputs[i], MAGIC_PROGRAM) || !inputs[i]->image)
      return PI_ERROR_INVALID_PROGRAM;
  struct jit_options o;
  if (parse_jit_options(options, &o) != PI_SUCCESS)
    return PI_ERROR_INVALID_LINKER_OPTIONS;
  pi_program p = program_new(context);
  struct jit_call *j = malloc(sizeof *j);
  if (!p || !j) {
    free(j);
    if (p)
      program_release(p);
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  }
  jit_call_init(j, &o);
  pi_result r = context_enter(&context->device_contexts[0]);
  if (r == PI_SUCCESS)
    r = link_images(n, inputs, j, p);
  set_build_log(p, &o, j);
  if (r == PI_SUCCESS)
    r = build_locked(p, options);
  free(j);
  if (r != PI_SUCCESS) {
    r = pi_fail(PI_ERROR_LINK_PROGRAM_FAILURE, "linking %u programs failed: %s", n,
                p->build_log ? p->build_log : "");
    program_release(p);
    return r;
  }
  *ret = p;
  return PI_SUCCESS;
}

pi_result piProgramLink(pi_context context, pi_uint32 num_devices,
                        const pi_device *device_list, const char *options,
                        pi_uint32 num_input_programs, const pi_program *input_programs,
                        pi_program_notify pfn_notify, void *user_data,
                        pi_program *ret_program) {
  pi_result r = program_link(context, num_devices, device_list, options, num_input_programs,
                             input_programs, ret_program);
  if (pfn_notify && r == PI_SUCCESS)
    pfn_notify(*ret_program, user_data);
  PI_TRACED(r, "context=%p, num_devices=%u, options=\"%s\", num_inputs=%u -> %p",
            (void *)context, num_devices, options ? options : "", num_input_programs,
            r == PI_SUCCESS ? (void *)*ret_program : NULL);
}

/* Kernel names come from the module when the driver can list them (CUDA 12.4+). */
static pi_result kernel_names(pi_program p, char *out, size_t capacity, size_t *length,
                              unsigned *count) {
  if (!p->modules[0] || !cu.cuModuleGetFunctionCount || !cu.cuModuleEnumerateFunctions ||
      !cu.cuFuncGetName)
    return PI_ERROR_INVALID_PROGRAM_EXECUTABLE;
  PI_CHECK(context_enter(&p->context->device_contexts[0]));
  CU_CHECK(cu.cuModuleGetFunctionCount(count, p->modules[0]));
  CUfunction *functions = calloc(*count ? *count : 1, sizeof *functions);
  if (!functions)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  pi_result r = CU_CALL(cu.cuModuleEnumerateFunctions(functions, *count, p->modules[0]));
  *length = 0;
  for (unsigned i = 0; r == PI_SUCCESS && i < *count; ++i) {
    const char *name = NULL;
    r = CU_CALL(cu.cuFuncGetName(&name, functions[i]));
    if (r == PI_SUCCESS && out)
      *length += (size_t)snprintf(out + *length, capacity - *length, "%s%s", i ? ";" : "",
                                  name);
  }
  free(functions);
  return r;
}

static pi_result program_get_info(pi_program program, pi_program_info param_name,
                                  size_t param_value_size, void *param_value,
                                  size_t *param_value_size_ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
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
    return binaries && param_value_size < sizeof(unsigned char *) ? PI_ERROR_INVALID_VALUE
                                                                   : PI_SUCCESS;
  }
  case PI_PROGRAM_INFO_NUM_KERNELS:
  case PI_PROGRAM_INFO_KERNEL_NAMES: {
    char names[8192] = "";
    size_t length = 0;
    unsigned count = 0;
    PI_CHECK(kernel_names(program, names, sizeof names, &length, &count));
    if (param_name == PI_PROGRAM_INFO_NUM_KERNELS)
      INFO_VALUE(size_t, count);
    INFO_STRING(names);
  }
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piProgramGetInfo(pi_program program, pi_program_info param_name,
                           size_t param_value_size, void *param_value,
                           size_t *param_value_size_ret) {
  PI_TRACED(program_get_info(program, param_name, param_value_size, param_value,
                             param_value_size_ret),
            "program=%p, param=0x%x, size=%zu, value=%p", (void *)program,
            (unsigned)param_name, param_value_size, param_value);
}

static pi_result program_build_info(pi_program program, pi_device device,
                                    pi_program_build_info param_name,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  if (!IS_VALID(device, MAGIC_DEVICE) || !context_has_device(program->context, device))
    return PI_ERROR_INVALID_DEVICE;
  switch (param_name) {
  case PI_PROGRAM_BUILD_INFO_STATUS:
    INFO_VALUE(pi_program_build_status, program->build_status);
  case PI_PROGRAM_BUILD_INFO_OPTIONS:
    INFO_STRING(program->build_options ? program->build_options : "");
  case PI_PROGRAM_BUILD_INFO_LOG:
    INFO_STRING(program->build_log ? program->build_log : "");
  case PI_PROGRAM_BUILD_INFO_BINARY_TYPE:
    INFO_VALUE(pi_program_binary_type, program->binary_type);
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piProgramGetBuildInfo(pi_program program, pi_device device,
                                _pi_program_build_info param_name, size_t param_value_size,
                                void *param_value, size_t *param_value_size_ret) {
  PI_TRACED(program_build_info(program, device, param_name, param_value_size, param_value,
                               param_value_size_ret),
            "program=%p, device=%p, param=0x%x, size=%zu, value=%p", (void *)program,
            (void *)device, (unsigned)param_name, param_value_size, param_value);
}

pi_result program_retain(pi_program program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  retain_ref(&program->refs);
  return PI_SUCCESS;
}

pi_result program_release(pi_program program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  if (!release_ref(&program->refs))
    return PI_SUCCESS;
  pi_context context = program->context;
  unload_modules(program);
  free(program->modules);
  free(program->image);
  free(program->build_options);
  free(program->build_log);
  program_metadata_free(&program->metadata);
  pthread_mutex_destroy(&program->assert_lock);
  pthread_mutex_destroy(&program->lock);
  program->magic = MAGIC_DEAD;
  free(program);
  return context_release(context);
}

pi_result piProgramRetain(pi_program program) {
  PI_TRACED(program_retain(program), "program=%p", (void *)program);
}

pi_result piProgramRelease(pi_program program) {
  PI_TRACED(program_release(program), "program=%p", (void *)program);
}

static pi_result set_spec_constant(pi_program program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  return pi_fail(PI_ERROR_UNSUPPORTED_FEATURE,
                 "CUDA images have no native specialization constants; the runtime "
                 "emulates them");
}

pi_result piextProgramSetSpecializationConstant(pi_program prog, pi_uint32 spec_id,
                                                size_t spec_size, const void *spec_value) {
  PI_TRACED(set_spec_constant(prog), "program=%p, id=%u, size=%zu, value=%p", (void *)prog,
            spec_id, spec_size, spec_value);
}

static pi_result program_native_handle(pi_program program, pi_native_handle *handle) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return PI_ERROR_INVALID_PROGRAM;
  if (!handle)
    return PI_ERROR_INVALID_VALUE;
  *handle = (pi_native_handle)program->modules[0];
  return PI_SUCCESS;
}

pi_result piextProgramGetNativeHandle(pi_program program, pi_native_handle *nativeHandle) {
  PI_TRACED(program_native_handle(program, nativeHandle), "program=%p", (void *)program);
}

static pi_result program_from_native(pi_native_handle handle, pi_context context, bool own,
                                     pi_program *program) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return PI_ERROR_INVALID_CONTEXT;
  if (!handle || !program)
    return PI_ERROR_INVALID_VALUE;
  if (context->num_devices != 1)
    return pi_fail(PI_ERROR_INVALID_CONTEXT, "a CUmodule belongs to one device's context");
  pi_program p = program_new(context);
  if (!p)
    return PI_ERROR_OUT_OF_HOST_MEMORY;
  p->modules[0] = (CUmodule)handle;
  p->borrowed_module = !own;
  p->build_status = PI_PROGRAM_BUILD_STATUS_SUCCESS;
  p->binary_type = PI_PROGRAM_BINARY_TYPE_EXECUTABLE;
  pi_result r = program_find_assert_records(p);
  if (r != PI_SUCCESS) {
    program_release(p);
    return r;
  }
  *program = p;
  return PI_SUCCESS;
}

pi_result piextProgramCreateWithNativeHandle(pi_native_handle nativeHandle,
                                             pi_context context, bool pluginOwnsNativeHandle,
                                             pi_program *program) {
  PI_TRACED(program_from_native(nativeHandle, context, pluginOwnsNativeHandle, program),
            "handle=0x%zx, context=%p", (size_t)nativeHandle, (void *)context);
}
