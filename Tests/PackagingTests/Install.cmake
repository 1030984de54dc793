# Install.cmake — run by ctest (cmake -P): installs the library's build to a fresh prefix.
#
#   -DBUILD_DIR=<the library's build> -DPREFIX=<scratch prefix>
include("${CMAKE_CURRENT_LIST_DIR}/Run.cmake")
clayout_require(BUILD_DIR PREFIX)

file(REMOVE_RECURSE "${PREFIX}")
clayout_run("Install to ${PREFIX}" "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}")
