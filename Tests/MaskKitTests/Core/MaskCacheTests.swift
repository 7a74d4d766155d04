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
}
