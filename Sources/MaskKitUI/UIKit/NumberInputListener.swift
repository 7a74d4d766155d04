import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import class Foundation.NumberFormatter
  import struct Foundation.Locale

  /// input-mask-ios 7's number listener: a ``MaskedTextInputListener`` that types numbers as its
  /// ``formatter`` writes them, read by MaskKit's amount preset.
  ///
  /// The field's mask is the formatter's ``Foundation/NumberFormatter/amountMask``, taken again whenever
  /// the formatter was changed (`numberListener.formatter?.numberStyle = .currency` in `viewDidLoad`),
  /// so the value is the amount typed, exactly (`1234.5`), with the formatter's grouping, separators and
  /// symbol shown. A formatter of a style the preset does not write (spelled out, scientific), or none,
  /// leaves text as it is.
  @MainActor
  open class NumberInputListener: MaskedTextInputListener {
    /// How numbers are shown; by default decimal in US English with the current locale's decimal
    /// separator, no minimum of decimals and rounding down, as input-mask-ios's. Changes made to it are
    /// taken at the next edit.
    open var formatter: NumberFormatter? = NumberInputListener.defaultFormatter() {
      didSet { followFormatter() }
    }

    /// The mask last taken from the formatter.
    private var formatterMask: AmountMask?

    /// Creates a listener with the default ``formatter``.
    public override init() {
      super.init()
      followFormatter()
    }

    /// input-mask-ios's default formatter.
    private static func defaultFormatter() -> NumberFormatter {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      formatter.locale = Locale(identifier: "en_US")
      formatter.decimalSeparator = Locale.current.decimalSeparator ?? "."
      formatter.minimumFractionDigits = 0
      formatter.roundingMode = .floor
      return formatter
    }

    /// Gives both views the formatter's mask when it changed (else text as it is).
    private func followFormatter() {
      let mask = formatter?.amountMask
      guard mask != formatterMask || mask == nil && !(fieldMask is PlainTextMask) else { return }
      formatterMask = mask
      useMask(mask ?? PlainTextMask())
    }

    /// What an empty field shows: the placeholder of the formatter's mask.
    open override var placeholder: String {
      followFormatter()
      return super.placeholder
    }

    /// Takes the formatter's changes, then the edit (see ``MaskedTextInputListener``).
    open override func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      followFormatter()
      return super.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }

    /// Takes the formatter's changes, then the edit.
    open override func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      followFormatter()
      return super.textView(textView, shouldChangeTextIn: range, replacementText: text)
    }

    /// Takes the formatter's changes, then puts the text.
    @discardableResult
    open override func put(text: String, into field: any UITextInput, autocomplete: Bool? = nil)
      -> InputMask.Result
    {
      followFormatter()
      return super.put(text: text, into: field, autocomplete: autocomplete)
    }

    /// Takes the formatter's changes when editing begins.
    open override func textFieldDidBeginEditing(_ textField: UITextField) {
      followFormatter()
      super.textFieldDidBeginEditing(textField)
    }
  }
#endif
