import Foundation
import MaskKit

extension AccessibilityWording {
  /// The wording of `locale`'s language from MaskKit's bundled tables (``WordingTable/bundled(for:)``):
  /// purposes' names, counts and progress with the language's plural forms and digits, announcements,
  /// and every reason in the language (`MaskProblem.localizedDescription(locale:)`). A language
  /// MaskKit has no table for reads English.
  public static func localized(for locale: Locale) -> AccessibilityWording {
    wording(WordingFormatter.bundled(for: locale))
  }

  /// The wording of `table` (an app's own table, or a bundled one with phrases changed), with numbers
  /// formatted for `locale`; English where the table has no entry.
  public static func localized(table: WordingTable, locale: Locale = .current) -> AccessibilityWording {
    wording(WordingFormatter(table: table, locale: locale))
  }

  private static func wording(_ formatter: WordingFormatter) -> AccessibilityWording {
    var wording = words(formatter, reason: { $0.localizedDescription(with: formatter) })
    wording.name = { name in
      schemesByTitle[name].flatMap { formatter.text("schemes." + $0, [:]) } ?? name
    }
    return wording
  }

  /// Each identifier's English title (`NHS number`) with its scheme, to find the table's name for it;
  /// made once.
  private static let schemesByTitle = Dictionary(
    IdentifierMask.schemeNames.compactMap { scheme in
      IdentifierMask.title(ofScheme: scheme).map { ($0, scheme) }
    },
    uniquingKeysWith: { first, _ in first })

  /// The wording of the English table, each reason its `MaskProblem.description` (what ``english`` is).
  static func englishWording() -> AccessibilityWording {
    words(WordingFormatter.bundled(for: Locale(identifier: "en")), reason: \.description)
  }

  /// The wording of `formatter`'s table, each reason worded by `reason`; a table without an entry reads
  /// the English table's (`WordingFormatter.text(_:_:)`), which has every one.
  private static func words(
    _ formatter: WordingFormatter,
    reason: @escaping @Sendable (MaskProblem) -> String
  ) -> AccessibilityWording {
    @Sendable func say(_ key: String, _ arguments: [String: WordingArgument] = [:]) -> String {
      formatter.text("accessibility." + key, arguments) ?? key
    }
    return AccessibilityWording(
      purpose: { purpose in formatter.text("purposes." + purpose.identifier, [:]) ?? purpose.englishName },
      count: { count, kind in say("count." + kind.rawValue, ["count": .number(count)]) },
      progress: { done, total, kind in
        say("progress." + kind.rawValue, ["done": .number(done), "total": .number(total)])
      },
      complete: say("complete"),
      becameComplete: { name in
        guard let name else { return say("becameComplete.unnamed") }
        return say("becameComplete", ["name": .sentence(name)])
      },
      rejected: { text in say("rejected", ["text": .text(text)]) },
      pasteRefused: { problem in say("pasteRefused", ["reason": .sentence(reason(problem))]) },
      becameInvalid: { problem in say("becameInvalid", ["reason": .sentence(reason(problem))]) },
      editRefused: { problem in say("editRefused", ["reason": .sentence(reason(problem))]) })
  }
}
