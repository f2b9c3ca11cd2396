/* __spirv_ReadClockKHR(scope): a 64-bit counter that never goes back; at
 * SPIR-V scope Device (1) %globaltimer (nanoseconds, one clock for the whole
 * GPU), at Workgroup (2) and Subgroup (3) %clock64 (the cycle counter of the
 * SM, which runs every work-item of a work-group). */
#ifndef SPIRV_CLOCK_H
#define SPIRV_CLOCK_H

ulong _CLC_DECL __spirv_ReadClockKHR(int scope);

#endif
