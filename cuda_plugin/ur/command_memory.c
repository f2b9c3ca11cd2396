/* The CommandBufferExp table's memory appends (USM and buffer copies,
 * fills, prefetch and advice) over the core's (core/command_memory.c).
 * Each checks the plain-append limits first (append_checks.h). */
#include "append_checks.h"
#include "usm_flags.h"

/* The sync-point and event arguments every memory append ends with. */
#define APPEND_TAIL_PARAMS                                                                         \
  uint32_t numSyncPointsInWaitList, const ur_exp_command_buffer_sync_point_t *pSyncPointWaitList,  \
      uint32_t numEventsInWaitList, const ur_event_handle_t *phEventWaitList,                      \
      ur_exp_command_buffer_sync_point_t *pSyncPoint, ur_event_handle_t *phEvent,                  \
      ur_exp_command_buffer_command_handle_t *phCommand
#define APPEND_CHECK() ur_append_plain(numEventsInWaitList, phEventWaitList, phEvent, phCommand)
#define APPEND_WAITS numSyncPointsInWaitList, pSyncPointWaitList, pSyncPoint

static core_result record_usm_copy(ur_exp_command_buffer_handle_t buffer, void *dst,
                                   const void *src, size_t size, uint32_t n, const uint32_t *waits,
                                   uint32_t *point, core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_usm_copy(buffer, dst, src, size, n, waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendUSMMemcpyExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, void *pDst, const void *pSrc, size_t size,
    APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer, !pDst || !pSrc, size == 0,
                 record_usm_copy(hCommandBuffer, pDst, pSrc, size, APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, pDst=%p, pSrc=%p, size=%zu, numSyncPoints=%u",
                 (void *)hCommandBuffer, pDst, pSrc, size, numSyncPointsInWaitList);
}

static core_result record_usm_fill(ur_exp_command_buffer_handle_t buffer, void *ptr,
                                   const void *pattern, size_t pattern_size, size_t size,
                                   uint32_t n, const uint32_t *waits, uint32_t *point,
                                   core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_usm_fill(buffer, ptr, pattern, pattern_size, size, n, waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendUSMFillExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, void *pMemory, const void *pPattern,
    size_t patternSize, size_t size, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer, !pMemory || !pPattern,
                 !patternSize || !size || patternSize > size || size % patternSize,
                 record_usm_fill(hCommandBuffer, pMemory, pPattern, patternSize, size, APPEND_WAITS,
                                 APPEND_CHECK()),
                 "hCommandBuffer=%p, pMemory=%p, patternSize=%zu, size=%zu, numSyncPoints=%u",
                 (void *)hCommandBuffer, pMemory, patternSize, size, numSyncPointsInWaitList);
}

/* CUDA graphs have no prefetch or advice node: the checked hint keeps its
 * place in the order (core's empty node) and is dropped. */
static core_result record_prefetch(ur_exp_command_buffer_handle_t buffer, const void *ptr,
                                   size_t size, ur_usm_migration_flags_t flags, uint32_t n,
                                   const uint32_t *waits, uint32_t *point, core_result plain) {
  CORE_CHECK(plain);
  bool to_host;
  CORE_CHECK(ur_migration_to_host(flags, &to_host));
  return command_buffer_append_usm_hint(buffer, ptr, size, n, waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendUSMPrefetchExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, const void *pMemory, size_t size,
    ur_usm_migration_flags_t flags, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(
      !hCommandBuffer, !pMemory, size == 0,
      record_prefetch(hCommandBuffer, pMemory, size, flags, APPEND_WAITS, APPEND_CHECK()),
      "hCommandBuffer=%p, pMemory=%p, size=%zu, flags=0x%x, numSyncPoints=%u",
      (void *)hCommandBuffer, pMemory, size, (unsigned)flags, numSyncPointsInWaitList);
}

static core_result record_advise(ur_exp_command_buffer_handle_t buffer, const void *ptr,
                                 size_t size, ur_usm_advice_flags_t advice, uint32_t n,
                                 const uint32_t *waits, uint32_t *point, core_result plain) {
  CORE_CHECK(plain);
  unsigned core_advice;
  CORE_CHECK(ur_usm_advice(advice, &core_advice));
  return command_buffer_append_usm_hint(buffer, ptr, size, n, waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendUSMAdviseExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, const void *pMemory, size_t size,
    ur_usm_advice_flags_t advice, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer, !pMemory, size == 0,
                 record_advise(hCommandBuffer, pMemory, size, advice, APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, pMemory=%p, size=%zu, advice=0x%x, numSyncPoints=%u",
                 (void *)hCommandBuffer, pMemory, size, (unsigned)advice, numSyncPointsInWaitList);
}

static core_result record_buffer_copy(ur_exp_command_buffer_handle_t buffer, ur_mem_handle_t src,
                                      ur_mem_handle_t dst, size_t src_offset, size_t dst_offset,
                                      size_t size, uint32_t n, const uint32_t *waits,
                                      uint32_t *point, core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_buffer_copy(buffer, src, dst, src_offset, dst_offset, size, n, waits,
                                           point);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferCopyExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hSrcMem, ur_mem_handle_t hDstMem,
    size_t srcOffset, size_t dstOffset, size_t size, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(
      !hCommandBuffer || !hSrcMem || !hDstMem, false, false,
      record_buffer_copy(hCommandBuffer, hSrcMem, hDstMem, srcOffset, dstOffset, size, APPEND_WAITS,
                         APPEND_CHECK()),
      "hCommandBuffer=%p, hSrcMem=%p, hDstMem=%p, srcOffset=%zu, dstOffset=%zu, size=%zu, "
      "numSyncPoints=%u",
      (void *)hCommandBuffer, (void *)hSrcMem, (void *)hDstMem, srcOffset, dstOffset, size,
      numSyncPointsInWaitList);
}

static core_result record_buffer_host(ur_exp_command_buffer_handle_t buffer, ur_mem_handle_t mem,
                                      bool to_host, size_t offset, size_t size, const void *ptr,
                                      uint32_t n, const uint32_t *waits, uint32_t *point,
                                      core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_buffer_host(buffer, mem, to_host, offset, size, ptr, n, waits,
                                           point);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferWriteExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hBuffer, size_t offset,
    size_t size, const void *pSrc, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer || !hBuffer, !pSrc, false,
                 record_buffer_host(hCommandBuffer, hBuffer, false, offset, size, pSrc,
                                    APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, hBuffer=%p, offset=%zu, size=%zu, pSrc=%p, numSyncPoints=%u",
                 (void *)hCommandBuffer, (void *)hBuffer, offset, size, pSrc,
                 numSyncPointsInWaitList);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferReadExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hBuffer, size_t offset,
    size_t size, void *pDst, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer || !hBuffer, !pDst, false,
                 record_buffer_host(hCommandBuffer, hBuffer, true, offset, size, pDst, APPEND_WAITS,
                                    APPEND_CHECK()),
                 "hCommandBuffer=%p, hBuffer=%p, offset=%zu, size=%zu, pDst=%p, numSyncPoints=%u",
                 (void *)hCommandBuffer, (void *)hBuffer, offset, size, pDst,
                 numSyncPointsInWaitList);
}

static core_result record_buffer_fill(ur_exp_command_buffer_handle_t buffer, ur_mem_handle_t mem,
                                      const void *pattern, size_t pattern_size, size_t offset,
                                      size_t size, uint32_t n, const uint32_t *waits,
                                      uint32_t *point, core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_buffer_fill(buffer, mem, pattern, pattern_size, offset, size, n,
                                           waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferFillExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hBuffer, const void *pPattern,
    size_t patternSize, size_t offset, size_t size, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer || !hBuffer, !pPattern, false,
                 record_buffer_fill(hCommandBuffer, hBuffer, pPattern, patternSize, offset, size,
                                    APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, hBuffer=%p, patternSize=%zu, offset=%zu, size=%zu, "
                 "numSyncPoints=%u",
                 (void *)hCommandBuffer, (void *)hBuffer, patternSize, offset, size,
                 numSyncPointsInWaitList);
}

/* The core's rectangle from UR's corners, extent and pitches (buffer side first). */
static struct command_rect rect(ur_rect_offset_t buffer_origin, ur_rect_offset_t other_origin,
                                ur_rect_region_t region, size_t buffer_row, size_t buffer_slice,
                                size_t other_row, size_t other_slice) {
  return (struct command_rect){
      {buffer_origin.x, buffer_origin.y, buffer_origin.z},
      {other_origin.x, other_origin.y, other_origin.z},
      {region.width, region.height, region.depth},
      buffer_row,
      buffer_slice,
      other_row,
      other_slice,
  };
}

static core_result record_copy_rect(ur_exp_command_buffer_handle_t buffer, ur_mem_handle_t src,
                                    ur_mem_handle_t dst, struct command_rect r, uint32_t n,
                                    const uint32_t *waits, uint32_t *point, core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_buffer_copy_rect(buffer, src, dst, &r, n, waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferCopyRectExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hSrcMem, ur_mem_handle_t hDstMem,
    ur_rect_offset_t srcOrigin, ur_rect_offset_t dstOrigin, ur_rect_region_t region,
    size_t srcRowPitch, size_t srcSlicePitch, size_t dstRowPitch, size_t dstSlicePitch,
    APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer || !hSrcMem || !hDstMem, false, false,
                 record_copy_rect(hCommandBuffer, hSrcMem, hDstMem,
                                  rect(srcOrigin, dstOrigin, region, srcRowPitch, srcSlicePitch,
                                       dstRowPitch, dstSlicePitch),
                                  APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, hSrcMem=%p, hDstMem=%p, numSyncPoints=%u",
                 (void *)hCommandBuffer, (void *)hSrcMem, (void *)hDstMem, numSyncPointsInWaitList);
}

static core_result record_host_rect(ur_exp_command_buffer_handle_t buffer, ur_mem_handle_t mem,
                                    bool to_host, struct command_rect r, const void *ptr,
                                    uint32_t n, const uint32_t *waits, uint32_t *point,
                                    core_result plain) {
  CORE_CHECK(plain);
  return command_buffer_append_buffer_host_rect(buffer, mem, to_host, &r, ptr, n, waits, point);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferWriteRectExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hBuffer,
    ur_rect_offset_t bufferOffset, ur_rect_offset_t hostOffset, ur_rect_region_t region,
    size_t bufferRowPitch, size_t bufferSlicePitch, size_t hostRowPitch, size_t hostSlicePitch,
    void *pSrc, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer || !hBuffer, !pSrc, false,
                 record_host_rect(hCommandBuffer, hBuffer, false,
                                  rect(bufferOffset, hostOffset, region, bufferRowPitch,
                                       bufferSlicePitch, hostRowPitch, hostSlicePitch),
                                  pSrc, APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, hBuffer=%p, pSrc=%p, numSyncPoints=%u", (void *)hCommandBuffer,
                 (void *)hBuffer, pSrc, numSyncPointsInWaitList);
}

ur_result_t UR_APICALL urCommandBufferAppendMemBufferReadRectExp(
    ur_exp_command_buffer_handle_t hCommandBuffer, ur_mem_handle_t hBuffer,
    ur_rect_offset_t bufferOffset, ur_rect_offset_t hostOffset, ur_rect_region_t region,
    size_t bufferRowPitch, size_t bufferSlicePitch, size_t hostRowPitch, size_t hostSlicePitch,
    void *pDst, APPEND_TAIL_PARAMS) {
  UR_ARGS_TRACED(!hCommandBuffer || !hBuffer, !pDst, false,
                 record_host_rect(hCommandBuffer, hBuffer, true,
                                  rect(bufferOffset, hostOffset, region, bufferRowPitch,
                                       bufferSlicePitch, hostRowPitch, hostSlicePitch),
                                  pDst, APPEND_WAITS, APPEND_CHECK()),
                 "hCommandBuffer=%p, hBuffer=%p, pDst=%p, numSyncPoints=%u", (void *)hCommandBuffer,
                 (void *)hBuffer, pDst, numSyncPointsInWaitList);
}
