# CheckInstalledExample.cmake — run by ctest (cmake -P): install, then build and run the example
# host against the installed package only.
#
#   -DBUILD_DIR=<the library's build> -DWORK_DIR=<scratch> -DEXAMPLE_DIR=Examples/LayoutHost
#   -DGENERATOR=… -DCOMPILER=… -DBUILD_TYPE=… -DFLAGS=<extra compile and link flags>

foreach(required IN ITEMS BUILD_DIR WORK_DIR EXAMPLE_DIR GENERATOR COMPILER BUILD_TYPE)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "CheckInstalledExample.cmake: -D${required}=… is missing")
  endif()
endforeach()

# Runs a command, stops with its output on failure.
function(run description)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${description} failed (${status}):\n${output}")
  endif()
  message(STATUS "${description}: ok")
  set(last_output "${output}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(prefix "${WORK_DIR}/prefix")

run("Install to ${prefix}" "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${prefix}")

# The example finds nothing of the source tree: only the prefix.
run("Configure Examples/LayoutHost against the install"
  "${CMAKE_COMMAND}" -S "${EXAMPLE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
  "-DCMAKE_CXX_COMPILER=${COMPILER}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
  "-DCMAKE_CXX_FLAGS=${FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${FLAGS}"
  "-DCMAKE_PREFIX_PATH=${prefix}" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
run("Build it" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")

find_program(host NAMES layout-host PATHS "${WORK_DIR}/build" "${WORK_DIR}/build/${BUILD_TYPE}" NO_DEFAULT_PATH)
if(NOT host)
  message(FATAL_ERROR "layout-host was not built in ${WORK_DIR}/build")
endif()
run("Run it" "${host}")
message("${last_output}")
