// swift-tools-version: 6.0
//
// The api=swift level of the benchmarks: the workloads of Benchmarks/Workloads.md run through
// SwiftLayout's Swift DSL (the counterpart of Benchmarks/DslWorkloads.h, api=cpp). A package of
// its own, so that the root package's `swift build` / `swift test` are unaffected. Built by
// Benchmarks/run with
//   swift build -c release --package-path Benchmarks/Swift --scratch-path Benchmarks/.peer/swift-build

import PackageDescription

/// SwiftPM names a path dependency by its folder's name (the checkout's, e.g. `main` or
/// `SwiftLayout`), not by its manifest's `name`: the root package's identity is the name of the
/// folder two levels up.
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "SwiftLayout")

let package = Package(
  name: "SwiftLayoutBenchmark",
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    /// The harness of Benchmarks/Workloads.h (options, the floor's frames, the checks, the W3
    /// widths, the W4 order, the report line) behind a few noexcept functions Swift can call, so
    /// that the expected values exist once for every level. C++ only: no interop setting.
    .target(
      name: "WorkloadHarness",
      path: "Sources/WorkloadHarness",
      publicHeadersPath: "include"
    ),
    /// The benchmark executable: the workloads through the Swift DSL, timed in Swift.
    .executableTarget(
      name: "SwiftLayoutBenchmark",
      dependencies: [
        "WorkloadHarness",
        .product(name: "SwiftLayout", package: rootPackage),
      ],
      path: "Sources/SwiftLayoutBenchmark",
      swiftSettings: [.interoperabilityMode(.Cxx)]
    ),
  ],
  cxxLanguageStandard: .cxx20
)
