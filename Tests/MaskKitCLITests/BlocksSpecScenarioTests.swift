import MaskKitCLI
import Testing

/// The worked scenarios of the blocks specification (§8) that are not in the vector sample: the final
/// text, caret, status, events of the last step and each block's charStatus.
@Suite(.quietOutput) struct BlocksSpecScenarioTests {
  static let scenarios: [(id: String, line: String, expected: String)] = [
    (
      "A01", ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD-EFGH-IJKL-MNOP"}"##,
      ##"{"text":"ABCD-EFGH-IJKL-MNOP","caret":[0,0],"status":"clear","events":[],"charStatus":["0000","0000","0000","0000"]}"##
    ),
    (
      "A02", ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"_"}"##,
      ##"{"text":"____-____-____-____","caret":[0,0],"status":"clear","events":[],"charStatus":["0000","0000","0000","0000"]}"##
    ),
    (
      "A04", ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"AB"}"##,
      ##"{"text":"****-****-****-****","caret":[0,0],"status":"clear","events":[],"charStatus":["0000","0000","0000","0000"]}"##
    ),
    (
      "A05", ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD/EFGH/IJKL/MNOP"}"##,
      ##"{"text":"ABCD-EFGH-IJKL-MNOP","caret":[0,0],"status":"clear","events":[],"charStatus":["0000","0000","0000","0000"]}"##
    ),
    (
      "A10", ##"{"mask":"+38 ({ddd}) {ddd}-{dd}-{dd}","template":"+38 (___) ___-__-__"}"##,
      ##"{"text":"+38 (___) ___-__-__","caret":[5,5],"status":"clear","events":[],"charStatus":["000","000","00","00"]}"##
    ),
    (
      "A11", ##"{"mask":"{aa}/{d} {d} {d}-{ddd}-{dd}","template":"CC/N N N-NNN-NNs"}"##,
      ##"{"text":"**/* * *-***-**","caret":[0,0],"status":"clear","events":[],"charStatus":["00","0","0","0","000","00"]}"##
    ),
    (
      "A21", ##"{"mask":"({ddd})","template":"(___)"}"##,
      ##"{"text":"(___)","caret":[1,1],"status":"clear","events":[],"charStatus":["000"]}"##
    ),
    (
      "A07",
      ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD-EFGH-IJKL-MNOP","placeholder":"Card key","ops":[{"op":"type","chars":"1"}]}"##,
      ##"{"text":"1BCD-EFGH-IJKL-MNOP","caret":[1,1],"status":"incomplete","events":["insert"],"charStatus":["1000","0000","0000","0000"]}"##
    ),
    (
      "A29",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"1"},{"op":"setPlaceholder","placeholder":"dd-dd"}]}"##,
      ##"{"text":"1_-__","caret":[1,1],"status":"incomplete","events":[],"charStatus":["10","00"]}"##
    ),
    (
      "D08",
      ##"{"mask":"{dd}-{dd}","template":"_","placeholder":"dd-dd","ops":[{"op":"caret","at":5},{"op":"backspace","count":5}],"initialText":"1234"}"##,
      ##"{"text":"","caret":[0,0],"status":"clear","events":["delete"],"charStatus":["00","00"]}"##
    ),
    (
      "B02",
      ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD-EFGH-IJKL-MNOP","initialText":"1234-abcd-@a#b-wxyz"}"##,
      ##"{"text":"1234-abcd-@a#b-wxyz","caret":[19,19],"status":"complete","events":["insert"],"charStatus":["1111","1111","1111","1111"]}"##
    ),
    (
      "B03",
      ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD-EFGH-IJKL-MNOP","initialText":"1234abcd@a#bwxyz"}"##,
      ##"{"text":"1234-abcd-@a#b-wxyz","caret":[19,19],"status":"complete","events":["insert"],"charStatus":["1111","1111","1111","1111"]}"##
    ),
    (
      "B04",
      ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD-EFGH-IJKL-MNOP","initialText":"12345678"}"##,
      ##"{"text":"1234-EFGH-IJKL-MNOP","caret":[4,4],"status":"incomplete","events":["replace"],"charStatus":["1111","0000","0000","0000"]}"##
    ),
    (
      "B07", ##"{"mask":"{dd}-{dd}","template":"_","initialText":"123456789"}"##,
      ##"{"text":"12-34","caret":[5,5],"status":"complete","events":["insert"],"charStatus":["11","11"]}"##
    ),
    (
      "B08",
      ##"{"mask":"{dddd}-{dddd}-{dddd}-{dddd}","template":"ABCD-EFGH-IJKL-MNOP","initialText":"abcd"}"##,
      ##"{"text":"ABCD-EFGH-IJKL-MNOP","caret":[0,0],"status":"clear","events":["delete"],"charStatus":["0000","0000","0000","0000"]}"##
    ),
    (
      "B13",
      ##"{"mask":"+38 ({ddd}) {ddd}-{dd}-{dd}","template":"+38 (___) ___-__-__","initialText":"05012"}"##,
      ##"{"text":"+38 (050) 12_-__-__","caret":[12,12],"status":"incomplete","events":["replace"],"charStatus":["111","110","00","00"]}"##
    ),
    (
      "B17", ##"{"mask":"{dd}-{dd}","template":"_","initialText":"12/34"}"##,
      ##"{"text":"12-__","caret":[2,2],"status":"incomplete","events":["replace"],"charStatus":["11","00"]}"##
    ),
    (
      "B18", ##"{"mask":"{dd}-{dd}","template":"_","initialText":"12 34"}"##,
      ##"{"text":"12-34","caret":[5,5],"status":"complete","events":["insert"],"charStatus":["11","11"]}"##
    ),
    (
      "B19", ##"{"mask":"{dd}-{dd}","template":"_","initialText":"-1234"}"##,
      ##"{"text":"__-__","caret":[0,0],"status":"clear","events":["delete"],"charStatus":["00","00"]}"##
    ),
    (
      "H15", ##"{"mask":"{dd}-{dd}","template":"_","initialText":" 1234"}"##,
      ##"{"text":"__-__","caret":[0,0],"status":"clear","events":["delete"],"charStatus":["00","00"]}"##
    ),
    (
      "B26",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"setText","text":"56"}],"initialText":"1234"}"##,
      ##"{"text":"56-__","caret":[2,2],"status":"incomplete","events":["replace"],"charStatus":["11","00"]}"##
    ),
    (
      "H07",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"setText","text":"1234"}],"initialText":"1234"}"##,
      ##"{"text":"12-34","caret":[5,5],"status":"complete","events":["insert"],"charStatus":["11","11"]}"##
    ),
    (
      "C02",
      ##"{"mask":"{dddd}-{dddd}-{dddd}-{dddd}","template":"ABCD-EFGH-IJKL-MNOP","ops":[{"op":"type","chars":"1234567890123456"}]}"##,
      ##"{"text":"1234-5678-9012-3456","caret":[19,19],"status":"complete","events":["insert"],"charStatus":["1111","1111","1111","1111"]}"##
    ),
    (
      "C05",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},{"op":"type","chars":"-"}]}"##,
      ##"{"text":"12-__","caret":[3,3],"status":"incomplete","events":[],"charStatus":["11","00"]}"##
    ),
    (
      "C06",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},{"op":"type","chars":" "}]}"##,
      ##"{"text":"12-__","caret":[3,3],"status":"incomplete","events":[],"charStatus":["11","00"]}"##
    ),
    (
      "C07",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},{"op":"type","chars":"3"}]}"##,
      ##"{"text":"12-3_","caret":[4,4],"status":"incomplete","events":["insert"],"charStatus":["11","10"]}"##
    ),
    (
      "C09",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"caret","at":1},{"op":"type","chars":"9"}],"initialText":"1234"}"##,
      ##"{"text":"19-34","caret":[2,2],"status":"complete","events":["insert"],"charStatus":["11","11"]}"##
    ),
    (
      "C10",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"caret","at":1},{"op":"backspace","count":1},{"op":"type","chars":"7"}],"initialText":"1234"}"##,
      ##"{"text":"72-34","caret":[1,1],"status":"complete","events":["insert"],"charStatus":["11","11"]}"##
    ),
    (
      "C15",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"caret","at":5},{"op":"type","chars":"5"}],"initialText":"1234"}"##,
      ##"{"text":"12-34","caret":[5,5],"status":"complete","events":[],"charStatus":["11","11"]}"##
    ),
    (
      "C23",
      ##"{"mask":"{dddd}-{DDDD}-{WaWa}-{aaaa}","template":"ABCD-EFGH-IJKL-MNOP","ops":[{"op":"caret","at":5},{"op":"type","chars":"ab"}]}"##,
      ##"{"text":"ABCD-abGH-IJKL-MNOP","caret":[7,7],"status":"incomplete","events":["insert"],"charStatus":["0000","1100","0000","0000"]}"##
    ),
    (
      "G10",
      ##"{"mask":"{dd}-{dd}","template":"_","jumpToPrevBlock":true,"ops":[{"op":"caret","at":3},{"op":"type","chars":"x"}],"initialText":"12"}"##,
      ##"{"text":"12-__","caret":[2,2],"status":"incomplete","events":["error"],"charStatus":["11","00"]}"##
    ),
    (
      "D04",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"caret","at":4},{"op":"backspace","count":1},{"op":"backspace","count":1}],"initialText":"1234"}"##,
      ##"{"text":"12-_4","caret":[2,2],"status":"incomplete","events":[],"charStatus":["11","01"]}"##
    ),
    (
      "D05",
      ##"{"mask":"{dd}-{dd}","template":"_","jumpToPrevBlock":true,"ops":[{"op":"caret","at":4},{"op":"backspace","count":1},{"op":"backspace","count":1}],"initialText":"1234"}"##,
      ##"{"text":"1_-_4","caret":[1,1],"status":"incomplete","events":["delete"],"charStatus":["10","01"]}"##
    ),
    (
      "D06",
      ##"{"mask":"{dddd}","template":"_","ops":[{"op":"caret","at":2},{"op":"backspace","count":1}],"initialText":"1234"}"##,
      ##"{"text":"1_34","caret":[1,1],"status":"incomplete","events":["delete"],"charStatus":["1011"]}"##
    ),
    (
      "D09",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"caret","at":0},{"op":"backspace","count":1}],"initialText":"1234"}"##,
      ##"{"text":"12-34","caret":[0,0],"status":"complete","events":[],"charStatus":["11","11"]}"##
    ),
    (
      "D10",
      ##"{"mask":"{dddd}","template":"_","ops":[{"op":"select","range":[1,2]},{"op":"backspace","count":1}],"initialText":"1234"}"##,
      ##"{"text":"1__4","caret":[1,1],"status":"incomplete","events":["delete"],"charStatus":["1001"]}"##
    ),
    (
      "D14",
      ##"{"mask":"{dddd}-{dddd}-{dddd}-{dddd}","template":"ABCD-EFGH-IJKL-MNOP","jumpToPrevBlock":true,"ops":[{"op":"caret","at":9},{"op":"backspace","count":6}],"initialText":"12345678"}"##,
      ##"{"text":"12CD-EFGH-IJKL-MNOP","caret":[2,2],"status":"incomplete","events":["delete"],"charStatus":["1100","0000","0000","0000"]}"##
    ),
    (
      "D17",
      ##"{"mask":"+38 ({ddd}) {ddd}-{dd}-{dd}","template":"+38 (___) ___-__-__","ops":[{"op":"backspace","count":4}],"initialText":"050"}"##,
      ##"{"text":"+38 (___) ___-__-__","caret":[4,4],"status":"clear","events":[],"charStatus":["000","000","00","00"]}"##
    ),
    (
      "D18",
      ##"{"mask":"+38 ({ddd}) {ddd}-{dd}-{dd}","template":"+38 (___) ___-__-__","jumpToPrevBlock":true,"ops":[{"op":"backspace","count":3}],"initialText":"0501"}"##,
      ##"{"text":"+38 (0__) ___-__-__","caret":[6,6],"status":"incomplete","events":["delete"],"charStatus":["100","000","00","00"]}"##
    ),
    (
      "G20",
      ##"{"mask":"{dd}{aa}","template":"_","jumpToPrevBlock":true,"ops":[{"op":"caret","at":3},{"op":"backspace","count":1},{"op":"backspace","count":1}],"initialText":"12ab"}"##,
      ##"{"text":"1__b","caret":[1,1],"status":"incomplete","events":["delete"],"charStatus":["10","01"]}"##
    ),
    (
      "E02",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"select","range":[1,3]},{"op":"paste","string":"56"}],"initialText":"1234"}"##,
      ##"{"text":"15-64","caret":[4,4],"status":"complete","events":["insert"],"charStatus":["11","11"]}"##
    ),
    (
      "E05",
      ##"{"mask":"{dddd}-{dddd}-{dddd}-{dddd}","template":"ABCD-EFGH-IJKL-MNOP","ops":[{"op":"paste","string":"12a4"}]}"##,
      ##"{"text":"12CD-EFGH-IJKL-MNOP","caret":[2,2],"status":"incomplete","events":["insert"],"charStatus":["1100","0000","0000","0000"]}"##
    ),
    (
      "E06",
      ##"{"mask":"{dddd}","template":"_","ops":[{"op":"select","range":[1,2]},{"op":"type","chars":"x"}],"initialText":"1234"}"##,
      ##"{"text":"1__4","caret":[1,1],"status":"incomplete","events":["delete"],"charStatus":["1001"]}"##
    ),
    (
      "E07",
      ##"{"mask":"+38 ({ddd}) {ddd}-{dd}-{dd}","template":"+38 (___) ___-__-__","ops":[{"op":"beginEditing"},{"op":"paste","string":"(050) 123-45-67"}]}"##,
      ##"{"text":"+38 (___) ___-__-__","caret":[5,5],"status":"clear","events":["error"],"charStatus":["000","000","00","00"]}"##
    ),
    (
      "G21",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"select","range":[0,5]},{"op":"type","chars":"1"}]}"##,
      ##"{"text":"1_-__","caret":[1,1],"status":"incomplete","events":["replace"],"charStatus":["10","00"]}"##
    ),
    (
      "G01", ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"clearButton"}],"initialText":"1234"}"##,
      ##"{"text":"__-__","caret":[0,0],"status":"clear","events":["delete"],"charStatus":["00","00"]}"##
    ),
    (
      "G03",
      ##"{"mask":"{dddd}","template":"_","ops":[{"op":"caret","at":2},{"op":"backspace","count":1},{"op":"caret","at":4},{"op":"refresh"}],"initialText":"1234"}"##,
      ##"{"text":"1_34","caret":[1,1],"status":"incomplete","events":[],"charStatus":["1011"]}"##
    ),
    (
      "G05",
      ##"{"mask":"{dddd}-{dddd}-{dddd}-{dddd}","template":"ABCD-EFGH-IJKL-MNOP","ops":[{"op":"caret","at":2},{"op":"backspace","count":1},{"op":"caret","at":9},{"op":"beginEditing"}],"initialText":"12345678"}"##,
      ##"{"text":"1B34-5678-IJKL-MNOP","caret":[1,1],"status":"incomplete","events":[],"charStatus":["1011","1111","0000","0000"]}"##
    ),
    (
      "G07",
      ##"{"mask":"+38 ({ddd}) {ddd}-{dd}-{dd}","template":"+38 (___) ___-__-__","ops":[{"op":"beginEditing"}]}"##,
      ##"{"text":"+38 (___) ___-__-__","caret":[5,5],"status":"clear","events":[],"charStatus":["000","000","00","00"]}"##
    ),
    (
      "A24",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},{"op":"setMask","mask":"dd"},{"op":"type","chars":"3"}]}"##,
      ##"{"text":"12-3_","caret":[4,4],"status":"incomplete","events":["insert"],"charStatus":["11","10"]}"##
    ),
    (
      "A26",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"1"},{"op":"setMask","mask":""}]}"##,
      ##"{"text":"1_-__","caret":[1,1],"status":"incomplete","events":[],"charStatus":["10","00"]}"##
    ),
    (
      "A23",
      ##"{"mask":"{dd}-{dd}","template":"_","ops":[{"op":"type","chars":"12"},{"op":"setMask","mask":"{dd}/{dd}/{dddd}"}]}"##,
      ##"{"text":"**/**/****","caret":[0,0],"status":"clear","events":[],"charStatus":["00","00","0000"]}"##
    ),
  ]

  @Test(arguments: scenarios.map(\.id))
  func reproducesTheScenario(_ id: String) throws {
    let scenario = try #require(Self.scenarios.first { $0.id == id })
    let output = try JSONValue.parse(Evaluator(defaultDialect: .blocks).evaluate(line: scenario.line))
    let expected = try JSONValue.parse(scenario.expected)
    for key in ["text", "caret", "status", "events"] {
      #expect(output[key] == expected[key], "\(key)")
    }
    let charStatus = (output["blocks"]?.arrayValue ?? []).map { $0["charStatus"] ?? nil }
    #expect(JSONValue.array(charStatus) == expected["charStatus"])
  }
}
