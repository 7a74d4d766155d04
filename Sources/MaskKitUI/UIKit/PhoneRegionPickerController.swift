import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  /// The region picker of ``PhoneNumberField``: a searchable list of every region of libphonenumber's
  /// metadata with its flag, its name in the person's language and its calling code.
  ///
  /// The current region (checked) and the recently chosen ones come first, in a section of their own;
  /// the search bar finds regions by name, ISO code or calling code (``PhoneRegionCatalogue``). VoiceOver
  /// reads each row as "United Kingdom, plus 44". Choosing a row calls the choice handler and dismisses
  /// the picker. Present it in a `UINavigationController` (its search bar lives in the navigation bar).
  @MainActor
  public final class PhoneRegionPickerController: UITableViewController, UISearchResultsUpdating {
    /// Names and finds the regions.
    public let catalogue: PhoneRegionCatalogue
    /// The ISO code of the field's region, listed first and checked.
    public let currentRegion: String
    /// The regions chosen recently, most recent first, listed after the current one.
    public let recentRegions: [String]
    /// The search controller whose bar filters the list.
    public let searchController = UISearchController(searchResultsController: nil)
    /// The rows shown, by section: the suggested regions and the others, or the search results.
    public private(set) var sections: [[PhoneRegionCatalogue.Entry]] = []
    private let choose: (PhoneCountry) -> Void
    private static let cellIdentifier = "PhoneRegion"

    /// Creates a picker listing `catalogue`'s regions with `current` and `recent` first; `choose` is called
    /// with the region chosen.
    public init(
      catalogue: PhoneRegionCatalogue = .cached(), current: String, recent: [String],
      choose: @escaping (PhoneCountry) -> Void
    ) {
      self.catalogue = catalogue
      currentRegion = current.uppercased()
      recentRegions = recent
      self.choose = choose
      super.init(style: .insetGrouped)
      sections = listed(matching: "")
      searchController.searchResultsUpdater = self
      searchController.obscuresBackgroundDuringPresentation = false
      navigationItem.searchController = searchController
      navigationItem.hidesSearchBarWhenScrolling = false
      #if canImport(ObjectiveC)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
      #endif
    }

    /// Not available: create the picker in code.
    public required init?(coder: NSCoder) {
      nil
    }

    /// The entry shown at `indexPath`.
    public func entry(at indexPath: IndexPath) -> PhoneRegionCatalogue.Entry {
      sections[indexPath.section][indexPath.row]
    }

    /// Lists the regions matching the search bar's text.
    public func updateSearchResults(for searchController: UISearchController) {
      sections = listed(matching: searchController.searchBar.text ?? "")
      tableView.reloadData()
    }

    /// One section for the suggested regions and one for the others; one for the search results.
    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    /// The section's regions.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    /// A row: flag and name, the calling code at the trailing edge, a checkmark on the current region.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let entry = entry(at: indexPath)
      let cell =
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
        ?? UITableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
      cell.textLabel?.text = entry.flag + "  " + entry.name
      cell.detailTextLabel?.text = entry.callingCode
      cell.accessibilityLabel = entry.accessibilityLabel
      cell.accessoryType = entry.region == currentRegion ? .checkmark : .none
      return cell
    }

    /// Chooses the row's region and dismisses the picker.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      choose(entry(at: indexPath).country)
      close()
    }

    /// The sections for the search text `query`.
    private func listed(matching query: String) -> [[PhoneRegionCatalogue.Entry]] {
      let trimmed = query.filter { !$0.isWhitespace }
      guard trimmed.isEmpty else {
        return [catalogue.search(query, current: currentRegion, recent: recentRegions)]
      }
      let ordered = catalogue.ordered(current: currentRegion, recent: recentRegions)
      let suggested = catalogue.suggested(current: currentRegion, recent: recentRegions).count
      return [Array(ordered.prefix(suggested)), Array(ordered.dropFirst(suggested))]
    }

    /// Dismisses the picker (and its navigation controller) with the search bar.
    private func close() {
      searchController.isActive = false
      (presentingViewController ?? self).dismiss(animated: true, completion: nil)
    }

    #if canImport(ObjectiveC)
      @objc private func cancel() {
        close()
      }
    #endif
  }
#endif
