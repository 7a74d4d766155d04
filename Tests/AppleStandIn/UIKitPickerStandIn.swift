// Test-only stand-ins for the UIKit declarations the phone field's region button and picker use
// (documented signatures; views do not draw, presentation is recorded, tables are driven by tests).

extension UITextField {
  /// Stand-in for `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    /// Never shown.
    case never
    /// Shown while editing.
    case whileEditing
    /// Shown while not editing.
    case unlessEditing
    /// Always shown.
    case always
  }
}

extension UIControl {
  /// Stand-in for `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a state set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
  }
}

extension UIControl.Event {
  /// A touch ended inside the control.
  public static let touchUpInside = UIControl.Event(rawValue: 1 << 6)
}

/// Stand-in for `UIButton`.
@MainActor
open class UIButton: UIControl {
  /// Stand-in for `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom
    /// A system button.
    case system
  }

  private var titles: [UInt: String] = [:]
  /// How many times `sizeToFit()` was called.
  public private(set) var sizeToFitCountForTesting = 0

  /// Stand-in for `init(type:)`.
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

  /// Stand-in for `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }

  /// Stand-in for `title(for:)`.
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }

  /// Stand-in for `UIView.sizeToFit()`.
  open func sizeToFit() { sizeToFitCountForTesting += 1 }
}

/// Stand-in for `UILabel`.
@MainActor
open class UILabel: UIView {
  /// The text.
  open var text: String?
}

/// Stand-in for Foundation's `IndexPath` as UIKit's tables use it.
public struct IndexPath: Hashable, Sendable {
  /// The row.
  public var row: Int
  /// The section.
  public var section: Int

  /// Stand-in for `init(row:section:)`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }
}

/// Stand-in for `UIViewController`: presentation is recorded, never animated.
@MainActor
open class UIViewController: UIResponder {
  /// The title.
  open var title: String?
  /// The navigation item.
  public let navigationItem = UINavigationItem()
  /// The navigation controller holding the controller.
  public internal(set) weak var navigationController: UINavigationController?
  /// The controller this one presents.
  public private(set) var presentedViewController: UIViewController?
  private weak var presenter: UIViewController?

  /// Stand-in for `init(nibName:bundle:)`, without a nib.
  public override init() { super.init() }

  /// Stand-in for `init(coder:)`.
  public required init?(coder: NSCoder) { super.init() }

  /// The controller that presented this one (or its navigation controller).
  open var presentingViewController: UIViewController? {
    presenter ?? navigationController?.presentingViewController
  }

  /// Stand-in for `present(_:animated:completion:)`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presenter = self
    completion?()
  }

  /// Stand-in for `dismiss(animated:completion:)`: dismisses what this controller presents, or this
  /// controller when it presents nothing.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presenter = nil
      presentedViewController = nil
    } else {
      presentingViewController?.dismiss(animated: flag)
    }
    completion?()
  }
}

/// Stand-in for `UINavigationItem`.
@MainActor
open class UINavigationItem: NSObject {
  /// The search controller shown in the navigation bar.
  open var searchController: UISearchController?
  /// Whether the search bar hides when the content scrolls.
  open var hidesSearchBarWhenScrolling = true
}

/// Stand-in for `UINavigationController`.
@MainActor
open class UINavigationController: UIViewController {
  /// The controllers on the stack.
  public private(set) var viewControllers: [UIViewController] = []

  /// Stand-in for `init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init()
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
  }

  /// Stand-in for `init(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { viewControllers.last }
}

/// Stand-in for `UITableView`.
@MainActor
open class UITableView: UIView {
  /// Stand-in for `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// A plain table.
    case plain
    /// Grouped sections.
    case grouped
    /// Grouped sections with rounded corners.
    case insetGrouped
  }

  /// How many times the table was reloaded.
  public private(set) var reloadCountForTesting = 0

  /// Stand-in for `reloadData()`.
  open func reloadData() { reloadCountForTesting += 1 }

  /// Stand-in for `dequeueReusableCell(withIdentifier:)`: there are never cells to reuse here.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
}

/// Stand-in for `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
  /// Stand-in for `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// A label.
    case `default`
    /// A label and a detail label at the trailing edge.
    case value1
    /// A label and a detail label under it.
    case subtitle
  }

  /// Stand-in for `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none
    /// A checkmark.
    case checkmark
  }

  /// The main label.
  public let textLabel: UILabel? = UILabel()
  /// The detail label.
  public let detailTextLabel: UILabel? = UILabel()
  /// The accessory.
  open var accessoryType: AccessoryType = .none

  /// Stand-in for `init(style:reuseIdentifier:)`.
  public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

  /// Stand-in for `init(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Stand-in for `UITableViewController`; the data source and delegate methods are members to override.
@MainActor
open class UITableViewController: UIViewController {
  /// The table.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! = UITableView()

  /// Stand-in for `init(style:)`.
  public init(style: UITableView.Style) { super.init() }

  /// Stand-in for `init(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Stand-in for `numberOfSections(in:)`.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// Stand-in for `tableView(_:numberOfRowsInSection:)`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Stand-in for `tableView(_:cellForRowAt:)`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Stand-in for `tableView(_:didSelectRowAt:)`.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// Stand-in for `UISearchBar`.
@MainActor
open class UISearchBar: UIView {
  /// The search text.
  open var text: String?
}

/// Stand-in for `UISearchResultsUpdating`.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Called when the search text changes.
  func updateSearchResults(for searchController: UISearchController)
}

/// Stand-in for `UISearchController`.
@MainActor
open class UISearchController: UIViewController {
  /// The search bar.
  public let searchBar = UISearchBar()
  /// Told when the search text changes.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Whether the content is dimmed while searching.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the search interface is shown.
  open var isActive = false

  /// Stand-in for `init(searchResultsController:)`.
  public init(searchResultsController: UIViewController?) { super.init() }

  /// Stand-in for `init(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
