; The shared memory the work-group collectives exchange through: 64 slots of
; 8 bytes, 32 for one partial result per sub-group (up to 1024 work-items)
; and 32 for what one sub-group hands back to all (group/collectives.h).
; OpenCL C cannot declare a program-scope local variable, so the array and
; its accessor are IR. The array is internal: when no kernel calls a
; collective, the driver drops the accessor and then the array, and ptxas
; gives the .shared array only to kernels that reach it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

@group_scratch = internal addrspace(3) global [64 x i64] undef, align 16

define ptr addrspace(3) @__clc_group_scratch() #0 {
  ret ptr addrspace(3) @group_scratch
}

attributes #0 = { alwaysinline nounwind memory(none) }
