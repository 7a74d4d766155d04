import Benchmark
import Foundation
import MaskKit

// The figures Sources/MaskKit/MaskKit.docc/performance.md reports, measured with ordo-one/benchmark.
// Run from Benchmarks/: `swift package benchmark` (add `--filter 'apply.*'` for a subset).

let phoneFormat = "+1 ([000]) [000]-[0000]"
let dateFormat = "[00]{.}[00]{.}[0000]"
let cardFormat = "[0000] [0000] [0000] [0000]"
let ellipsisFormat = "[0…]"

/// A configuration for short operations: wall clock and allocations, at most two seconds each.
func quick(_ scaling: BenchmarkScalingFactor = .kilo) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: scaling,
    maxDuration: .seconds(2), maxIterations: 1_000_000)
}

/// Digits `0…9` repeated to `count` characters.
func digits(_ count: Int) -> String {
  String((0..<count).map { Character(String($0 % 10)) })
}

/// Applies `format` to a text of `count` characters typed at once.
func applyBenchmark(_ name: String, _ format: String, count: Int) {
  let scaling: BenchmarkScalingFactor = count >= 100_000 ? .one : count >= 10_000 ? .one : .kilo
  Benchmark("apply \(name) \(count) characters", configuration: quick(scaling)) { benchmark, mask in
    let text = digits(count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(mask.format(text)) }
  } setup: {
    try InputMask(format)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark("compile phone mask (no cache)", configuration: quick()) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? InputMask(phoneFormat)) }
  }

  Benchmark("cache hit phone mask", configuration: quick(.mega)) { benchmark in
    _ = try? InputMask.cached(phoneFormat)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try? InputMask.cached(phoneFormat)) }
  }

  Benchmark("apply phone 2065551234", configuration: quick()) { benchmark, mask in
    for _ in benchmark.scaledIterations { blackHole(mask.format("2065551234")) }
  } setup: {
    try InputMask(phoneFormat)
  }

  Benchmark("apply date 31122024", configuration: quick()) { benchmark, mask in
    for _ in benchmark.scaledIterations { blackHole(mask.format("31122024")) }
  } setup: {
    try InputMask(dateFormat)
  }

  for count in [1_000, 10_000, 100_000] {
    applyBenchmark("phone", phoneFormat, count: count)
    applyBenchmark("date", dateFormat, count: count)
    applyBenchmark("card", cardFormat, count: count)
    applyBenchmark("[0…]", ellipsisFormat, count: count)
  }

  Benchmark("keystroke mid-text 10000-character field", configuration: quick(.one)) {
    (benchmark: Benchmark, field: MaskedText) in
    for _ in benchmark.scaledIterations {
      var edited = field
      blackHole(edited.type("5"))
    }
  } setup: { () throws -> MaskedText in
    var field = MaskedText(mask: try InputMask(ellipsisFormat), text: digits(10_000))
    field.moveCaret(to: 5_000)
    return field
  }

  Benchmark("picture check nested repetitions", configuration: quick(.one)) { benchmark, mask in
    let text = digits(1_000)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(mask.check(text, autofill: true)) }
  } setup: {
    try PictureMask("*(*(#))")
  }

  Benchmark(
    "maskkit format streaming 100000 phone numbers",
    configuration: .init(
      metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 5)
  ) { benchmark in
    guard let executable = maskkitExecutable() else {
      benchmark.error("maskkit not built: run `swift build -c release` in the root package or set MASKKIT")
      return
    }
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("maskkit-bench-phones.txt")
    let lines = (0..<100_000).map { String(2_065_550_000 + $0) }.joined(separator: "\n") + "\n"
    try lines.write(to: input, atomically: true, encoding: .utf8)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["format", phoneFormat]
      process.standardInput = try FileHandle(forReadingFrom: input)
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
    }
  }
}

/// The `maskkit` binary: `$MASKKIT`, else the root package's release build.
func maskkitExecutable() -> URL? {
  let candidates = [ProcessInfo.processInfo.environment["MASKKIT"], "../.build/release/maskkit"]
  for case let path? in candidates where FileManager.default.isExecutableFile(atPath: path) {
    return URL(fileURLWithPath: path)
  }
  return nil
}
