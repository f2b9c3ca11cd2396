/* Programs from cubin, fatbin, PTX or SPIR-V images (made PTX at build or
 * compile time, spirv_program.h): creation, build (cuModuleLoadDataEx with
 * the options the JIT understands), compile and link (cuLink*), info, and
 * the build log. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device_assert.h"
#include "face_hooks.h"
#include "driver.h"
#include "errors.h"
#include "objects.h"
#include "program.h"
#include "program_image.h"
#include "spirv_program.h"
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

/* `spirv_log`: where the PTX of a SPIR-V image came from (or NULL). */
static void set_build_log(core_program p, const char *spirv_log, const struct jit_options *o,
                          const struct jit_call *j) {
  if (!spirv_log)
    spirv_log = "";
  size_t size =
      strlen(spirv_log) + strlen(o->ignored) + strlen(j->error_log) + strlen(j->info_log) + 64;
  char *log = malloc(size);
  if (!log)
    return;
  snprintf(log, size, "%s%s%s%s%s%s", spirv_log, o->ignored[0] ? "options ignored: " : "",
           o->ignored, o->ignored[0] ? "\n" : "", j->error_log, j->info_log);
  free(p->build_log);
  p->build_log = log;
}

static core_result set_image(core_program p, const unsigned char *data, size_t size) {
  /* PTX goes to the driver as a NUL-terminated string. */
  unsigned char *copy = malloc(size + 1);
  if (!copy)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  memcpy(copy, data, size);
  copy[size] = '\0';
  p->image = copy;
  p->image_size = size;
  return CORE_SUCCESS;
}

static core_program program_new(core_context context) {
  core_program p = calloc(1, sizeof *p);
  CUmodule *modules = calloc(context->num_devices, sizeof *modules);
  if (!p || !modules) {
    free(p);
    free(modules);
    return NULL;
  }
  p->dispatch = face_dispatch;
  p->magic = MAGIC_PROGRAM;
  atomic_init(&p->refs, 1);
  p->context = context;
  p->modules = modules;
  p->build_status = BUILD_NONE;
  p->binary_type = BINARY_NONE;
  pthread_mutex_init(&p->lock, NULL);
  pthread_mutex_init(&p->assert_lock, NULL);
  context_retain(context);
  return p;
}

static core_result program_from_image(core_context context, const unsigned char *data, size_t size,
                                      core_program *out) {
  enum image_kind kind = image_kind_of(data, size);
  if (kind == IMAGE_UNKNOWN)
    return core_fail(CORE_ERROR_INVALID_BINARY,
                     "a %zu-byte image that is no cubin, fatbin, PTX or SPIR-V", size);
  core_program p = program_new(context);
  if (!p)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  core_result r = set_image(p, data, size);
  if (r != CORE_SUCCESS) {
    program_release(p);
    return r;
  }
  p->binary_type = kind == IMAGE_SPIRV  ? BINARY_NONE
                   : kind == IMAGE_PTX  ? BINARY_COMPILED_OBJECT
                                        : BINARY_EXECUTABLE;
  *out = p;
  return CORE_SUCCESS;
}

core_result program_create(core_context context, const void *il, size_t length,
                           core_program *res_program) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!il || length == 0 || !res_program)
    return CORE_ERROR_INVALID_VALUE;
  return program_from_image(context, il, length, res_program);
}

core_result program_check_binaries(core_context context, uint32_t num_devices,
                                   const core_device *devices, const size_t *lengths,
                                   const unsigned char **binaries, core_program *ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (num_devices == 0 || !devices || !lengths || !binaries || !ret)
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < num_devices; ++i) {
    if (!IS_VALID(devices[i], MAGIC_DEVICE) || !context_has_device(context, devices[i]))
      return CORE_ERROR_INVALID_DEVICE;
    if (!binaries[i] || lengths[i] == 0)
      return CORE_ERROR_INVALID_VALUE;
  }
  return CORE_SUCCESS;
}

core_result program_create_with_binary(core_context context, uint32_t num_devices,
                                       const core_device *devices, const size_t *lengths,
                                       const unsigned char **binaries, core_program *ret) {
  CORE_CHECK(program_check_binaries(context, num_devices, devices, lengths, binaries, ret));
  /* One image serves every device of the context: fatbins carry SASS and PTX
   * for several architectures. */
  return program_from_image(context, binaries[0], lengths[0], ret);
}

static void unload_modules(core_program p) {
  program_forget_assert_records(p);
  for (uint32_t i = 0; i < p->context->num_devices; ++i) {
    if (p->modules[i] && !p->borrowed_module &&
        context_enter(&p->context->device_contexts[i]) == CORE_SUCCESS)
      cu.cuModuleUnload(p->modules[i]);
    p->modules[i] = NULL;
  }
}

static core_result load_modules(core_program p, const void *image, struct jit_call *j) {
  for (uint32_t i = 0; i < p->context->num_devices; ++i) {
    CORE_CHECK(context_enter(&p->context->device_contexts[i]));
    CU_CHECK(cu.cuModuleLoadDataEx(&p->modules[i], image, j->count, j->keys, j->values));
  }
  return program_find_assert_records(p);
}

static core_result keep_options(core_program p, const char *options) {
  free(p->build_options);
  p->build_options = strdup(options ? options : "");
  return p->build_options ? CORE_SUCCESS : CORE_ERROR_OUT_OF_HOST_MEMORY;
}

/* A SPIR-V image becomes the PTX of the context's oldest device; *log says
 * where it came from, or why there is none. Others are left as they are. */
static core_result ptx_from_spirv(core_program p, char **log) {
  *log = NULL;
  if (image_kind_of(p->image, p->image_size) != IMAGE_SPIRV)
    return CORE_SUCCESS;
  core_context c = p->context;
  int *cc = malloc(2 * c->num_devices * sizeof *cc);
  if (!cc)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  for (uint32_t i = 0; i < c->num_devices; ++i) {
    cc[i] = c->devices[i]->props.cc_major;
    cc[c->num_devices + i] = c->devices[i]->props.cc_minor;
  }
  char arch[16];
  spirv_program_arch(cc, cc + c->num_devices, c->num_devices, arch);
  free(cc);
  char *ptx;
  size_t ptx_size;
  core_result r = spirv_program_ptx(p->image, p->image_size, arch, &ptx, &ptx_size, log);
  if (r != CORE_SUCCESS) {
    p->build_status = BUILD_ERROR;
    free(p->build_log);
    p->build_log = *log ? strdup(*log) : NULL;
    return core_fail(r, "program %p: no PTX for its SPIR-V image: %s", (void *)p,
                     *log ? *log : "");
  }
  free(p->image);
  p->image = (unsigned char *)ptx;
  p->image_size = ptx_size;
  return CORE_SUCCESS;
}

static core_result build_locked(core_program p, const char *options) {
  struct jit_options o;
  if (parse_jit_options(options, &o) != CORE_SUCCESS)
    return core_fail(CORE_ERROR_INVALID_BUILD_OPTIONS, "build options \"%s\" are malformed",
                     options);
  CORE_CHECK(keep_options(p, options));
  if (!p->image)
    return core_fail(CORE_ERROR_INVALID_PROGRAM, "program %p has no image to build", (void *)p);
  char *spirv_log;
  CORE_CHECK(ptx_from_spirv(p, &spirv_log));
  struct jit_call *j = malloc(sizeof *j);
  if (!j) {
    free(spirv_log);
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  }
  jit_call_init(j, &o);
  unload_modules(p);
  core_result r = load_modules(p, p->image, j);
  set_build_log(p, spirv_log, &o, j);
  free(spirv_log);
  free(j);
  if (r != CORE_SUCCESS) {
    unload_modules(p);
    p->build_status = BUILD_ERROR;
    return core_fail(CORE_ERROR_BUILD_PROGRAM_FAILURE, "building program %p failed: %s", (void *)p,
                     p->build_log ? p->build_log : "");
  }
  p->build_status = BUILD_SUCCESS;
  p->binary_type = BINARY_EXECUTABLE;
  return CORE_SUCCESS;
}

static core_result check_program_devices(core_program p, uint32_t num_devices,
                                         const core_device *devices) {
  if ((num_devices > 0) != (devices != NULL))
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < num_devices; ++i)
    if (!IS_VALID(devices[i], MAGIC_DEVICE) || !context_has_device(p->context, devices[i]))
      return CORE_ERROR_INVALID_DEVICE;
  return CORE_SUCCESS;
}

core_result program_build(core_program program, uint32_t num_devices, const core_device *devices,
                          const char *options, program_notify notify, void *user_data) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  CORE_CHECK(check_program_devices(program, num_devices, devices));
  pthread_mutex_lock(&program->lock);
  core_result r = build_locked(program, options);
  pthread_mutex_unlock(&program->lock);
  if (notify)
    notify(program, user_data);
  return r;
}

/* CUDA compiles at link or load time: compiling only checks the options and
 * keeps them, leaving the image an object for a later link. */
core_result program_compile(core_program program, uint32_t num_devices, const core_device *devices,
                            const char *options, uint32_t num_headers, program_notify notify,
                            void *user_data) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  CORE_CHECK(check_program_devices(program, num_devices, devices));
  if (num_headers)
    return core_fail(CORE_ERROR_INVALID_OPERATION, "CUDA images have no source headers");
  struct jit_options o;
  if (parse_jit_options(options, &o) != CORE_SUCCESS)
    return CORE_ERROR_INVALID_COMPILER_OPTIONS;
  pthread_mutex_lock(&program->lock);
  char *spirv_log = NULL;
  core_result r = ptx_from_spirv(program, &spirv_log);
  if (r == CORE_SUCCESS && spirv_log) {
    free(program->build_log);
    program->build_log = spirv_log;
    spirv_log = NULL;
  }
  free(spirv_log);
  if (r == CORE_SUCCESS)
    r = keep_options(program, options);
  if (r == CORE_SUCCESS) {
    program->build_status = BUILD_SUCCESS;
    program->binary_type = BINARY_COMPILED_OBJECT;
  }
  pthread_mutex_unlock(&program->lock);
  if (notify)
    notify(program, user_data);
  return r;
}

static CUjitInputType link_input_type(const core_program p) {
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
static core_result link_images(uint32_t n, const core_program *inputs, struct jit_call *j,
                               core_program out) {
  CUlinkState state;
  CU_CHECK(cu.cuLinkCreate(j->count, j->keys, j->values, &state));
  core_result r = CORE_SUCCESS;
  for (uint32_t i = 0; r == CORE_SUCCESS && i < n; ++i) {
    size_t size = inputs[i]->image_size + (link_input_type(inputs[i]) == CU_JIT_INPUT_PTX);
    r = CU_CALL(cu.cuLinkAddData(state, link_input_type(inputs[i]), inputs[i]->image, size,
                                 "core_program", 0, NULL, NULL));
  }
  void *cubin = NULL;
  size_t cubin_size = 0;
  if (r == CORE_SUCCESS)
    r = CU_CALL(cu.cuLinkComplete(state, &cubin, &cubin_size));
  if (r == CORE_SUCCESS)
    r = set_image(out, cubin, cubin_size);
  cu.cuLinkDestroy(state);
  return r;
}

core_result program_link(core_context context, uint32_t num_devices, const core_device *devices,
                         const char *options, uint32_t n, const core_program *inputs,
                         core_program *ret) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (n == 0 || !inputs || !ret || (num_devices > 0) != (devices != NULL))
    return CORE_ERROR_INVALID_VALUE;
  for (uint32_t i = 0; i < n; ++i)
    if (!IS_VALID(inputs[i], MAGIC_PROGRAM) || !inputs[i]->image)
      return CORE_ERROR_INVALID_PROGRAM;
  struct jit_options o;
  if (parse_jit_options(options, &o) != CORE_SUCCESS)
    return CORE_ERROR_INVALID_LINKER_OPTIONS;
  core_program p = program_new(context);
  struct jit_call *j = malloc(sizeof *j);
  if (!p || !j) {
    free(j);
    if (p)
      program_release(p);
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  }
  jit_call_init(j, &o);
  core_result r = context_enter(&context->device_contexts[0]);
  if (r == CORE_SUCCESS)
    r = link_images(n, inputs, j, p);
  set_build_log(p, NULL, &o, j);
  if (r == CORE_SUCCESS)
    r = build_locked(p, options);
  free(j);
  if (r != CORE_SUCCESS) {
    r = core_fail(CORE_ERROR_LINK_PROGRAM_FAILURE, "linking %u programs failed: %s", n,
                  p->build_log ? p->build_log : "");
    program_release(p);
    return r;
  }
  *ret = p;
  return CORE_SUCCESS;
}

/* Kernel names come from the module when the driver can list them (CUDA 12.4+). */
core_result program_kernel_names(core_program p, char *out, size_t capacity, size_t *length,
                                 unsigned *count) {
  if (!p->modules[0] || !cu.cuModuleGetFunctionCount || !cu.cuModuleEnumerateFunctions ||
      !cu.cuFuncGetName)
    return CORE_ERROR_INVALID_PROGRAM_EXECUTABLE;
  CORE_CHECK(context_enter(&p->context->device_contexts[0]));
  CU_CHECK(cu.cuModuleGetFunctionCount(count, p->modules[0]));
  CUfunction *functions = calloc(*count ? *count : 1, sizeof *functions);
  if (!functions)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  core_result r = CU_CALL(cu.cuModuleEnumerateFunctions(functions, *count, p->modules[0]));
  *length = 0;
  for (unsigned i = 0; r == CORE_SUCCESS && i < *count; ++i) {
    const char *name = NULL;
    r = CU_CALL(cu.cuFuncGetName(&name, functions[i]));
    /* Past the capacity only the length grows, so a first call can size the buffer. */
    bool room = out && *length < capacity;
    if (r == CORE_SUCCESS)
      *length += (size_t)snprintf(room ? out + *length : NULL, room ? capacity - *length : 0,
                                  "%s%s", i ? ";" : "", name);
  }
  free(functions);
  return r;
}

core_result program_retain(core_program program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  retain_ref(&program->refs);
  return CORE_SUCCESS;
}

core_result program_release(core_program program) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!release_ref(&program->refs))
    return CORE_SUCCESS;
  core_context context = program->context;
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

core_result program_native_handle(core_program program, uintptr_t *handle) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!handle)
    return CORE_ERROR_INVALID_VALUE;
  *handle = (uintptr_t)program->modules[0];
  return CORE_SUCCESS;
}

core_result program_from_native(uintptr_t handle, core_context context, bool own,
                                core_program *program) {
  if (!IS_VALID(context, MAGIC_CONTEXT))
    return CORE_ERROR_INVALID_CONTEXT;
  if (!handle || !program)
    return CORE_ERROR_INVALID_VALUE;
  if (context->num_devices != 1)
    return core_fail(CORE_ERROR_INVALID_CONTEXT, "a CUmodule belongs to one device's context");
  core_program p = program_new(context);
  if (!p)
    return CORE_ERROR_OUT_OF_HOST_MEMORY;
  p->modules[0] = (CUmodule)handle;
  p->borrowed_module = !own;
  p->build_status = BUILD_SUCCESS;
  p->binary_type = BINARY_EXECUTABLE;
  core_result r = program_find_assert_records(p);
  if (r != CORE_SUCCESS) {
    program_release(p);
    return r;
  }
  *program = p;
  return CORE_SUCCESS;
}
