/* Recoverable device assert (the fallback approach): the first failing
 * work-item records the failure in a program-scope record and every
 * work-item carries on; the plugin reports it after the kernel. */
#include <spirv/spirv.h>
#include <spirv/assert_record.h>

global struct assert_record __sycl_nvptx_assert_record;

/* Copies at most size - 1 bytes and a NUL, never splitting a UTF-8
 * character. */
static void copy_truncated(global char *dst, const char *src, uint size) {
  uint n = 0;
  while (src && src[n] && n + 1 < size)
    n++;
  if (src && src[n])
    while (n > 0 && (src[n] & 0xc0) == 0x80)
      n--;
  for (uint i = 0; i < n; i++)
    dst[i] = src[i];
  dst[n] = '\0';
}

void __devicelib_assert_fail_recoverable(const char *expr, const char *file, int line,
                                         const char *func, ulong gid0, ulong gid1, ulong gid2,
                                         ulong lid0, ulong lid1, ulong lid2) {
  global struct assert_record *record = &__sycl_nvptx_assert_record;
  uint expected = ASSERT_RECORD_EMPTY;
  if (!__atomic_compare_exchange_n(&record->state, &expected, ASSERT_RECORD_CLAIMED, false,
                                   __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
    return;
  record->line = (uint)line;
  record->global_id[0] = gid0;
  record->global_id[1] = gid1;
  record->global_id[2] = gid2;
  record->local_id[0] = lid0;
  record->local_id[1] = lid1;
  record->local_id[2] = lid2;
  copy_truncated(record->expr, expr, sizeof record->expr);
  copy_truncated(record->file, file, sizeof record->file);
  copy_truncated(record->func, func, sizeof record->func);
  /* The fields are visible before the state says they are complete: LLVM 19
   * emits no fence for a release exchange on NVPTX, so membar.gl does. */
  __nvvm_membar_gl();
  __atomic_exchange_n(&record->state, ASSERT_RECORD_COMPLETE, __ATOMIC_RELAXED);
}
