# Writes OUTPUT (compile_cache_version.h) with the compile cache's tool
# version: PROJECT_VERSION, the source tree's commit (with -dirty for
# uncommitted changes) and LLVM_VERSION. Run on every build, it rewrites the
# header only when the text changes, so that a new commit re-keys the cache
# without recompiling anything else.
execute_process(
  COMMAND git -C ${SOURCE_DIR} describe --always --dirty --abbrev=12 --match=no-tags-wanted
  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE
  RESULT_VARIABLE status ERROR_QUIET)
if(NOT status EQUAL 0 OR commit STREQUAL "")
  set(commit unknown)
endif()
set(text "#define COMPILE_CACHE_TOOL_VERSION \"sycl-nvptx ${PROJECT_VERSION} (git ${commit}, LLVM ${LLVM_VERSION})\"\n")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUTPUT} "${text}")
endif()
