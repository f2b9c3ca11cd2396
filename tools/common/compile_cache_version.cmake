# Writes OUTPUT (compile_cache_version.h) with the compile cache's tool
# version: PROJECT_VERSION, LLVM_VERSION and a hash of what decides the PTX
# the driver makes (COMPILER_PATHS: the driver, the passes, libspirv, the
# remangler, the cache code), committed and uncommitted. A commit to a test
# or a document leaves the key, and with it every cache, as it was. Run on
# every build, it rewrites the header only when the text changes, so that a
# new key recompiles nothing else.
set(git git -C ${SOURCE_DIR})
execute_process(COMMAND ${git} ls-tree HEAD -- ${COMPILER_PATHS}
  OUTPUT_VARIABLE committed RESULT_VARIABLE status ERROR_QUIET)
execute_process(COMMAND ${git} diff HEAD -- ${COMPILER_PATHS}
  OUTPUT_VARIABLE changed ERROR_QUIET)
execute_process(COMMAND ${git} status --porcelain --untracked-files=all -- ${COMPILER_PATHS}
  OUTPUT_VARIABLE untracked ERROR_QUIET)
if(NOT status EQUAL 0 OR committed STREQUAL "")
  set(sources unknown)
else()
  string(SHA256 sources "${committed}${changed}${untracked}")
  string(SUBSTRING ${sources} 0 16 sources)
endif()
set(text "#define COMPILE_CACHE_TOOL_VERSION \"sycl-nvptx ${PROJECT_VERSION} (sources ${sources}, LLVM ${LLVM_VERSION})\"\n")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUTPUT} "${text}")
endif()
