# Test helpers shared by every component.
#
#   add_unit_test(NAME n SOURCES a.c ... [LIBS l ...] [INCLUDES d ...])
#       a C unit test executable, run by CTest.
#   add_device_binary(NAME n SOURCE k.cl OUTPUT k.fatbin [OPTIONS ...] [DEPENDS f ...])
#       compiles device code with the project's driver (sycl-nvptx) at build time;
#       DEPENDS: files it includes besides the source (generated headers, say).
#   add_gpu_test(NAME n COMMAND target-or-script [ARGS ...])
#       a GPU end-to-end test: CTest runs it (exit 77 = skipped), and it is listed
#       in gpu-suite.list for tests/gpu/run_gpu_suite.sh on the GPU machine.
#       A script (not a target) must live in the build folder (configure_file).
#   add_lit_suite(NAME n DIR dir)
#       runs lit over the folder dir as one CTest entry (tests/lit.cfg.py sets the
#       substitutions from the build folder).

set(GPU_SUITE_LIST ${CMAKE_BINARY_DIR}/gpu-suite.list)
file(WRITE ${GPU_SUITE_LIST} "")

function(add_unit_test)
  cmake_parse_arguments(U "" "NAME" "SOURCES;LIBS;INCLUDES" ${ARGN})
  add_executable(${U_NAME} ${U_SOURCES})
  target_link_libraries(${U_NAME} PRIVATE ${U_LIBS})
  target_include_directories(${U_NAME} PRIVATE ${U_INCLUDES})
  add_test(NAME ${U_NAME} COMMAND ${U_NAME})
  set_tests_properties(${U_NAME} PROPERTIES LABELS unit)
endfunction()

function(add_device_binary)
  cmake_parse_arguments(D "" "NAME;SOURCE;OUTPUT" "OPTIONS;DEPENDS" ${ARGN})
  get_filename_component(src ${D_SOURCE} ABSOLUTE)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${D_OUTPUT})
  add_custom_command(OUTPUT ${out}
    COMMAND sycl-nvptx ${D_OPTIONS} ${src} -o ${out}
    # The target orders the build; the file rebuilds this when libspirv changes.
    DEPENDS sycl-nvptx ${src} libspirv ${SYCL_NVPTX_CLC_DIR}/libspirv-nvptx64--nvidiacl.bc
            ${D_DEPENDS}
    COMMENT "sycl-nvptx ${D_SOURCE} -> ${D_OUTPUT}")
  add_custom_target(${D_NAME} ALL DEPENDS ${out})
endfunction()

# GPU tests run from the build folder, here under CTest and on the GPU machine
# under run_gpu_suite.sh, so every path they get is made relative to it.
function(add_gpu_test)
  cmake_parse_arguments(G "" "NAME;COMMAND" "ARGS" ${ARGN})
  set(args "")
  foreach(a IN LISTS G_ARGS)
    string(REPLACE "${CMAKE_BINARY_DIR}/" "" a "${a}")
    list(APPEND args "${a}")
  endforeach()
  add_test(NAME ${G_NAME} COMMAND ${G_COMMAND} ${args} WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
  set_tests_properties(${G_NAME} PROPERTIES LABELS gpu SKIP_RETURN_CODE 77
    ENVIRONMENT "LD_LIBRARY_PATH=${CMAKE_BINARY_DIR}/lib;SYCL_NVPTX_GPU_SUITE=1")
  if(TARGET ${G_COMMAND})
    set(exe bin/${G_COMMAND})
  else()
    string(REPLACE "${CMAKE_BINARY_DIR}/" "" exe "${G_COMMAND}")
  endif()
  list(JOIN args " " arg_line)
  file(APPEND ${GPU_SUITE_LIST} "${G_NAME}\t${exe} ${arg_line}\n")
endfunction()

# lit writes its xunit results here (scripts/summarize_tests.py reads them).
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/tests/results)

function(add_lit_suite)
  cmake_parse_arguments(L "" "NAME;DIR" "" ${ARGN})
  add_test(NAME ${L_NAME}
    COMMAND ${Python3_EXECUTABLE} ${LIT_PY} -sv --param build_dir=${CMAKE_BINARY_DIR}
            --xunit-xml-output=${CMAKE_BINARY_DIR}/tests/results/${L_NAME}.xml
            ${L_DIR})
  set_tests_properties(${L_NAME} PROPERTIES LABELS lit)
endfunction()

find_package(Python3 REQUIRED COMPONENTS Interpreter)
