import Foundation
import MaskKit
import MaskKitUI

/// The custom notations of input-mask-ios's README, written as the README writes them (with Foundation's
/// `CharacterSet`); kept apart from the stand-in tests, whose `NSObject` and `NSRange` are the stand-in's.
enum InputMaskReadmeNotations {
  /// "A floating point number with two decimal places", for `[999999999][.][99]`.
  static var floatingPoint: [Notation] {
    [Notation(character: ".", characterSet: CharacterSet(charactersIn: "."), isOptional: true)]
  }

  /// "An email", for `[aaaaaaaaaa][d][aaaaaaaaaa][@][aaaaaaaaaa][d][aaaaaaaaaa][D][aaaaaaaaaa]`.
  static var email: [Notation] {
    [
      Notation(
        character: "D",
        characterSet: CharacterSet(charactersIn: "."),
        isOptional: false
      ),
      Notation(
        character: "d",
        characterSet: CharacterSet(charactersIn: "."),
        isOptional: true
      ),
      Notation(
        character: "@",
        characterSet: CharacterSet(charactersIn: "@"),
        isOptional: false
      ),
    ]
  }

  /// "An optional currency symbol", for `[s][9999]`.
  static var currency: [Notation] {
    [Notation(character: "s", characterSet: CharacterSet(charactersIn: "$€"), isOptional: true)]
  }

  /// The README's `Notation(character: ".", characterSet: CharacterSet(charactersIn: ".,"), isOptional: true)`.
  static var decimalSeparator: [Notation] {
    [Notation(character: ".", characterSet: CharacterSet(charactersIn: ".,"), isOptional: true)]
  }

  /// Notations of Foundation's letter, digit and alphanumeric sets, alone and in a union with `-`.
  static var classSets: [Notation] {
    [
      Notation(character: "L", characterSet: .letters, isOptional: false),
      Notation(character: "D", characterSet: .decimalDigits, isOptional: false),
      Notation(character: "X", characterSet: .alphanumerics, isOptional: true),
      Notation(
        character: "H", characterSet: CharacterSet.letters.union(CharacterSet(charactersIn: "-")),
        isOptional: false),
    ]
  }

  /// Whether each notation's `characterSet` holds what it was made from.
  static var characterSetsRoundTrip: Bool {
    let dot = Notation(character: ".", characterSet: CharacterSet(charactersIn: ".,"), isOptional: true)
    let letters = Notation(character: "L", characterSet: .letters, isOptional: false)
    return dot.characterSet == CharacterSet(charactersIn: ".,") && letters.characterSet == .letters
  }
}
