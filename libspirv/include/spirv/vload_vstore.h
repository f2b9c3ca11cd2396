/* OpenCL extended-instruction vector loads and stores (OpenCL.std 171-181):
 * vloadn/vstoren of every type, and half data read into or written from
 * float and double, on every address space the SYCL headers reach (private
 * pointers are generic ones on NVPTX, so they share the generic names).
 * vloadn reads n elements at p + offset * n, aligned only to the element;
 * the vloada/vstorea forms need sizeof(halfn) alignment and use offset * 4
 * for n = 3. vstore_half_r's mode is SPIR-V's FPRoundingMode: 0 RTE, 1 RTZ,
 * 2 RTP, 3 RTN. */
#ifndef SPIRV_VLOAD_VSTORE_H
#define SPIRV_VLOAD_VSTORE_H

#define SPIRV_BODY <spirv/vload_vstore/declare.inc>
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY <spirv/vload_vstore/declare.inc>
#include <spirv/gentype/floatn.inc>

#endif
