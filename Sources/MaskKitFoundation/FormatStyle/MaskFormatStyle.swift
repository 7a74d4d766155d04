import Foundation
import MaskKit

/// A Foundation format style that shows a mask's value as its field would and reads a text back into
/// the value: `"2065551234".formatted(.phone(region: "US"))`, `Text(e164, format: .phone(region: "GB"))`,
/// `TextField("IBAN", value: $iban, format: .iban)`.
///
/// The input is the mask's value (`MaskResult.value`: E.164 for a phone number, the compact form of an
/// IBAN, the digits of a card number), the output the text. ``format(_:)`` is
/// `Mask.format(_:autocomplete:)`'s text, the one `maskkit format` prints; ``parseStrategy`` reads a
/// text with the same reader and returns its value when it is complete, else throws a
/// ``MaskParseError`` with the reason `maskkit check` gives. For a value a preset completes,
/// `parse(format(value)) == value`.
///
/// A style is made from a `MaskSpec` (``init(spec:)``, `FormatStyle.preset(_:)`, `FormatStyle.phone(region:)`
/// and the other static members), compiled once when the style is made, or from a mask
/// (`FormatStyle.mask(_:)`). A style encodes as its description (`{"preset":"phone","region":"US"}`);
/// a mask of a dialect is described by its format and options, while a style made from a mask no
/// description states (a preset's mask made directly, a `ValidatedMask` whose rule is a closure) still
/// formats and parses, and encoding it throws `EncodingError.invalidValue`.
///
/// A description that does not compile (an unknown region) never stops the app: ``init(spec:)`` throws
/// its error, and a static member gives a style that formats every value as the empty text, whose
/// parse strategy throws ``MaskParseError/Kind/maskUnavailable`` with the reason (``failureReason``).
///
/// Two styles are equal when one can stand for the other: made from equal descriptions; or, without a
/// description, with equal masks of one `Hashable` type, or one a copy of the other (a
/// `ValidatedMask`'s closure cannot be compared). A style with a description never equals one
/// without. Unlike `maskkit format`, a style gives no option a default from the clock (the expiry
/// preset's `today`): pass it in the description.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct MaskFormatStyle: ParseableFormatStyle, Hashable, Sendable {
  /// The value: `MaskResult.value`.
  public typealias FormatInput = String
  /// The text the field shows for the value.
  public typealias FormatOutput = String

  let reader: MaskStyleReader

  /// The style of the mask `spec` describes; throws the description's `MaskSyntaxError` or
  /// `PresetError` when it does not compile.
  public init(spec: MaskSpec) throws {
    reader = try MaskStyleReader(compiling: spec)
  }

  /// The style of `mask`, described (``spec``) when a description builds an equal mask.
  public init(mask: any Mask) {
    reader = MaskStyleReader(mask: mask)
  }

  /// The style of `spec`; a description that does not compile gives a style that formats nothing and
  /// parses nothing, with the reason as ``failureReason``.
  init(compiling spec: MaskSpec) {
    reader = MaskStyleReader(spec: spec)
  }

  init(reader: MaskStyleReader) {
    self.reader = reader
  }

  /// The description the style was made from, or found for its mask; nil for a mask none describes.
  public var spec: MaskSpec? { reader.spec }

  /// The compiled mask; nil when the description did not compile.
  public var mask: (any Mask)? { reader.mask }

  /// Why the description did not compile (`unknown region 'XX'`); nil when it did.
  public var failureReason: String? { reader.failure }

  /// The text `value` shows as the field would: the mask's `Mask.format(_:autocomplete:)` text, as
  /// `maskkit format` prints it; the empty text when the description did not compile.
  public func format(_ value: String) -> String {
    reader.format(value)
  }

  /// Reads a text back into the value, with the same mask.
  public var parseStrategy: MaskParseStrategy {
    MaskParseStrategy(reader: reader)
  }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension MaskFormatStyle: Codable {
  /// Reads a description (`MaskSpec`'s JSON: `{"preset":"phone","region":"US"}`) and compiles it; a
  /// description that does not compile throws `DecodingError.dataCorrupted` with its reason.
  public init(from decoder: any Decoder) throws {
    reader = try MaskStyleReader(from: decoder)
  }

  /// Writes the style's description, as `MaskSpec` writes it; throws `EncodingError.invalidValue` for
  /// a style made from a mask no description states.
  public func encode(to encoder: any Encoder) throws {
    try reader.encode(self, as: "MaskFormatStyle", to: encoder)
  }
}

/// Reads a text with a mask and returns its value when the text is complete: a ``MaskFormatStyle``'s
/// ``MaskFormatStyle/parseStrategy``.
///
/// The text is read once, as `maskkit check` reads it (a preset's reader, which takes the layouts it
/// recognises); a text that is not complete throws a ``MaskParseError`` with the library's reason.
/// Encoded, equal and hashed as the style it comes from.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct MaskParseStrategy: ParseStrategy, Hashable, Sendable {
  /// The text.
  public typealias ParseInput = String
  /// The value: `MaskResult.value`.
  public typealias ParseOutput = String

  let reader: MaskStyleReader

  init(reader: MaskStyleReader) {
    self.reader = reader
  }

  /// The style that formats the values this strategy reads.
  public var formatStyle: MaskFormatStyle { MaskFormatStyle(reader: reader) }

  /// The value `text` holds (`MaskResult.value`: `+12065551234` for `+1 206-555-1234`); throws a
  /// ``MaskParseError`` when the text is not complete or not acceptable, with the library's reason.
  public func parse(_ text: String) throws -> String {
    try reader.parse(text)
  }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension MaskParseStrategy: Codable {
  /// Reads a description: the parse strategy of the style ``MaskFormatStyle/init(from:)`` reads.
  public init(from decoder: any Decoder) throws {
    self = try MaskFormatStyle(from: decoder).parseStrategy
  }

  /// Writes the description, as ``MaskFormatStyle/encode(to:)`` does.
  public func encode(to encoder: any Encoder) throws {
    try reader.encode(self, as: "MaskParseStrategy", to: encoder)
  }
}
