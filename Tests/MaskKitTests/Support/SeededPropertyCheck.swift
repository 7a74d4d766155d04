import Foundation
import PropertyBased
import Testing

// Property checks with fixed seeds (CI is deterministic): these overloads shadow PropertyBased's
// `propertyCheck`, whose generator draws a fresh seed from the system on every run, so a clean
// `swift test` could pass or fail by the draw. Case `i` of a check is drawn from a generator seeded by
// the check's place in the source (file and line, hashed with FNV-1a, which is stable across runs,
// unlike `Hasher`) and `i`, so every run draws the same cases and a failure replays by running the
// test again. A campaign with fresh seeds sets `MASKKIT_PROPERTY_SEED` to a number (another fixed set)
// or to `random`; a failure then prints the seed to set, and its case becomes a test of its own.

/// The base seed of every property check: `MASKKIT_PROPERTY_SEED` (a number, or `random`), else 0.
let propertyBaseSeed: UInt64 = {
  guard let text = ProcessInfo.processInfo.environment["MASKKIT_PROPERTY_SEED"] else { return 0 }
  if text == "random" { return UInt64.random(in: 1...UInt64.max) }
  guard let seed = UInt64(text) else { fatalError("MASKKIT_PROPERTY_SEED is not a number: \(text)") }
  return seed
}()

/// FNV-1a over the bytes of `text`: a hash that is the same on every run and machine.
func stableHash(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
  return hash
}

/// A generator whose state is four draws of ``SplitMix`` (SplitMix64) seeded by the three numbers: a
/// well-mixed state however alike the numbers are.
func seededGenerator(_ base: UInt64, _ place: UInt64, _ index: UInt64) -> Xoshiro {
  var mix = SplitMix(state: base ^ place &* 0x9E37_79B9_7F4A_7C15 ^ index &* 0xD1B5_4A32_D192_ED03)
  return Xoshiro(seed: (mix.next(), mix.next(), mix.next(), mix.next()))
}

/// Runs `body` on `count` cases of `input`, case `i` drawn from a generator seeded by the check's place
/// and `i`; a case whose body records an issue is named with its seed.
func propertyCheck<InputValue, ResultValue>(
  count: Int = 100,
  input: Generator<ResultValue, some Sequence<InputValue>>,
  perform body: (ResultValue) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let place = stableHash("\(sourceLocation.fileID):\(sourceLocation.line)")
  for index in 0..<count {
    var random = seededGenerator(propertyBaseSeed, place, UInt64(index))
    let value = input.run(using: &random)
    do {
      try await body(value)
    } catch {
      Issue.record(
        "case \(index) (MASKKIT_PROPERTY_SEED=\(propertyBaseSeed)) threw \(error) for \(value)",
        sourceLocation: sourceLocation)
      return
    }
  }
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` with two inputs.
func propertyCheck<InA, InB, OutA, OutB>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  perform body: (OutA, OutB) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1), perform: { try await body($0.0, $0.1) }, isolation: isolation,
    sourceLocation: sourceLocation)
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` with three inputs.
func propertyCheck<InA, InB, InC, OutA, OutB, OutC>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  perform body: (OutA, OutB, OutC) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2), perform: { try await body($0.0, $0.1, $0.2) },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``propertyCheck(count:input:perform:isolation:sourceLocation:)`` with four inputs.
func propertyCheck<InA, InB, InC, InD, OutA, OutB, OutC, OutD>(
  count: Int = 100,
  input g0: Generator<OutA, some Sequence<InA>>,
  _ g1: Generator<OutB, some Sequence<InB>>,
  _ g2: Generator<OutC, some Sequence<InC>>,
  _ g3: Generator<OutD, some Sequence<InD>>,
  perform body: (OutA, OutB, OutC, OutD) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(g0, g1, g2, g3), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
    isolation: isolation, sourceLocation: sourceLocation)
}
