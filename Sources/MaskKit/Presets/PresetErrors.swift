/// Why a preset cannot be built from its settings: the preset does not exist, or a setting is unusable.
///
/// Presets have no mask text, so unlike ``MaskSyntaxError`` there is no position: the message names the
/// setting (`unknown date order 'XYZ'; use DMY, MDY or YMD`).
public struct PresetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of setting is wrong.
  public enum Kind: String, Hashable, Sendable {
    /// The preset name is none of ``PresetSpec/names``.
    case unknownPreset
    /// A setting the preset cannot use: an unknown value (region, date order, card brand), a separator
    /// that is a digit, two separators that are the same, a minimum over the maximum.
    case invalidOption
  }

  /// What kind of setting is wrong.
  public var kind: Kind
  /// A sentence a person understands, naming the setting.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
