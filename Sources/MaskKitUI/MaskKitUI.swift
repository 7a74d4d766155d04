// The format styles and the wording live in MaskKitFoundation (a server links it without the adapters);
// re-exported here, so an app's `import MaskKitUI` reaches them as before.
@_exported import MaskKitFoundation
