// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MaskKit",
  // The oldest systems with Swift concurrency (and swift-property-based's minimum); ignored on Linux.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13), .visionOS(.v1)],
  products: [
    .library(name: "MaskKit", targets: ["MaskKit"]),
    .library(name: "MaskKitFoundation", targets: ["MaskKitFoundation"]),
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
    // Foundation only (no UIKit, AppKit or SwiftUI): format styles, `Codable` and the wording, what a
    // server links. No resources: the wording tables' JSON files (`Localization/Wording/<language>.json`)
    // are compiled in by Scripts/generate-wording-tables.py
    // (`Localization/Generated/WordingTables+Generated.swift`), so the library and an installed `maskkit`
    // need no resource bundle.
    .target(name: "MaskKitFoundation", dependencies: ["MaskKit"], exclude: ["Localization/Wording"]),
    // The adapters and field models; re-exports MaskKitFoundation (`MaskKitUI.swift`).
    .target(name: "MaskKitUI", dependencies: ["MaskKit", "MaskKitFoundation"]),
    .target(
      name: "MaskKitCLI",
      dependencies: [
        "MaskKit",
        "MaskKitTerminal",
        "MaskKitFoundation",
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
    // Without MaskKitUI: the format styles and the wording build and work on their own (a server's view).
    .testTarget(name: "MaskKitFoundationTests", dependencies: ["MaskKitFoundation", "MaskKit"]),
    .testTarget(name: "MaskKitUITests", dependencies: ["MaskKitUI", "MaskKitFoundation", "MaskKit"]),
    .testTarget(
      name: "MaskKitCLITests",
      dependencies: ["MaskKitCLI", "MaskKit", "MaskKitFoundation", "MaskKitUI"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The stand-in check (Linux): MaskKitUI's UIKit/, AppKit/, SwiftUI/ and Shared/Adapters/ files, symlinked
// into MaskKitUIStandInCheck, compiled against the stand-ins of AppleStandIn (re-exported there by
// StandInImports.swift) and driven by its tests. AppleStandInModules's empty clang modules UIKit, AppKit
// and SwiftUI, seen by that target only, make the files' `canImport` conditions and imports hold there as
// written. Left out where the real frameworks exist, whose modules those names would clash with.
#if !canImport(Darwin)
  package.targets += [
    .target(name: "AppleStandIn", path: "Tests/AppleStandIn"),
    .target(name: "AppleStandInModules", path: "Tests/AppleStandInModules"),
    .testTarget(
      name: "MaskKitUIStandInCheck",
      dependencies: ["MaskKitUI", "MaskKit", "AppleStandIn", "AppleStandInModules"],
      // SwiftUI layout (stacks, buttons, sheets) that the SwiftUI stand-in does not model,
      // input-mask-ios 7's SwiftUI modifiers (UITextField properties the stand-in lacks) and its
      // UITextInput extension, which needs the real protocol's text ranges (the stand-in has its own).
      exclude: [
        "SwiftUI/SwiftUIPhoneNumberTextField.swift", "SwiftUI/SwiftUIMaskedTextField+InputMask7Modifiers.swift",
        "UIKit/UITextInput+InputMask.swift",
      ]
    ),
  ]
#endif
