/* The PI face's view of the core. pi.h names its handles `struct _pi_X *`;
 * here those struct names are the core's, so a pi_context is a
 * core_context and handles pass between face and core unconverted. Every
 * face file includes this header, never pi.h directly. */
#ifndef PI_CUDA_FACE_H
#define PI_CUDA_FACE_H

#define _pi_platform cuda_platform
#define _pi_device cuda_device
#define _pi_context cuda_context
#define _pi_queue cuda_queue
#define _pi_mem cuda_mem
#define _pi_program cuda_program
#define _pi_kernel cuda_kernel
#define _pi_event cuda_event
#define _pi_ext_command_buffer cuda_command_buffer
#define _pi_ext_command_buffer_command cuda_command
#define _pi_sampler cuda_sampler
#include "pi.h"

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

/* False once a PI 15.47 runtime, whose table has no command-update entry
 * points, has initialised the plugin (plugin.c). */
bool pi_runtime_can_update_commands(void);

/* The one mapping from core results to PI errors (result_map.c). */
pi_result pi_result_from_core(core_result result);

/* "PI_ERROR_INVALID_VALUE" and so on; "PI_ERROR_<other>" for other values. */
const char *pi_result_name(pi_result result);

void pi_trace_call(const char *function, pi_result result, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Each exported entry point is `return`-ed through this: it runs the core
 * call (or a face helper, which speaks core results too) once, maps the
 * result, then traces the call with its arguments. */
#define PI_TRACED(expr, ...)                                                   \
  do {                                                                         \
    pi_result traced_result_ = pi_result_from_core(expr);                      \
    if (trace_enabled())                                                       \
      pi_trace_call(__func__, traced_result_, __VA_ARGS__);                    \
    return traced_result_;                                                     \
  } while (0)

#endif
