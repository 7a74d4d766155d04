import Foundation
import MaskKit

/// The presets this process has built, by their settings: a command checks its options while parsing
/// and runs afterwards, and both ask for the same preset, which is built once.
final class PresetMasks: @unchecked Sendable {
  /// The process's presets.
  static let shared = PresetMasks()

  private let lock = NSLock()
  private var masks: [PresetSpec: any Mask] = [:]

  /// The preset `spec` describes, built on first use; throws the preset's error each time it is asked.
  func mask(for spec: PresetSpec) throws(PresetError) -> any Mask {
    if let mask = lock.withLock({ masks[spec] }) { return mask }
    let mask = try spec.makeMask()
    lock.withLock { masks[spec] = mask }
    return mask
  }
}
