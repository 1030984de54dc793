# PkgConfig.cmake — run by ctest (cmake -P): the installed clayoutcore.pc gives flags that build
# and link each program without CMake; each program then runs and must succeed.
#
#   -DPKG_CONFIG=<pkg-config> -DPREFIX=<install> -DWORK_DIR=<scratch> -DCOMPILER=…
#   -DFLAGS=<extra compile and link flags> -DPROGRAMS=<main.cpp;…>
include("${CMAKE_CURRENT_LIST_DIR}/Run.cmake")
clayout_require(PKG_CONFIG PREFIX WORK_DIR COMPILER PROGRAMS)

file(GLOB_RECURSE pc_files "${PREFIX}/*/clayoutcore.pc")
list(LENGTH pc_files pc_count)
if(NOT pc_count EQUAL 1)
  message(FATAL_ERROR "expected one clayoutcore.pc under ${PREFIX}, found ${pc_count}: ${pc_files}")
endif()
get_filename_component(pc_dir "${pc_files}" DIRECTORY)

clayout_run("pkg-config --cflags --libs clayoutcore"
  "${CMAKE_COMMAND}" -E env "PKG_CONFIG_PATH=${pc_dir}" "${PKG_CONFIG}" --cflags --libs clayoutcore)
string(STRIP "${clayout_run_output}" pc_flags)
message(STATUS "pkg-config: ${pc_flags}")
separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
separate_arguments(extra_flags UNIX_COMMAND "${FLAGS}")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
foreach(program IN LISTS PROGRAMS)
  get_filename_component(folder "${program}" DIRECTORY)
  get_filename_component(name "${folder}" NAME)
  set(output "${WORK_DIR}/${name}")
  # The sources before the library (a static library resolves only what precedes it).
  clayout_run("Compile ${name} with pkg-config's flags"
    "${COMPILER}" -std=c++20 ${extra_flags} "${program}" ${pc_flags} -o "${output}")
  clayout_run("Run ${name}" "${output}")
endforeach()
