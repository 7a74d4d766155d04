// input-mask-ios 7's classes that MaskKit folds into ``InputMask``, each leading to it by a fix-it.

/// input-mask-ios's right-to-left mask: an ``InputMask`` compiled with `rightToLeft: true`
/// (``InputMask/init(_:notations:rightToLeft:)``).
@available(
  *, unavailable, renamed: "InputMask",
  message: "a right-to-left mask is InputMask(_:notations:rightToLeft: true) in MaskKit"
)
public typealias RTLMask = InputMask

/// input-mask-ios's format compiler: MaskKit compiles a format when an ``InputMask`` is made, and a
/// malformed one throws ``MaskSyntaxError`` with its kind and position.
@available(
  *, unavailable, renamed: "InputMask",
  message: "MaskKit compiles formats in InputMask(_:notations:rightToLeft:), which throws MaskSyntaxError"
)
public typealias Compiler = InputMask

/// input-mask-ios's `Compiler.CompilerError.wrongFormat`: MaskKit's ``MaskSyntaxError``, which says what
/// is wrong and where.
@available(*, unavailable, renamed: "MaskSyntaxError")
public typealias CompilerError = MaskSyntaxError
