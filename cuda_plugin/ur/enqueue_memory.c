/* The Enqueue table's waits, barriers and buffer commands. Wait lists are
 * core events as they come; a NULL phEvent asks the core for no event. */
#include "face.h"

static struct rect_offset rect_offset(ur_rect_offset_t offset) {
  return (struct rect_offset){offset.x, offset.y, offset.z};
}

static struct rect_region rect_region(ur_rect_region_t region) {
  return (struct rect_region){region.width, region.height, region.depth};
}

static core_result host_rect(ur_queue_handle_t queue, ur_mem_handle_t buffer, bool blocking,
                             bool to_host, ur_rect_offset_t buffer_origin,
                             ur_rect_offset_t host_origin, ur_rect_region_t region,
                             size_t buffer_row_pitch, size_t buffer_slice_pitch,
                             size_t host_row_pitch, size_t host_slice_pitch, const void *ptr,
                             uint32_t n, const ur_event_handle_t *list, ur_event_handle_t *event) {
  struct rect_offset buffer_corner = rect_offset(buffer_origin);
  struct rect_offset host_corner = rect_offset(host_origin);
  struct rect_region extent = rect_region(region);
  return buffer_rect(queue, buffer, blocking, to_host, &buffer_corner, &host_corner, &extent,
                     buffer_row_pitch, buffer_slice_pitch, host_row_pitch, host_slice_pitch, ptr, n,
                     list, event);
}

static core_result copy_rect(ur_queue_handle_t queue, ur_mem_handle_t src, ur_mem_handle_t dst,
                             ur_rect_offset_t src_origin, ur_rect_offset_t dst_origin,
                             ur_rect_region_t region, size_t src_row_pitch, size_t src_slice_pitch,
                             size_t dst_row_pitch, size_t dst_slice_pitch, uint32_t n,
                             const ur_event_handle_t *list, ur_event_handle_t *event) {
  struct rect_offset src_corner = rect_offset(src_origin);
  struct rect_offset dst_corner = rect_offset(dst_origin);
  struct rect_region extent = rect_region(region);
  return buffer_copy_rect(queue, src, dst, &src_corner, &dst_corner, &extent, src_row_pitch,
                          src_slice_pitch, dst_row_pitch, dst_slice_pitch, n, list, event);
}

static unsigned map_flags(ur_map_flags_t flags) {
  return (flags & UR_MAP_FLAG_READ ? MAP_READ : 0) | (flags & UR_MAP_FLAG_WRITE ? MAP_WRITE : 0) |
         (flags & UR_MAP_FLAG_WRITE_INVALIDATE_REGION ? MAP_WRITE_INVALIDATE : 0);
}

ur_result_t UR_APICALL urEnqueueEventsWait(ur_queue_handle_t hQueue, uint32_t numEventsInWaitList,
                                           const ur_event_handle_t *phEventWaitList,
                                           ur_event_handle_t *phEvent) {
  UR_TRACED(enqueue_marker(hQueue, numEventsInWaitList, phEventWaitList, phEvent, false),
            "hQueue=%p, numEvents=%u, phEvent=%p", (void *)hQueue, numEventsInWaitList,
            (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueEventsWaitWithBarrier(ur_queue_handle_t hQueue,
                                                      uint32_t numEventsInWaitList,
                                                      const ur_event_handle_t *phEventWaitList,
                                                      ur_event_handle_t *phEvent) {
  UR_TRACED(enqueue_marker(hQueue, numEventsInWaitList, phEventWaitList, phEvent, true),
            "hQueue=%p, numEvents=%u, phEvent=%p", (void *)hQueue, numEventsInWaitList,
            (void *)phEvent);
}

/* Its one flag asks for low-power events, a Level Zero hint. */
ur_result_t UR_APICALL urEnqueueEventsWaitWithBarrierExt(
    ur_queue_handle_t hQueue, const ur_exp_enqueue_ext_properties_t *pProperties,
    uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,
    ur_event_handle_t *phEvent) {
  UR_TRACED(enqueue_marker(hQueue, numEventsInWaitList, phEventWaitList, phEvent, true),
            "hQueue=%p, pProperties=%p, numEvents=%u, phEvent=%p", (void *)hQueue,
            (const void *)pProperties, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferRead(ur_queue_handle_t hQueue, ur_mem_handle_t hBuffer,
                                              bool blockingRead, size_t offset, size_t size,
                                              void *pDst, uint32_t numEventsInWaitList,
                                              const ur_event_handle_t *phEventWaitList,
                                              ur_event_handle_t *phEvent) {
  UR_TRACED(buffer_read(hQueue, hBuffer, blockingRead, offset, size, pDst, numEventsInWaitList,
                        phEventWaitList, phEvent),
            "hQueue=%p, hBuffer=%p, blocking=%d, offset=%zu, size=%zu, pDst=%p, numEvents=%u, "
            "phEvent=%p",
            (void *)hQueue, (void *)hBuffer, blockingRead, offset, size, pDst, numEventsInWaitList,
            (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferWrite(ur_queue_handle_t hQueue, ur_mem_handle_t hBuffer,
                                               bool blockingWrite, size_t offset, size_t size,
                                               const void *pSrc, uint32_t numEventsInWaitList,
                                               const ur_event_handle_t *phEventWaitList,
                                               ur_event_handle_t *phEvent) {
  UR_TRACED(buffer_write(hQueue, hBuffer, blockingWrite, offset, size, pSrc, numEventsInWaitList,
                         phEventWaitList, phEvent),
            "hQueue=%p, hBuffer=%p, blocking=%d, offset=%zu, size=%zu, pSrc=%p, numEvents=%u, "
            "phEvent=%p",
            (void *)hQueue, (void *)hBuffer, blockingWrite, offset, size, pSrc, numEventsInWaitList,
            (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferReadRect(
    ur_queue_handle_t hQueue, ur_mem_handle_t hBuffer, bool blockingRead,
    ur_rect_offset_t bufferOrigin, ur_rect_offset_t hostOrigin, ur_rect_region_t region,
    size_t bufferRowPitch, size_t bufferSlicePitch, size_t hostRowPitch, size_t hostSlicePitch,
    void *pDst, uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,
    ur_event_handle_t *phEvent) {
  UR_TRACED(host_rect(hQueue, hBuffer, blockingRead, true, bufferOrigin, hostOrigin, region,
                      bufferRowPitch, bufferSlicePitch, hostRowPitch, hostSlicePitch, pDst,
                      numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hBuffer=%p, blocking=%d, pDst=%p, numEvents=%u, phEvent=%p", (void *)hQueue,
            (void *)hBuffer, blockingRead, pDst, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferWriteRect(
    ur_queue_handle_t hQueue, ur_mem_handle_t hBuffer, bool blockingWrite,
    ur_rect_offset_t bufferOrigin, ur_rect_offset_t hostOrigin, ur_rect_region_t region,
    size_t bufferRowPitch, size_t bufferSlicePitch, size_t hostRowPitch, size_t hostSlicePitch,
    void *pSrc, uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,
    ur_event_handle_t *phEvent) {
  UR_TRACED(host_rect(hQueue, hBuffer, blockingWrite, false, bufferOrigin, hostOrigin, region,
                      bufferRowPitch, bufferSlicePitch, hostRowPitch, hostSlicePitch, pSrc,
                      numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hBuffer=%p, blocking=%d, pSrc=%p, numEvents=%u, phEvent=%p", (void *)hQueue,
            (void *)hBuffer, blockingWrite, pSrc, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferCopy(ur_queue_handle_t hQueue, ur_mem_handle_t hBufferSrc,
                                              ur_mem_handle_t hBufferDst, size_t srcOffset,
                                              size_t dstOffset, size_t size,
                                              uint32_t numEventsInWaitList,
                                              const ur_event_handle_t *phEventWaitList,
                                              ur_event_handle_t *phEvent) {
  UR_TRACED(buffer_copy(hQueue, hBufferSrc, hBufferDst, srcOffset, dstOffset, size,
                        numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, src=%p, dst=%p, srcOffset=%zu, dstOffset=%zu, size=%zu, numEvents=%u, "
            "phEvent=%p",
            (void *)hQueue, (void *)hBufferSrc, (void *)hBufferDst, srcOffset, dstOffset, size,
            numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferCopyRect(
    ur_queue_handle_t hQueue, ur_mem_handle_t hBufferSrc, ur_mem_handle_t hBufferDst,
    ur_rect_offset_t srcOrigin, ur_rect_offset_t dstOrigin, ur_rect_region_t region,
    size_t srcRowPitch, size_t srcSlicePitch, size_t dstRowPitch, size_t dstSlicePitch,
    uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,
    ur_event_handle_t *phEvent) {
  UR_TRACED(copy_rect(hQueue, hBufferSrc, hBufferDst, srcOrigin, dstOrigin, region, srcRowPitch,
                      srcSlicePitch, dstRowPitch, dstSlicePitch, numEventsInWaitList,
                      phEventWaitList, phEvent),
            "hQueue=%p, src=%p, dst=%p, numEvents=%u, phEvent=%p", (void *)hQueue,
            (void *)hBufferSrc, (void *)hBufferDst, numEventsInWaitList, (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferFill(ur_queue_handle_t hQueue, ur_mem_handle_t hBuffer,
                                              const void *pPattern, size_t patternSize,
                                              size_t offset, size_t size,
                                              uint32_t numEventsInWaitList,
                                              const ur_event_handle_t *phEventWaitList,
                                              ur_event_handle_t *phEvent) {
  UR_TRACED(buffer_fill(hQueue, hBuffer, pPattern, patternSize, offset, size, numEventsInWaitList,
                        phEventWaitList, phEvent),
            "hQueue=%p, hBuffer=%p, patternSize=%zu, offset=%zu, size=%zu, numEvents=%u, "
            "phEvent=%p",
            (void *)hQueue, (void *)hBuffer, patternSize, offset, size, numEventsInWaitList,
            (void *)phEvent);
}

ur_result_t UR_APICALL urEnqueueMemBufferMap(ur_queue_handle_t hQueue, ur_mem_handle_t hBuffer,
                                             bool blockingMap, ur_map_flags_t mapFlags,
                                             size_t offset, size_t size,
                                             uint32_t numEventsInWaitList,
                                             const ur_event_handle_t *phEventWaitList,
                                             ur_event_handle_t *phEvent, void **ppRetMap) {
  UR_TRACED(buffer_map(hQueue, hBuffer, blockingMap, map_flags(mapFlags), offset, size,
                       numEventsInWaitList, phEventWaitList, phEvent, ppRetMap),
            "hQueue=%p, hBuffer=%p, blocking=%d, mapFlags=0x%x, offset=%zu, size=%zu, "
            "numEvents=%u, phEvent=%p -> %p",
            (void *)hQueue, (void *)hBuffer, blockingMap, (unsigned)mapFlags, offset, size,
            numEventsInWaitList, (void *)phEvent, ppRetMap ? *ppRetMap : NULL);
}

ur_result_t UR_APICALL urEnqueueMemUnmap(ur_queue_handle_t hQueue, ur_mem_handle_t hMem,
                                         void *pMappedPtr, uint32_t numEventsInWaitList,
                                         const ur_event_handle_t *phEventWaitList,
                                         ur_event_handle_t *phEvent) {
  UR_TRACED(buffer_unmap(hQueue, hMem, pMappedPtr, numEventsInWaitList, phEventWaitList, phEvent),
            "hQueue=%p, hMem=%p, pMappedPtr=%p, numEvents=%u, phEvent=%p", (void *)hQueue,
            (void *)hMem, pMappedPtr, numEventsInWaitList, (void *)phEvent);
}
