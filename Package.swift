// swift-tools-version: 6.0
//
// SwiftLayout: a constraint layout engine with Auto Layout's model, solved by an incremental
// Cassowary simplex with exact priorities. The engine is C++20 (`CLayoutCore`, also built by
// CMake for C++ hosts); the Swift face (`SwiftLayout`) reaches it through Swift's C++ interop.
//
// Every Swift target that imports `CLayoutCore`, or imports a module that does, needs
// `.interoperabilityMode(.Cxx)`: `cxxInteropSettings` below. The C++ tests in
// `Tests/CLayoutCoreTests` are not a SwiftPM target: CMake builds and runs them (`scripts/test`).

import PackageDescription

/// Swift settings for every target that sees the C++ module, directly or through another module.
let cxxInteropSettings: [SwiftSetting] = [
  .interoperabilityMode(.Cxx)
]

let package = Package(
  name: "SwiftLayout",

  // MARK: - Products

  products: [
    /// The Swift face of the engine: what a Swift app depends on.
    .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
    /// The C++ core alone, for a package that drives the engine from C++ or through interop.
    .library(name: "CLayoutCore", targets: ["CLayoutCore"]),
  ],

  targets: [

    // MARK: - C++ core

    /// The solver and the layout model, C++20 and the standard library only.
    /// Public headers in `include/CLayoutCore/` (umbrella header `CLayoutCore.h`); the sources in
    /// one subfolder per layer (`Solver/`, …).
    .target(
      name: "CLayoutCore",
      path: "Sources/CLayoutCore",
      publicHeadersPath: "include",
      // The sources find the shared internals as "Support/…" (not public headers).
      cxxSettings: [.headerSearchPath(".")],
      // libstdc++'s <cmath> calls into libm (floor, trunc, …), which Swift's linker driver does
      // not add on Linux by itself.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),

    // MARK: - Swift face

    /// Swift types over the C++ core; holds no layout logic of its own.
    .target(
      name: "SwiftLayout",
      dependencies: ["CLayoutCore"],
      path: "Sources/SwiftLayout",
      swiftSettings: cxxInteropSettings
    ),

    // MARK: - Tests

    /// Swift Testing tests of the Swift face and of the C++ core seen from Swift.
    .testTarget(
      name: "SwiftLayoutTests",
      dependencies: ["SwiftLayout", "CLayoutCore"],
      path: "Tests/SwiftLayoutTests",
      swiftSettings: cxxInteropSettings
    ),
  ],

  // MARK: - Language

  cxxLanguageStandard: .cxx20
)
