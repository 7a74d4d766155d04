// swift-tools-version: 6.1
import PackageDescription

// The MaskKit benchmarks, kept out of the root package so `swift test` never builds them.
// Run from this folder: `swift package benchmark` (see ../Sources/MaskKit/MaskKit.docc/performance.md).
let package = Package(
  name: "MaskKitBenchmarks",
  dependencies: [
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(name: "MaskKit", path: ".."),
  ],
  targets: [
    .executableTarget(
      name: "MaskKitBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "MaskKit", package: "MaskKit"),
      ],
      path: "Benchmarks/MaskKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
