// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MaskKit",
  products: [
    .library(name: "MaskKit", targets: ["MaskKit"]),
    .executable(name: "maskkit", targets: ["maskkit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
  ],
  targets: [
    .target(name: "MaskKit"),
    .target(
      name: "MaskKitCLI",
      dependencies: [
        "MaskKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "maskkit", dependencies: ["MaskKitCLI"]),
    .testTarget(
      name: "MaskKitTests",
      dependencies: [
        "MaskKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "MaskKitCLITests",
      dependencies: ["MaskKitCLI", "MaskKit"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
