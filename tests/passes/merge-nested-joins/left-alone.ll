; Joins that stay: an op whose phi has another computed incoming value (no
; inverse to fold), a block with other work, an op with no inverse (mul),
; an op that feeds two phis.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=mergenestedjoins,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=merge-nested-joins -S -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @computed_incoming(
; CHECK:       inner:
; CHECK-NEXT:    %q1 = add i32 %x, 1
; CHECK:         %j = phi i32 [ %z, %other ], [ %q1, %inner ]
define i32 @computed_incoming(i32 %x, i32 %y, i1 %c) {
entry:
  br i1 %c, label %inner, label %other
other:
  %z = mul i32 %y, %y
  br label %join
inner:
  %q1 = add i32 %x, 1
  br label %join
join:
  %j = phi i32 [ %z, %other ], [ %q1, %inner ]
  ret i32 %j
}

; CHECK-LABEL: define i32 @other_work(
; CHECK:       inner:
; CHECK-NEXT:    %q1 = add i32 %x, 1
; CHECK-NEXT:    store i32 %x, ptr %p
define i32 @other_work(i32 %x, ptr %p, i1 %c) {
entry:
  br i1 %c, label %inner, label %join
inner:
  %q1 = add i32 %x, 1
  store i32 %x, ptr %p
  br label %join
join:
  %j = phi i32 [ 1, %entry ], [ %q1, %inner ]
  ret i32 %j
}

; CHECK-LABEL: define i32 @no_inverse(
; CHECK:       inner:
; CHECK-NEXT:    %q1 = mul i32 %x, 3
define i32 @no_inverse(i32 %x, i1 %c) {
entry:
  br i1 %c, label %inner, label %join
inner:
  %q1 = mul i32 %x, 3
  br label %join
join:
  %j = phi i32 [ 1, %entry ], [ %q1, %inner ]
  ret i32 %j
}

; CHECK-LABEL: define i32 @two_phis(
; CHECK:       inner:
; CHECK-NEXT:    %q1 = add i32 %x, 1
define i32 @two_phis(i32 %x, i1 %c) {
entry:
  br i1 %c, label %inner, label %join
inner:
  %q1 = add i32 %x, 1
  br label %join
join:
  %j = phi i32 [ 1, %entry ], [ %q1, %inner ]
  %k = phi i32 [ 2, %entry ], [ %q1, %inner ]
  %s = add i32 %j, %k
  ret i32 %s
}
