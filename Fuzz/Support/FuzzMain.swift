/// Every target by name (its file name in `Fuzz/Targets/`), all built into one binary, `Fuzz/bin/fuzz`.
///
/// `Fuzz/run.sh` links `Fuzz/bin/<target>` to that binary; the name it is started by picks the target
/// (`Support/FuzzEntry.swift`). The MaskKitFoundation targets (format styles, wording) are listed in
/// `SupportUI/FuzzMainUI.swift`.
var fuzzTargets: [String: FuzzTarget] {
  [
    "blocks": fuzzBlocks,
    "editing": fuzzEditing,
    "formatter": fuzzFormatter,
    "inputmask_apply": fuzzInputMaskApply,
    "inputmask_compile": fuzzInputMaskCompile,
    "phone": fuzzPhone,
    "picture_check": fuzzPictureCheck,
    "picture_compile": fuzzPictureCompile,
    "postal": fuzzPostal,
    "presets": fuzzPresets,
    "spec": fuzzSpec,
  ]
}
