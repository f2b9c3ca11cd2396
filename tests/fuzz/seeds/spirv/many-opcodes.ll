; Two kernels with what the small seeds lack, for the fuzzer to mutate: a
; constant table, a struct, vectors, a loop, a switch, an atomic, a select,
; conversions and a call between functions.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, float }

@table = internal addrspace(2) constant [4 x i16] [i16 1, i16 3, i16 5, i16 7], align 2

define internal spir_func float @scale(float %x, i32 %k) {
entry:
  %kf = sitofp i32 %k to float
  %r = fmul float %x, %kf
  ret float %r
}

define spir_kernel void @sum_table(ptr addrspace(1) %out, i32 %n, ptr addrspace(1) %counter) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %loop ]
  %idx = and i32 %i, 3
  %slot = getelementptr inbounds [4 x i16], ptr addrspace(2) @table, i32 0, i32 %idx
  %v = load i16, ptr addrspace(2) %slot, align 2
  %w = zext i16 %v to i32
  %sum = add i32 %acc, %w
  %next = add nuw i32 %i, 1
  %done = icmp uge i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  %old = atomicrmw add ptr addrspace(1) %counter, i32 %sum seq_cst, align 4
  store i32 %old, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @pick(ptr addrspace(1) %out, ptr addrspace(1) %pairs, <4 x float> %v, i32 %which) {
entry:
  %p = load %pair, ptr addrspace(1) %pairs, align 4
  %k = extractvalue %pair %p, 0
  %f = extractvalue %pair %p, 1
  switch i32 %which, label %other [ i32 0, label %first
                                    i32 1, label %second ]
first:
  %e0 = extractelement <4 x float> %v, i32 0
  br label %join
second:
  %s = shufflevector <4 x float> %v, <4 x float> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %e1 = extractelement <4 x float> %s, i32 0
  br label %join
other:
  %c = call spir_func float @scale(float %f, i32 %k)
  br label %join
join:
  %r = phi float [ %e0, %first ], [ %e1, %second ], [ %c, %other ]
  %neg = fcmp olt float %r, 0.0
  %abs = fneg float %r
  %m = select i1 %neg, float %abs, float %r
  %h = fptrunc float %m to half
  %d = fpext half %h to double
  store double %d, ptr addrspace(1) %out, align 8
  ret void
}
