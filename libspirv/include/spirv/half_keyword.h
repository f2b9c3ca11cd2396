/* For OpenCL C device code only (sycl-nvptx includes it after spirv.h; the
 * library does not, as its gentype templates paste `half` into half2..16):
 * OpenCL C's half keyword needs cl_khr_fp16, which nvptx64-nvidiacl does not
 * declare ("casting to type 'half' is not allowed"), and would mangle Dh,
 * which no builtin is defined for. half names _Float16 instead, the type
 * SYCL device code and the builtins use; half2..half16 are spirv/half.h's.
 * Code that pastes half through a macro argument (half##4 one level down)
 * gets _Float164: #undef half there and write _Float16. */
#ifndef SPIRV_HALF_KEYWORD_H
#define SPIRV_HALF_KEYWORD_H

#define half _Float16

#endif
