import MaskKit

// Through UIKit or AppKit where they exist (in the stand-in check, the stand-ins' `Formatter`), else
// swift-corelibs-foundation's.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#else
  import Foundation
#endif

/// ADMaskedStringFormatter's formatter: applies a format string (`(###) ###-####`) to a value and
/// removes it again, through MaskKit's `FormatStringMask`.
///
/// As a Foundation `Formatter` it formats what an `NSTextField` (its `formatter`) or SwiftUI's
/// `TextField(_:value:formatter:)` shows: ``string(for:)`` formats a string value and
/// `getObjectValue(_:for:errorDescription:)` gives back the value without the format (on Linux, whose
/// Foundation `Formatter` has no such method, ``removeFormat(from:)`` does). It is available wherever
/// Foundation is, Linux included. Like Foundation's `Formatter` it is not `Sendable`: one formatter
/// serves one thread (the main one, for a control) at a time.
public final class MaskedStringFormatter: Formatter {
  /// The format: `#` optional digit, `0` digit (0 when missing), `X` upper-case letter, `x` lower-case
  /// letter, `*` letter, `_` any character, `\` escapes; anything else is shown as it is.
  public var formatString: String = "" {
    didSet { mask = FormatStringMask(partial: formatString) }
  }
  /// Whether every slot could take its character in the last ``applyFormat(to:)`` (settable, as in
  /// ADMaskedStringFormatter; the next ``applyFormat(to:)`` sets it again).
  public var validForLastInput = true
  private var mask = FormatStringMask(partial: "")

  /// Creates a formatter with an empty format.
  public override init() {
    super.init()
  }

  /// Creates a formatter from an archive (a formatter set in Interface Builder); set ``formatString``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The text with the format applied (`8085551212` → `(808) 555-1212`); sets ``validForLastInput``.
  public func applyFormat(to text: String) -> String {
    let outcome = mask.outcome(of: text)
    validForLastInput = outcome.isValid
    return outcome.text
  }

  /// The text without the format (`(808) 555-1212` → `8085551212`).
  public func removeFormat(from text: String) -> String {
    mask.removeFormat(text)
  }

  #if canImport(UIKit) || canImport(AppKit)
    /// The formatted string for a string value; nil for other values.
    public override func string(for obj: Any?) -> String? {
      guard let value = obj as? String else { return nil }
      return applyFormat(to: value)
    }

    /// The value of an edited string: the string without the format; always succeeds.
    public override func getObjectValue(
      _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
      errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
      obj?.pointee = removeFormat(from: string) as AnyObject
      return true
    }
  #else
    /// The formatted string for a string value; nil for other values. (swift-corelibs-foundation's
    /// `Formatter` takes a non-optional value and has no `getObjectValue(_:for:errorDescription:)`:
    /// ``removeFormat(from:)`` gives the value of an edited string.)
    public override func string(for obj: Any) -> String? {
      guard let value = obj as? String else { return nil }
      return applyFormat(to: value)
    }
  #endif
}

/// ADMaskedStringFormatter's formatter, renamed ``MaskedStringFormatter``.
@available(*, unavailable, renamed: "MaskedStringFormatter")
public typealias ADMaskedStringFormatter = MaskedStringFormatter
