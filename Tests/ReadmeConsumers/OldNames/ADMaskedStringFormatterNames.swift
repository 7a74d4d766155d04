// swift-format-ignore-file
// ADMaskedStringFormatter's own name, on a line that must fail with a fix-it to the name its comment
// gives (Scripts/check-old-names.py checks the compiler's answer line by line).

import MaskKit
import MaskKitUI
import Foundation

func formatter() -> Formatter { ADMaskedStringFormatter() }  // fix-it: MaskedStringFormatter
