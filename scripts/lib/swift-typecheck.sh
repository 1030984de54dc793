# swift-typecheck.sh — sourced: how to run swiftc on a loose Swift file that imports SwiftLayout.
# shellcheck shell=bash
#
# SwiftPM builds the module; a file outside the package is then type-checked against it with the
# same settings the package's own targets get (Package.swift): C++ interop on, C++20 for Swift's
# clang importer, the module maps SwiftPM generates for CLayoutCore and CLayoutSwiftBridge, their
# public headers, and SwiftPM's module cache (so the C++ module is not imported from scratch each
# time).
#
#   clayout_swift_module_flags BIN_PATH   # BIN_PATH: `swift build --show-bin-path` (…/debug)
#   swiftc -typecheck "${clayout_swift_flags[@]}" file.swift
#
# Type-checking with other interop flags than the module's fails before it starts ("module
# 'SwiftLayout' was built with libstdc++, but current compilation uses unknown C++ stdlib" when
# -cxx-interoperability-mode is missing), so these must follow Package.swift.

# Sets the array clayout_swift_flags for the SwiftLayout module built in BIN_PATH.
clayout_swift_module_flags() {
  # The physical path: SwiftPM's `debug` is a symbolic link, and the C++ modules in the cache
  # remember the path they were built at ("module 'std' is defined in both …" otherwise).
  local bin
  bin=$(cd -P "$1" && pwd) || return 1
  local root=${clayout_root:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
  if [[ ! -f $bin/Modules/SwiftLayout.swiftmodule && ! -d $bin/Modules/SwiftLayout.swiftmodule ]]; then
    echo "error: $bin/Modules/SwiftLayout.swiftmodule does not exist (swift build first)" >&2
    return 1
  fi
  clayout_swift_flags=(
    -swift-version 6
    -cxx-interoperability-mode=default
    -Xcc -std=c++20
    -I "$bin/Modules"
    -Xcc -I -Xcc "$root/Sources/CLayoutCore/include"
    -Xcc -I -Xcc "$root/Sources/CLayoutSwiftBridge/include"
    -module-cache-path "$bin/ModuleCache"
  )
  # SwiftPM writes a module map for each C++ target unless the target brings its own in include/
  # (which -I above then finds). SwiftLayout imports CLayoutSwiftBridge `internal`ly, but a client
  # of a module built without library evolution still loads it.
  local target
  for target in CLayoutCore CLayoutSwiftBridge; do
    if [[ -f $bin/$target.build/module.modulemap ]]; then
      clayout_swift_flags+=(-Xcc "-fmodule-map-file=$bin/$target.build/module.modulemap")
    fi
  done
}
