/* The UR face's view of the core. ur_api.h names its handles
 * `struct ur_X_handle_t_ *`; here those struct names are the core's, so a
 * ur_context_handle_t is a core_context and handles pass between face and
 * core unconverted. The core puts ur_face_ddi first in every object it
 * makes (face_dispatch), which is where the loader looks for it. Every face
 * file includes this header, never ur_api.h directly.
 *
 * UR_FACE_RELEASE is the oneAPI release whose headers this build uses, as
 * year * 100 + minor (202602 for 2026.2): tables and signatures differ. */
#ifndef UR_CUDA_FACE_H
#define UR_CUDA_FACE_H

#include <stdbool.h> /* ur_api.h uses bool without including it */

#define ur_platform_handle_t_ cuda_platform
#define ur_device_handle_t_ cuda_device
#define ur_context_handle_t_ cuda_context
#define ur_queue_handle_t_ cuda_queue
#define ur_mem_handle_t_ cuda_mem
#define ur_program_handle_t_ cuda_program
#define ur_kernel_handle_t_ cuda_kernel
#define ur_event_handle_t_ cuda_event
#define ur_exp_command_buffer_handle_t_ cuda_command_buffer
#define ur_exp_command_buffer_command_handle_t_ cuda_command
#define ur_sampler_handle_t_ cuda_sampler
#include <unified-runtime/ur_ddi.h>

#include "command_buffer.h"
#include "context.h"
#include "device.h"
#include "errors.h"
#include "event.h"
#include "globals.h"
#include "image.h"
#include "image_ops.h"
#include "info_reply.h"
#include "kernel.h"
#include "launch.h"
#include "memory.h"
#include "memory_ops.h"
#include "objects.h"
#include "platform.h"
#include "program.h"
#include "queue.h"
#include "sampler.h"
#include "trace.h"
#include "usm.h"

#ifndef UR_FACE_RELEASE
#error "UR_FACE_RELEASE must name the oneAPI release of the UR headers (202602)"
#endif

/* The one adapter object: urAdapterGet hands out this, retained. */
struct ur_adapter_handle_t_ {
  const void *dispatch;
  _Atomic uint32_t references;
};
extern struct ur_adapter_handle_t_ ur_face_adapter;

/* Every table slot, filled by the generated ddi.c (gen_ddi.py). */
extern const ur_dditable_t ur_face_ddi;

/* Whether the loader calling a getter (its return address) is of the
 * release this adapter was built for (host_release.c); the first refusal
 * says why on stderr. */
ur_result_t ur_face_accept_host(ur_api_version_t version, const void *caller);

/* A slot this face does not fill: traced, UR_RESULT_ERROR_UNSUPPORTED_FEATURE. */
ur_result_t ur_face_unsupported(const char *function);

/* The one mapping from core results to UR results (result_map.c). */
ur_result_t ur_result_from_core(core_result result);

/* "UR_RESULT_ERROR_INVALID_VALUE" and so on. */
const char *ur_result_name(ur_result_t result);

void ur_trace_call(const char *function, ur_result_t result, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Each entry point is `return`-ed through this: it runs the core call (or a
 * face helper speaking core results) once, maps the result, then traces the
 * call with its arguments when the core's trace is on (SYCL_NVPTX_PI_TRACE). */
#define UR_TRACED(expr, ...)                                                   \
  do {                                                                         \
    ur_result_t traced_result_ = ur_result_from_core(expr);                    \
    if (trace_enabled())                                                       \
      ur_trace_call(__func__, traced_result_, __VA_ARGS__);                    \
    return traced_result_;                                                     \
  } while (0)

#endif
