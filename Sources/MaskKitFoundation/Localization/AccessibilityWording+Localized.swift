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
    var wording = words(formatter)
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

  private static func words(_ formatter: WordingFormatter) -> AccessibilityWording {
    let english = AccessibilityWording.english
    @Sendable func say(_ key: String, _ arguments: [String: WordingArgument], else fallback: () -> String)
      -> String
    {
      formatter.text("accessibility." + key, arguments) ?? fallback()
    }
    return AccessibilityWording(
      purpose: { purpose in formatter.text("purposes." + purpose.identifier, [:]) ?? purpose.englishName },
      count: { count, kind in
        say("count." + kind.rawValue, ["count": .number(count)]) { english.count(count, kind) }
      },
      progress: { done, total, kind in
        say("progress." + kind.rawValue, ["done": .number(done), "total": .number(total)]) {
          english.progress(done, total, kind)
        }
      },
      complete: formatter.text("accessibility.complete", [:]) ?? english.complete,
      becameComplete: { name in
        guard let name else { return say("becameComplete.unnamed", [:]) { english.becameComplete(nil) } }
        return say("becameComplete", ["name": .sentence(name)]) { english.becameComplete(name) }
      },
      rejected: { text in say("rejected", ["text": .text(text)]) { english.rejected(text) } },
      pasteRefused: { problem in
        let reason = problem.localizedDescription(with: formatter)
        return say("pasteRefused", ["reason": .sentence(reason)]) { english.pasteRefused(problem) }
      },
      becameInvalid: { problem in
        let reason = problem.localizedDescription(with: formatter)
        return say("becameInvalid", ["reason": .sentence(reason)]) { english.becameInvalid(problem) }
      },
      editRefused: { problem in
        let reason = problem.localizedDescription(with: formatter)
        return say("editRefused", ["reason": .sentence(reason)]) { english.editRefused(problem) }
      })
  }
}
