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
    .executableTarget(
      name: "SwiftLayoutBenchmark",
      dependencies: [.product(name: "SwiftLayout", package: rootPackage)],
      path: "Sources/SwiftLayoutBenchmark",
      swiftSettings: [.interoperabilityMode(.Cxx)]
    )
  ],
  cxxLanguageStandard: .cxx20
)
