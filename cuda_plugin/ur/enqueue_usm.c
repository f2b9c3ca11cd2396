/* The Enqueue table's commands on USM pointers: fills, copies (also 2D),
 * prefetch and advice. */
#include "usm_flags.h"

static core_result prefetch(ur_queue_handle_t queue, const void *ptr, size_t size,
                            ur_usm_migration_flags_t flags, uint32_t n,
                            const ur_event_handle_t *list, ur_event_handle_t *event) {
  bool to_host;
  CORE_CHECK(ur_migration_to_host(flags, &to_host));
  return usm_migrate(queue, ptr, size, to_host, n, list, event);
}

static core_result advise(ur_queue_handle_t queue, const void *ptr, size_t size,
                          ur_usm_advice_flags_t advice, ur_event_handle_t *event) {
  unsigned core_advice;
  CORE_CHECK(ur_usm_advice(advice, &core_advice));
  return usm_advise(queue, ptr, size, core_advice, event);
}

ur_result_t UR_APICALL urEnqueueUSMFill(ur_queue_handle_t hQueue, void *pMem, size_t patternSize,
                                        const void *pPattern, size_t size,
                                        uint32_t numEventsInWaitList,
                                        const ur_event_handle_t *phEventWaitList,
                                        ur_event_handle_t *phEvent) {
  UR_TRACED(usm_fill(hQueue, pMem, pPattern, patternSize, size, numEventsInWaitList,
                     phEventWaitList, phEvent),
            "hQueue=%p, pMem=%p, patternSize=%zu, size=%zu, numEvents=%u, phEvent=%p",
            (void *)hQueue, pMem, patternSize, size, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueUSMMemcpy(ur_queue_handle_t hQueue, bool blocking, void *pDst,
                                          const void *pSrc, size_t size,
                                          uint32_t numEventsInWaitList,
                                          const ur_event_handle_t *phEventWaitList,
                                          ur_event_handle_t *phEvent) {
  UR_TRACED(
      usm_memcpy(hQueue, blocking, pDst, pSrc, size, numEventsInWaitList, phEventWaitList, phEvent),
      "hQueue=%p, blocking=%d, pDst=%p, pSrc=%p, size=%zu, numEvents=%u, phEvent=%p",
      (void *)hQueue, blocking, pDst, pSrc, size, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueUSMPrefetch(ur_queue_handle_t hQueue, const void *pMem, size_t size,
                                            ur_usm_migration_flags_t flags,
                                            uint32_t numEventsInWaitList,
                                            const ur_event_handle_t *phEventWaitList,
                                            ur_event_handle_t *phEvent) {
  UR_TRACED(prefetch(hQueue, pMem, size, flags, numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, pMem=%p, size=%zu, flags=0x%x, numEvents=%u, phEvent=%p", (void *)hQueue,
            pMem, size, (unsigned)flags, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueUSMAdvise(ur_queue_handle_t hQueue, const void *pMem, size_t size,
                                          ur_usm_advice_flags_t advice,
                                          ur_event_handle_t *phEvent) {
  UR_TRACED(advise(hQueue, pMem, size, advice, phEvent),
            "hQueue=%p, pMem=%p, size=%zu, advice=0x%x, phEvent=%p", (void *)hQueue, pMem, size,
            (unsigned)advice, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueUSMFill2D(ur_queue_handle_t hQueue, void *pMem, size_t pitch,
                                          size_t patternSize, const void *pPattern, size_t width,
                                          size_t height, uint32_t numEventsInWaitList,
                                          const ur_event_handle_t *phEventWaitList,
                                          ur_event_handle_t *phEvent) {
  UR_TRACED(usm_fill_2d(hQueue, pMem, pitch, pPattern, patternSize, width, height,
                        numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, pMem=%p, pitch=%zu, patternSize=%zu, width=%zu, height=%zu, "
            "numEvents=%u, phEvent=%p",
            (void *)hQueue, pMem, pitch, patternSize, width, height, numEventsInWaitList,
            (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueUSMMemcpy2D(ur_queue_handle_t hQueue, bool blocking, void *pDst,
                                            size_t dstPitch, const void *pSrc, size_t srcPitch,
                                            size_t width, size_t height,
                                            uint32_t numEventsInWaitList,
                                            const ur_event_handle_t *phEventWaitList,
                                            ur_event_handle_t *phEvent) {
  UR_TRACED(usm_memcpy_2d(hQueue, blocking, pDst, dstPitch, pSrc, srcPitch, width, height,
                          numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, blocking=%d, pDst=%p, dstPitch=%zu, pSrc=%p, srcPitch=%zu, width=%zu, "
            "height=%zu, numEvents=%u, phEvent=%p",
            (void *)hQueue, blocking, pDst, dstPitch, pSrc, srcPitch, width, height,
            numEventsInWaitList, (void *)phEvent);
}
