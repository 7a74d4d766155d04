import ArgumentParser

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Rewrites column `column` of the CSV on standard input with `transform` (nil: the cell does not fit)
/// and writes it to standard output; counts the rows left as they were on standard error.
func rewriteCSVColumn(_ column: String, _ transform: @escaping (String) -> String?) throws {
  var rewriter = CSVColumnRewriter(column: column, transform: transform)
  var splitter = CSVRecordSplitter()
  var output = StandardOutput()
  var chunk = [UInt8](repeating: 0, count: ioChunkSize)
  do {
    while true {
      let count = chunk.read(from: 0)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      for record in splitter.feed(chunk[..<count]) { output.writeBytes(try rewriter.rewrite(record)) }
    }
    if let last = splitter.finish() { output.writeBytes(try rewriter.rewrite(last)) }
  } catch {
    try output.flush()
    StandardOutput.error("maskkit: \(error.message)")
    throw ExitCode(2)
  }
  try output.flush()
  if let summary = rewriter.summary { StandardOutput.error(summary) }
}
