/* The __clc_* functions SYCL headers call on NVPTX (spirv_ops.hpp):
 *   __clc_native_tanh (float, half) and __clc_native_exp2 (half): PTX's
 *     tanh.approx and ex2.approx, what sycl::native::tanh and exp2 use;
 *   __clc_fabs, __clc_fmin, __clc_fmax, __clc_fma on bfloat16 bit patterns
 *     (sycl::ext::oneapi's bfloat16 math on its storage types): a ushort is
 *     one bfloat16, a uint two (the low half the first), each vector
 *     component independently. */
#ifndef SPIRV_CLC_EXTENSIONS_H
#define SPIRV_CLC_EXTENSIONS_H

#define SPIRV_BODY <spirv/misc/clc_extensions_decl.inc>
#include <spirv/gentype/floatn.inc>
#define SPIRV_BODY <spirv/misc/clc_extensions_decl.inc>
#include <spirv/gentype/integern.inc>

#endif
