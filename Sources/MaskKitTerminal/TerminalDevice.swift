#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads keys from one file descriptor and draws on another.
struct TerminalDevice {
  let input: Int32
  let output: Int32

  /// Waits up to `milliseconds` for input; true when there are bytes to read.
  func waitForInput(milliseconds: Int32) throws(TerminalError) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    if ready < 0 {
      if errno == EINTR { return false }
      throw .systemCall("poll", errno: errno)
    }
    return ready > 0
  }

  /// Reads what is available; an empty array means the terminal is gone.
  func readAvailable() throws(TerminalError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        raw.baseAddress.map { read(input, $0, raw.count) } ?? 0
      }
      if count >= 0 { return Array(buffer.prefix(count)) }
      if errno != EINTR && errno != EAGAIN { throw .systemCall("read", errno: errno) }
    }
  }

  /// Writes `text` completely.
  func writeAll(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        raw.baseAddress.map { write(output, $0 + offset, raw.count - offset) } ?? 0
      }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }

  /// The terminal's width in columns, or 80 when it cannot be told.
  var width: Int {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}
