import Testing

@testable import MaskKitCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Sends what the commands a suite runs write to standard output and standard error
/// (`OutputDescriptors`) to `/dev/null`, so the test log holds only the tests' own lines; a test that
/// reads a command's output passes its own descriptor (`Pipes.output`) and sees it as before.
struct QuietOutput: SuiteTrait, TestTrait, TestScoping {
  /// `/dev/null`, opened once for writing.
  static let null: Int32 = open("/dev/null", O_WRONLY)

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await OutputDescriptors.$output.withValue(Self.null) {
      try await OutputDescriptors.$error.withValue(Self.null) { try await function() }
    }
  }
}

extension Trait where Self == QuietOutput {
  /// A command's standard output and standard error go to `/dev/null` during the test.
  static var quietOutput: QuietOutput { QuietOutput() }
}

/// What a command writes to standard error while `body` runs, as text.
func standardError(of body: () throws -> Void) -> (text: String, error: (any Error)?) {
  Pipes.output { descriptor in try OutputDescriptors.$error.withValue(descriptor) { try body() } }
}
