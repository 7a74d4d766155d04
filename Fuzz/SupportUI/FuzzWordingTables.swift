@testable import MaskKitFoundation

@_silgen_name("__lsan_disable") func lsanDisable()
@_silgen_name("__lsan_enable") func lsanEnable()

/// The bundled wording tables, read once, before a target's first input words anything.
enum FuzzWordingTables {
  /// Reads every bundled table and checks the fuzz build has them (`Fuzz/bin/Wording/`, read through
  /// `Bundle.main`, or tables generated into the sources): without them every sentence would be the
  /// English description.
  ///
  /// The tables are kept for the run; LeakSanitizer is off while they are read, as it cannot follow
  /// the pointers to a `WordingMessage`'s boxes (an indirect enum keeps its case in their spare bits)
  /// and would report the kept tables as leaked.
  static let loaded: Bool = {
    lsanDisable()
    defer { lsanEnable() }
    for language in WordingTable.bundledLanguages {
      fuzzCheck(
        WordingTable.bundled(language: language) != nil,
        "no bundled wording table \(language): the fuzz build lacks the tables")
    }
    return true
  }()

  static func load() { _ = loaded }
}
