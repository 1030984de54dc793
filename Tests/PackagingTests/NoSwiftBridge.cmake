# NoSwiftBridge.cmake — run by ctest (cmake -P): the installed package is the C++ libraries only.
# The Swift bridge (Sources/CLayoutSwiftBridge, namespace clayout::swift_bridge) is built by
# SwiftPM for the Swift face; a C++ host must find neither its headers nor its symbols. And the
# engine's library, which every C++ host links, holds no code generator: `translateLayout` is in
# the translation's library (libclayouttranslation) alone.
#
#   -DPREFIX=<install> -DNM=<nm>
include("${CMAKE_CURRENT_LIST_DIR}/Run.cmake")
clayout_require(PREFIX NM)

file(GLOB_RECURSE installed RELATIVE "${PREFIX}" "${PREFIX}/*")
set(bridge_headers "")
set(libraries "")
foreach(file IN LISTS installed)
  if(file MATCHES "\\.(h|hpp)$" AND file MATCHES "Bridge")
    list(APPEND bridge_headers "${file}")
  elseif(file MATCHES "libclayoutcore\\.(a|so)$|clayoutcore\\.lib$")
    list(APPEND libraries "${PREFIX}/${file}")
  endif()
endforeach()
if(bridge_headers)
  message(FATAL_ERROR "the install holds Swift bridge headers: ${bridge_headers}")
endif()
message(STATUS "no Bridge header among the installed files: ok")
if(NOT libraries)
  message(FATAL_ERROR "no libclayoutcore under ${PREFIX}")
endif()

foreach(library IN LISTS libraries)
  clayout_run("nm -C ${library}" "${NM}" -C --defined-only "${library}")
  string(REGEX MATCHALL "[^\n]*swift_bridge[^\n]*" bridge_symbols "${clayout_run_output}")
  if(bridge_symbols)
    list(LENGTH bridge_symbols count)
    list(SUBLIST bridge_symbols 0 5 shown)
    list(JOIN shown "\n  " shown)
    message(FATAL_ERROR "${library} defines ${count} symbols of clayout::swift_bridge, such as\n  ${shown}")
  endif()
  message(STATUS "no clayout::swift_bridge symbol in ${library}: ok")
  string(REGEX MATCHALL "[^\n]* [TW] clayout::translateLayout[^\n]*" translation_symbols "${clayout_run_output}")
  if(translation_symbols)
    message(FATAL_ERROR "${library}, the engine's library, defines the code generator: ${translation_symbols}")
  endif()
  message(STATUS "no clayout::translateLayout in ${library}: ok")
endforeach()
file(GLOB_RECURSE translation_libraries "${PREFIX}/*libclayouttranslation.*")
if(NOT translation_libraries)
  message(FATAL_ERROR "no libclayouttranslation under ${PREFIX}")
endif()
