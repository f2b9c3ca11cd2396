/* Sub-group shuffles on shfl.sync. Sub-groups are warps of 32; the last one
 * of a work-group may be short, so the mask is the lanes active now, which
 * are the sub-group's as every member must make the call. Values of up to
 * 32 bits travel in one shuffle (half in the low 16 bits), 64-bit ones in
 * two. */
#include <spirv/spirv.h>

#define WARP 32u

static uint lane(void) { return __nvvm_read_ptx_sreg_laneid(); }

static uint shuffle_bits(uint bits, uint source) {
  return (uint)__nvvm_shfl_sync_idx_i32(__nvvm_activemask(), (int)bits, (int)source, 0x1f);
}

static uint xor_bits(uint bits, uint lane_mask) {
  return (uint)__nvvm_shfl_sync_bfly_i32(__nvvm_activemask(), (int)bits, (int)lane_mask, 0x1f);
}

static ulong shuffle_bits64(ulong bits, uint source) {
  return (ulong)shuffle_bits((uint)(bits >> 32), source) << 32 | shuffle_bits((uint)bits, source);
}

static ulong xor_bits64(ulong bits, uint lane_mask) {
  return (ulong)xor_bits((uint)(bits >> 32), lane_mask) << 32 | xor_bits((uint)bits, lane_mask);
}

/* SHUFFLE(bits, source) and XOR(bits, mask) move BITS_T; to_bits and
 * from_bits convert T. Down and Up read both inputs in every lane, since
 * shfl.sync needs all of them, and pick one. */
#define SHUFFLE_CORES(T, BITS_T, SHUFFLE, XOR, to_bits, from_bits)             \
  static T shuffle_##T(T data, uint invocation) {                              \
    return from_bits(SHUFFLE(to_bits(data), invocation));                      \
  }                                                                            \
  static T shuffle_xor_##T(T data, uint lane_mask) {                           \
    return from_bits(XOR(to_bits(data), lane_mask));                           \
  }                                                                            \
  static T shuffle_down_##T(T current, T next, uint delta) {                   \
    uint source = lane() + delta;                                              \
    T from_current = from_bits(SHUFFLE(to_bits(current), source % WARP));      \
    T from_next = from_bits(SHUFFLE(to_bits(next), (source - WARP) % WARP));   \
    return source < WARP ? from_current : from_next;                           \
  }                                                                            \
  static T shuffle_up_##T(T previous, T current, uint delta) {                 \
    uint source = lane() - delta;                                              \
    T from_current = from_bits(SHUFFLE(to_bits(current), source % WARP));      \
    T from_previous = from_bits(SHUFFLE(to_bits(previous), (source + WARP) % WARP)); \
    return lane() >= delta ? from_current : from_previous;                     \
  }

/* Under the template names SYCL headers use (T_ is the template argument,
 * S0_ repeats it) and as OpenCL overloads. */
#define SHUFFLE_ENTRY_POINTS(T, TM)                                            \
  T __attribute__((always_inline)) _Z28__spirv_SubgroupShuffleINTELI##TM##ET_S0_j(T d, uint i) { \
    return shuffle_##T(d, i);                                                  \
  }                                                                            \
  T __attribute__((always_inline)) _Z31__spirv_SubgroupShuffleXorINTELI##TM##ET_S0_j(T d, uint m) { \
    return shuffle_xor_##T(d, m);                                              \
  }                                                                            \
  T __attribute__((always_inline))                                             \
      _Z32__spirv_SubgroupShuffleDownINTELI##TM##ET_S0_S0_j(T c, T n, uint d) { \
    return shuffle_down_##T(c, n, d);                                          \
  }                                                                            \
  T __attribute__((always_inline))                                             \
      _Z30__spirv_SubgroupShuffleUpINTELI##TM##ET_S0_S0_j(T p, T c, uint d) {  \
    return shuffle_up_##T(p, c, d);                                            \
  }                                                                            \
  T _CLC_DEF __spirv_SubgroupShuffleINTEL(T d, uint i) { return shuffle_##T(d, i); } \
  T _CLC_DEF __spirv_SubgroupShuffleXorINTEL(T d, uint m) { return shuffle_xor_##T(d, m); } \
  T _CLC_DEF __spirv_SubgroupShuffleDownINTEL(T c, T n, uint d) {              \
    return shuffle_down_##T(c, n, d);                                          \
  }                                                                            \
  T _CLC_DEF __spirv_SubgroupShuffleUpINTEL(T p, T c, uint d) {                \
    return shuffle_up_##T(p, c, d);                                            \
  }

#define WIDEN(x) ((uint)(x))
#define HALF_BITS(x) ((uint)as_ushort(x))
#define FROM_HALF_BITS(bits) __builtin_astype((ushort)(bits), _Float16)
#define AS_BITS(x) as_uint(x)
#define AS_BITS64(x) as_ulong(x)
#define SHUFFLES(T, TM, BITS_T, SHUFFLE, XOR, to_bits, from_bits)              \
  SHUFFLE_CORES(T, BITS_T, SHUFFLE, XOR, to_bits, from_bits)                   \
  SHUFFLE_ENTRY_POINTS(T, TM)

SHUFFLES(char, c, uint, shuffle_bits, xor_bits, WIDEN, (char))
SHUFFLES(uchar, h, uint, shuffle_bits, xor_bits, WIDEN, (uchar))
SHUFFLES(short, s, uint, shuffle_bits, xor_bits, WIDEN, (short))
SHUFFLES(ushort, t, uint, shuffle_bits, xor_bits, WIDEN, (ushort))
SHUFFLES(int, i, uint, shuffle_bits, xor_bits, WIDEN, (int))
SHUFFLES(uint, j, uint, shuffle_bits, xor_bits, WIDEN, (uint))
SHUFFLES(_Float16, DF16_, uint, shuffle_bits, xor_bits, HALF_BITS, FROM_HALF_BITS)
SHUFFLES(float, f, uint, shuffle_bits, xor_bits, AS_BITS, as_float)
SHUFFLES(long, l, ulong, shuffle_bits64, xor_bits64, (ulong), (long))
SHUFFLES(ulong, m, ulong, shuffle_bits64, xor_bits64, (ulong), (ulong))
SHUFFLES(double, d, ulong, shuffle_bits64, xor_bits64, AS_BITS64, as_double)
