// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MaskKit",
  // The oldest systems with Swift concurrency (and swift-property-based's minimum); ignored on Linux.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13), .visionOS(.v1)],
  products: [
    .library(name: "MaskKit", targets: ["MaskKit"]),
    .library(name: "MaskKitTerminal", targets: ["MaskKitTerminal"]),
    .library(name: "MaskKitUI", targets: ["MaskKitUI"]),
    .executable(name: "maskkit", targets: ["maskkit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // Documentation only: `swift package generate-documentation`; not linked into any product.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "MaskKit"),
    .target(name: "MaskKitTerminal", dependencies: ["MaskKit"]),
    // No resources: the wording tables' JSON files (`Localization/Wording/<language>.json`) are compiled
    // in by Scripts/generate-wording-tables.py (`Localization/Generated/WordingTables+Generated.swift`),
    // so the library and an installed `maskkit` need no resource bundle.
    .target(name: "MaskKitUI", dependencies: ["MaskKit"], exclude: ["Localization/Wording"]),
    .target(
      name: "MaskKitCLI",
      dependencies: [
        "MaskKit",
        "MaskKitTerminal",
        "MaskKitUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "maskkit", dependencies: ["MaskKitCLI"]),
    .testTarget(
      name: "MaskKitTests",
      dependencies: [
        "MaskKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "MaskKitTerminalTests", dependencies: ["MaskKitTerminal", "MaskKit"]),
    .testTarget(name: "MaskKitUITests", dependencies: ["MaskKitUI", "MaskKit"]),
    .target(name: "AppleStandIn", path: "Tests/AppleStandIn"),
    .testTarget(
      name: "MaskKitUIStandInCheck",
      dependencies: ["MaskKitUI", "MaskKit", "AppleStandIn"],
      swiftSettings: [.define("MASKKIT_STANDIN")]
    ),
    .testTarget(
      name: "MaskKitCLITests",
      dependencies: ["MaskKitCLI", "MaskKit", "MaskKitUI"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
