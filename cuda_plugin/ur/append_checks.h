/* What every urCommandBufferAppend*Exp checks beyond the core: this adapter
 * offers no command-buffer events (COMMAND_BUFFER_EVENT_SUPPORT_EXP is
 * false) and command handles only for kernel launches, the one kind of
 * command the core can update. */
#ifndef UR_CUDA_APPEND_CHECKS_H
#define UR_CUDA_APPEND_CHECKS_H

#include "null_traced.h"

static inline core_result ur_append_events(uint32_t n, const ur_event_handle_t *list,
                                           const ur_event_handle_t *event) {
  if ((n > 0) != (list != NULL))
    return CORE_ERROR_INVALID_EVENT_WAIT_LIST;
  if (list || event)
    return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "command-buffer commands take no events");
  return CORE_SUCCESS;
}

/* A command other than a kernel launch: no events, no command handle. */
static inline core_result ur_append_plain(uint32_t n, const ur_event_handle_t *list,
                                          const ur_event_handle_t *event,
                                          const ur_exp_command_buffer_command_handle_t *command) {
  CORE_CHECK(ur_append_events(n, list, event));
  if (command)
    return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE,
                     "only kernel launches in a command buffer have command handles");
  return CORE_SUCCESS;
}

#endif
