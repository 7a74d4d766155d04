import Foundation

/// Reads fuzzed JSON as a mask description: ``MaskSpec/init(json:)`` and `JSONDecoder` (its `Codable`)
/// reach the same verdict, a refusal is a `MaskSpecError` with a position inside the text, the encoded
/// form (sorted keys, and ``MaskSpec/json``) reads back equal by both paths, encodes to the same bytes
/// again, and ``MaskSpec/makeMask()``
/// never crashes.
func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  let json = String(decoding: bytes, as: UTF8.self)
  let read: MaskSpec?
  do {
    read = try MaskSpec(json: json)
  } catch {
    fuzzCheck(error.position >= 0 && error.position <= json.count, "error position outside the text")
    fuzzCheck(!error.message.isEmpty, "an error without a message")
    read = nil
  }
  // Valid UTF-8 only: the decoder refuses other bytes, where the text reader reads repaired text.
  if String(validatingUTF8: Array(bytes.map { CChar(bitPattern: $0) }) + [0]) != nil {
    let decoded = try? JSONDecoder().decode(MaskSpec.self, from: bytes)
    if let decoded, let read {
      fuzzCheck(decoded == read, "JSONDecoder and init(json:) read different descriptions")
    }
    // Foundation's decoder takes some texts the strict reader refuses (a number as 1.0e0, duplicate
    // keys), never the other way round.
    if read != nil { fuzzCheck(decoded != nil, "JSONDecoder refuses a description init(json:) reads") }
  }
  guard let read else { return 0 }
  // Foundation's encoder writes an object's members in its dictionary's order unless told to sort them.
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  let text = read.json
  fuzzCheck(read.json == text, "MaskSpec.json differs between two calls")
  fuzzCheck((try? MaskSpec(json: text)) == read, "MaskSpec.json reads back as another description")
  guard let encoded = try? encoder.encode(read) else {
    fuzzCheck(false, "a description read does not encode")
    return 0
  }
  fuzzCheck((try? encoder.encode(read)) == encoded, "encoding the same description twice differs")
  let encodedText = String(decoding: encoded, as: UTF8.self)
  fuzzCheck((try? MaskSpec(json: encodedText)) == read, "the encoded description reads back as another")
  fuzzCheck((try? JSONDecoder().decode(MaskSpec.self, from: encoded)) == read, "decoding the encoding differs")
  if let mask = try? read.makeMask() {
    fuzzCheck(mask.apply(CaretText(json, caret: json.count)), "a described mask's apply")
  }
  return 0
}
