import Testing

@testable import MaskKit

@Suite struct UTF8StringBuilderTests {
  static let samples: [[UInt8]] = [
    [], Array("2065551234".utf8), Array("Ж+é😀".utf8), [0x31, 0xFF, 0x32], [0xE2, 0x82],
  ]

  @Test(arguments: samples)
  func bothWaysGiveTheSameString(bytes: [UInt8]) {
    func write(_ buffer: WriteBuffer<UInt8>) -> Int {
      _ = bytes.withReadBuffer { buffer.copy(from: $0) }
      return bytes.count
    }
    let direct = String.writingUTF8(capacity: bytes.count, write)
    let buffered = String.writingUTF8ThroughBuffer(capacity: bytes.count, write)
    #expect(direct == buffered)
    #expect(direct == String(decoding: bytes, as: UTF8.self))
  }

  @Test func onlyTheCountedBytesAreKept() {
    let text = String.writingUTF8ThroughBuffer(capacity: 8) { buffer in
      buffer[0] = 0x41
      buffer[1] = 0x42
      return 2
    }
    #expect(text == "AB")
  }
}
