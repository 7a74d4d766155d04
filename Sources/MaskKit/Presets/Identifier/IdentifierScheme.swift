/// A national identifier: its name, the layouts it is written in and its check.
///
/// Every scheme is an entry of ``IdentifierScheme/all`` (see the files `IdentifierSchemes+*.swift`);
/// the mask reads and writes every one the same way (`IdentifierReading`).
struct IdentifierScheme: Sendable {
  /// The python-stdnum module name with a dot: `br.cpf`.
  var name: String
  /// What people call it: `CPF`.
  var title: String
  /// The layouts, shortest first; the field shows the shortest that holds what is typed.
  var layouts: [IdentifierLayout]
  /// Separator positions of other layouts people write the identifier in, per length (a pasted
  /// `12345678-Z` for a DNI shown `12345678Z`).
  var otherBoundaries: [Int: [Int]] = [:]
  /// Why a whole identifier (its length is a layout's) is not valid (`check digit should be 5`), or nil.
  var problem: @Sendable ([UInt8]) -> String?

  /// The characters skipped between value characters: the layouts' separators and spaces.
  var separators: Set<UInt8> {
    var bytes: Set<UInt8> = [UInt8(ascii: " ")]
    for layout in layouts {
      for separator in layout.separatorsBefore {
        for byte in separator.utf8 { bytes.insert(byte) }
      }
      for fill in layout.positions.compactMap(\.fill) { bytes.insert(fill) }
    }
    return bytes
  }

  /// The scheme called `name` (any case), or nil.
  static func named(_ name: String) -> IdentifierScheme? {
    let key = name.lowercased()
    return all.first { $0.name == key }
  }

  /// Every scheme, in the order `--help` lists them.
  static let all: [IdentifierScheme] = americas

  /// The scheme names, comma-separated.
  static var names: String { all.map(\.name).joined(separator: ", ") }
}
