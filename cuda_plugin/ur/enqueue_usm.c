/* The Enqueue table's commands on USM pointers: fills, copies (also 2D),
 * prefetch and advice. */
#include "face.h"

static core_result prefetch(ur_queue_handle_t queue, const void *ptr, size_t size,
                            ur_usm_migration_flags_t flags, uint32_t n,
                            const ur_event_handle_t *list, ur_event_handle_t *event) {
#if UR_FACE_RELEASE >= 202600
  const ur_usm_migration_flags_t both =
      UR_USM_MIGRATION_FLAG_HOST_TO_DEVICE | UR_USM_MIGRATION_FLAG_DEVICE_TO_HOST;
  if ((flags & ~both) || flags == both)
    return core_fail(CORE_ERROR_INVALID_VALUE, "USM migration flags 0x%x name no one direction",
                     (unsigned)flags);
  bool to_host = flags & UR_USM_MIGRATION_FLAG_DEVICE_TO_HOST;
#else
  /* 2025.3 knows one direction: to the queue's device. */
  if (flags & UR_USM_MIGRATION_FLAGS_MASK)
    return core_fail(CORE_ERROR_INVALID_VALUE, "USM migration flags 0x%x", (unsigned)flags);
  bool to_host = false;
#endif
  return usm_migrate(queue, ptr, size, to_host, n, list, event);
}

/* DEFAULT undoes every setting. The hints CUDA has no advice for (atomics,
 * caching, coherence) change nothing. */
static const struct {
  ur_usm_advice_flags_t ur;
  enum usm_advice core;
} advice_map[] = {
    {UR_USM_ADVICE_FLAG_DEFAULT, ADVISE_RESET},
    {UR_USM_ADVICE_FLAG_SET_READ_MOSTLY, ADVISE_SET_READ_MOSTLY},
    {UR_USM_ADVICE_FLAG_CLEAR_READ_MOSTLY, ADVISE_UNSET_READ_MOSTLY},
    {UR_USM_ADVICE_FLAG_SET_PREFERRED_LOCATION, ADVISE_SET_PREFERRED_LOCATION},
    {UR_USM_ADVICE_FLAG_CLEAR_PREFERRED_LOCATION, ADVISE_UNSET_PREFERRED_LOCATION},
    {UR_USM_ADVICE_FLAG_SET_ACCESSED_BY_DEVICE, ADVISE_SET_ACCESSED_BY},
    {UR_USM_ADVICE_FLAG_CLEAR_ACCESSED_BY_DEVICE, ADVISE_UNSET_ACCESSED_BY},
    {UR_USM_ADVICE_FLAG_SET_ACCESSED_BY_HOST, ADVISE_SET_ACCESSED_BY_HOST},
    {UR_USM_ADVICE_FLAG_CLEAR_ACCESSED_BY_HOST, ADVISE_UNSET_ACCESSED_BY_HOST},
    {UR_USM_ADVICE_FLAG_SET_PREFERRED_LOCATION_HOST, ADVISE_SET_PREFERRED_LOCATION_HOST},
    {UR_USM_ADVICE_FLAG_CLEAR_PREFERRED_LOCATION_HOST, ADVISE_UNSET_PREFERRED_LOCATION_HOST},
};
enum { ADVICE_COUNT = sizeof advice_map / sizeof advice_map[0] };

static core_result advise(ur_queue_handle_t queue, const void *ptr, size_t size,
                          ur_usm_advice_flags_t advice, ur_event_handle_t *event) {
  if (advice & UR_USM_ADVICE_FLAGS_MASK)
    return core_fail(CORE_ERROR_INVALID_VALUE, "USM advice 0x%x has bits UR does not define",
                     (unsigned)advice);
  unsigned core_advice = 0;
  for (unsigned i = 0; i < ADVICE_COUNT; ++i)
    if (advice & advice_map[i].ur)
      core_advice |= (unsigned)advice_map[i].core;
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
