/* OpenCL's vector shuffles: __spirv_ocl_shuffle(x, mask) and
 * __spirv_ocl_shuffle2(x, y, mask) for every element type, inputs and
 * results of 2, 4, 8 and 16 components; the mask is the unsigned integer
 * vector of the element size and the result's width. (Sub-group shuffles
 * are in subgroup.h.) */
#ifndef SPIRV_SHUFFLE_H
#define SPIRV_SHUFFLE_H

#define SPIRV_BODY <spirv/misc/shuffle_decl.inc>
#include <spirv/gentype/floatn.inc>
#define SPIRV_BODY <spirv/misc/shuffle_decl.inc>
#include <spirv/gentype/integern.inc>

#endif
