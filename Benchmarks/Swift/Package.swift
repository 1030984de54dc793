// swift-tools-version: 6.0
//
// The api=swift level of the benchmarks: the workloads of Benchmarks/Workloads.md run through
// SwiftLayout's Swift DSL (the counterpart of Benchmarks/DslWorkloads.h, api=cpp). A package of
// its own, so that the root package's `swift build` / `swift test` are unaffected. Built by
// Benchmarks/run with
//   swift build -c release --package-path Benchmarks/Swift --scratch-path Benchmarks/.peer/swift-build

import PackageDescription

let package = Package(
  name: "SwiftLayoutBenchmark",
  dependencies: [
    // The root package. SwiftPM names a path dependency by its folder (the checkout's name, e.g.
    // `main`); `name:` gives it the name the target below refers to, whatever the folder is called.
    .package(name: "SwiftLayout", path: "../..")
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
        .product(name: "SwiftLayout", package: "SwiftLayout"),
      ],
      path: "Sources/SwiftLayoutBenchmark",
      swiftSettings: [.interoperabilityMode(.Cxx)]
    ),
  ],
  cxxLanguageStandard: .cxx20
)
