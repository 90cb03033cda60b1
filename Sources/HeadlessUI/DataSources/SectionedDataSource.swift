import Foundation
import Sections
import Streams

/// The sections a table or collection data source holds, with UIKit-style
/// access by index path: the base of ``TableViewSectionedDataSource`` and
/// ``CollectionViewSectionedDataSource``, which add their view's data
/// source methods. Main-actor only.
@preconcurrency @MainActor
open class SectionedDataSource<Section: SectionModelType>: SectionedViewDataSourceType {
  /// The item type of the sections.
  public typealias Item = Section.Item
  /// What each element of a bound sequence is: the whole list of sections
  /// (`rx.items(dataSource:)`).
  public typealias Element = [Section]
  /// Computes the staged changesets from one list of sections to the next
  /// (an animated data source's `differ`).
  ///
  /// The animated data sources' default is the package's sectioned differ
  /// (``Sections/Diff``), compiled for `Section` where the data source is
  /// created (a default argument is compiled at the call site), which makes
  /// it several times faster than a generic call from inside the class.
  public typealias Differ = (_ initial: [Section], _ final: [Section]) throws -> [Changeset<
    Section
  >]

  var store = SectionStore<Section>()
  /// Whether a list of sections was shown already (an animated data source
  /// reloads for the first one).
  var hasShownSections = false

  /// Creates a data source holding no sections.
  public init() {}

  /// The sections held now (what the view shows after its next reload or
  /// batch).
  public var sectionModels: [Section] { store.sections }

  /// Replaces the sections held; the view is not told (bindings do that).
  open func setSections(_ sections: [Section]) {
    store.set(sections)
  }

  /// The section at `section` (must exist).
  public subscript(section: Int) -> Section {
    store.sections[section]
  }

  /// The item at `indexPath` (must exist; ``model(at:)`` throws instead).
  /// Setting it replaces the item in the held sections.
  public subscript(indexPath: IndexPath) -> Item {
    get { store[indexPath] }
    set { store[indexPath] = newValue }
  }

  /// The item at `indexPath`.
  ///
  /// - Throws: ``RxDataSourceError/outOfBounds(indexPath:)`` when there is
  ///   none.
  public func model(at indexPath: IndexPath) throws -> Any {
    try store.item(at: indexPath)
  }

  /// The number of items in `section` (0 for a section that does not exist).
  func itemCount(inSection section: Int) -> Int {
    store.sections.indices.contains(section) ? store.sections[section].items.count : 0
  }

  /// A reload data source's answer to a bound sequence's event: hold the
  /// new sections and reload `view`.
  func reload(_ view: SectionedViewType, showing event: Event<[Section]>) {
    guard case .next(let sections) = event else { return }
    setSections(sections)
    view.reloadData()
  }
}
