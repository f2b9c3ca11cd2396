; The rewritten kernel keeps its DISubprogram, and debug values that
; described a local accessor now describe its GEP from shared memory. The
; input uses the llvm.dbg.value intrinsic form; LLVM 19 prints records.

; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify -S %s | FileCheck %s
; RUN: %sycl-nvptx-lower %s --passes=local-accessor-to-shared-memory -S -o - | FileCheck %s
; DWARF sections in PTX need PTX ISA 7.5.
; RUN: %opt -load-pass-plugin=%passes-plugin -passes=localaccessortosharedmemory,verify %s | %llc -march=nvptx64 -mcpu=sm_75 -mattr=+ptx75 -o %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @kernel(ptr addrspace(1) %out, i32 %tile)
; CHECK-SAME:    !dbg ![[SP:[0-9]+]]
; CHECK-NEXT:    %tile.misalignment = and i32 %tile, 15
; CHECK-NEXT:    %tile.aligned = icmp eq i32 %tile.misalignment, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %tile.aligned)
; CHECK-NEXT:    %tile.shared = getelementptr inbounds i8, ptr addrspace(3) @kernel_shared_mem, i32 %tile
; CHECK-NEXT:      #dbg_value(ptr addrspace(3) %tile.shared, ![[TILE:[0-9]+]], !DIExpression(), ![[LOC:[0-9]+]])
; CHECK-NEXT:      #dbg_value(ptr addrspace(1) %out, ![[OUT:[0-9]+]], !DIExpression(), ![[LOC]])
; CHECK-NEXT:    store i32 5, ptr addrspace(3) %tile.shared, align 4, !dbg ![[LOC]]
; CHECK: ![[SP]] = distinct !DISubprogram(name: "kernel"
; CHECK: ![[TILE]] = !DILocalVariable(name: "tile", arg: 2, scope: ![[SP]]
define void @kernel(ptr addrspace(1) %out, ptr addrspace(3) %tile) !dbg !5 {
  call void @llvm.dbg.value(metadata ptr addrspace(3) %tile, metadata !10, metadata !DIExpression()), !dbg !12
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !11, metadata !DIExpression()), !dbg !12
  store i32 5, ptr addrspace(3) %tile, align 4, !dbg !12
  %v = load i32, ptr addrspace(3) %tile, align 4, !dbg !12
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !12
  ret void, !dbg !12
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !13}
!nvvm.annotations = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "tile.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{ptr @kernel, !"kernel", i32 1}
!5 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8, !9}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 3)
!10 = !DILocalVariable(name: "tile", arg: 2, scope: !5, file: !1, line: 1, type: !9)
!11 = !DILocalVariable(name: "out", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!13 = !{i32 1, !"sycl-device", i32 1}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
