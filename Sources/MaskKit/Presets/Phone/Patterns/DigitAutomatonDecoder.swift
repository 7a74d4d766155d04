/// Reads the text form of a ``DigitAutomaton`` that Scripts/phone_automata.py writes: a width (`1` or
/// `2` characters per state number), then per state a flag character (bit 0: matched here, bit 1:
/// matched if the input ends here) and runs covering digits 0–9, each a length and a target (`.` for
/// none, else the state number in base 64, most significant character first).
enum DigitAutomatonDecoder {
  /// The value of each byte as a base-64 digit of the encoding, -1 for bytes outside it.
  private static let values: [Int8] = {
    var values = [Int8](repeating: -1, count: 256)
    let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/".utf8)
    for (value, byte) in alphabet.enumerated() { values[Int(byte)] = Int8(value) }
    return values
  }()

  /// The tables of `encoded`, or nil when it is empty or malformed.
  static func decode(_ encoded: StaticString) -> (
    transitions: [Int32], acceptsHere: [Bool], acceptsAtEnd: [Bool]
  )? {
    guard encoded.hasPointerRepresentation else { return nil }
    let bytes = ReadBuffer(utf8Of: encoded)
    guard let first = bytes.first, first == UInt8(ascii: "1") || first == UInt8(ascii: "2") else {
      return nil
    }
    let width = Int(first - UInt8(ascii: "0"))
    var transitions: [Int32] = []
    var acceptsHere: [Bool] = []
    var acceptsAtEnd: [Bool] = []
    var index = 1
    func value() -> Int? {
      guard index < bytes.count else { return nil }
      let digit = values[Int(bytes[index])]
      index += 1
      return digit < 0 ? nil : Int(digit)
    }
    while index < bytes.count {
      guard let flags = value(), flags < 4 else { return nil }
      acceptsHere.append(flags & 1 != 0)
      acceptsAtEnd.append(flags & 2 != 0)
      var digits = 0
      while digits < 10 {
        guard let length = value(), length > 0, digits + length <= 10, index < bytes.count else {
          return nil
        }
        var target: Int32 = -1
        if bytes[index] == UInt8(ascii: ".") {
          index += 1
        } else {
          var number = 0
          for _ in 0..<width {
            guard let digit = value() else { return nil }
            number = number * 64 + digit
          }
          target = Int32(number)
        }
        transitions.append(contentsOf: repeatElement(target, count: length))
        digits += length
      }
    }
    let states = acceptsHere.count
    guard states > 0, transitions.allSatisfy({ $0 < states }) else { return nil }
    return (transitions, acceptsHere, acceptsAtEnd)
  }
}
