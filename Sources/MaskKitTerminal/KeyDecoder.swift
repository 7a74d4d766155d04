/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Feed bytes as they arrive with ``decode(_:)``; sequences split across reads are kept until the
/// rest comes. A lone Escape cannot be told from the start of a sequence, so when ``isWaiting`` is
/// true and no more bytes arrive for a moment, call ``flush()``.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  /// Creates a decoder with nothing pending.
  package init() {}

  /// Whether a sequence has begun and is incomplete (outside a paste).
  package var isWaiting: Bool { paste == nil && !pending.isEmpty }

  /// Decodes `bytes` together with what was pending, returning every key that is complete.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        guard let next = takePaste(from: index, into: &keys) else {
          index = pending.count - min(Self.pasteEnd.count - 1, pending.count - index)
          break
        }
        index = next
        continue
      }
      guard let (token, next) = Self.token(in: pending, at: index) else { break }
      switch token {
      case .key(let key): keys.append(key)
      case .text(let text): keys.append(contentsOf: text.map(Key.character))
      case .pasteStart: paste = []
      }
      index = next
    }
    pending.removeFirst(index)
    return keys
  }

  /// Ends an incomplete sequence after a pause: a lone Escape becomes ``Key/escape``.
  package mutating func flush() -> [Key] {
    guard isWaiting else { return [] }
    let rest = pending
    pending.removeAll()
    if rest == [Self.escapeByte] { return [.escape] }
    if rest.first == Self.escapeByte { return [.unrecognized(rest)] }
    return [.invalidUTF8(rest)]
  }

  /// Collects paste bytes up to the end marker; returns where decoding goes on, or nil to wait for more
  /// (keeping only the bytes that may begin the end marker).
  private mutating func takePaste(from index: Int, into keys: inout [Key]) -> Int? {
    let marker = Self.pasteEnd
    var position = index
    while position + marker.count <= pending.count {
      if pending[position] == Self.escapeByte,
        pending[position..<position + marker.count].elementsEqual(marker)
      {
        paste?.append(contentsOf: pending[index..<position])
        let bytes = paste ?? []
        keys.append(
          Self.isWellFormed(bytes) ? .paste(String(decoding: bytes, as: UTF8.self)) : .invalidUTF8(bytes))
        paste = nil
        return position + marker.count
      }
      position += 1
    }
    let keep = min(marker.count - 1, pending.count - index)
    paste?.append(contentsOf: pending[index..<pending.count - keep])
    return nil
  }

  /// What the bytes at `index` mean.
  private enum Token {
    case key(Key)
    /// Printable text typed in one go, kept whole so grapheme clusters stay together.
    case text(String)
    case pasteStart
  }

  /// The token starting at `index` and where the next one starts, or nil when its bytes have not all
  /// arrived yet.
  private static func token(in bytes: [UInt8], at index: Int) -> (Token, Int)? {
    let byte = bytes[index]
    if byte == escapeByte { return escapeSequence(in: bytes, at: index) }
    if let key = controlKey(byte) { return (.key(key), index + 1) }
    return printableRun(in: bytes, at: index)
  }

  private static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x09: return .tab
    case 0x01: return .home
    case 0x02: return .left
    case 0x03: return .interrupt
    case 0x04: return .delete
    case 0x05: return .end
    case 0x06: return .right
    case 0x19: return .redo
    case 0x1A: return .undo
    case 0x00..<0x20: return .control(byte)
    default: return nil
    }
  }

  /// Consecutive printable bytes (ASCII and well-formed UTF-8 sequences), decoded as one string; a
  /// malformed byte on its own is ``Key/invalidUTF8(_:)``.
  private static func printableRun(in bytes: [UInt8], at index: Int) -> (Token, Int)? {
    var end = index
    while end < bytes.count {
      let byte = bytes[end]
      if byte < 0x80 {
        guard byte >= 0x20, byte != 0x7F else { break }
        end += 1
        continue
      }
      guard let length = sequenceLength(in: bytes, at: end) else {
        if end == index { return (.key(.invalidUTF8([byte])), index + 1) }
        break
      }
      if length == 0 {
        if end == index { return nil }
        break
      }
      end += length
    }
    return (.text(String(decoding: bytes[index..<end], as: UTF8.self)), end)
  }

  /// The length of the well-formed UTF-8 sequence starting at `index` (Unicode's table 3-7), 0 when the
  /// bytes end inside one that may still be well formed, nil when it is malformed.
  private static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch bytes[index] {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return nil
    }
    for offset in 1..<length {
      guard index + offset < bytes.count else { return 0 }
      guard (offset == 1 ? second : 0x80...0xBF).contains(bytes[index + offset]) else { return nil }
    }
    return length
  }

  /// Whether every byte belongs to a complete, well-formed UTF-8 sequence.
  private static func isWellFormed(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      guard let length = sequenceLength(in: bytes, at: index), length > 0 else { return false }
      index += length
    }
    return true
  }

  /// How many bytes the UTF-8 sequence starting with `lead` takes; invalid bytes count alone.
  private static func utf8Length(lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 1
    }
  }

  private static func escapeSequence(in bytes: [UInt8], at index: Int) -> (Token, Int)? {
    guard index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case UInt8(ascii: "["):
      return controlSequence(in: bytes, at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < bytes.count else { return nil }
      let key = finalKey(bytes[index + 2]) ?? .unrecognized(Array(bytes[index...index + 2]))
      return (.key(key), index + 3)
    case escapeByte:
      return (.key(.escape), index + 1)
    case let byte where byte < 0x20 || byte == 0x7F:
      return (.key(.unrecognized([escapeByte, byte])), index + 2)
    case let lead:
      let end = index + 1 + (lead < 0x80 ? 1 : utf8Length(lead: lead))
      guard end <= bytes.count else { return nil }
      let text = String(decoding: bytes[index + 1..<end], as: UTF8.self)
      return (.key(text.first.map(Key.alt) ?? .unrecognized(Array(bytes[index..<end]))), end)
    }
  }

  /// `ESC [ parameters intermediates final`, as arrows, Home, End, Delete and paste markers use.
  private static func controlSequence(in bytes: [UInt8], at index: Int) -> (Token, Int)? {
    var end = index + 2
    while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {
      end += 1
      if end - index > maximumSequenceLength {
        return (.key(.unrecognized(Array(bytes[index..<end]))), end)
      }
    }
    guard end < bytes.count else { return nil }
    let sequence = Array(bytes[index...end])
    if sequence == pasteStart { return (.pasteStart, end + 1) }
    let final = bytes[end]
    let key = final == UInt8(ascii: "~") ? tildeKey(bytes[index + 2..<end]) : finalKey(final)
    return (.key(key ?? .unrecognized(sequence)), end + 1)
  }

  private static func finalKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  private static func tildeKey(_ parameters: ArraySlice<UInt8>) -> Key? {
    let number = parameters.prefix { $0 != UInt8(ascii: ";") }
    switch String(decoding: number, as: UTF8.self) {
    case "1", "7": return .home
    case "4", "8": return .end
    case "3": return .delete
    default: return nil
    }
  }

  private static let escapeByte: UInt8 = 0x1B
  private static let maximumSequenceLength = 32
  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
}
