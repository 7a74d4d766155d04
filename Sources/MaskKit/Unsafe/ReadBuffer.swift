/// A read-only view of contiguous elements, valid only inside the closure that lent it.
///
/// One of the handle types of `Unsafe/`, the only folder of the core that uses pointer APIs (see
/// CONTRIBUTING, "Unsafe code"). Invariants, checked in debug builds: every index read is in
/// `0..<count`; a view never outlives the closure that lent it (`withBytes`, `withReadBuffer`,
/// `withContiguousReadBuffer`, a `WriteBuffer`'s `reading`), and nothing writes the elements while
/// it is read.
package struct ReadBuffer<Element>: RandomAccessCollection {
  /// The elements, as the standard library lends them.
  private let base: UnsafeBufferPointer<Element>

  /// The view of `base`; only this folder makes views from pointers.
  @inline(__always)
  fileprivate init(base: UnsafeBufferPointer<Element>) { self.base = base }

  /// The view of the elements of `slice`, numbered from 0.
  @inline(__always)
  package init(rebasing slice: Slice<ReadBuffer<Element>>) {
    base = UnsafeBufferPointer(rebasing: slice.base.base[slice.startIndex..<slice.endIndex])
  }

  /// The view of the elements of `slice` of a write buffer, numbered from 0.
  @inline(__always)
  package init(rebasing slice: Slice<WriteBuffer<Element>>) {
    base = UnsafeBufferPointer(
      rebasing: UnsafeBufferPointer(slice.base.writable)[slice.startIndex..<slice.endIndex])
  }

  /// The view of the elements `range` of `self`, numbered from 0.
  @inline(__always)
  package func rebased(_ range: Range<Int>) -> ReadBuffer<Element> {
    #if DEBUG
      precondition(range.lowerBound >= 0 && range.upperBound <= count, "ReadBuffer range out of bounds")
    #endif
    return ReadBuffer(base: UnsafeBufferPointer(rebasing: base[range]))
  }

  /// The first index, 0.
  @inline(__always) package var startIndex: Int { 0 }
  /// The index past the last element, `count`.
  @inline(__always) package var endIndex: Int { base.count }
  /// The number of elements.
  @inline(__always) package var count: Int { base.count }
  /// Whether there are no elements.
  @inline(__always) package var isEmpty: Bool { base.isEmpty }

  /// The element at `index`, which is in `0..<count`.
  @inline(__always)
  package subscript(index: Int) -> Element {
    #if DEBUG
      precondition(index >= 0 && index < base.count, "ReadBuffer index out of bounds")
    #endif
    return base[index]
  }

  /// `body` over the elements as the standard library lends them, so that `String(decoding:as:)` and
  /// the like read them at once.
  @inline(__always)
  package func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R)
    rethrows -> R?
  {
    try body(base)
  }

  /// Appends the elements to `array`, copied at once.
  @inline(__always)
  package func append(to array: inout [Element]) { array.append(contentsOf: base) }

  /// Copies the elements of `range` into `target` from `targetOffset` on (trivial elements).
  @inline(__always)
  package func copy(_ range: Range<Int>, into target: WriteBuffer<Element>, at targetOffset: Int) {
    #if DEBUG
      precondition(range.lowerBound >= 0 && range.upperBound <= count, "ReadBuffer range out of bounds")
      precondition(targetOffset >= 0 && targetOffset + range.count <= target.count, "WriteBuffer overflow")
      precondition(_isPOD(Element.self), "copy is for trivial elements")
    #endif
    guard let source = base.baseAddress, !range.isEmpty else { return }
    target.place(from: source + range.lowerBound, count: range.count, at: targetOffset)
  }
}

extension ReadBuffer<UInt8> {
  /// The view of the UTF-8 bytes of a static string (which lives as long as the program).
  @inline(__always)
  package init(utf8Of text: StaticString) {
    #if DEBUG
      precondition(text.hasPointerRepresentation, "a static string of one scalar has no bytes to view")
    #endif
    self.init(base: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// The eight bytes from `offset` on as one little- or big-endian word of the machine, read unaligned.
  @inline(__always)
  package func word(at offset: Int) -> UInt64 {
    #if DEBUG
      precondition(offset >= 0 && offset + 8 <= base.count, "ReadBuffer word out of bounds")
    #endif
    return UnsafeRawPointer(base.baseAddress.unsafelyUnwrapped).loadUnaligned(
      fromByteOffset: offset, as: UInt64.self)
  }

  /// The string of the bytes (ill-formed UTF-8 repaired, as `String(decoding:as:)` does).
  @inline(__always)
  package var string: String { String(decoding: base, as: UTF8.self) }
}

extension WriteBuffer {
  /// The elements written so far, as a read-only view of the same memory.
  @inline(__always)
  package var reading: ReadBuffer<Element> { ReadBuffer(base: UnsafeBufferPointer(writable)) }
}

extension Array {
  /// `body` over a read-only view of the elements.
  @inline(__always)
  package func withReadBuffer<R>(_ body: (ReadBuffer<Element>) throws -> R) rethrows -> R {
    try withUnsafeBufferPointer { try body(ReadBuffer(base: $0)) }
  }
}

extension ArraySlice {
  /// `body` over a read-only view of the elements, numbered from 0.
  @inline(__always)
  package func withReadBuffer<R>(_ body: (ReadBuffer<Element>) throws -> R) rethrows -> R {
    try withUnsafeBufferPointer { try body(ReadBuffer(base: $0)) }
  }
}

extension Sequence {
  /// `body` over a read-only view of the elements when they are stored contiguously, else nil.
  @inline(__always)
  package func withContiguousReadBuffer<R>(_ body: (ReadBuffer<Element>) throws -> R) rethrows -> R? {
    try withContiguousStorageIfAvailable { try body(ReadBuffer(base: $0)) }
  }
}

extension String {
  /// `body` over a read-only view of the string's UTF-8 bytes (made contiguous first if they are not).
  @inline(__always)
  package mutating func withBytes<R>(_ body: (ReadBuffer<UInt8>) throws -> R) rethrows -> R {
    try withUTF8 { try body(ReadBuffer(base: $0)) }
  }
}

extension String? {
  /// `body` over the string's UTF-8 bytes, or over nil when there is no string.
  @inline(__always)
  package mutating func withBytes<R>(_ body: (ReadBuffer<UInt8>?) throws -> R) rethrows -> R {
    guard var string = self else { return try body(nil) }
    return try string.withUTF8 { try body(ReadBuffer(base: $0)) }
  }
}
