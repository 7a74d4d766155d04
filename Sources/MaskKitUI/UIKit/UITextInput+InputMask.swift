#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // input-mask-ios 7's `UITextInput` extension: the whole text and the caret of a text field or text view
  // as a `String` and a `Character` offset.

  extension UITextInput {
    /// The whole text of the view; setting it replaces all of it (input-mask-ios's `allText`).
    public var allText: String {
      get { allTextRange.flatMap { text(in: $0) } ?? "" }
      set {
        guard let range = allTextRange else { return }
        replace(range, withText: newValue)
      }
    }

    /// The caret's offset from the start of the text (the text's length while the view is not the first
    /// responder, as input-mask-ios reads it); setting it moves the caret there, and an offset outside
    /// the text is ignored.
    public var caretPosition: Int {
      get {
        if let responder = self as? UIResponder, !responder.isFirstResponder { return allText.count }
        guard let range = selectedTextRange else { return 0 }
        return offset(from: beginningOfDocument, to: range.start)
      }
      set {
        if let responder = self as? UIResponder, !responder.isFirstResponder { return }
        guard newValue >= 0, newValue <= allText.count,
          let position = position(from: beginningOfDocument, offset: newValue),
          let range = textRange(from: position, to: position)
        else { return }
        if selectedTextRange != range { selectedTextRange = range }
      }
    }

    /// The range of the whole text.
    public var allTextRange: UITextRange? {
      textRange(from: beginningOfDocument, to: endOfDocument)
    }
  }

  extension String {
    /// The size a box needs to hold the string in `font`, rounded up to whole points (input-mask-ios's
    /// `boxSizeWithFont(_:)`).
    public func boxSizeWithFont(_ font: UIFont) -> CGSize {
      var size = (self as NSString).size(withAttributes: [.font: font])
      size.width = size.width.rounded(.up)
      size.height = size.height.rounded(.up)
      return size
    }
  }
#endif
