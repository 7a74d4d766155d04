extension String {
  /// The string of the UTF-8 bytes that `write` puts at the start of a buffer of `capacity` bytes,
  /// returning how many it wrote (ill-formed bytes are repaired, as `String(decoding:as:)` does).
  ///
  /// Writes straight into the string's storage where the system has the initializer that lends a
  /// string's uninitialized storage (iOS 14, macOS 11 and later, and Linux), and through a temporary
  /// buffer before that. Invariant (checked in debug builds): `write` returns at most `capacity`.
  static func writingUTF8(capacity: Int, _ write: (WriteBuffer<UInt8>) -> Int) -> String {
    if #available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *) {
      return String(unsafeUninitializedCapacity: capacity) { buffer in
        let count = write(WriteBuffer(writable: buffer))
        #if DEBUG
          precondition(count >= 0 && count <= capacity, "more bytes written than the capacity")
        #endif
        return count
      }
    }
    return writingUTF8ThroughBuffer(capacity: capacity, write)
  }

  /// `writingUTF8` as it runs on systems older than iOS 14 and macOS 11: the bytes go to a temporary
  /// buffer and are decoded from there.
  static func writingUTF8ThroughBuffer(capacity: Int, _ write: (WriteBuffer<UInt8>) -> Int) -> String {
    WriteBuffer.withScratch(of: UInt8.self, capacity: capacity) { buffer in
      let count = write(buffer)
      #if DEBUG
        precondition(count >= 0 && count <= capacity, "more bytes written than the capacity")
      #endif
      return buffer.reading.rebased(0..<count).string
    }
  }
}
