/* Declarations of the __spirv_* builtins that libspirv implements for
 * nvptx64. OpenCL C device code includes this header (the driver does so for
 * every .cl input) and calls the builtins under the same mangled names as
 * SYCL device code: overloadable functions mangle like C++. */
#ifndef SPIRV_SPIRV_H
#define SPIRV_SPIRV_H

#define _CLC_OVERLOAD __attribute__((overloadable))
#define _CLC_DECL _CLC_OVERLOAD
#define _CLC_DEF _CLC_OVERLOAD __attribute__((always_inline))

#include <spirv/half.h>
#include <spirv/workitem.h>
#include <spirv/synchronization.h>
#include <spirv/assert.h>
#include <spirv/integer.h>
#include <spirv/math.h>
#include <spirv/atomic.h>
#include <spirv/subgroup.h>
#include <spirv/subgroup_block_io.h>
#include <spirv/async.h>
#include <spirv/printf.h>
#include <spirv/conversion.h>
#include <spirv/vload_vstore.h>
#include <spirv/relational.h>
#include <spirv/common.h>
#include <spirv/geometric.h>
#include <spirv/shuffle.h>
#include <spirv/clc_extensions.h>
#include <spirv/clock.h>
#include <spirv/memory_semantics.h>
#include <spirv/group.h>
#include <spirv/image.h>

#endif
