import Foundation

/// The rows of a tab-separated fixture in `Tests/MaskKitTests/Fixtures/`: lines starting with `#` are
/// comments, and a row without exactly `columns` fields is left out (a test counting rows notices).
func fixtureRows(_ name: String, columns: Int) -> [[String]] {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/\(name)")
  let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  return text.split(separator: "\n").compactMap { line in
    guard !line.hasPrefix("#") else { return nil }
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    return fields.count == columns ? fields : nil
  }
}
