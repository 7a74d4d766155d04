import MaskKit

/// The single replacement that turns one text into another, as a text view made it.
///
/// The unchanged head and tail are the longest common prefix and suffix; when the caret after the edit
/// is known, the tail never reaches before it, so typing `1` into `11|1` is found at the caret and not
/// at the end of the run of ones.
struct TextDiff {
  /// The replaced characters of the old text.
  var replaced: TextSelection
  /// The characters that took their place.
  var inserted: String

  init(from old: [Character], to new: [Character], caretAfter caret: Int?) {
    let shorter = min(old.count, new.count)
    var suffix = 0
    while suffix < shorter, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    if let caret { suffix = min(suffix, max(new.count - caret, 0)) }
    var prefix = 0
    let prefixLimit = shorter - suffix
    while prefix < prefixLimit, old[prefix] == new[prefix] { prefix += 1 }
    replaced = TextSelection(start: prefix, end: old.count - suffix)
    inserted = String(new[prefix..<(new.count - suffix)])
  }
}
