#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UITextField {
    /// The selection as UTF-16 offsets from the start of the document (UIKit text positions count UTF-16).
    var utf16Selection: UTF16Range? {
      get {
        guard let range = selectedTextRange else { return nil }
        let start = offset(from: beginningOfDocument, to: range.start)
        return UTF16Range(location: start, length: offset(from: range.start, to: range.end))
      }
      set {
        guard let newValue,
          let start = position(from: beginningOfDocument, offset: newValue.location),
          let end = position(from: start, offset: newValue.length)
        else { return }
        selectedTextRange = textRange(from: start, to: end)
      }
    }
  }
#endif
