// swift-format-ignore-file
// input-mask-ios's own names that MaskKit spells differently, each on a line that must fail with a fix-it
// to the name its comment gives (Scripts/check-old-names.py checks the compiler's answer line by line).
// `Mask` itself is MaskKit's protocol, so `Mask(format:)` is `InputMask(format:)` without a fix-it (the
// adapters article's table says so).

import MaskKit
import MaskKitUI

func caret(_ input: String) -> CaretString {  // fix-it: CaretText
  fatalError()
}
func strategy(_ strategy: AffinityCalculationStrategy) {}  // fix-it: AffinityStrategy
let whole: AffinityStrategy = .wholeString  // fix-it: whole
// input-mask-ios 7.3.2's public classes MaskKit folds into InputMask and MaskSyntaxError.
func rightToLeft(_ mask: RTLMask) {}  // fix-it: InputMask
func compiler(_ compiler: Compiler) {}  // fix-it: InputMask
func compilerError(_ error: CompilerError) {}  // fix-it: MaskSyntaxError
