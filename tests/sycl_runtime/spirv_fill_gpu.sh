#!/bin/sh
# sycl_runtime_spirv_fill_gpu: sycl_rt_spirv_fill_test on the GPU with the
# door preloaded (after whatever is preloaded already, such as
# compute-sanitizer's injection) and the compile cache as the only source of
# PTX (SYCL_NVPTX_DRIVER=off: the GPU machine has no LLVM; the cache comes
# from spirv_fill_check.sh on the fake driver).
# usage: spirv_fill_gpu.sh DOOR_SO TEST_PROGRAM RUNTIME_DIR FILL_DIR
door=$1
shift
LD_PRELOAD="${LD_PRELOAD:+$LD_PRELOAD:}$door" SYCL_NVPTX_DRIVER=off SPIRV_DOOR_TRACE=1 exec "$@"
