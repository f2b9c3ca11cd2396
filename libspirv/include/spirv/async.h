/* Asynchronous copies between global and local memory and prefetch, for
 * every element type and vector width: __spirv_GroupAsyncCopy (strided,
 * either direction) returns an event that __spirv_GroupWaitEvents waits
 * for; __spirv_ocl_prefetch is a cache hint. */
#ifndef SPIRV_ASYNC_H
#define SPIRV_ASYNC_H

#define SPIRV_BODY <spirv/async_declarations.inc>
#include <spirv/gentype/integern.inc>
#define SPIRV_BODY <spirv/async_declarations.inc>
#include <spirv/gentype/floatn.inc>

void _CLC_DECL __spirv_GroupWaitEvents(uint execution_scope, int num_events, event_t *events);

#endif
