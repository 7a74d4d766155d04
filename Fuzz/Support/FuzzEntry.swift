#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz target: takes libFuzzer's input bytes and crashes when an invariant breaks.
typealias FuzzTarget = (UnsafePointer<UInt8>?, Int) -> CInt

// libFuzzer's entry points, shared by both binaries: each lists its targets as `fuzzTargets`
// (`Support/FuzzMain.swift` for Fuzz/bin/fuzz, `SupportUI/FuzzMainUI.swift` for Fuzz/bin/fuzz-ui).

/// The target picked at start-up; libFuzzer runs inputs on one thread, after `LLVMFuzzerInitialize`.
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// Picks the target the program was started by (`Fuzz/bin/phone` runs `phone`); exits when none matches.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  let program = argv.pointee?.pointee.map { String(cString: $0) } ?? ""
  let name = String(program.split(separator: "/").last ?? "")
  guard let target = fuzzTargets[name] else {
    let known = fuzzTargets.keys.sorted().joined(separator: ", ")
    let message =
      "fuzz: no target named '\(name)'; start this binary as Fuzz/bin/<target>, one of: \(known)\n"
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
  }
  selectedTarget = target
  return 0
}

/// libFuzzer's entry point: runs the selected target on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let target = selectedTarget else { fatalError("fuzz: LLVMFuzzerInitialize picked no target") }
  return target(data, size)
}
