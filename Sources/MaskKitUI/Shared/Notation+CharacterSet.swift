import Foundation
import MaskKit

// input-mask-ios's notations name their characters with a Foundation `CharacterSet`; MaskKit's `Notation`
// (in the standard-library-only core) takes a string of characters and Unicode classes. This reads one as
// the other, so input-mask-ios's custom-notation code compiles as it is.

extension Notation {
  /// input-mask-ios's `Notation(character:characterSet:isOptional:)`: a custom symbol accepting the members
  /// of `characterSet`.
  ///
  /// `.letters`, `.decimalDigits` and `.alphanumerics` (also within a union) become the classes
  /// `.letters`, `.digits` and `.alphanumerics` of `Notation.CharacterClass`, which hold the same Unicode
  /// categories; every other member is listed in `characters`.
  public init(character: Character, characterSet: CharacterSet, isOptional: Bool) {
    var classes: Set<CharacterClass> = []
    var covered: [CharacterSet] = []
    for (characterClass, members) in Self.foundationClasses
    where characterSet.isSuperset(of: members) && !covered.contains(where: { $0.isSuperset(of: members) }) {
      classes.insert(characterClass)
      covered.append(members)
    }
    var characters = String.UnicodeScalarView()
    characters.append(contentsOf: Self.members(of: characterSet, outside: covered))
    self.init(
      character: character, characters: String(characters), classes: classes, isOptional: isOptional)
  }

  /// The characters the notation accepts as a Foundation `CharacterSet` (input-mask-ios's `characterSet`).
  public var characterSet: CharacterSet {
    var set = CharacterSet(charactersIn: characters)
    for (characterClass, members) in Self.foundationClasses where classes.contains(characterClass) {
      set.formUnion(members)
    }
    return set
  }

  /// Foundation's sets for MaskKit's classes, widest first (alphanumerics holds the other two).
  private static var foundationClasses: [(CharacterClass, CharacterSet)] {
    [(.alphanumerics, .alphanumerics), (.letters, .letters), (.digits, .decimalDigits)]
  }

  /// The scalars of `set` that are in none of `covered`: those its bitmap marks and theirs do not, that it
  /// contains. The bitmap only proposes them: swift-corelibs-foundation's bitmap of a set made by
  /// `subtracting` keeps members of the set subtracted, which `contains` rightly denies.
  private static func members(of set: CharacterSet, outside covered: [CharacterSet]) -> [Unicode.Scalar] {
    let planes = self.planes(of: set)
    let coveredPlanes = covered.map(self.planes)
    var scalars: [Unicode.Scalar] = []
    for plane in planes.keys.sorted() {
      guard let bytes = planes[plane] else { continue }
      let excluded = coveredPlanes.compactMap { $0[plane] }
      for index in bytes.indices where bytes[index] != 0 {
        var bits = bytes[index]
        for other in excluded { bits &= ~other[index] }
        for bit in 0..<8 where bits & (1 << bit) != 0 {
          guard let scalar = Unicode.Scalar(plane << 16 | UInt32(index * 8 + bit)), set.contains(scalar)
          else {
            continue
          }
          scalars.append(scalar)
        }
      }
    }
    return scalars
  }

  /// The bitmap of `set` by plane: 8 192 bytes for the Basic Multilingual Plane, then, for each other
  /// plane with members, the plane's number and its 8 192 bytes.
  private static func planes(of set: CharacterSet) -> [UInt32: [UInt8]] {
    let bitmap = [UInt8](set.bitmapRepresentation)
    let planeSize = 8192
    var planes: [UInt32: [UInt8]] = [:]
    var start = 0
    var plane: UInt32 = 0
    while start + planeSize <= bitmap.count {
      planes[plane] = Array(bitmap[start..<start + planeSize])
      start += planeSize
      guard start < bitmap.count else { break }
      plane = UInt32(bitmap[start])
      start += 1
    }
    return planes
  }
}
