// swift-tools-version: 6.0
//
// SwiftLayout: a constraint layout engine with Auto Layout's model, solved by an incremental
// Cassowary simplex with exact priorities. The engine is C++20 (`CLayoutCore`, also built by
// CMake for C++ hosts); the Swift face (`SwiftLayout`) reaches it through Swift's C++ interop.
//
// Every Swift target that imports `CLayoutCore`, or imports a module that does, needs
// `.interoperabilityMode(.Cxx)`: `cxxInteropSettings` below. The Swift face reaches the core
// through `CLayoutSwiftBridge`, a small C++ target of its own that no product exports: C++ hosts
// do not see it, and Swift clients see only `SwiftLayout`. The C++ tests in
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
    /// The C++ core alone, for a package that drives the engine from C++ or through interop
    /// (without the Swift bridge, which is SwiftLayout's own).
    .library(name: "CLayoutCore", targets: ["CLayoutCore"]),
    /// `clayout`, the command-line tool: lays a layout file out and shows it (docs/command-line.md).
    .executable(name: "clayout", targets: ["clayout"]),
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

    // MARK: - Translation

    /// A layout file written as code, in the Swift DSL or the C++ DSL (`translateLayout`), one
    /// emitter per language: a target of its own, so that the engine's library holds no code
    /// generator. It reads the layout file's parse, the core's private text layer (`Text/…`), and
    /// finds the core's headers by search path, as the bridge does (see there why not by
    /// dependency).
    .target(
      name: "CLayoutTranslation",
      path: "Sources/CLayoutTranslation",
      publicHeadersPath: "include",
      cxxSettings: [
        .headerSearchPath("../CLayoutCore/include"),
        .headerSearchPath("../CLayoutCore"),
      ]
    ),

    // MARK: - Interface Builder import

    /// Interface Builder files (`.xib`, `.storyboard`) written as layout files
    /// (`importInterfaceBuilderText`), with an XML reader of its own: a target of its own, so that
    /// the engine's library holds no importer. It uses the core's public API only, and finds the
    /// core's headers by search path, as the bridge does (see there why not by dependency).
    .target(
      name: "CLayoutInterfaceBuilder",
      path: "Sources/CLayoutInterfaceBuilder",
      publicHeadersPath: "include",
      cxxSettings: [.headerSearchPath("../CLayoutCore/include")]
    ),

    // MARK: - Swift bridge

    /// The named, noexcept C++ functions the Swift face calls (`SwiftBridge.h`): plain values in
    /// and out, batches as pointer + count, nothing thrown. No product exports it.
    ///
    /// It uses `CLayoutCore` but does not list it as a dependency, on purpose: SwiftPM then passes
    /// the core's module map to the bridge's C++ compilations, and in C++20 mode this toolchain's
    /// clang takes every `#include` of a core header for a module import it may not build
    /// ("module 'CLayoutCore' is needed but has not been provided"); the way out,
    /// `-fno-cxx-modules`, is an unsafe flag, which SwiftPM refuses in a package depended on by
    /// URL. So the bridge finds the core's headers by search path, and `SwiftLayout`, which
    /// depends on both, links both and gives Swift's importer both module maps (and the
    /// translation's and the Interface Builder import's, whose headers the bridge finds the same
    /// way).
    .target(
      name: "CLayoutSwiftBridge",
      path: "Sources/CLayoutSwiftBridge",
      publicHeadersPath: "include",
      cxxSettings: [
        .headerSearchPath("../CLayoutCore/include"),
        .headerSearchPath("../CLayoutTranslation/include"),
        .headerSearchPath("../CLayoutInterfaceBuilder/include"),
      ]
    ),

    // MARK: - Swift face

    /// Swift types over the C++ core; holds no layout logic of its own.
    .target(
      name: "SwiftLayout",
      dependencies: ["CLayoutSwiftBridge", "CLayoutCore", "CLayoutTranslation", "CLayoutInterfaceBuilder"],
      path: "Sources/SwiftLayout",
      swiftSettings: cxxInteropSettings
    ),

    // MARK: - Command line

    /// What `clayout` does (reading arguments, laying a file out, the table, JSON, SVG and HTML
    /// outputs), as a library so that tests call it without a process.
    .target(
      name: "LayoutCommandLine",
      dependencies: ["SwiftLayout"],
      path: "Sources/LayoutCommandLine",
      swiftSettings: cxxInteropSettings
    ),

    /// The `clayout` executable: its main.swift only calls `LayoutCommandLine`.
    .executableTarget(
      name: "clayout",
      dependencies: ["LayoutCommandLine"],
      path: "Sources/clayout",
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

    /// Swift Testing tests of `clayout`'s commands and outputs.
    .testTarget(
      name: "LayoutCommandLineTests",
      dependencies: ["LayoutCommandLine", "SwiftLayout"],
      path: "Tests/LayoutCommandLineTests",
      swiftSettings: cxxInteropSettings
    ),
  ],

  // MARK: - Language

  cxxLanguageStandard: .cxx20
)
