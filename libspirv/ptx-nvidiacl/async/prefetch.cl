/* __spirv_ocl_prefetch: a hint to bring num_elements elements into the
 * cache, as one prefetch.global.L2 per 128-byte line the range touches. */
#include <spirv/spirv.h>

#define CACHE_LINE 128ul

static void prefetch_bytes(const global uchar *pointer, size_t bytes) {
  ulong end = (ulong)pointer + bytes;
  for (ulong line = (ulong)pointer & ~(CACHE_LINE - 1); line < end; line += CACHE_LINE)
    __asm__ volatile("prefetch.global.L2 [%0];" ::"l"(line));
}

#define SPIRV_BODY <ptx-nvidiacl/async/prefetch.inc>
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY <ptx-nvidiacl/async/prefetch.inc>
#include <spirv/gentype/floatn.inc>
