/* SPIR-V atomics: __spirv_Atomic<Op>(pointer, scope, semantics, value...).
 * Scope and semantics are SPIR-V's values; the pointer is global, local or
 * generic. libspirv defines each one twice over: under the names declared
 * here (int scope and semantics, as clang declares the SPIR-V builtins), and
 * under the names of SYCL headers that pass them as __spv::Scope::Flag and
 * __spv::MemorySemanticsMask::Flag enums. */
#ifndef SPIRV_ATOMIC_H
#define SPIRV_ATOMIC_H

enum spirv_memory_semantics {
  spirv_semantics_relaxed = 0x0,
  spirv_semantics_acquire = 0x2,
  spirv_semantics_release = 0x4,
  spirv_semantics_acquire_release = 0x8,
  spirv_semantics_sequentially_consistent = 0x10,
};

#define SPIRV_ATOMIC_SPACES(M, ...) M(global, __VA_ARGS__) M(local, __VA_ARGS__) M(, __VA_ARGS__)

#define SPIRV_DECLARE_ATOMIC_RMW(AS, name, T)                                  \
  T _CLC_DECL __spirv_Atomic##name(AS T *p, int scope, int semantics, T value);
#define SPIRV_DECLARE_ATOMIC_CAS(AS, T)                                        \
  T _CLC_DECL __spirv_AtomicCompareExchange(AS T *p, int scope, int equal,     \
                                            int unequal, T value, T comparator);
#define SPIRV_DECLARE_ATOMIC_LOAD(AS, T)                                       \
  T _CLC_DECL __spirv_AtomicLoad(const AS T *p, int scope, int semantics);     \
  T _CLC_DECL __spirv_AtomicLoad(AS T *p, int scope, int semantics);
#define SPIRV_DECLARE_ATOMIC_STORE(AS, T)                                      \
  void _CLC_DECL __spirv_AtomicStore(AS T *p, int scope, int semantics, T value);
#define SPIRV_DECLARE_ATOMIC_STEP(AS, name, T)                                 \
  T _CLC_DECL __spirv_Atomic##name(AS T *p, int scope, int semantics);

#define SPIRV_DECLARE_INTEGER_ATOMICS(T)                                       \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, IAdd, T)                       \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, ISub, T)                       \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, And, T)                        \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, Or, T)                         \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, Xor, T)                        \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_STEP, IIncrement, T)                \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_STEP, IDecrement, T)                \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_CAS, T)
#define SPIRV_DECLARE_ANY_ATOMICS(T)                                           \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, Exchange, T)                   \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_LOAD, T)                            \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_STORE, T)

SPIRV_DECLARE_INTEGER_ATOMICS(int)
SPIRV_DECLARE_INTEGER_ATOMICS(uint)
SPIRV_DECLARE_INTEGER_ATOMICS(long)
SPIRV_DECLARE_INTEGER_ATOMICS(ulong)
SPIRV_DECLARE_ANY_ATOMICS(int)
SPIRV_DECLARE_ANY_ATOMICS(uint)
SPIRV_DECLARE_ANY_ATOMICS(long)
SPIRV_DECLARE_ANY_ATOMICS(ulong)
SPIRV_DECLARE_ANY_ATOMICS(float)
SPIRV_DECLARE_ANY_ATOMICS(double)
SPIRV_DECLARE_ANY_ATOMICS(_Float16)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, SMin, int)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, SMax, int)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, SMin, long)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, SMax, long)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, UMin, uint)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, UMax, uint)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, UMin, ulong)
SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, UMax, ulong)
#define SPIRV_DECLARE_FLOAT_ATOMICS(T)                                         \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, FAddEXT, T)                    \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, FMinEXT, T)                    \
  SPIRV_ATOMIC_SPACES(SPIRV_DECLARE_ATOMIC_RMW, FMaxEXT, T)
SPIRV_DECLARE_FLOAT_ATOMICS(_Float16)
SPIRV_DECLARE_FLOAT_ATOMICS(float)
SPIRV_DECLARE_FLOAT_ATOMICS(double)

#endif
