/// What a mask makes of a whole pasted string laid out in a way it knows (`2024-02-29`, `1,234.56 $`).
public enum PasteLayout: Sendable, Hashable {
  /// Not a layout the mask knows: the editor's usual paste readings apply.
  case unrecognised
  /// The paste rewritten in the mask's own layout (`2024-02-29` is `29/02/2024` in a DMY date).
  case recognised(String)
  /// A layout the mask knows that has no single reading it can show without changing the value.
  case refused(reason: MaskProblem)
  /// The paste as it is: the mask's own reader accounts for every digit (a phone number's trunk and
  /// international prefixes) and gives a problem for what it cannot read, so the editor formats the
  /// paste as given, also among the text already there when it starts with no `+` code, and refuses it
  /// with the problem as the reason.
  case readAsGiven
}

/// A mask that recognises whole values pasted in layouts other than its own.
///
/// ``MaskedText/paste(_:)`` asks it first when the paste replaces the whole value; a recognised paste is
/// read only in the mask's own layout, so its digits cannot be shuffled into another value.
public protocol PasteLayoutReading: Mask {
  /// How the mask reads `pasted` as a whole value.
  func pasteLayout(of pasted: String) -> PasteLayout
}

extension PasteLayoutReading {
  /// The text the reader reads for `text` given whole (digits of every script as ASCII digits, a
  /// layout it recognises rewritten into its own), and the reason when it refuses the layout (the text
  /// is then empty, so no digit is shown out of place).
  public func wholeText(of text: String) -> (text: String, refusal: MaskProblem?) {
    let given = InputFilter.normalizingDigits(text)
    switch pasteLayout(of: given) {
    case .unrecognised, .readAsGiven: return (given, nil)
    case .recognised(let own): return (own, nil)
    case .refused(let reason): return ("", reason)
    }
  }
}
