/* Relational builtins: the SPIR-V core predicates (IsNan, IsInf, IsFinite,
 * IsNormal, SignBitSet, Ordered, Unordered, LessOrGreater, FOrd* and FUnord*
 * comparisons, Any, All) and OpenCL's select and bitselect.
 *
 * Return types follow SPIRVBuiltins.td, which SYCL device code is compiled
 * against: a scalar predicate returns bool; a vector predicate returns a
 * signed char vector of the same width, -1 where true and 0 where false
 * (SYCL converts it to its int16/32/64 vector by sign extension). Any and
 * All take such signed char vectors and test each component's sign bit. */
#ifndef SPIRV_RELATIONAL_H
#define SPIRV_RELATIONAL_H

#define SPIRV_BODY <spirv/relational/float_decl.inc>
#include <spirv/gentype/floatn.inc>

#define SPIRV_BODY <spirv/relational/select_decl.inc>
#include <spirv/gentype/floatn.inc>
#define SPIRV_BODY <spirv/relational/select_decl.inc>
#include <spirv/gentype/integern.inc>

#define SPIRV_ANY_ALL_DECL(T)                                                  \
  bool _CLC_DECL __spirv_Any(T v);                                             \
  bool _CLC_DECL __spirv_All(T v);
SPIRV_ANY_ALL_DECL(char2)
SPIRV_ANY_ALL_DECL(char3)
SPIRV_ANY_ALL_DECL(char4)
SPIRV_ANY_ALL_DECL(char8)
SPIRV_ANY_ALL_DECL(char16)
#undef SPIRV_ANY_ALL_DECL

#endif
