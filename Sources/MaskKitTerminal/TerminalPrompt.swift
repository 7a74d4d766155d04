import MaskKit

/// A masked one-line input field for terminals, built on ``MaskedText``.
public enum TerminalPrompt {}
