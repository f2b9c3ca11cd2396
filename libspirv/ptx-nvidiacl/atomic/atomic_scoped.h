/* What every atomic builtin shares: the PTX atom.* of the SPIR-V scope,
 * fences for the ordering in the semantics, and the two name families each
 * builtin is defined under (see spirv/atomic.h). */
#ifndef ATOMIC_SCOPED_H
#define ATOMIC_SCOPED_H

#include <spirv/spirv.h>

/* atom.<op> at the scope: .cta for work-group and narrower, .gpu (the
 * default) for the device, .sys across devices. */
#define SCOPED_ATOM(op, suffix, scope, ...)                                    \
  ((scope) == spirv_scope_device       ? __nvvm_atom_##op##_gen_##suffix(__VA_ARGS__)     \
   : (scope) == spirv_scope_cross_device ? __nvvm_atom_sys_##op##_gen_##suffix(__VA_ARGS__) \
                                         : __nvvm_atom_cta_##op##_gen_##suffix(__VA_ARGS__))

/* The same for a PTX atom that no NVVM builtin spells (16-bit ones):
 * inline assembly, with op the text after "atom.<scope>" and the asm
 * operands. Generic addressing serves global and shared memory alike. */
#define SCOPED_ATOM_ASM(scope, op, ...)                                        \
  do {                                                                         \
    if ((scope) == spirv_scope_device)                                         \
      __asm__ volatile("atom" op : __VA_ARGS__ : "memory");                    \
    else if ((scope) == spirv_scope_cross_device)                              \
      __asm__ volatile("atom.sys" op : __VA_ARGS__ : "memory");                \
    else                                                                       \
      __asm__ volatile("atom.cta" op : __VA_ARGS__ : "memory");                \
  } while (0)

/* Unsigned min and max: clang 19 lowers the .cta and .sys builtins
 * (__nvvm_atom_cta_max_gen_ui...) to the signed instruction, so those two
 * scopes are inline assembly. scoped_<op>_<T>(p, scope, v) -> old. */
#define SCOPED_UNSIGNED_MIN_MAX(op, T, ptx_type, reg, suffix)                  \
  static inline T scoped_##op##_##T(T *p, uint scope, T v) {                   \
    if (scope == spirv_scope_device)                                           \
      return __nvvm_atom_##op##_gen_##suffix(p, v);                            \
    T old;                                                                     \
    if (scope == spirv_scope_cross_device)                                     \
      __asm__ volatile("atom.sys." #op "." ptx_type " %0, [%1], %2;"            \
                       : "=" reg(old) : "l"(p), reg(v) : "memory");            \
    else                                                                       \
      __asm__ volatile("atom.cta." #op "." ptx_type " %0, [%1], %2;"            \
                       : "=" reg(old) : "l"(p), reg(v) : "memory");            \
    return old;                                                                \
  }
SCOPED_UNSIGNED_MIN_MAX(min, uint, "u32", "r", ui)
SCOPED_UNSIGNED_MIN_MAX(max, uint, "u32", "r", ui)
SCOPED_UNSIGNED_MIN_MAX(min, ulong, "u64", "l", ul)
SCOPED_UNSIGNED_MIN_MAX(max, ulong, "u64", "l", ul)

/* atom.cas.b16 (sm_70 and newer): the old 16 bits of *p, replaced by
 * desired when they were expected. */
static inline ushort scoped_cas_b16(ushort *p, uint scope, ushort expected, ushort desired) {
  ushort old;
  SCOPED_ATOM_ASM(scope, ".cas.b16 %0, [%1], %2, %3;", "=h"(old)
                  : "l"(p), "h"(expected), "h"(desired));
  return old;
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

/* static T name(T *p, uint scope, uint semantics, T v): atom.<op> between
 * the fences of its ordering, on the pointer and value seen as NV_T. */
#define SCOPED_RMW_CORE(name, op, T, NV_T, suffix)                             \
  static T name(T *p, uint scope, uint semantics, T v) {                       \
    fence_before(scope, semantics);                                            \
    T old = (T)SCOPED_ATOM(op, suffix, scope, (NV_T *)p, (NV_T)v);            \
    fence_after(scope, semantics);                                             \
    return old;                                                                \
  }

/* The same from a function atom(T *p, uint scope, T v) -> old. */
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
