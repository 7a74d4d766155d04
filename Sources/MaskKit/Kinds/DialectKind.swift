/// A dialect as a kind: the members its descriptions take, how it reads and writes them and how it
/// builds its mask from a ``MaskSpec`` (the one place a dialect and a format become a mask).
///
/// A new dialect is its folder (the mask, its parser, this kind and its ``MaskSpec/Dialect`` static
/// member) and one line in ``Kinds/dialects``: the JSON reader and writer, `Codable`, the command line
/// (`--dialect`, `eval`, `bench`, `explain`) and the format style's descriptions all ask the registry.
protocol DialectKind: MaskKind {
  /// The members a description of the dialect may have besides `dialect`, in the order it writes them.
  static var specKeys: [String] { get }
  /// The member the dialect's format is written as (`format` or `mask`; either is read).
  static var formatKey: String { get }
  /// Reads the dialect's options from `fields` (whose names are already checked) into `spec`.
  static func readOptions(_ fields: SpecFields, into spec: inout MaskSpec) throws(MaskSpecError)
  /// The options of `spec` that differ from their defaults, as the members ``readOptions(_:into:)``
  /// reads back, in the order of ``specKeys``.
  static func optionMembers(of spec: MaskSpec) -> [(key: String, value: JSONNode)]
  /// Builds the mask `spec` describes (with the shared compiled masks where the dialect keeps them and
  /// `cached` is true); throws the dialect's ``MaskSyntaxError`` for a malformed format, with the format.
  static func makeMask(_ spec: MaskSpec, cached: Bool) throws(DialectFormatFailure) -> any Mask
  /// What `maskkit explain` prints for `mask` when it is one of the dialect's, else nil.
  static func explanation(of mask: any Mask) -> String?
  /// The descriptions that may build a mask equal to `mask` when it is one of the dialect's (the
  /// format style writes the first that does), else none.
  static func descriptions(of mask: any Mask) -> [MaskSpec]
}

extension DialectKind {
  /// The dialect a description names: the kind's name.
  static var dialect: MaskSpec.Dialect { MaskSpec.Dialect(registered: name) }

  /// No explanation beyond the placeholder.
  static func explanation(of mask: any Mask) -> String? { nil }

  /// No description: a format style cannot write the dialect's masks.
  static func descriptions(of mask: any Mask) -> [MaskSpec] { [] }
}

/// A format of a description that does not compile: which one and why.
package struct DialectFormatFailure: Error {
  /// The syntax error.
  package var error: MaskSyntaxError
  /// The format that failed: the description's own or one of its alternatives.
  package var format: String
  /// The index of the alternative (`affine`) format that failed; nil for the description's own.
  package var alternative: Int?

  /// A failure of `format`.
  init(_ error: MaskSyntaxError, format: String, alternative: Int? = nil) {
    self.error = error
    self.format = format
    self.alternative = alternative
  }
}

extension JSONNode {
  /// An array of strings.
  static func strings(_ strings: [String]) -> JSONNode {
    JSONNode(.array(strings.map { JSONNode(.string($0)) }))
  }
}
