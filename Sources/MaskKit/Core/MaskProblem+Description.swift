extension MaskProblem: CustomStringConvertible {
  /// The English sentence MaskKit shows for the problem (`check digits should be 09`); a custom
  /// problem's own text. Built when asked, never while a mask formats text.
  public var description: String {
    switch self {
    case .custom(let reason): reason
    case .kind(let problem): problem.base.description
    default: shape.english
    }
  }

  /// `05`, `12`.
  package static func pad(_ value: Int) -> String { value >= 0 && value < 10 ? "0\(value)" : "\(value)" }

  /// `U+00AD`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The English month names, January first (also the wording's when a platform names no months).
  package static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
}
