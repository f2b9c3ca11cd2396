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
#define SPIRV_BODY <ptx-nvidiacl/async/prefetch.inc>
#include <spirv/gentype/scharn.inc>

/* A Windows host (size_t is unsigned long long) with an unsigned char
 * spells SYCL's prefetch(const char *, size_t) ...Kcy. No remangler rule
 * derives that from an OpenCL overload, so it is defined by name; on that
 * host the remangler points it at the unsigned char prefetch. */
void __attribute__((always_inline))
_Z20__spirv_ocl_prefetchPU3AS1Kcy(const global char *pointer, ulong num_elements) {
  prefetch_bytes((const global uchar *)pointer, num_elements);
}
