/* What every atomic builtin shares: the atomic of the SPIR-V scope,
 * fences for the ordering in the semantics, and the two name families each
 * builtin is defined under (see spirv/atomic.h). */
#ifndef ATOMIC_SCOPED_H
#define ATOMIC_SCOPED_H

#include <spirv/spirv.h>

/* Below cross-device scope an atomic is a relaxed LLVM IR atomic on the
 * pointer as the caller gave it: once the builtin is inlined,
 * InferAddressSpaces moves it to the pointer's own space, so local memory
 * gets atom.shared (SASS ATOMS) and global atom.global. LLVM 19 emits them
 * at .gpu scope whatever the syncscope, which covers .cta. Cross-device
 * scope needs .sys, which only the NVVM builtins and inline assembly spell;
 * those take the generic address.
 * scoped_<op>_<T>(p, scope, v) -> the old *p. */
#define SCOPED_FETCH(op, T, NV_T, suffix)                                      \
  static inline T scoped_##op##_##T(T *p, uint scope, T v) {                   \
    if (scope == spirv_scope_cross_device)                                     \
      return (T)__nvvm_atom_sys_##op##_gen_##suffix((NV_T *)p, (NV_T)v);       \
    return __atomic_fetch_##op(p, v, __ATOMIC_RELAXED);                        \
  }

#define SCOPED_INTEGER_FETCHES(T, NV_T, suffix)                                \
  SCOPED_FETCH(add, T, NV_T, suffix)                                           \
  SCOPED_FETCH(and, T, NV_T, suffix)                                           \
  SCOPED_FETCH(or, T, NV_T, suffix)                                            \
  SCOPED_FETCH(xor, T, NV_T, suffix)

SCOPED_INTEGER_FETCHES(int, int, i)
SCOPED_INTEGER_FETCHES(uint, int, i)
SCOPED_INTEGER_FETCHES(long, long, l)
SCOPED_INTEGER_FETCHES(ulong, long, l)
SCOPED_FETCH(min, int, int, i)
SCOPED_FETCH(max, int, int, i)
SCOPED_FETCH(min, long, long, l)
SCOPED_FETCH(max, long, long, l)
SCOPED_FETCH(add, float, float, f)
SCOPED_FETCH(add, double, double, d)

/* Unsigned min and max: clang 19 lowers __nvvm_atom_sys_max_gen_ui and its
 * kin to the signed instruction, so .sys is inline assembly. */
#define SCOPED_UNSIGNED_MIN_MAX(op, T, ptx_type, reg)                          \
  static inline T scoped_##op##_##T(T *p, uint scope, T v) {                   \
    if (scope != spirv_scope_cross_device)                                     \
      return __atomic_fetch_##op(p, v, __ATOMIC_RELAXED);                      \
    T old;                                                                     \
    __asm__ volatile("atom.sys." #op "." ptx_type " %0, [%1], %2;"             \
                     : "=" reg(old) : "l"(p), reg(v) : "memory");              \
    return old;                                                                \
  }
SCOPED_UNSIGNED_MIN_MAX(min, uint, "u32", "r")
SCOPED_UNSIGNED_MIN_MAX(max, uint, "u32", "r")
SCOPED_UNSIGNED_MIN_MAX(min, ulong, "u64", "l")
SCOPED_UNSIGNED_MIN_MAX(max, ulong, "u64", "l")

/* scoped_exchange_<T>(p, scope, v) and scoped_cas_<T>(p, scope, expected,
 * desired), both -> the old *p. */
#define SCOPED_EXCHANGE_CAS(T, NV_T, suffix)                                   \
  static inline T scoped_exchange_##T(T *p, uint scope, T v) {                 \
    if (scope == spirv_scope_cross_device)                                     \
      return (T)__nvvm_atom_sys_xchg_gen_##suffix((NV_T *)p, (NV_T)v);         \
    return __atomic_exchange_n(p, v, __ATOMIC_RELAXED);                        \
  }                                                                            \
  static inline T scoped_cas_##T(T *p, uint scope, T expected, T desired) {    \
    if (scope == spirv_scope_cross_device)                                     \
      return (T)__nvvm_atom_sys_cas_gen_##suffix((NV_T *)p, (NV_T)expected, (NV_T)desired); \
    __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, \
                                __ATOMIC_RELAXED);                             \
    return expected;                                                           \
  }
SCOPED_EXCHANGE_CAS(int, int, i)
SCOPED_EXCHANGE_CAS(uint, int, i)
SCOPED_EXCHANGE_CAS(long, long, l)
SCOPED_EXCHANGE_CAS(ulong, long, l)

/* 16 bits: LLVM 19 turns an IR compare-and-swap into a 32-bit one on the
 * containing word (on the pointer's own space); .sys is atom.sys.cas.b16
 * (sm_70 and newer). */
static inline ushort scoped_cas_ushort(ushort *p, uint scope, ushort expected, ushort desired) {
  if (scope == spirv_scope_cross_device) {
    ushort old;
    __asm__ volatile("atom.sys.cas.b16 %0, [%1], %2, %3;"
                     : "=h"(old) : "l"(p), "h"(expected), "h"(desired) : "memory");
    return old;
  }
  __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return expected;
}

static void scope_fence(uint scope) {
  if (scope == spirv_scope_cross_device)
    __nvvm_membar_sys();
  else if (scope == spirv_scope_device)
    __nvvm_membar_gl();
  else if (scope != spirv_scope_invocation)
    __nvvm_membar_cta();
}

/* The atom instructions are relaxed: release orders earlier accesses with a
 * fence before, acquire later ones with a fence after. */
static void fence_before(uint scope, uint semantics) {
  if (semantics & (spirv_semantics_release | spirv_semantics_acquire_release |
                   spirv_semantics_sequentially_consistent))
    scope_fence(scope);
}

static void fence_after(uint scope, uint semantics) {
  if (semantics & (spirv_semantics_acquire | spirv_semantics_acquire_release |
                   spirv_semantics_sequentially_consistent))
    scope_fence(scope);
}

/* static T name(T *p, uint scope, uint semantics, T v): atom(p, scope, v)
 * -> old between the fences of the ordering. */
#define FENCED_RMW_CORE(name, T, atom)                                         \
  static T name(T *p, uint scope, uint semantics, T v) {                       \
    fence_before(scope, semantics);                                            \
    T old = atom(p, scope, v);                                                 \
    fence_after(scope, semantics);                                             \
    return old;                                                                \
  }

/* Names as SYCL headers mangle them: scope and semantics are the enums
 * __spv::Scope::Flag and __spv::MemorySemanticsMask::Flag. The substitution
 * for namespace __spv is S1_ after an address-space-qualified or const
 * pointer (two substitutable types before it) and S0_ after a plain one. */
#define PASTE_(a, b, c, d, e, f, g) a##b##c##d##e##f##g
#define PASTE(a, b, c, d, e, f, g) PASTE_(a, b, c, d, e, f, g)
#define SPV_ENUMS_AFTER_TWO N5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagE
#define SPV_ENUMS_AFTER_ONE N5__spv5Scope4FlagENS0_19MemorySemanticsMask4FlagE
#define ENUM_NAME(LEN, OP, POINTER, ENUMS, REST)                               \
  PASTE(_Z, LEN, __spirv_Atomic, OP, POINTER, ENUMS, REST)

#define NAMED __attribute__((always_inline))

/* op(pointer, scope, semantics, value) -> T, from core(T *, uint, uint, T). */
#define RMW_ENTRY_POINTS(LEN, OP, T, TM, core)                                 \
  T NAMED ENUM_NAME(LEN, OP, PU3AS1##TM, SPV_ENUMS_AFTER_TWO, TM)(global T * p, uint s, uint m, T v) { \
    return core(p, s, m, v);                                                   \
  }                                                                            \
  T NAMED ENUM_NAME(LEN, OP, PU3AS3##TM, SPV_ENUMS_AFTER_TWO, TM)(local T * p, uint s, uint m, T v) { \
    return core(p, s, m, v);                                                   \
  }                                                                            \
  T NAMED ENUM_NAME(LEN, OP, P##TM, SPV_ENUMS_AFTER_ONE, TM)(T * p, uint s, uint m, T v) { \
    return core(p, s, m, v);                                                   \
  }                                                                            \
  T _CLC_DEF __spirv_Atomic##OP(global T *p, int s, int m, T v) { return core(p, s, m, v); } \
  T _CLC_DEF __spirv_Atomic##OP(local T *p, int s, int m, T v) { return core(p, s, m, v); }  \
  T _CLC_DEF __spirv_Atomic##OP(T *p, int s, int m, T v) { return core(p, s, m, v); }

/* op(pointer, scope, semantics) -> T, from core(T *, uint, uint). */
#define STEP_ENTRY_POINTS(LEN, OP, T, TM, core)                                \
  T NAMED ENUM_NAME(LEN, OP, PU3AS1##TM, SPV_ENUMS_AFTER_TWO, )(global T * p, uint s, uint m) { \
    return core(p, s, m);                                                      \
  }                                                                            \
  T NAMED ENUM_NAME(LEN, OP, PU3AS3##TM, SPV_ENUMS_AFTER_TWO, )(local T * p, uint s, uint m) { \
    return core(p, s, m);                                                      \
  }                                                                            \
  T NAMED ENUM_NAME(LEN, OP, P##TM, SPV_ENUMS_AFTER_ONE, )(T * p, uint s, uint m) { \
    return core(p, s, m);                                                      \
  }                                                                            \
  T _CLC_DEF __spirv_Atomic##OP(global T *p, int s, int m) { return core(p, s, m); } \
  T _CLC_DEF __spirv_Atomic##OP(local T *p, int s, int m) { return core(p, s, m); }  \
  T _CLC_DEF __spirv_Atomic##OP(T *p, int s, int m) { return core(p, s, m); }

#endif
