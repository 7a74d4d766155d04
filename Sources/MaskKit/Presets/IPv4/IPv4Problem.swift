/// Why an IPv4 address is refused or not yet complete (``IPv4Preset``): a ``MaskProblem`` of the IPv4
/// kind, read back with `problem.as(IPv4Problem.self)`.
public enum IPv4Problem: KindProblem {
  /// `a dot with no digit before it`.
  case dotWithoutDigit
  /// `a port is not part of an address`.
  case portInAddress
  /// `a space inside the address`.
  case spaceInAddress
  /// `'x' is not part of an address`.
  case notPartOfAddress(Character)
  /// `an address has four parts, not 5`.
  case addressParts(Int)
  /// `octet 256 is over 255`: the octet's digits.
  case octetOver255(String)
  /// `octet 01 has a leading zero`.
  case octetLeadingZero(String)

  /// The problem's code, wording key, arguments and English sentence.
  public var shape: ProblemShape {
    switch self {
    case .dotWithoutDigit: ProblemShape("dotWithoutDigit")
    case .portInAddress: ProblemShape("portInAddress")
    case .spaceInAddress: ProblemShape("spaceInAddress")
    case .notPartOfAddress(let character): ProblemShape("notPartOfAddress", ["character": .text(character)])
    case .addressParts(let count): ProblemShape("addressParts", ["count": .number(count)])
    case .octetOver255(let octet): ProblemShape("octetOver255", ["octet": .text(octet)])
    case .octetLeadingZero(let octet): ProblemShape("octetLeadingZero", ["octet": .text(octet)])
    }
  }
}

extension MaskProblem {
  /// An IPv4 address's problem.
  public static func ipv4(_ problem: IPv4Problem) -> MaskProblem { MaskProblem(problem) }
}
