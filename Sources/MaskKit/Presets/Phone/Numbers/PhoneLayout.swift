/// Writes digits through a format layout (`\1 \2-\3`) or a formatting rule, the way libphonenumber's
/// regular-expression substitutions do.
enum PhoneLayout {
  /// Replaces every match of `pattern` in `digits` (searching left to right, as a regular-expression
  /// substitution does) by `layout` with `\N` standing for group N; `limit` caps the replacements.
  /// `head` is written first (the `+1 ` of an international form), so the whole text is built once.
  static func substitute(
    _ pattern: DigitPattern, in digits: ArraySlice<UInt8>, layout: String, limit: Int = .max,
    head: String = ""
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(head.utf8.count + digits.count + layout.utf8.count)
    output.append(contentsOf: head.utf8)
    if limit > 0, let pieces = pattern.pieces, let extra = pieces.extra(matchingWhole: digits) {
      // The first match is the whole of `digits` and nothing follows it (``DigitPieces``).
      fill(layout, digits: digits, into: &output) { pieces.group($0, extra: extra, from: digits.startIndex) }
      return String(decoding: output, as: UTF8.self)
    }
    var position = digits.startIndex
    var replaced = 0
    while replaced < limit, position <= digits.endIndex,
      let match = pattern.firstMatch(in: digits, from: position)
    {
      appendText(digits[position..<match.range.lowerBound], to: &output)
      fill(layout, digits: digits, into: &output, group: match.group)
      replaced += 1
      if match.range.isEmpty {
        if match.range.upperBound < digits.endIndex {
          appendText(digits[match.range.upperBound...match.range.upperBound], to: &output)
        }
        position = match.range.upperBound + 1
      } else {
        position = match.range.upperBound
      }
    }
    if position < digits.endIndex { appendText(digits[position...], to: &output) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the layout with each `\N` replaced by the digits of group N, whose bounds `group` gives
  /// (UTF-8 bytes: a backslash byte never occurs inside a multi-byte character).
  private static func fill(
    _ layout: String, digits: ArraySlice<UInt8>, into output: inout [UInt8], group: (Int) -> Range<Int>?
  ) {
    var escaped = false
    for byte in layout.utf8 {
      if escaped {
        escaped = false
        if byte >= 48, byte <= 57 {
          if let range = group(Int(byte - 48)) { appendText(digits[range], to: &output) }
          continue
        }
        output.append(92)
      }
      if byte == 92 {
        escaped = true
      } else {
        output.append(byte)
      }
    }
    if escaped { output.append(92) }
  }

  private static func appendText(_ digits: ArraySlice<UInt8>, to output: inout [UInt8]) {
    for digit in digits { output.append(digit + 48) }
  }

  /// The digits of a slice as an array of their own: `Array(digits)`, through the specialized append
  /// rather than the standard library's generic copy of a collection (which looks up the storage
  /// type's metadata at run time, a few hundred instructions a copy: callgrind of `maskkit format
  /// --preset phone`).
  @inline(__always)
  static func array(_ digits: ArraySlice<UInt8>) -> [UInt8] {
    var array: [UInt8] = []
    array.reserveCapacity(digits.count)
    array.append(contentsOf: digits)
    return array
  }

  /// Digit values as ASCII text.
  static func text(_ digits: ArraySlice<UInt8>) -> String {
    text(digits, plus: false)
  }

  /// Digit values as ASCII text, after a `+` when `plus`.
  static func text(_ digits: ArraySlice<UInt8>, plus: Bool) -> String {
    String.writingUTF8(capacity: digits.count + 1) { buffer in
      var end = 0
      if plus { buffer.append(UInt8(ascii: "+"), at: &end) }
      for digit in digits { buffer.append(digit &+ UInt8(ascii: "0"), at: &end) }
      return end
    }
  }

  /// A number's value: `+`, the calling code `callingCode` in decimal and the national digits.
  static func text(_ national: ArraySlice<UInt8>, after callingCode: Int) -> String {
    let code = callingCode.magnitude
    var divisor: UInt = 1
    var codeDigits = 1
    while divisor <= code / 10 {
      divisor *= 10
      codeDigits += 1
    }
    return String.writingUTF8(capacity: 2 + codeDigits + national.count) { buffer in
      var end = 0
      buffer.append(UInt8(ascii: "+"), at: &end)
      if callingCode < 0 { buffer.append(UInt8(ascii: "-"), at: &end) }
      while divisor > 0 {
        buffer.append(UInt8(ascii: "0") &+ UInt8(code / divisor % 10), at: &end)
        divisor /= 10
      }
      for digit in national { buffer.append(digit &+ UInt8(ascii: "0"), at: &end) }
      return end
    }
  }

  /// ASCII digit text as digit values (other characters are skipped).
  static func digits(_ text: String) -> [UInt8] {
    var text = text
    return text.withBytes { bytes in
      [UInt8](fillingCapacity: bytes.count) { buffer, count in
        for byte in bytes where byte &- UInt8(ascii: "0") < 10 {
          buffer.append(byte &- UInt8(ascii: "0"), at: &count)
        }
      }
    }
  }

  /// Whether the ASCII digits of `text` (other characters skipped) are `first` then `second`:
  /// `digits(text) == first + second` without building either.
  static func hasDigits(_ text: String, _ first: ArraySlice<UInt8>, then second: ArraySlice<UInt8> = [])
    -> Bool
  {
    var firstIndex = first.startIndex
    var secondIndex = second.startIndex
    for byte in text.utf8 where byte &- UInt8(ascii: "0") < 10 {
      let digit = byte &- UInt8(ascii: "0")
      if firstIndex < first.endIndex {
        guard first[firstIndex] == digit else { return false }
        firstIndex += 1
      } else {
        guard secondIndex < second.endIndex, second[secondIndex] == digit else { return false }
        secondIndex += 1
      }
    }
    return firstIndex == first.endIndex && secondIndex == second.endIndex
  }

  /// `layout` with its first group reference (`\1`) written through `rule`, whose own `\1` stands for
  /// that reference: the national prefix formatting rule `8 (\1)` turns `\1 \2-\3` into `8 (\1) \2-\3`.
  static func applyingFirstGroupRule(_ rule: String, to layout: String) -> String {
    let scalars = Array(layout.unicodeScalars)
    var index = 0
    while index + 1 < scalars.count {
      if scalars[index] == "\\", ("0"..."9").contains(scalars[index + 1]) {
        let reference = "\\" + String(scalars[index + 1])
        let replacement = rule.replacingFirstGroup(with: reference)
        var result = String(String.UnicodeScalarView(scalars[..<index]))
        result += replacement
        result += String(String.UnicodeScalarView(scalars[(index + 2)...]))
        return result
      }
      index += 1
    }
    return layout
  }
}

extension String {
  /// This rule with every `\1` replaced by `reference`.
  fileprivate func replacingFirstGroup(with reference: String) -> String {
    var output = ""
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\" {
        guard let next = scalars.next() else {
          output.unicodeScalars.append(scalar)
          break
        }
        if next == "1" {
          output += reference
        } else {
          output.unicodeScalars.append(scalar)
          output.unicodeScalars.append(next)
        }
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
