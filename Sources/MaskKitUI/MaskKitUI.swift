// The engine too, so that one `import MaskKitUI` reaches what input-mask-ios's one `import InputMask` did
// (its masks, `CaretText`, notations, the presets) beside the adapters.
@_exported import MaskKit
// The format styles and the wording live in MaskKitFoundation (a server links it without the adapters);
// re-exported here, so an app's `import MaskKitUI` reaches them as before.
@_exported import MaskKitFoundation
