import Foundation
import MaskKit

/// The seeded texts and edits the laws of ``KindLawTests`` run over: a subject's own samples mutated
/// (a piece put in, a character dropped, doubled or changed), runs of pieces people type and paste
/// (digits, separators, letters, AM/PM, currency signs, invisible characters, other digit scripts) and
/// the renderings the mask shows for runs of digits.
enum LawTexts {
  /// The seed every run starts from: `MASKKIT_LAW_SEED` or a fixed one.
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["MASKKIT_LAW_SEED"].flatMap { UInt64($0) } ?? 43

  /// How many texts each subject gets: `MASKKIT_LAW_COUNT` or 120.
  static let count: Int = ProcessInfo.processInfo.environment["MASKKIT_LAW_COUNT"].flatMap { Int($0) } ?? 120

  static let pieces = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "12", "31", "2024", "4242", "00", " ", "-", "/", ".",
    ",",
    ":", "+", "(", ")", "a", "A", "e", "x", "P", "M", "AM", "pm", "$", "€", "¢", "\u{200E}", "\u{200F}",
    "\u{FEFF}", "\u{200D}", "\u{200B}", "\u{00A0}", "\u{202F}", "\u{0301}", "\u{0323}", "٣", "३", "１", "–",
    "😀",
    "\t",
  ]

  /// The keys the stuck-field law tries: a field that took one of them before a keystroke must take one
  /// after it unless it has nothing left to take.
  static let probeKeys =
    (0...9).map(String.init) + ["A", "B", "E", "L", "M", "P", "S", "W", "X", "a", "p", " "]

  /// The subject's texts, each with the seed that drew it (the run's seed, the subject and the index).
  static func texts(for subject: LawSubject) -> [(String, UInt64)] {
    let base =
      seed &+ UInt64(truncatingIfNeeded: subject.label.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) })
    return (0..<count).map { index in
      let drawn = base &+ UInt64(index) &* 0x9E37_79B9
      var random = SplitMix(state: drawn)
      return (text(for: subject, using: &random), drawn)
    }
  }

  static func text(for subject: LawSubject, using random: inout SplitMix) -> String {
    switch random.next() % 4 {
    case 0: return mutated(subject.samples.randomElement(using: &random) ?? "", using: &random)
    case 1: return random.joined(pieces, count: 0...10)
    case 2:
      let digits = String(
        (0..<Int.random(in: 1...20, using: &random)).map { _ in
          Character(String(random.next() % 10))
        })
      let shown = subject.mask.format(digits).text
      return random.next() % 2 == 0 ? shown : mutated(shown, using: &random)
    default: return subject.samples.randomElement(using: &random) ?? ""
    }
  }

  /// `text` with one to three random changes.
  static func mutated(_ text: String, using random: inout SplitMix) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let at = Int.random(in: 0...characters.count, using: &random)
      switch random.next() % 4 {
      case 0: characters.insert(contentsOf: pieces.randomElement(using: &random) ?? "", at: at)
      case 1 where at < characters.count: characters.remove(at: at)
      case 2 where at < characters.count: characters.insert(characters[at], at: at)
      case 3 where at < characters.count:
        characters[at] = Character(pieces.randomElement(using: &random)?.first.map(String.init) ?? "0")
      default: characters.insert(contentsOf: "1", at: at)
      }
    }
    return String(characters)
  }

  /// An edit of a field.
  enum Edit: CustomStringConvertible {
    case type(String)
    case paste(String)
    case backspace
    case deleteForward
    case select(Int, Int)

    var description: String {
      switch self {
      case .type(let text): "type \(text.debugDescription)"
      case .paste(let text): "paste \(text.debugDescription)"
      case .backspace: "backspace"
      case .deleteForward: "delete forward"
      case .select(let start, let end): "select \(start)..<\(end)"
      }
    }

    func apply(to field: inout MaskedText) {
      switch self {
      case .type(let text): field.type(text)
      case .paste(let text): field.paste(text)
      case .backspace: field.backspace()
      case .deleteForward: field.deleteForward()
      case .select(let start, let end):
        let count = field.text.count
        field.select(TextSelection(start: min(start, count), end: min(max(start, end), count)))
      }
    }
  }

  /// Edits that type `text` in pieces with deletions, pastes and selections between them.
  static func edits(of text: String, using random: inout SplitMix) -> [Edit] {
    var edits: [Edit] = []
    for character in text.prefix(20) {
      edits.append(.type(String(character)))
      switch random.next() % 8 {
      case 0: edits.append(.backspace)
      case 1: edits.append(.deleteForward)
      case 2:
        let start = Int.random(in: 0...12, using: &random)
        edits.append(.select(start, start + Int.random(in: 0...4, using: &random)))
      case 3: edits.append(.paste(random.joined(pieces, count: 1...4)))
      default: break
      }
    }
    return edits
  }
}
