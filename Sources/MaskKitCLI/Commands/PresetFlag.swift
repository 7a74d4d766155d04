import ArgumentParser
import MaskKit

/// How the command line states a preset option, read from the preset registry (``Presets``).
enum PresetFlag {
  /// The help of option `key`: what it does for each preset that takes it (`phone: the home region…
  /// postal: the region…`), and the clock's default where there is one.
  static func help(_ key: String) -> ArgumentHelp {
    let presets = Presets.taking(key)
    var text = presets.compactMap { preset in preset.option(key).map { "\(preset.name): \($0.summary)." } }
      .joined(separator: " ")
    if presets.contains(where: { $0.option(key)?.clockDefault != nil }) {
      text += " Default: the system clock."
    }
    let choices = presets.flatMap { $0.option(key)?.choices ?? [] }
    guard choices.count > 4 else { return ArgumentHelp(text) }
    return ArgumentHelp(text, discussion: "Values: \(choices.joined(separator: ", ")).")
  }

  /// The completions of option `key`: the choices of the presets that take it.
  static func completion(_ key: String) -> CompletionKind {
    .list(Presets.taking(key).flatMap { $0.option(key)?.choices ?? [] })
  }
}

extension PresetOptions {
  /// The preset named, when one is given.
  var named: (any Preset.Type)? { preset.flatMap(Presets.named) }

  /// The preset's settings, when a preset is given: the options given, and the clock's day or month
  /// for an option the preset fills from it (``PresetOption/clockDefault``).
  func spec() throws -> PresetSpec? {
    guard let preset else { return nil }
    var spec = PresetSpec(name: preset, try values())
    for option in named?.options ?? [] where spec[option.key] == nil {
      switch option.clockDefault {
      case .commandLineMonth?: spec[option.key] = .text(SystemClock.currentMonth())
      case .day?: spec[option.key] = .text(SystemClock.currentDay())
      case nil: break
      }
    }
    return spec
  }

  /// Throws a usage error naming the first preset option given without `--preset`, or for a preset
  /// it does not apply to (`--region` with `--preset card`).
  func checkApplicableOptions() throws {
    _ = try values()
    for key in Presets.optionKeys where given[key] != nil {
      let takers = Presets.taking(key)
      let flag = takers.first?.option(key)?.flag ?? key
      let presets = takers.map { "--preset \($0.name)" }.joined(separator: " or ")
      guard let preset else { throw ValidationError("\(flag) applies only with \(presets)") }
      if let named, !takers.contains(where: { $0 == named }) {
        throw ValidationError("\(flag) applies only with \(presets), not with --preset \(preset)")
      }
    }
  }

  /// The compiled preset, or nil when no preset is given. The preset is built once per process for its
  /// settings (``PresetMasks``), so checking the options while parsing and running the command build it once.
  func compile() throws -> CompiledMask? {
    guard let spec = try spec() else { return nil }
    do {
      return CompiledMask(try PresetMasks.shared.mask(for: spec))
    } catch {
      throw ValidationError(error.message)
    }
  }
}
