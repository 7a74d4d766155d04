import MaskKit

/// Platform-neutral glue between a text view's UTF-16 edits and ``MaskedText``.
public enum TextFieldAdapter {}
