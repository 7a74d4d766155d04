/// Every MaskKitFoundation target by name (its file name in `Fuzz/TargetsUI/`), all built into the second
/// binary, `Fuzz/bin/fuzz-ui`, which links MaskKitFoundation against MaskKit as the package builds them
/// (two modules, each with `-enable-testing`, so the targets reach internal API through `@testable
/// import`).
///
/// `Fuzz/run.sh` links `Fuzz/bin/<target>` to that binary; the name it is started by picks the target
/// (`Support/FuzzEntry.swift`).
var fuzzTargets: [String: FuzzTarget] {
  [
    "formatstyle": fuzzFormatStyle,
    "wording": fuzzWording,
  ]
}
