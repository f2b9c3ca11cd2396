; Debug info survives cloning: each twin gets a DISubprogram of its own
; (the verifier rejects one shared by two functions), with its own local
; variables, and the #dbg_declare records move along. The module is the
; output of clang -g -O0 for a kernel calling a helper that reads the offset.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=global-offset -S -o - | FileCheck %s
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=globaloffset,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

; CHECK-LABEL: define dso_local i32 @offset_x(i32 noundef %0)
; CHECK-SAME:  !dbg ![[SP:[0-9]+]]
; CHECK:         #dbg_declare(ptr %3, ![[OFFSET:[0-9]+]], !DIExpression(), ![[OFFSETLOC:[0-9]+]])
; CHECK-NEXT:    store ptr addrspacecast (ptr addrspace(4) @__sycl_nvptx_zero_offset to ptr), ptr %3, align 8, !dbg ![[OFFSETLOC]]
; CHECK-LABEL: define dso_local i32 @offset_x_with_offset(i32 noundef %0, ptr %implicit_offset)
; CHECK-SAME:  !dbg ![[SPO:[0-9]+]]
; CHECK:         #dbg_declare(ptr %3, ![[OFFSETO:[0-9]+]], !DIExpression(), ![[OFFSETLOCO:[0-9]+]])
; CHECK-NEXT:    store ptr %implicit_offset, ptr %3, align 8, !dbg ![[OFFSETLOCO]]
; CHECK-LABEL: define dso_local spir_kernel void @dbg_kernel(ptr addrspace(1) noundef align 4 %0)
; CHECK-SAME:  !dbg ![[KSP:[0-9]+]]
; CHECK:         call i32 @offset_x(i32 noundef 2), !dbg
; CHECK-LABEL: define dso_local spir_kernel void @dbg_kernel_with_offset(ptr addrspace(1) noundef align 4 %0, ptr byval([3 x i32]) %implicit_offset)
; CHECK-SAME:  !dbg ![[KSPO:[0-9]+]]
; CHECK:         call i32 @offset_x_with_offset(i32 noundef 2, ptr %implicit_offset), !dbg ![[CALLO:[0-9]+]]

; CHECK-DAG: ![[SP]] = distinct !DISubprogram(name: "offset_x",
; CHECK-DAG: ![[SPO]] = distinct !DISubprogram(name: "offset_x",
; CHECK-DAG: ![[KSP]] = distinct !DISubprogram(name: "dbg_kernel",
; CHECK-DAG: ![[KSPO]] = distinct !DISubprogram(name: "dbg_kernel",
; CHECK-DAG: ![[OFFSET]] = !DILocalVariable(name: "offset", scope: ![[SP]],
; CHECK-DAG: ![[OFFSETO]] = !DILocalVariable(name: "offset", scope: ![[SPO]],
; CHECK-DAG: ![[OFFSETLOCO]] = !DILocation(line: 3, column: 8, scope: ![[SPO]])
; CHECK-DAG: ![[CALLO]] = !DILocation(line: 8, column: 11, scope: ![[KSPO]])

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local i32 @offset_x(i32 noundef %0) !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !14, !DIExpression(), !15)
    #dbg_declare(ptr %3, !16, !DIExpression(), !18)
  %5 = call ptr @llvm.nvvm.implicit.offset(), !dbg !19
  store ptr %5, ptr %3, align 8, !dbg !18
    #dbg_declare(ptr %4, !20, !DIExpression(), !21)
  %6 = load ptr, ptr %3, align 8, !dbg !22
  %7 = getelementptr inbounds i32, ptr %6, i64 0, !dbg !22
  %8 = load i32, ptr %7, align 4, !dbg !22
  %9 = load i32, ptr %2, align 4, !dbg !23
  %10 = mul nsw i32 %8, %9, !dbg !24
  store i32 %10, ptr %4, align 4, !dbg !21
  %11 = load i32, ptr %4, align 4, !dbg !25
  ret i32 %11, !dbg !26
}

declare dso_local ptr @llvm.nvvm.implicit.offset()

define dso_local spir_kernel void @dbg_kernel(ptr addrspace(1) noundef align 4 %0) !dbg !27 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !35, !DIExpression(), !36)
    #dbg_declare(ptr %3, !37, !DIExpression(), !38)
  %4 = call i32 @offset_x(i32 noundef 2), !dbg !39
  store i32 %4, ptr %3, align 4, !dbg !38
  %5 = load i32, ptr %3, align 4, !dbg !40
  %6 = load ptr addrspace(1), ptr %2, align 8, !dbg !41
  %7 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 0, !dbg !41
  store i32 %5, ptr addrspace(1) %7, align 4, !dbg !42
  ret void, !dbg !43
}


!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !44}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg.cl", directory: "/src")
!2 = !{ptr @dbg_kernel, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "offset_x", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DILocalVariable(name: "scale", arg: 1, scope: !9, file: !1, line: 2, type: !12)
!15 = !DILocation(line: 2, column: 18, scope: !9)
!16 = !DILocalVariable(name: "offset", scope: !9, file: !1, line: 3, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!18 = !DILocation(line: 3, column: 8, scope: !9)
!19 = !DILocation(line: 3, column: 17, scope: !9)
!20 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 4, type: !12)
!21 = !DILocation(line: 4, column: 7, scope: !9)
!22 = !DILocation(line: 4, column: 11, scope: !9)
!23 = !DILocation(line: 4, column: 23, scope: !9)
!24 = !DILocation(line: 4, column: 21, scope: !9)
!25 = !DILocation(line: 5, column: 10, scope: !9)
!26 = !DILocation(line: 5, column: 3, scope: !9)
!27 = distinct !DISubprogram(name: "dbg_kernel", scope: !1, file: !1, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!28 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !29)
!29 = !{null, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 5)
!31 = !{i32 1}
!32 = !{!"none"}
!33 = !{!"int*"}
!34 = !{!""}
!35 = !DILocalVariable(name: "out", arg: 1, scope: !27, file: !1, line: 7, type: !30)
!36 = !DILocation(line: 7, column: 36, scope: !27)
!37 = !DILocalVariable(name: "v", scope: !27, file: !1, line: 8, type: !12)
!38 = !DILocation(line: 8, column: 7, scope: !27)
!39 = !DILocation(line: 8, column: 11, scope: !27)
!40 = !DILocation(line: 9, column: 12, scope: !27)
!41 = !DILocation(line: 9, column: 3, scope: !27)
!42 = !DILocation(line: 9, column: 10, scope: !27)
!43 = !DILocation(line: 10, column: 1, scope: !27)
!44 = !{i32 1, !"sycl-device", i32 1}
