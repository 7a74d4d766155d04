/// Writes digits through a format layout (`\1 \2-\3`) or a formatting rule, the way libphonenumber's
/// regular-expression substitutions do.
enum PhoneLayout {
  /// Replaces every match of `pattern` in `digits` (searching left to right, as a regular-expression
  /// substitution does) by `layout` with `\N` standing for group N; `limit` caps the replacements.
  static func substitute(
    _ pattern: DigitPattern, in digits: ArraySlice<UInt8>, layout: String, limit: Int = .max
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(digits.count + layout.utf8.count)
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

  /// Digit values as ASCII text.
  static func text(_ digits: ArraySlice<UInt8>) -> String {
    String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
  }

  /// ASCII digit text as digit values (other characters are skipped).
  static func digits(_ text: String) -> [UInt8] {
    var digits: [UInt8] = []
    digits.reserveCapacity(text.utf8.count)
    for byte in text.utf8 where byte &- UInt8(ascii: "0") < 10 { digits.append(byte &- UInt8(ascii: "0")) }
    return digits
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
