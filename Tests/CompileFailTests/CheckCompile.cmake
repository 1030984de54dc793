# CheckCompile.cmake — run by ctest (cmake -P): compiles one compile-fail case and checks the outcome.
#
#   -DCOMPILER=… -DSOURCE=….cpp -DINCLUDE_DIR=… -DMODE=twin|forbidden -DREASON=<text> -P CheckCompile.cmake
#
# twin: the file must compile. forbidden: with CLAYOUT_FORBIDDEN defined it must not, and the
# compiler's output must contain REASON (the name of the clayout::forbidden type).

foreach(required IN ITEMS COMPILER SOURCE INCLUDE_DIR MODE REASON)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "CheckCompile.cmake: -D${required}=… is missing")
  endif()
endforeach()

set(arguments -std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic "-I${INCLUDE_DIR}")
if(MODE STREQUAL "forbidden")
  list(APPEND arguments -DCLAYOUT_FORBIDDEN)
endif()

execute_process(
  COMMAND "${COMPILER}" ${arguments} "${SOURCE}"
  RESULT_VARIABLE status
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)

if(MODE STREQUAL "twin")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "The allowed twin in ${SOURCE} does not compile:\n${output}")
  endif()
  message(STATUS "The allowed twin compiles.")
elseif(MODE STREQUAL "forbidden")
  if(status EQUAL 0)
    message(FATAL_ERROR "The forbidden form in ${SOURCE} compiled; it must not.")
  endif()
  string(FIND "${output}" "${REASON}" position)
  if(position EQUAL -1)
    message(FATAL_ERROR
      "The forbidden form in ${SOURCE} failed to compile, but not for the expected reason "
      "(the diagnostic does not mention '${REASON}'):\n${output}")
  endif()
  message(STATUS "The forbidden form is refused: ${REASON}.")
else()
  message(FATAL_ERROR "CheckCompile.cmake: MODE must be twin or forbidden, not '${MODE}'")
endif()
