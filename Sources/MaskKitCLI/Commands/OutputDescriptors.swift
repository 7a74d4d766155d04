/// The file descriptors the commands write to: standard output (1) and standard error (2) unless a
/// caller binds others for a scope, as the tests do to keep a command's messages out of their log or to
/// read them (`OutputDescriptors.$error.withValue(descriptor) { … }`).
enum OutputDescriptors {
  /// Where a command's results go.
  @TaskLocal static var output: Int32 = 1
  /// Where a command's messages (`maskkit: …`) go.
  @TaskLocal static var error: Int32 = 2
}
