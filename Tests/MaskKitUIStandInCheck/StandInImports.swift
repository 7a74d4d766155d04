// The stand-ins come in here, for every file of this target: the adapter files compiled into it
// (the symlinked UIKit/, AppKit/, SwiftUI/ and Adapters/ folders of Sources/MaskKitUI) import UIKit,
// AppKit or SwiftUI, which are AppleStandInModules' empty modules here, and find the frameworks'
// declarations in AppleStandIn; what they use of MaskKitUI's public API comes from MaskKitUI.
@_exported import AppleStandIn
@_exported import MaskKitUI
