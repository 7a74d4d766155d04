// NBPictureMaskField's names for the picture mask and its results, so that code written for it reads
// with the class renamed: `NBPictureMask.Status` is `PictureMask.Status`, `NBPictureMask.CheckResult` is
// `PictureMask.CheckResult`.

extension PictureMask {
  /// NBPictureMask's `CheckResult`: the outcome of checking text, a ``PictureCheckResult``.
  public typealias CheckResult = PictureCheckResult
  /// NBPictureMask's `Status` (`notOk`, `okSoFar`, `ok`): how far text fits, a ``PictureStatus``.
  public typealias Status = PictureStatus

  /// The compiled mask laid out as NBPictureMaskField's `maskTreeToString`, one node a line.
  ///
  /// ```
  /// -- MASK --
  /// #[#]
  /// -- START --
  /// digit '#'
  /// optional '[#]'
  ///   group '#'
  ///     digit '#'
  /// -- END --
  /// ```
  ///
  /// The second line is the mask as written (the original shows its characters as an array); beyond 32
  /// levels the indentation stops growing and the line shows `(depth N)`, and labels longer than 256
  /// characters are cut with `…`, so the dump stays linear in the size of the mask. ``explanation`` is
  /// MaskKit's own description of the same tree.
  public var treeDescription: String { PictureTreeDump.dump(program) }
}

/// NBPictureMaskField's picture mask, renamed ``PictureMask``.
@available(*, unavailable, renamed: "PictureMask")
public typealias NBPictureMask = PictureMask

extension PictureCheckResult {
  /// NBPictureMask's `CheckResult.text`: the checked text with the mask's conversions, ``output``.
  @available(*, deprecated, renamed: "output")
  public var text: String { output }

  /// NBPictureMask's `CheckResult.errMsg`: why the text does not fit, ``errorMessage``.
  @available(*, deprecated, renamed: "errorMessage")
  public var errMsg: String? { errorMessage }
}
