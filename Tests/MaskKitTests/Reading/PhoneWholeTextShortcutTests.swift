import Testing

@testable import MaskKit

/// The phone preset's whole-text shortcut (`PhoneMask`'s ``WholeTextShortcut``: a plain number read in
/// one pass over its bytes) against the general reading it stands in for (`formatReadingWhole`), on
/// seeded random numbers of eight regions in every style and punctuation: wherever the shortcut answers,
/// it gives the general reading's result, caret and known counts included.
@Suite struct PhoneWholeTextShortcutTests {
  /// Digits, codes, trunk prefixes and libphonenumber's punctuation (the shortcut's texts), and pieces it
  /// must leave to the general reading (letters, `#`, `;`, a `+` later on, other digits, marks).
  static let pieces = [
    "+", "1", "44", "49", "33", "91", "55", "81", "7", "0", "8", "20", "2065551234", "7911", "123456",
    "555", "99", "00", " ", "-", ".", "(", ")", "/", "[", "]", "*", " ", "x", "ext", "#", ";", ",", "a",
    "+", "٣", "1\u{301}", ":", "~", "\t",
  ]
  static let regions = ["US", "GB", "DE", "FR", "IN", "BR", "JP", "RU"]

  @Test func thePhoneShortcutGivesTheGeneralReading() throws {
    var random = SplitMix(state: 47)
    var answered = 0
    var checked = 0
    for region in Self.regions {
      for style in [PhoneMask.Style.international, .national] {
        for punctuation in [PhoneMask.Punctuation.standard, .parenthesizedAreaCode] {
          let mask = try PhoneMask(region: region, style: style, punctuation: punctuation)
          for _ in 0..<400 {
            let text = random.joined(Self.pieces, count: 1...7)
            checked += 1
            guard let fast = mask.wholeTextShortcut(text, autocomplete: true) else { continue }
            answered += 1
            let general = mask.formatReadingWhole(text, autocomplete: true)
            let context = "phone \(region) \(style) \(punctuation): \(text.debugDescription)"
            // The reading under both: the one-pass reading against the character-by-character one.
            let input = CaretText(text)
            let plain = try #require(mask.plainReading(input), "\(context)")
            let walked = mask.generalReading(input)
            #expect(plain.result == walked.result, "\(context)")
            #expect(plain.result.caret == walked.result.caret, "\(context)")
            #expect(plain.extension == walked.extension && plain.stray == walked.stray, "\(context)")
            #expect(plain.analysis?.text == walked.analysis?.text, "\(context)")
            #expect(plain.analysis?.value == walked.analysis?.value, "\(context)")
            #expect(fast == general, "\(context)")
            #expect(fast.caret == general.caret, "\(context)")
            #expect(fast.refusal == general.refusal, "\(context)")
            #expect(fast.known.textScalars == general.known.textScalars, "\(context)")
            #expect(fast.known.valueScalars == general.known.valueScalars, "\(context)")
            // The report of the same pass (`check`'s reading) against the general report: result,
            // pending reason and findings.
            let fastReport = try #require(
              mask.wholeTextReportShortcut(text, autocomplete: true), "\(context)")
            let generalReport = mask.report(text, autocomplete: true, by: mask, reader: mask)
            #expect(fastReport == generalReport, "\(context)")
            #expect(fastReport.reason == generalReport.reason, "\(context)")
            #expect(fastReport.result.caret == generalReport.result.caret, "\(context)")
          }
        }
      }
    }
    // The shortcut answers many of these texts, so the comparison means something.
    #expect(answered * 5 > checked, "answered \(answered) of \(checked)")
  }

  /// What the shortcut leaves to the general reading: anything but ASCII digits, a first `+` and
  /// punctuation, and numbers with more digits than a number is read with.
  @Test func thePhoneShortcutAnswersOnlyPlainNumbers() throws {
    let mask = try PhoneMask(region: "US")
    #expect(mask.wholeTextShortcut("+1 (206) 555-1234", autocomplete: true) != nil)
    #expect(mask.wholeTextShortcut("2065551234", autocomplete: true) != nil)
    for text in ["206 555 1234 x12", "+1+2065551234", "206;ext=1", "٢٠٦5551234", "tel:+12065551234"] {
      #expect(mask.wholeTextShortcut(text, autocomplete: true) == nil, "\(text)")
    }
    #expect(mask.wholeTextShortcut(String(repeating: "1", count: 21), autocomplete: true) == nil)
    for text in ["206 555 1234 x12", "٢٠٦5551234", String(repeating: "1", count: 21)] {
      #expect(mask.wholeTextReportShortcut(text, autocomplete: true) == nil, "\(text)")
    }
  }

  /// The stream formatter (`wholeTextFormatter`, what `maskkit format` calls once per line) answers as
  /// `format` does, for a preset with a shortcut and a dialect mask.
  @Test func theStreamFormatterAnswersAsFormat() throws {
    let phone = try PhoneMask(region: "GB")
    let dialect = try InputMask("+1 ([000]) [000]-[0000]")
    let masks: [any Mask] = [phone, dialect]
    for mask in masks {
      let formatter = mask.wholeTextFormatter()
      for text in ["+44 7911 123456", "07911123456", "2065551234", "abc", "", "+44 (0) 20 7946 0018 x5"] {
        #expect(formatter(text) == mask.format(text), "\(text.debugDescription)")
      }
    }
  }

  /// The stream reporter (`wholeTextReporter`, what `maskkit check` calls once per line) answers as the
  /// general report does, for the phone preset (which has a shortcut); a mask no preset made has none.
  @Test func theStreamReporterAnswersAsTheGeneralReport() throws {
    let phone = try PhoneMask(region: "GB")
    let reporter = try #require(phone.wholeTextReporter())
    for text in ["+44 7911 123456", "07911123456", "0791112", "abc", "", "+44 (0) 20 7946 0018 x5", "٠٧٩"] {
      let general = phone.report(text, autocomplete: true, by: phone, reader: phone)
      #expect(reporter(text) == general, "\(text.debugDescription)")
      #expect(reporter(text).reason == general.reason, "\(text.debugDescription)")
    }
    #expect(try InputMask("[000]").wholeTextReporter() == nil)
  }
}
