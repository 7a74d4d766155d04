// The Combine publisher of the delegates' updates (Combine is not on Linux, so the stand-in check skips it).

#if canImport(Combine)
  import Combine

  extension MaskingDelegate {
    /// Every update the delegate shows, from now on, as a Combine publisher; it finishes when the
    /// delegate goes away.
    public var updatePublisher: AnyPublisher<TextFieldUpdate, Never> { controller.feed.publisher }
  }
#endif
