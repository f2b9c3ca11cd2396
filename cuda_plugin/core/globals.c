/* Program-scope symbols: device global variables (read, write, address)
 * and device function addresses. */
#include <string.h>

#include "driver.h"
#include "enqueue.h"
#include "errors.h"
#include "globals.h"
#include "trace.h"

static core_result find_global(core_program program, uint32_t device_index, const char *name,
                               CUdeviceptr *ptr, size_t *size) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  if (!name)
    return CORE_ERROR_INVALID_VALUE;
  if (!program->modules[device_index])
    return CORE_ERROR_INVALID_PROGRAM_EXECUTABLE;
  /* SYCL runtimes name a device global by its unique id. */
  const char *symbol = program_metadata_global_symbol(&program->metadata, name);
  CUresult r = cu.cuModuleGetGlobal(ptr, size, program->modules[device_index], symbol);
  if (r == CUDA_ERROR_NOT_FOUND)
    return core_fail(CORE_ERROR_INVALID_VALUE, "program %p has no global named %s", (void *)program,
                     name);
  return CU_CALL(r);
}

core_result global_pointer(core_device device, core_program program, const char *name,
                           size_t *size_ret, void **ptr_ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(program->context, device) : -1;
  if (d < 0)
    return CORE_ERROR_INVALID_DEVICE;
  if (!ptr_ret)
    return CORE_ERROR_INVALID_VALUE;
  CUdeviceptr ptr = 0;
  size_t size = 0;
  CORE_CHECK(context_enter(&program->context->device_contexts[d]));
  CORE_CHECK(find_global(program, (uint32_t)d, name, &ptr, &size));
  *ptr_ret = (void *)ptr;
  if (size_ret)
    *size_ret = size;
  return CORE_SUCCESS;
}

core_result global_copy(core_queue queue, core_program program, const char *name, bool to_device,
                        bool blocking, size_t count, size_t offset, void *host, uint32_t n,
                        const core_event *list, core_event *event) {
  if (!IS_VALID(queue, MAGIC_QUEUE))
    return CORE_ERROR_INVALID_QUEUE;
  if (!host)
    return CORE_ERROR_INVALID_VALUE;
  struct enqueue e;
  CORE_CHECK(enqueue_begin(&e, queue, n, list,
                           to_device ? COMMAND_GLOBAL_WRITE : COMMAND_GLOBAL_READ, event != NULL));
  CUdeviceptr ptr = 0;
  size_t size = 0;
  core_result r = find_global(program, queue->device_index, name, &ptr, &size);
  if (r == CORE_SUCCESS && (offset > size || count > size - offset))
    r = core_fail(CORE_ERROR_INVALID_VALUE, "[%zu, +%zu) lies outside the %zu-byte global %s",
                  offset, count, size, name);
  if (r == CORE_SUCCESS)
    r = to_device ? CU_CALL(cu.cuMemcpyHtoDAsync(ptr + offset, host, count, e.stream))
                  : CU_CALL(cu.cuMemcpyDtoHAsync(host, ptr + offset, count, e.stream));
  if (r == CORE_SUCCESS && blocking)
    r = enqueue_wait(&e);
  return enqueue_end(&e, r, event);
}

/* CUDA has no device function pointers for the host: the "address" is the
 * CUfunction, which proves the function exists. */
core_result function_pointer(core_device device, core_program program, const char *name,
                             uint64_t *ret) {
  if (!IS_VALID(program, MAGIC_PROGRAM))
    return CORE_ERROR_INVALID_PROGRAM;
  int d = IS_VALID(device, MAGIC_DEVICE) ? context_device_index(program->context, device) : -1;
  if (d < 0)
    return CORE_ERROR_INVALID_DEVICE;
  if (!name || !ret)
    return CORE_ERROR_INVALID_VALUE;
  *ret = 0;
  if (!program->modules[d])
    return CORE_ERROR_INVALID_PROGRAM_EXECUTABLE;
  CUfunction f;
  CORE_CHECK(context_enter(&program->context->device_contexts[d]));
  CUresult r = cu.cuModuleGetFunction(&f, program->modules[d], name);
  if (r == CUDA_ERROR_NOT_FOUND)
    return CORE_ERROR_INVALID_KERNEL_NAME;
  CU_CHECK(r);
  *ret = (uint64_t)(uintptr_t)f;
  return CORE_SUCCESS;
}
