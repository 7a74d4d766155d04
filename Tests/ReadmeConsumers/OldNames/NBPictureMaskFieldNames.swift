// swift-format-ignore-file
// NBPictureMaskField's own names, each on a line that must fail with a fix-it to the name its comment
// gives (Scripts/check-old-names.py checks the compiler's answer line by line).

import MaskKit
import MaskKitUI

#if canImport(UIKit)
  import UIKit

  func field(_ field: NBPictureMaskField) {}  // fix-it: PictureMaskField
#endif

func status(_ status: NBPictureMask.Status) {}  // fix-it: PictureMask
func result(_ result: NBPictureMask.CheckResult) {}  // fix-it: PictureMask
