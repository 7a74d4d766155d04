extension BlockField {
  /// A field of `mask` whose first slots hold the characters of `value` in order, as the editing model
  /// fills a blocks mask; characters past the last slot are left out.
  ///
  /// Unlike `setText`, nothing is routed: a template or literal character in `value` is an entered
  /// character, so a `.` slot that holds `_` is filled and an empty one stays empty.
  package init(mask: BlockMask, filledInOrderWith value: String) {
    self.init(mask: mask)
    for (index, character) in zip(entries.indices, value) {
      entries[index] = character
      filledCount += 1
    }
  }
}
