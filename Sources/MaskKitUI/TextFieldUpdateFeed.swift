import MaskKit

#if canImport(Combine)
  import Combine
#endif

/// Hands every update a delegate shows to any number of `AsyncStream`s (and, where Combine exists, to a
/// publisher).
@MainActor
public final class TextFieldUpdateFeed {
  private var continuations: [Int: AsyncStream<TextFieldUpdate>.Continuation] = [:]
  private var nextID = 0
  #if canImport(Combine)
    private let subject = PassthroughSubject<TextFieldUpdate, Never>()

    /// Every update sent from now on, as a Combine publisher; it finishes when the feed finishes.
    public var publisher: AnyPublisher<TextFieldUpdate, Never> { subject.eraseToAnyPublisher() }
  #endif

  /// Creates a feed with no listeners.
  public init() {}

  /// Ends every stream when the feed (its delegate) goes away, so `for await` loops over it finish.
  deinit {
    for continuation in continuations.values { continuation.finish() }
  }

  /// A new stream of every update sent from now on; it ends when the feed finishes.
  public func stream() -> AsyncStream<TextFieldUpdate> {
    let (stream, continuation) = AsyncStream<TextFieldUpdate>.makeStream(
      bufferingPolicy: .bufferingNewest(64))
    let id = nextID
    nextID += 1
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  /// Sends `update` to every stream.
  public func send(_ update: TextFieldUpdate) {
    for continuation in continuations.values { continuation.yield(update) }
    #if canImport(Combine)
      subject.send(update)
    #endif
  }

  /// Ends every stream.
  public func finish() {
    for continuation in continuations.values { continuation.finish() }
    continuations = [:]
    #if canImport(Combine)
      subject.send(completion: .finished)
    #endif
  }
}
