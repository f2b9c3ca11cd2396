/* Sub-group block reads and writes (SPV_INTEL_subgroups,
 * OpSubgroupBlockReadINTEL / OpSubgroupBlockWriteINTEL), under the names the
 * SPIR-V translator gives them in SPV-IR, which SYCL kernels built for spir64
 * call once translated and retargeted: the read's result type, spelled
 * signed, follows _R (_Z37__spirv_SubgroupBlockReadINTEL_Rchar4PU3AS1Kh); the
 * write is an overload (_Z31__spirv_SubgroupBlockWriteINTELPU3AS1hDv4_h).
 * Elements are unsigned 8, 16, 32 or 64-bit; 1, 2, 4 or 8 components, or 16
 * of 8-bit ones; global and local pointers. */
#ifndef SPIRV_SUBGROUP_BLOCK_IO_H
#define SPIRV_SUBGROUP_BLOCK_IO_H

/* For a gentype body: whether GENTYPE is one the extension allows. */
#define SPIRV_IS_BLOCK_IO_TYPE                                                 \
  (!IS_SIGNED && VECSIZE != 3 && (VECSIZE != 16 || INT_BITS == 8))

#define SPIRV_BODY <spirv/subgroup_block_io/declare.inc>
#include <spirv/gentype/integern.inc>

#endif
