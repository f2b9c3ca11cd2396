/* Load and Store: naturally aligned volatile accesses, which PTX performs
 * whole, with the fences of their ordering. Load is defined for const
 * pointers (as clang and the enum-typed SYCL headers declare it) and for
 * plain ones (as the 2025 headers do). */
#include "atomic_scoped.h"

#define LOAD_STORE(T, TM)                                                      \
  static T load_##T(const T *p, uint scope, uint semantics) {                  \
    T value = *(const volatile T *)p;                                          \
    fence_after(scope, semantics);                                             \
    return value;                                                              \
  }                                                                            \
  static void store_##T(T *p, uint scope, uint semantics, T value) {           \
    fence_before(scope, semantics);                                            \
    *(volatile T *)p = value;                                                  \
  }                                                                            \
  T NAMED ENUM_NAME(18, Load, PU3AS1K##TM, SPV_ENUMS_AFTER_TWO, )(const global T *p, uint s, \
                                                                 uint m) {     \
    return load_##T(p, s, m);                                                  \
  }                                                                            \
  T NAMED ENUM_NAME(18, Load, PU3AS3K##TM, SPV_ENUMS_AFTER_TWO, )(const local T *p, uint s, \
                                                                 uint m) {     \
    return load_##T(p, s, m);                                                  \
  }                                                                            \
  T NAMED ENUM_NAME(18, Load, PK##TM, SPV_ENUMS_AFTER_TWO, )(const T *p, uint s, uint m) { \
    return load_##T(p, s, m);                                                  \
  }                                                                            \
  T _CLC_DEF __spirv_AtomicLoad(const global T *p, int s, int m) { return load_##T(p, s, m); } \
  T _CLC_DEF __spirv_AtomicLoad(const local T *p, int s, int m) { return load_##T(p, s, m); }  \
  T _CLC_DEF __spirv_AtomicLoad(const T *p, int s, int m) { return load_##T(p, s, m); }        \
  T _CLC_DEF __spirv_AtomicLoad(global T *p, int s, int m) { return load_##T(p, s, m); }       \
  T _CLC_DEF __spirv_AtomicLoad(local T *p, int s, int m) { return load_##T(p, s, m); }        \
  T _CLC_DEF __spirv_AtomicLoad(T *p, int s, int m) { return load_##T(p, s, m); }              \
  void NAMED ENUM_NAME(19, Store, PU3AS1##TM, SPV_ENUMS_AFTER_TWO, TM)(global T * p, uint s, \
                                                                      uint m, T v) { \
    store_##T(p, s, m, v);                                                     \
  }                                                                            \
  void NAMED ENUM_NAME(19, Store, PU3AS3##TM, SPV_ENUMS_AFTER_TWO, TM)(local T * p, uint s, \
                                                                      uint m, T v) { \
    store_##T(p, s, m, v);                                                     \
  }                                                                            \
  void NAMED ENUM_NAME(19, Store, P##TM, SPV_ENUMS_AFTER_ONE, TM)(T * p, uint s, uint m, T v) { \
    store_##T(p, s, m, v);                                                     \
  }                                                                            \
  void _CLC_DEF __spirv_AtomicStore(global T *p, int s, int m, T v) { store_##T(p, s, m, v); } \
  void _CLC_DEF __spirv_AtomicStore(local T *p, int s, int m, T v) { store_##T(p, s, m, v); }  \
  void _CLC_DEF __spirv_AtomicStore(T *p, int s, int m, T v) { store_##T(p, s, m, v); }

LOAD_STORE(int, i)
LOAD_STORE(uint, j)
LOAD_STORE(long, l)
LOAD_STORE(ulong, m)
LOAD_STORE(float, f)
LOAD_STORE(double, d)
LOAD_STORE(_Float16, DF16_)
