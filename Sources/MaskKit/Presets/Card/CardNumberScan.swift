/// What the card preset reads of its input: the digits as ASCII (digits of every script count), at
/// most one more than the longest number, how many of them stand before the caret, and the first
/// character that can be neither read nor skipped (`StrayCharacters`).
///
/// Plain ASCII text is read in one walk over its bytes; any other text character by character.
struct CardNumberScan {
  /// The most digits kept: one more than the longest number, so a digit too many still shows.
  static let capacity = CardNumberMask.longestNumber + 1

  /// How many digits were written.
  var count = 0
  /// How many digits the input holds, also those beyond ``capacity``.
  var total = 0
  /// How many of them stand before the caret.
  var beforeCaret = 0
  /// The first character that can be neither read nor skipped, or nil.
  var stray: Character?

  /// Scans `input`, writing the digits to the start of `digits` (room for ``capacity`` of them).
  init(_ input: CaretText, into digits: WriteBuffer<UInt8>) {
    if let scanned = input.text.utf8.withContiguousReadBuffer({
      Self(ascii: $0, caret: input.caret, into: digits)
    }), let scanned {
      self = scanned
      return
    }
    let scanned = SignificantInput(input, keep: SignificantInput.digit)
    for byte in String(scanned.characters.prefix(Self.capacity)).utf8 {
      digits[count] = byte
      count += 1
    }
    total = scanned.characters.count
    beforeCaret = min(scanned.beforeCaret, count)
    stray = StrayCharacters.first(in: input.text)
  }

  /// The walk over the bytes of plain ASCII text (every byte one `Character`); nil at the first byte
  /// that is not (above 127, or a carriage return, which joins a line feed).
  private init?(
    ascii bytes: ReadBuffer<UInt8>, caret: Int, into digits: WriteBuffer<UInt8>
  ) {
    let stray = StrayCharacters.asciiStray
    var strayByte: UInt8?
    for offset in bytes.indices {
      let byte = bytes[offset]
      if byte &- UInt8(ascii: "0") < 10 {
        total &+= 1
        guard count < Self.capacity else { continue }
        digits[count] = byte
        count &+= 1
        if offset < caret { beforeCaret &+= 1 }
      } else if byte >= 0x80 || byte == 0x0D {
        return nil
      } else if strayByte == nil, stray[Int(byte)] {
        strayByte = byte
      }
    }
    self.stray = strayByte.map { Character(Unicode.Scalar($0)) }
  }
}
