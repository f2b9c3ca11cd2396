; libdevice's cos after inlining and InstCombine: the quadrant's + 1 sits in
; the inner join (fast reduction or Payne-Hanek call), the infinity branch
; brings the constant 1. The + 1 moves below the outer join's phi (the
; constant becomes 0) and the inner join, now empty, folds into the outer.
; xor and sub move the same way, with their own inverses.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=mergenestedjoins,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=merge-nested-joins -S -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { double, i32 } @slowpath(double)

; CHECK-LABEL: define i32 @quadrant(
; CHECK-NOT:   inner:
; CHECK:       done:
; CHECK-NEXT:    %quadrant = phi i32 [ 0, %inf ], [ %qslow, %slow ], [ %qfast, %reduce ]
; CHECK-NEXT:    %q1 = add i32 %quadrant, 1
; CHECK-NEXT:    ret i32 %q1
define i32 @quadrant(double %x, i1 %finite, i1 %huge, i32 %qfast) {
entry:
  br i1 %finite, label %reduce, label %inf
inf:
  br label %done
reduce:
  br i1 %huge, label %slow, label %inner
slow:
  %r = call { double, i32 } @slowpath(double %x)
  %qslow = extractvalue { double, i32 } %r, 1
  br label %inner
inner:
  %q = phi i32 [ %qslow, %slow ], [ %qfast, %reduce ]
  %q1 = add nsw i32 %q, 1
  br label %done
done:
  %quadrant = phi i32 [ 1, %inf ], [ %q1, %inner ]
  ret i32 %quadrant
}

; CHECK-LABEL: define i32 @xor_and_sub(
; CHECK-NOT:   then:
; CHECK:       join:
; CHECK-NEXT:    %a = phi i32 [ 7, %entry ], [ %x, %mid ], [ %x, %head ]
; CHECK-NEXT:    %b = phi i32 [ 12, %entry ], [ %y, %mid ], [ %y, %head ]
; CHECK-NEXT:    %bs = sub i32 %b, 2
; CHECK-NEXT:    %ax = xor i32 %a, 5
; CHECK-NEXT:    %s = add i32 %ax, %bs
define i32 @xor_and_sub(i32 %x, i32 %y, i1 %c, i1 %d) {
entry:
  br i1 %c, label %head, label %join
head:
  br i1 %d, label %mid, label %then
mid:
  br label %then
then:
  %ax = xor i32 %x, 5
  %bs = sub i32 %y, 2
  br label %join
join:
  %a = phi i32 [ 2, %entry ], [ %ax, %then ]
  %b = phi i32 [ 10, %entry ], [ %bs, %then ]
  %s = add i32 %a, %b
  ret i32 %s
}
