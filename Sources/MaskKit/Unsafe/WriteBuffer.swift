/// A writable view of contiguous trivial elements, valid only inside the closure that lent it.
///
/// One of the handle types of `Unsafe/` (see CONTRIBUTING, "Unsafe code"). Invariants, checked in
/// debug builds: every index written or read is in `0..<count`; the elements are trivial (no
/// reference counting: bytes, scalars, integers), so writing over uninitialized memory is sound; a
/// view never outlives the closure that lent it (`withWriteBuffer`, `withScratch`,
/// `init(fillingCapacity:)`, `String.writingUTF8`), and an element is read only after it was written.
package struct WriteBuffer<Element>: RandomAccessCollection {
  /// The elements, as the standard library lends them.
  let writable: UnsafeMutableBufferPointer<Element>

  /// The view of `writable`; only this folder makes views from pointers.
  @inline(__always)
  init(writable: UnsafeMutableBufferPointer<Element>) {
    #if DEBUG
      precondition(_isPOD(Element.self), "WriteBuffer is for trivial elements")
    #endif
    self.writable = writable
  }

  /// The first index, 0.
  @inline(__always) package var startIndex: Int { 0 }
  /// The index past the last element, `count`.
  @inline(__always) package var endIndex: Int { writable.count }
  /// The number of elements.
  @inline(__always) package var count: Int { writable.count }

  /// The element at `index`, which is in `0..<count`.
  @inline(__always)
  package subscript(index: Int) -> Element {
    get {
      #if DEBUG
        precondition(index >= 0 && index < writable.count, "WriteBuffer index out of bounds")
      #endif
      return writable[index]
    }
    nonmutating set {
      #if DEBUG
        precondition(index >= 0 && index < writable.count, "WriteBuffer index out of bounds")
      #endif
      writable[index] = newValue
    }
  }

  /// Every element set to `value`.
  @inline(__always)
  package func fill(with value: Element) { writable.initialize(repeating: value) }

  /// Copies `source` to the start of the buffer; returns how many elements it copied.
  @inline(__always)
  package func copy(from source: ReadBuffer<Element>) -> Int {
    let copied = Swift.min(source.count, count)
    source.copy(0..<copied, into: self, at: 0)
    return copied
  }

  /// Writes the `count` elements at `source` from `offset` on (for `ReadBuffer.copy`).
  @inline(__always)
  func place(from source: UnsafePointer<Element>, count: Int, at offset: Int) {
    writable.baseAddress.unsafelyUnwrapped.advanced(by: offset).update(from: source, count: count)
  }

  /// A buffer of `capacity` elements on the heap, each `value`, that its owner frees with
  /// ``deallocate()`` exactly once, after its last use (the memo tables of the scalar fast paths,
  /// whose `defer` frees them).
  @inline(__always)
  package static func allocate(capacity: Int, filledWith value: Element) -> WriteBuffer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: capacity)
    buffer.initialize(repeating: value)
    return WriteBuffer(writable: buffer)
  }

  /// Writes `element` at `end`, then moves `end` past it.
  @inline(__always)
  package func append(_ element: Element, at end: inout Int) {
    self[end] = element
    end &+= 1
  }

  /// Copies `source[start..<end]` to `offset` on (nothing when `end` is not after `start`), then moves
  /// `start` to `end` and `offset` past what it copied.
  @inline(__always)
  package func copy(_ source: ReadBuffer<Element>, from start: inout Int, upTo end: Int, at offset: inout Int)
  {
    guard start < end else { return }
    source.copy(start..<end, into: self, at: offset)
    offset &+= end &- start
    start = end
  }

  /// Copies `source[range]` to `offset` on and to `otherOffset` on in `other` (a scalar into the display
  /// and the value), moving both offsets past it.
  @inline(__always)
  package func take(
    _ source: ReadBuffer<Element>, _ range: Range<Int>, at offset: inout Int,
    alsoInto other: WriteBuffer<Element>,
    at otherOffset: inout Int
  ) {
    source.copy(range, into: self, at: offset)
    source.copy(range, into: other, at: otherOffset)
    offset &+= range.count
    otherOffset &+= range.count
  }

  /// Frees a buffer made by ``allocate(capacity:filledWith:)``.
  @inline(__always)
  package func deallocate() { writable.deallocate() }

  /// `body` over a temporary buffer of `capacity` elements, on the stack when it is small.
  @inline(__always)
  package static func withScratch<R>(
    of type: Element.Type, capacity: Int, _ body: (WriteBuffer<Element>) throws -> R
  ) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: type, capacity: capacity) { try body(WriteBuffer(writable: $0)) }
  }
}

extension Array {
  /// An array of at most `capacity` elements that `body` writes from the start of a buffer, setting
  /// how many it wrote.
  ///
  /// `body` writes into a temporary buffer (on the stack when it is small), whose elements are then
  /// appended to an array reserved for exactly them. `Array(unsafeUninitializedCapacity:)` would save
  /// the copy but allocates through the standard library's unspecialized buffer code, which looks up
  /// the storage type's metadata at run time on every call (about 400 instructions; callgrind over
  /// `maskkit format --preset phone`), more than the copy of a few dozen elements costs.
  @inline(__always)
  package init(fillingCapacity capacity: Int, _ body: (WriteBuffer<Element>, inout Int) throws -> Void)
    rethrows
  {
    self = try WriteBuffer.withScratch(of: Element.self, capacity: capacity) { buffer in
      var count = 0
      try body(buffer, &count)
      #if DEBUG
        precondition(count >= 0 && count <= capacity, "more elements written than the capacity")
      #endif
      var array: [Element] = []
      array.reserveCapacity(count)
      array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer.writable[0..<count]))
      return array
    }
  }

  /// Two arrays of at most `capacity` and `otherCapacity` elements that `body` writes from the start of
  /// two buffers, returning how many it wrote in each (the display and value of the fast paths).
  @inline(__always)
  package static func filling(
    _ capacity: Int, _ otherCapacity: Int, _ body: (WriteBuffer<Element>, WriteBuffer<Element>) -> (Int, Int)
  ) -> (Self, Self) {
    var other: [Element] = []
    var counts = (0, 0)
    let first = Self(fillingCapacity: capacity) { buffer, count in
      other = Self(fillingCapacity: otherCapacity) { otherBuffer, otherCount in
        counts = body(buffer, otherBuffer)
        otherCount = counts.1
      }
      count = counts.0
    }
    return (first, other)
  }

  /// `body` over a writable view of the elements.
  @inline(__always)
  package mutating func withWriteBuffer<R>(_ body: (WriteBuffer<Element>) throws -> R) rethrows -> R {
    try withUnsafeMutableBufferPointer { try body(WriteBuffer(writable: $0)) }
  }
}

/// `body` over the bytes of `value`, a trivial value, as a writable buffer of bytes.
@inline(__always)
package func withByteBuffer<T, R>(of value: inout T, _ body: (WriteBuffer<UInt8>) throws -> R) rethrows -> R {
  try withUnsafeMutableBytes(of: &value) { try body(WriteBuffer(writable: $0.bindMemory(to: UInt8.self))) }
}
