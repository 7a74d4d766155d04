import MaskKit
import Testing

/// Issue 25, item 7: affine formats are picked as input-mask-ios picks them. The affinity numbers are the
/// worked examples of input-mask-ios's `AffinityCalculationStrategy` documentation
/// (RedMadRobot/input-mask-ios, Source/InputMask/InputMask/Classes/Helper/AffinityCalculationStrategy.swift).
@Suite struct AffineTypingTests {
  /// `capacity`: the text's length minus the format's, `Int.min` when the text does not fit.
  @Test(arguments: [
    ("1", [-2, -4, -6]), ("12", [-1, -3, -5]), ("123", [0, -2, -4]), ("1234", [Int.min, -1, -3]),
    ("12345", [Int.min, 0, -2]), ("123456", [Int.min, Int.min, -1]),
  ])
  func capacityAffinities(_ text: String, _ expected: [Int]) throws {
    let masks = try ["[000]", "[00000]", "[0000000]"].map { try InputMask($0) }
    #expect(masks.map { AffinityStrategy.capacity.affinity(of: $0, for: CaretText(text)) } == expected)
  }

  /// `prefix`: the common prefix of the text and its formatted form.
  @Test(arguments: [("+7 12 345", [5, 0]), ("8 12 345", [0, 4])])
  func prefixAffinities(_ text: String, _ expected: [Int]) throws {
    let masks = try ["+7 [000] [000]", "8 [000] [000]"].map { try InputMask($0) }
    #expect(masks.map { AffinityStrategy.prefix.affinity(of: $0, for: CaretText(text)) } == expected)
  }

  /// `wholeString`: characters kept minus characters dropped or inserted. For `1.234` the documentation
  /// says 3, input-mask-ios itself answers 2 (vector affine-0284 of ../shared/vectors), as MaskKit does.
  @Test(arguments: [("1234", 3), ("12.34", 5), ("1.234", 2)])
  func wholeAffinities(_ text: String, _ expected: Int) throws {
    #expect(AffinityStrategy.whole.affinity(of: try InputMask("[00].[00]"), for: CaretText(text)) == expected)
  }

  static func brazilianMobile(_ strategy: AffinityStrategy) throws -> AffineInputMask {
    try AffineInputMask("([00]) [0000]-[0000]", affine: ["([00]) [00000]-[0000]"], strategy: strategy)
  }

  /// The eleventh digit of a Brazilian mobile number switches to the wider format, typed as one run and
  /// key by key, as it does in input-mask-ios (whose field text then has 15 characters).
  @Test(arguments: [AffinityStrategy.capacity, .whole])
  func theWiderFormatTakesTheEleventhDigit(_ strategy: AffinityStrategy) throws {
    var run = MaskedText(mask: try Self.brazilianMobile(strategy))
    run.type("11912345678")
    var keys = MaskedText(mask: try Self.brazilianMobile(strategy))
    for key in "11912345678" { keys.type(String(key)) }
    for field in [run, keys] {
      #expect(field.text == "(11) 91234-5678")
      #expect(field.value == "11912345678")
      #expect(field.isComplete)
    }
    var ten = MaskedText(mask: try Self.brazilianMobile(strategy))
    ten.type("1191234567")
    #expect(ten.text == "(11) 9123-4567")
  }

  /// input-mask-android's extracted-value capacity measures the value the narrow format keeps (ten
  /// digits), so it stays; the eleventh key is refused rather than lost.
  @Test func extractedValueCapacityRefusesTheEleventhDigit() throws {
    var field = MaskedText(mask: try Self.brazilianMobile(.extractedValueCapacity))
    let events = field.type("11912345678")
    #expect(field.text == "(11) 9123-4567")
    #expect(events.contains(.inputRejected("8")))
  }

  @Test func aPrefixStrategyFollowsTheTypedPrefix() throws {
    let mask = try AffineInputMask("+7 [000] [000]", affine: ["8 [000] [000]"], strategy: .prefix)
    var keys = MaskedText(mask: mask)
    for key in "812345" { keys.type(String(key)) }
    #expect(keys.text == "8 123 45")
    var run = MaskedText(mask: mask)
    run.type("812345")
    #expect(run.text == keys.text)
  }
}
