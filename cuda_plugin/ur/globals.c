/* Device global variables, read and written by name through a queue
 * (core/globals.h); their addresses: urProgramGetGlobalVariablePointer. */
#include "face.h"

ur_result_t UR_APICALL urEnqueueDeviceGlobalVariableWrite(
    ur_queue_handle_t hQueue, ur_program_handle_t hProgram, const char *name, bool blockingWrite,
    size_t count, size_t offset, const void *pSrc, uint32_t numEventsInWaitList,
    const ur_event_handle_t *phEventWaitList, ur_event_handle_t *phEvent) {
  UR_TRACED(global_copy(hQueue, hProgram, name, true, blockingWrite, count, offset, (void *)pSrc,
                        numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hProgram=%p, name=%s, blocking=%d, count=%zu, offset=%zu, pSrc=%p",
            (void *)hQueue, (void *)hProgram, name ? name : "(null)", blockingWrite, count,
            offset, pSrc);
}

ur_result_t UR_APICALL urEnqueueDeviceGlobalVariableRead(
    ur_queue_handle_t hQueue, ur_program_handle_t hProgram, const char *name, bool blockingRead,
    size_t count, size_t offset, void *pDst, uint32_t numEventsInWaitList,
    const ur_event_handle_t *phEventWaitList, ur_event_handle_t *phEvent) {
  UR_TRACED(global_copy(hQueue, hProgram, name, false, blockingRead, count, offset, pDst,
                        numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hProgram=%p, name=%s, blocking=%d, count=%zu, offset=%zu, pDst=%p",
            (void *)hQueue, (void *)hProgram, name ? name : "(null)", blockingRead, count,
            offset, pDst);
}
