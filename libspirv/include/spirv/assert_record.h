/* The recoverable-assert record: one per program, in device global memory.
 * The first failing work-item claims it (state 0 -> 1), fills it, and
 * publishes it (state 2); the plugin reads it after each kernel, prints the
 * message and clears it. Shared by libspirv (OpenCL C) and the plugin (C). */
#ifndef SPIRV_ASSERT_RECORD_H
#define SPIRV_ASSERT_RECORD_H

#ifdef __OPENCL_C_VERSION__
typedef uint assert_record_u32;
typedef ulong assert_record_u64;
#else
#include <stdint.h>
typedef uint32_t assert_record_u32;
typedef uint64_t assert_record_u64;
#endif

#define ASSERT_RECORD_SYMBOL "__sycl_nvptx_assert_record"

enum assert_record_state {
  ASSERT_RECORD_EMPTY = 0,
  ASSERT_RECORD_CLAIMED = 1,
  ASSERT_RECORD_COMPLETE = 2,
};

/* Text fields hold at most size - 1 bytes and a NUL, cut at a UTF-8
 * character boundary. */
struct assert_record {
  assert_record_u32 state;
  assert_record_u32 line;
  assert_record_u64 global_id[3];
  assert_record_u64 local_id[3];
  char expr[256];
  char file[256];
  char func[128];
};

#endif
