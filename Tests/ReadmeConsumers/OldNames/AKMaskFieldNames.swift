// swift-format-ignore-file
// AKMaskField's own names, each on a line that must fail with a fix-it to the name its comment gives
// (Scripts/check-old-names.py checks the compiler's answer line by line).

import MaskKit
import MaskKitUI

#if canImport(UIKit)
  import UIKit

  func field(_ field: AKMaskField) {}  // fix-it: BlockMaskField
  func delegate(_ delegate: AKMaskFieldDelegate) {}  // fix-it: BlockMaskFieldDelegate
#endif

let status = AKMaskFieldStatus.Clear  // fix-it: BlockMaskFieldStatus
let event: AKMaskFieldEvet = .None  // fix-it: BlockMaskFieldEvent
let laterEvent: AKMaskFieldEvent = .Insert  // fix-it: BlockMaskFieldEvent
let spelledEvent: BlockMaskFieldEvet = .Delete  // fix-it: BlockMaskFieldEvent
func block(_ block: AKMaskFieldBlock) {}  // fix-it: BlockMaskFieldBlock
func chars(_ chars: [AKMaskFieldBlockChars]) {}  // fix-it: BlockMaskFieldBlockChars
