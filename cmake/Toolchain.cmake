# Finds the fixed toolchain: LLVM 19 (with clang-19, FileCheck and lit) and the
# CUDA toolkit (ptxas, fatbinary, cuda.h, libdevice).

# LLVM's version file matches major.minor, so "19" alone finds nothing.
find_package(LLVM 19.1 CONFIG REQUIRED HINTS /usr/lib/llvm-19/lib/cmake/llvm)
message(STATUS "LLVM ${LLVM_PACKAGE_VERSION} in ${LLVM_TOOLS_BINARY_DIR}")

function(find_llvm_tool var name)
  find_program(${var} NAMES ${name} ${name}-19 HINTS ${LLVM_TOOLS_BINARY_DIR} NO_DEFAULT_PATH)
  if(NOT ${var})
    message(FATAL_ERROR "${name} (LLVM 19) not found in ${LLVM_TOOLS_BINARY_DIR}: run scripts/setup.sh")
  endif()
endfunction()

find_llvm_tool(CLANG_EXE clang)
find_llvm_tool(LLVM_LINK_EXE llvm-link)
find_llvm_tool(LLVM_AS_EXE llvm-as)
find_llvm_tool(LLVM_DIS_EXE llvm-dis)
find_llvm_tool(OPT_EXE opt)
find_llvm_tool(LLC_EXE llc)
find_llvm_tool(FILECHECK_EXE FileCheck)

find_file(LIT_PY lit.py HINTS ${LLVM_TOOLS_BINARY_DIR}/../build/utils/lit NO_DEFAULT_PATH)
if(NOT LIT_PY)
  message(FATAL_ERROR "lit (llvm-19-tools) not found: run scripts/setup.sh")
endif()

find_file(LIBCLC_NVPTX_BC nvptx64--nvidiacl.bc HINTS /usr/lib/clc NO_DEFAULT_PATH)
if(NOT LIBCLC_NVPTX_BC)
  message(FATAL_ERROR "libclc-19's nvptx64--nvidiacl.bc not found in /usr/lib/clc: run scripts/setup.sh")
endif()

if(NOT CUDAToolkit_ROOT AND EXISTS /usr/local/cuda)
  set(CUDAToolkit_ROOT /usr/local/cuda)
endif()
find_package(CUDAToolkit REQUIRED)
find_program(PTXAS_EXE ptxas HINTS ${CUDAToolkit_BIN_DIR} NO_DEFAULT_PATH REQUIRED)
find_program(FATBINARY_EXE fatbinary HINTS ${CUDAToolkit_BIN_DIR} NO_DEFAULT_PATH REQUIRED)
find_file(LIBDEVICE_BC libdevice.10.bc
  HINTS ${CUDAToolkit_LIBRARY_ROOT}/nvvm/libdevice ${CUDAToolkit_BIN_DIR}/../nvvm/libdevice
  NO_DEFAULT_PATH REQUIRED)
find_path(CUDA_H_DIR cuda.h HINTS ${CUDAToolkit_INCLUDE_DIRS} NO_DEFAULT_PATH REQUIRED)
message(STATUS "CUDA: ptxas ${PTXAS_EXE}, libdevice ${LIBDEVICE_BC}")

# The driver links LLVM's static archives where Debian's llvm-19-dev has them
# (with zstd's development files, which their Support library needs): it
# starts in 4 ms instead of 18, the cost of libLLVM-19.so's relocations and of
# the libraries it loads (z3, libxml2, ICU) on every compile. The opt plugin
# must share opt's libLLVM, so the libraries both use (sycl_nvptx_passes,
# bitcode_probe) link no LLVM themselves: each program picks one.
if(EXISTS ${LLVM_LIBRARY_DIR}/libLLVMCore.a AND (NOT LLVM_ENABLE_ZSTD OR TARGET zstd::libzstd_shared))
  llvm_map_components_to_libnames(SYCL_NVPTX_DRIVER_LLVM
    NVPTX Passes Linker BitReader BitWriter IRReader)
  # Only what the driver's code reaches: no z3 or libxml2 at start-up.
  list(APPEND SYCL_NVPTX_DRIVER_LLVM -Wl,--as-needed)
  message(STATUS "sycl-nvptx links LLVM's static libraries")
else()
  set(SYCL_NVPTX_DRIVER_LLVM LLVM)
  message(STATUS "sycl-nvptx links libLLVM (no static LLVM or zstd development files: scripts/setup.sh)")
endif()
