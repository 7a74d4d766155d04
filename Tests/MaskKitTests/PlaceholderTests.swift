import MaskKit
import Testing

@Test func digitsOfOtherScriptsNormalize() {
  #expect(Character("٣").normalizedASCIIDigit == "3")
  #expect(Character("a").normalizedASCIIDigit == nil)
}
