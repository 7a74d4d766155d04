#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file that cannot be read.
struct TextFileError: Error {
  let message: String
}

/// Reads the whole file at `path` as UTF-8, without Foundation; a file that is not UTF-8 is an error.
func readTextFile(_ path: String) throws(TextFileError) -> String {
  guard let file = fopen(path, "rb") else {
    throw TextFileError(message: "cannot open \(path): \(String(cString: strerror(errno)))")
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: ioChunkSize)
  while true {
    let count = chunk.read(from: file)
    bytes.append(contentsOf: chunk[..<count])
    if count < chunk.count { break }
  }
  guard ferror(file) == 0 else { throw TextFileError(message: "cannot read \(path)") }
  let text = String(decoding: bytes, as: UTF8.self)
  guard text.utf8.elementsEqual(bytes) else { throw TextFileError(message: "\(path) is not valid UTF-8") }
  return text
}
