# BuildConsumer.cmake — run by ctest (cmake -P): configures, builds and runs one consumer project
# from scratch. With PREFIX it finds the library there only (the package registry is off);
# without, the project brings the library itself (add_subdirectory).
#
#   -DSOURCE_DIR=<consumer> -DBINARY_DIR=<scratch> -DEXECUTABLE=<name> [-DPREFIX=<install>]
#   [-DEXTRA=<one more cmake argument>] -DGENERATOR=… -DCOMPILER=… -DBUILD_TYPE=…
#   -DFLAGS=<extra compile and link flags>
include("${CMAKE_CURRENT_LIST_DIR}/Run.cmake")
clayout_require(SOURCE_DIR BINARY_DIR EXECUTABLE GENERATOR COMPILER BUILD_TYPE)

file(REMOVE_RECURSE "${BINARY_DIR}")
set(arguments -S "${SOURCE_DIR}" -B "${BINARY_DIR}" -G "${GENERATOR}"
  "-DCMAKE_CXX_COMPILER=${COMPILER}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
  "-DCMAKE_CXX_FLAGS=${FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${FLAGS}"
  -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
if(DEFINED PREFIX)
  list(APPEND arguments "-DCMAKE_PREFIX_PATH=${PREFIX}")
endif()
if(DEFINED EXTRA)
  list(APPEND arguments "${EXTRA}")
endif()
get_filename_component(project_name "${SOURCE_DIR}" NAME)
clayout_run("Configure ${project_name}" "${CMAKE_COMMAND}" ${arguments})
clayout_run("Build ${project_name}" "${CMAKE_COMMAND}" --build "${BINARY_DIR}")

find_program(program NAMES ${EXECUTABLE} PATHS "${BINARY_DIR}" "${BINARY_DIR}/${BUILD_TYPE}" NO_DEFAULT_PATH
  NO_CACHE)
if(NOT program)
  message(FATAL_ERROR "${EXECUTABLE} was not built in ${BINARY_DIR}")
endif()
clayout_run("Run ${EXECUTABLE}" "${program}")
message("${clayout_run_output}")
