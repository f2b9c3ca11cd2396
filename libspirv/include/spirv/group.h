/* Work-group and sub-group collectives: __spirv_Group* (every work-item of
 * the group calls them) and __spirv_GroupNonUniform* (the active lanes of
 * the sub-group). Scope is Workgroup (2) or Subgroup (3); the operation is
 * one of spirv_group_operation. SYCL headers declare the non-uniform ones as
 * templates over the value type with __spv::Scope::Flag scopes
 * (_Z27__spirv_GroupNonUniformIAddIiET_N5__spv5Scope4FlagEjS0_); libspirv
 * defines those names, and for OpenCL C the overloads below, which clang's
 * SPIR-V builtin declarations give the same names. */
#ifndef SPIRV_GROUP_H
#define SPIRV_GROUP_H

enum spirv_group_operation {
  spirv_group_operation_reduce = 0,
  spirv_group_operation_inclusive_scan = 1,
  spirv_group_operation_exclusive_scan = 2,
  spirv_group_operation_clustered_reduce = 3,
};

bool _CLC_DECL __spirv_GroupAll(uint scope, bool predicate);
bool _CLC_DECL __spirv_GroupAny(uint scope, bool predicate);
bool _CLC_DECL __spirv_GroupLogicalAndKHR(uint scope, uint op, bool x);
bool _CLC_DECL __spirv_GroupLogicalOrKHR(uint scope, uint op, bool x);
bool _CLC_DECL __spirv_GroupLogicalXorKHR(uint scope, uint op, bool x);
/* Bit i of .x is lane i of the sub-group; .y, .z and .w are 0. */
uint4 _CLC_DECL __spirv_GroupNonUniformBallot(uint scope, bool predicate);
/* True in the lowest active lane (local id 0 at work-group scope). */
bool _CLC_DECL __spirv_GroupNonUniformElect(uint scope);

#define SPIRV_BODY <spirv/group_decl.inc>
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY <spirv/group_decl.inc>
#include <spirv/gentype/floatn.inc>

#endif
