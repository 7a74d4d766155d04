import MaskKitCLI
import Testing

@Test(.quietOutput) func jsonRoundTrips() throws {
  let text = #"{"a":[1,true,null,"x\"\u00e9\ud83d\ude00"],"b":-2.5}"#
  let value = try JSONValue.parse(text)
  #expect(value.serialized == #"{"a":[1,true,null,"x\"é😀"],"b":-2.5}"#)
}
