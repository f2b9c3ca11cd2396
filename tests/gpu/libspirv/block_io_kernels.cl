/* Kernels for block_io_test.c: sub-group block reads and writes of every
 * type and width, on global and local memory. Sub-group s of the launch
 * (s = work-group * sub-groups per group + sub-group id) owns the block of
 * 32 * W elements at s * 32 * W; work-item i (lane L) puts component j of
 * each read at out[i * W + j], and writes component j = mark(i, j). */
#include "block_io_cases.h"
#include "kernel_helpers.h"

#define BARRIER() __spirv_ControlBarrier(2, 2, 0x110) /* work-group, SeqCst | workgroup memory */

/* The value a work-item writes as component j: all bits of T in play. */
#define MARK(T, i, j) ((T)(((ulong)(i) * 0x9E3779B97F4A7C15ul) ^ ((ulong)(j) * 0xD1B54A32D192ED03ul)))

/* Kernel block_io_<T><W> (W = 1: empty SUFFIX): in -> global read to
 * gread, marks global-written to gwrite; in copied to local memory
 * element by element -> local read to lread; marks local-written, copied
 * back to lwrite element by element. */
#define BLOCK_IO_KERNEL(T, SIGNED, BYTES, W, SUFFIX)                           \
  kernel void block_io_##T##W(local T *lm, global const T *in, global T *gread, \
                              global T *gwrite, global T *lread, global T *lwrite) { \
    uint i = (uint)__spirv_GlobalInvocationId_x();                             \
    uint l = (uint)__spirv_LocalInvocationId_x();                              \
    uint size = (uint)__spirv_WorkgroupSize_x();                               \
    uint group_base = (uint)__spirv_WorkgroupId_x() * size * W;                \
    uint block = __spirv_SubgroupId() * __spirv_SubgroupMaxSize() * W;         \
    T##SUFFIX v = __spirv_SubgroupBlockReadINTEL_R##SIGNED##SUFFIX(in + group_base + block); \
    T##SUFFIX mark;                                                            \
    for (uint j = 0; j < W; j++) {                                             \
      gread[i * W + j] = ELEM(T, v, j);                                        \
      ELEM(T, mark, j) = MARK(T, i, j);                                        \
    }                                                                          \
    __spirv_SubgroupBlockWriteINTEL(gwrite + group_base + block, mark);        \
    for (uint j = 0; j < W; j++)                                               \
      lm[l * W + j] = in[group_base + l * W + j];                              \
    BARRIER();                                                                 \
    v = __spirv_SubgroupBlockReadINTEL_R##SIGNED##SUFFIX(lm + block);          \
    for (uint j = 0; j < W; j++)                                               \
      lread[i * W + j] = ELEM(T, v, j);                                        \
    BARRIER();                                                                 \
    __spirv_SubgroupBlockWriteINTEL(lm + block, mark);                         \
    BARRIER();                                                                 \
    for (uint j = 0; j < W; j++)                                               \
      lwrite[group_base + l * W + j] = lm[l * W + j];                          \
  }

BLOCK_IO_CASES(BLOCK_IO_KERNEL)
