import Foundation
import MaskKit

/// The presets this process has built, by their settings: a command checks its options while parsing
/// and runs afterwards, and both ask for the same preset, which is built once.
final class PresetMasks: Sendable {
  /// The process's presets.
  static let shared = PresetMasks()

  private let masks = Locked<[PresetSpec: any Mask]>([:])

  /// The preset `spec` describes, built on first use; throws the preset's error each time it is asked.
  func mask(for spec: PresetSpec) throws(PresetError) -> any Mask {
    if let mask = masks.withLock({ $0[spec] }) { return mask }
    let mask = try spec.makeMask()
    masks.withLock { $0[spec] = mask }
    return mask
  }
}
