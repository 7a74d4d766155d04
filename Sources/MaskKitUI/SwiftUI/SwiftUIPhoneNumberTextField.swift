import MaskKit

#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
  import SwiftUI

  /// A SwiftUI phone number field with a region: a region button at the leading edge and a masked text
  /// field, with bindings for the region's ISO code, the E.164 number and libphonenumber's validity.
  ///
  /// The button shows the region's flag and calling code (`🇬🇧 +44`; VoiceOver: "United Kingdom, plus
  /// 44") and opens a sheet listing every region of libphonenumber's metadata (searchable by name, ISO
  /// code or calling code; the current and recently chosen regions first). The text field is a
  /// `UITextField` with ``MaskedTextFieldDelegate`` (an `NSTextField` with ``MaskedNSTextFieldDelegate``
  /// on macOS); its placeholder is the region's example number and `title` its accessibility label.
  ///
  /// The region follows what is typed, pasted or AutoFilled (`+44 20…` in a US field writes `GB` to
  /// `region`; see ``PhoneFieldModel``), and a region chosen in the sheet or written to `region` by the
  /// app keeps the national number. `number` receives the E.164 number with its extension (the digits
  /// read so far while it is incomplete); a number the app writes to it is put into the field, and the
  /// region follows it. Each edit writes each binding at most once, only when its value changed, and
  /// never while SwiftUI updates the view. Bind `region` to state: the button shows the bound region, and
  /// the picker chooses by writing it.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
  @MainActor
  public struct PhoneNumberTextField: View {
    let bindings: PhoneFieldBindings
    @State private var isPickingRegion = false
    @State private var recentRegions: [String] = []

    /// Creates a field labelled `title` for a phone number of `region` (an ISO code such as `GB`),
    /// reporting the E.164 `number` and whether it `isValid`.
    public init(
      _ title: String, region: Binding<String>, number: Binding<String>, isValid: Binding<Bool>,
      style: PhoneMask.Style = .international, punctuation: PhoneMask.Punctuation = .standard
    ) {
      bindings = PhoneFieldBindings(
        title: title, region: region, number: number, isValid: isValid, style: style, punctuation: punctuation
      )
    }

    /// The region button, the text field and the region picker's sheet.
    public var body: some View {
      let entry = PhoneCountry.region(bindings.region.wrappedValue).map { PhoneRegionCatalogue.Entry($0) }
      HStack(spacing: 8) {
        Button {
          isPickingRegion = true
        } label: {
          Text(entry.map { $0.flag + " " + $0.callingCode } ?? "+")
        }
        .accessibilityLabel(Text(entry?.accessibilityLabel ?? bindings.region.wrappedValue))
        #if os(macOS)
          NSTextFieldRepresentable<PhoneFieldCoordinator<MaskedNSTextFieldDelegate>>(state: bindings)
        #else
          UITextFieldRepresentable(bindings: bindings)
        #endif
      }
      .sheet(isPresented: $isPickingRegion) {
        PhoneRegionPicker(current: bindings.region.wrappedValue, recent: recentRegions) { country in
          recentRegions = PhoneRegionCatalogue.noting(country.region, in: recentRegions)
          bindings.region.wrappedValue = country.region
          isPickingRegion = false
        } cancel: {
          isPickingRegion = false
        }
      }
    }
  }

  /// The sheet of ``PhoneNumberTextField``: every region with its flag, name and calling code, the
  /// current and recent ones first, filtered by the search text.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
  @MainActor
  struct PhoneRegionPicker: View {
    /// The ISO code of the field's region.
    let current: String
    /// The regions chosen recently, most recent first.
    let recent: [String]
    /// Called with the region chosen.
    let choose: (PhoneCountry) -> Void
    /// Called when the sheet is closed without a choice.
    let cancel: () -> Void
    @State private var query = ""
    /// The picker's words in the person's language.
    private let wording = PhoneFieldWording.localized(for: .autoupdatingCurrent)

    var body: some View {
      #if os(macOS)
        VStack(alignment: .leading) {
          TextField(wording.search, text: $query)
          list
          HStack {
            Spacer()
            Button(wording.cancel, action: cancel).keyboardShortcut(.cancelAction)
          }
        }
        .padding()
        .frame(minWidth: 360, minHeight: 420)
      #else
        NavigationView {
          list
            .searchable(text: $query, prompt: Text(wording.search))
            .navigationTitle(Text(wording.region))
            .toolbar {
              ToolbarItem(placement: .cancellationAction) { Button(wording.cancel, action: cancel) }
            }
        }
      #endif
    }

    /// The regions: a section of suggested ones and one of the others, or the search results.
    private var list: some View {
      let catalogue = PhoneRegionCatalogue.cached()
      let suggested = catalogue.suggested(current: current, recent: recent)
      let results =
        query.allSatisfy(\.isWhitespace) ? nil : catalogue.search(query, current: current, recent: recent)
      return List {
        if let results {
          Section { rows(results) }
        } else {
          Section { rows(suggested) }
          Section {
            rows(Array(catalogue.ordered(current: current, recent: recent).dropFirst(suggested.count)))
          }
        }
      }
    }

    /// A button for each region: flag and name, the calling code at the trailing edge.
    private func rows(_ entries: [PhoneRegionCatalogue.Entry]) -> some View {
      ForEach(entries) { entry in
        Button {
          choose(entry.country)
        } label: {
          HStack {
            Text(entry.flag)
            Text(entry.name)
            Spacer()
            Text(entry.callingCode).foregroundColor(.secondary)
          }
        }
        .accessibilityLabel(Text(entry.accessibilityLabel))
        .accessibilityAddTraits(entry.region == current.uppercased() ? .isSelected : [])
      }
    }
  }
#endif
