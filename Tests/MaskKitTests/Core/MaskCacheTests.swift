import MaskKit
import Testing

@Suite struct MaskCacheTests {
  @Test func compilesOnceAndReturnsTheCachedValue() {
    let cache = MaskCache<String, Int>()
    var compiles = 0
    let first = cache.value(for: "a") {
      compiles += 1
      return 1
    }
    let second = cache.value(for: "a") {
      compiles += 1
      return 2
    }
    #expect(first == 1 && second == 1 && compiles == 1)
  }

  @Test func forgetsWhenFull() {
    let cache = MaskCache<Int, Int>(capacity: 2)
    for key in 0..<3 { _ = cache.value(for: key) { key } }
    #expect(cache.count == 1)
  }

  /// Issue 18: the cache is bounded by the total weight of its entries (the input mask cache weighs
  /// formats by their bytes), and an entry heavier than the bound is never kept.
  @Test func forgetsWhenTooHeavy() {
    let cache = MaskCache<Int, Int>(capacity: 100, weightLimit: 10) { $0 }
    for key in [4, 5] { _ = cache.value(for: key) { key } }
    #expect(cache.count == 2)
    _ = cache.value(for: 3) { 3 }
    #expect(cache.count == 1)
    var compiles = 0
    for _ in 0..<2 {
      _ = cache.value(for: 11) {
        compiles += 1
        return 11
      }
    }
    #expect(compiles == 2)
    #expect(cache.count == 1)
  }

  @Test func sharedAcrossTasks() async {
    await withTaskGroup(of: String.self) { group in
      for index in 0..<64 {
        group.addTask {
          let mask = try? InputMask.cached("[00]-[0" + String(repeating: "9", count: index % 4) + "]")
          return mask?.format("12345").text ?? "error"
        }
      }
      for await text in group {
        #expect(text.hasPrefix("12-3"))
      }
    }
  }

  @Test func keysAreFormatNotationsAndDirection() throws {
    let phone = try InputMask.cached("+1 ([000]) [000]-[0000]")
    #expect(try InputMask.cached("+1 ([000]) [000]-[0000]") == phone)
    #expect(try InputMask.cached("+1 ([000]) [000]-[0000]", rightToLeft: true) != phone)
    let notation = Notation(character: "h", characters: "0123456789abcdef")
    #expect(try InputMask.cached("[hh]", notations: [notation]).format("ff0").text == "ff")
    #expect(throws: MaskSyntaxError.self) { try InputMask.cached("[hh]") }
  }

  @Test func masksCompiledApartAreEqualAndHashAlike() throws {
    let first = try InputMask("[00]{.}[00]")
    let second = try InputMask("[00]{.}[00]")
    #expect(first == second && first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    #expect(try InputMask("[00]{-}[00]") != first)
  }
}
