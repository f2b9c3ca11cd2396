# SYCL_NVPTX_SANITIZE=ON: every C and C++ host target (tools, passes, plugin,
# unit tests) is built with AddressSanitizer and UndefinedBehaviorSanitizer,
# and the libFuzzer targets of tests/fuzz are added. Needs clang-19
# (CC=clang-19 CXX=clang++-19) and Debian's libclang-rt-19-dev.
#
# SYCL_NVPTX_LIBSPIRV_FROM=FILE: take the unremangled libspirv bitcode from
# FILE (another build's lib/clc/libspirv-nvptx64--nvidiacl.bc) instead of
# compiling it: device code is no host code, and this build's remangler still
# makes the four variants from it. scripts/test.sh uses both for build-san/.
option(SYCL_NVPTX_SANITIZE "ASan + UBSan build of the host code, with the fuzz targets" OFF)
set(SYCL_NVPTX_LIBSPIRV_FROM "" CACHE FILEPATH
  "Prebuilt libspirv-nvptx64--nvidiacl.bc to use instead of building libspirv")

if(SYCL_NVPTX_SANITIZE)
  if(NOT CMAKE_C_COMPILER_ID STREQUAL "Clang" OR NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "SYCL_NVPTX_SANITIZE needs clang (CC=clang-19 CXX=clang++-19): "
                        "the fuzz targets use libFuzzer")
  endif()
  set(SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
      -fno-omit-frame-pointer)
  add_compile_options(${SANITIZER_FLAGS})
  add_link_options(${SANITIZER_FLAGS})
  # opt-19 is not instrumented: loading the instrumented pass plugin into it
  # needs the ASan runtime preloaded (tests/lit.cfg.py does that).
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=libclang_rt.asan-x86_64.so
    OUTPUT_VARIABLE SYCL_NVPTX_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT EXISTS "${SYCL_NVPTX_ASAN_RUNTIME}")
    message(FATAL_ERROR "clang's ASan runtime not found: run scripts/setup.sh (libclang-rt-19-dev)")
  endif()
endif()
