// swift-format-ignore-file
// NBPictureMaskField's README (../shared/seeds) as an app migrating to MaskKit writes it: every code
// element as the README writes it, with the import and the class names changed (`NBPictureMaskField` →
// `PictureMaskField`, `NBPictureMask` → `PictureMask`); the closures' parameters as NBPictureMaskField
// declares them (`ValidateClosure` returns whether to take the change). .ci/run type-checks it against the
// iOS and macOS SDKs (`apple-typecheck.sh --consumer`); the stand-in tests run the README's behaviour
// (Tests/MaskKitUIStandInCheck/PictureMaskFieldReadmeStandInTests.swift).
//
// Installation: `.package(url: "https://github.com/nkboland/NBPictureMaskField.git", from: "1.0.0")`
// becomes MaskKit's package, with the products MaskKit and MaskKitUI.

#if canImport(UIKit)
  import MaskKit
  import MaskKitUI
  import UIKit

  /// What the README's Usage section declares, used from an app.
  @MainActor
  final class PictureMaskFieldReadmeViewController: UIViewController {
    // Declaration: class NBPictureMaskField : UITextField
    @IBOutlet weak var inputTextField: PictureMaskField!
    @IBOutlet weak var maskTreeLabel: UILabel!

    // Closures: var validate: ValidateClosure? / var changed: ChangedClosure?
    var validate: PictureMaskField.ValidateClosure?
    var changed: PictureMaskField.ChangedClosure?

    override func viewDidLoad() {
      super.viewDidLoad()
      let field: PictureMaskField = inputTextField
      let textField: UITextField = field
      _ = textField

      // Interface Builder Attributes
      field.pictureMask = "(###) ###-####"
      field.autofill = true
      field.enforceMask = true
      let pictureMask: String = field.pictureMask
      let autofill: Bool = field.autofill
      let enforceMask: Bool = field.enforceMask
      _ = (pictureMask, autofill, enforceMask)

      // Class Variables
      let maskErrorMessage: String? = field.maskErrorMessage
      let maskTreeToString: String = field.maskTreeToString
      maskTreeLabel.text = maskErrorMessage ?? maskTreeToString

      // Class Functions: func check(text: String) -> NBPictureMask.CheckResult
      let result: PictureMask.CheckResult = field.check(text: "(123) 456-7890")
      let status: PictureMask.Status = result.status
      _ = status

      // Closures
      field.validate = inputTextFieldValidate
      field.changed = inputTextFieldChanged
      validate = field.validate
      changed = field.changed
      field.validate = { sender, text, status in status != .notOk }
      field.changed = { sender, text, status in
        switch status {
        case .ok: print("ok", text)
        case .okSoFar: print("ok so far", text)
        case .notOk: print("not ok", text)
        }
      }
    }

    // ValidateClosure(sender: AnyObject, text: String, status: NBPictureMask.Status)
    func inputTextFieldValidate(_ sender: AnyObject, text: String, status: PictureMask.Status) -> Bool {
      status != .ok || text.count == 14
    }

    // ChangedClosure(sender: AnyObject, text: String, status: NBPictureMask.Status)
    func inputTextFieldChanged(_ sender: AnyObject, text: String, status: PictureMask.Status) {
      if let textField = sender as? UITextField {
        textField.backgroundColor = status == .notOk ? UIColor.red : UIColor.clear
      }
    }

    /// A field subclassed as NBPictureMaskField could be.
    final class PhoneField: PictureMaskField {
      override func layoutSubviews() {
        super.layoutSubviews()
        if pictureMask.isEmpty { pictureMask = "(###) ###-####" }
      }
    }

    /// The pictures of the README's Picture Mask section.
    func showExamples(in field: PictureMaskField) {
      for picture in [
        // Examples
        "#", "##", "*5#", "#*#", "#&", "#[#]", "#*4[#]", "{#,&}", "#####[-####]", "[+,-]#*#[.*#]",
        // Literals
        "{Red,Yellow}", "(###) ###-####",
        // Other Examples
        "[(###)]###-####", "Yes, No", "&*@", ";&##", "{+,-}*#[.]*#",
      ] {
        field.pictureMask = picture
        print(picture, field.maskErrorMessage ?? "ok", field.check(text: "RED").output)
      }
    }
  }
#endif
