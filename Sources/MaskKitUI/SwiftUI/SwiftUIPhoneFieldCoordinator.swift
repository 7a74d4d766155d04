import MaskKit

#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
  import SwiftUI

  /// What ``PhoneNumberTextField`` hands its text field: the title and the bindings.
  @MainActor
  struct PhoneFieldBindings: TitledFieldState {
    /// The field's accessibility label.
    let title: String
    /// The region's ISO code.
    let region: Binding<String>
    /// The E.164 number with its extension.
    let number: Binding<String>
    /// libphonenumber's validity.
    let isValid: Binding<Bool>
    /// How a valid number typed without `+` is shown.
    var style: PhoneMask.Style = .international
    /// How the digit groups are punctuated.
    var punctuation: PhoneMask.Punctuation = .standard
  }

  /// Connects the text field of a ``PhoneNumberTextField`` to its bindings, through the UIKit or AppKit
  /// delegate masking it and a ``PhoneFieldModel`` following it.
  ///
  /// After each update the delegate shows, the region, number and validity are written to their bindings,
  /// each only when it changed and at most once for the update, so an edit is one write per binding and
  /// never a loop; updates made while SwiftUI updates the view are written right after it. A region or a
  /// number the app (or the region picker) put into a binding is taken over in ``update(_:to:)``: the
  /// region first (chosen as the picker does), then the number (the region follows it).
  @MainActor
  final class PhoneFieldCoordinator<Delegate: MaskedTextHost>: FieldCoordinating {
    /// The delegate masking the view.
    let delegate: Delegate
    /// The latest bindings.
    private(set) var bindings: PhoneFieldBindings
    /// What each binding held after the last write: a different value came from the app.
    private var written: (region: String, number: String, isValid: Bool)
    /// The region whose example the placeholder shows.
    private var shownRegion: PhoneCountry?
    private var isUpdatingView = false
    private var writeIsPending = false

    /// Creates the coordinator of a field with `bindings`: a delegate holding the bound number, in the
    /// bound region or the one the number calls for.
    init(_ bindings: PhoneFieldBindings) {
      self.bindings = bindings
      let region = PhoneCountry.region(bindings.region.wrappedValue) ?? PhoneFieldModel.defaultRegion
      let number = bindings.number.wrappedValue
      let model = PhoneFieldModel(region: region, style: bindings.style, punctuation: bindings.punctuation)
        .following(number)
      delegate = Delegate(mask: model.mask, text: number)
      delegate.controller.adapter.maskFollower = model
      written = (bindings.region.wrappedValue, number, bindings.isValid.wrappedValue)
      delegate.onUpdate = { [weak self] _ in self?.publish() }
    }

    /// The model following the field.
    var phone: PhoneFieldModel {
      delegate.adapter.phoneField ?? PhoneFieldModel(region: PhoneFieldModel.defaultRegion)
    }

    /// Attaches the delegate to the new view, shows the region's example as its placeholder and writes
    /// the field's region, number and validity to the bindings.
    func attach(to view: Delegate.View) {
      isUpdatingView = true
      defer { isUpdatingView = false }
      delegate.attach(to: view)
      publish()
    }

    /// Takes over a region, then a number, the app put into the bindings.
    func update(_ view: Delegate.View, to bindings: PhoneFieldBindings) {
      self.bindings = bindings
      isUpdatingView = true
      defer { isUpdatingView = false }
      // The bindings still hold what was there before the writes waiting for the end of this update.
      guard !writeIsPending else { return }
      let region = bindings.region.wrappedValue
      if region != written.region {
        written.region = region
        if let country = PhoneCountry.region(region),
          let update = delegate.controller.adapter.chooseRegion(country)
        {
          delegate.controller.apply(update, in: view)
        }
      }
      let number = bindings.number.wrappedValue
      if number != written.number {
        written.number = number
        if number != delegate.adapter.value { delegate.setText(number, in: view) }
      }
      // A region the metadata does not have, or a number that reads as another: write the field's back.
      let phone = self.phone
      if (phone.region.region, phone.number, phone.isValid) != written { publish() }
    }

    /// Writes what changed during a view update to the bindings.
    func flush() {
      guard writeIsPending else { return }
      writeIsPending = false
      write()
    }

    /// Shows a new region's example as the placeholder and writes the bindings (after the view update
    /// when one is running).
    private func publish() {
      if let view = delegate.attachedView, shownRegion != phone.region {
        shownRegion = phone.region
        delegate.showPlaceholder(phone.placeholder, in: view)
      }
      guard isUpdatingView else { return write() }
      if !writeIsPending {
        writeIsPending = true
        Task { @MainActor [weak self] in self?.flush() }
      }
    }

    /// Writes each binding whose value changed, once.
    private func write() {
      let phone = self.phone
      if phone.region.region != written.region {
        bindings.region.wrappedValue = phone.region.region
        written.region = bindings.region.wrappedValue
      }
      if phone.number != written.number {
        bindings.number.wrappedValue = phone.number
        written.number = bindings.number.wrappedValue
      }
      if phone.isValid != written.isValid {
        bindings.isValid.wrappedValue = phone.isValid
        written.isValid = bindings.isValid.wrappedValue
      }
    }
  }
#endif
