import MaskKit

#if canImport(Combine)
  import Combine
#endif

/// Hands every update a delegate shows to any number of `AsyncStream`s (and, where Combine exists, to a
/// publisher).
///
/// The feed finishes when ``finish()`` is called or when it (its delegate) goes away: every stream ends
/// and the publisher sends `.finished`; streams asked for afterwards end at once.
@MainActor
public final class TextFieldUpdateFeed {
  private var outlets = Outlets()
  #if canImport(Combine)
    /// Every update sent from now on, as a Combine publisher; it finishes when the feed finishes.
    public var publisher: AnyPublisher<TextFieldUpdate, Never> { outlets.subject.eraseToAnyPublisher() }
  #endif

  /// Creates a feed with no listeners.
  public init() {}

  /// Finishes when the feed (its delegate) goes away, so `for await` loops and Combine subscribers end.
  deinit {
    outlets.finish()
  }

  /// A new stream of every update sent from now on; it ends when the feed finishes.
  public func stream() -> AsyncStream<TextFieldUpdate> {
    // What `AsyncStream.makeStream(of:bufferingPolicy:)` does (the initializer runs its closure at once),
    // spelled out: that function is not in the macOS 13.3 SDK that CI type-checks against.
    var made: AsyncStream<TextFieldUpdate>.Continuation?
    let stream = AsyncStream<TextFieldUpdate>(bufferingPolicy: .bufferingNewest(64)) { made = $0 }
    guard let continuation = made else { return stream }
    guard let id = outlets.add(continuation) else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.outlets.remove(id) }
    }
    return stream
  }

  /// Sends `update` to every stream and the publisher.
  public func send(_ update: TextFieldUpdate) {
    outlets.send(update)
  }

  /// Ends every stream and finishes the publisher.
  public func finish() {
    outlets.finish()
  }

  /// Where updates go: the open streams and the Combine subject. One type, so that ``finish()`` and
  /// `deinit` end all of them the same way.
  private struct Outlets {
    private var continuations: [Int: AsyncStream<TextFieldUpdate>.Continuation] = [:]
    private var nextID = 0
    /// Whether the outlets finished; nothing is sent afterwards.
    private var isFinished = false
    #if canImport(Combine)
      let subject = PassthroughSubject<TextFieldUpdate, Never>()
    #endif

    /// Keeps `continuation` and returns its identifier; nil once finished.
    mutating func add(_ continuation: AsyncStream<TextFieldUpdate>.Continuation) -> Int? {
      guard !isFinished else { return nil }
      let id = nextID
      nextID += 1
      continuations[id] = continuation
      return id
    }

    /// Forgets the continuation of a stream that ended.
    mutating func remove(_ id: Int) {
      continuations[id] = nil
    }

    func send(_ update: TextFieldUpdate) {
      guard !isFinished else { return }
      for continuation in continuations.values { continuation.yield(update) }
      #if canImport(Combine)
        subject.send(update)
      #endif
    }

    mutating func finish() {
      guard !isFinished else { return }
      isFinished = true
      for continuation in continuations.values { continuation.finish() }
      continuations = [:]
      #if canImport(Combine)
        subject.send(completion: .finished)
      #endif
    }
  }
}
