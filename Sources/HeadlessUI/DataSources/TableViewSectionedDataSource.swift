import Foundation
import Sections

/// A table data source over section models, with RxDataSources' closures:
/// the base of ``RxTableViewSectionedReloadDataSource`` and
/// ``RxTableViewSectionedAnimatedDataSource``.
///
/// Every closure can be set at creation or later (`dataSource.titleForHeaderInSection = …`).
/// Main-actor only.
@preconcurrency @MainActor
open class TableViewSectionedDataSource<Section: SectionModelType>: SectionedDataSource<Section>,
  TableViewDataSource
{
  /// Makes the cell for an item (usually dequeues and configures one).
  public typealias ConfigureCell = (
    TableViewSectionedDataSource<Section>, TableView, IndexPath, Item
  )
    -> TableViewCell
  /// The header title of a section.
  public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?
  /// The footer title of a section.
  public typealias TitleForFooterInSection = (TableViewSectionedDataSource<Section>, Int) -> String?
  /// Whether a row can be edited (deleted by the user).
  public typealias CanEditRowAtIndexPath = (TableViewSectionedDataSource<Section>, IndexPath) ->
    Bool
  /// Whether a row can be moved by the user.
  public typealias CanMoveRowAtIndexPath = (TableViewSectionedDataSource<Section>, IndexPath) ->
    Bool
  /// The section index titles.
  public typealias SectionIndexTitles = (TableViewSectionedDataSource<Section>) -> [String]?
  /// The section an index title jumps to.
  public typealias SectionForSectionIndexTitle = (
    TableViewSectionedDataSource<Section>, _ title: String, _ index: Int
  ) -> Int

  /// Makes the cell for an item.
  open var configureCell: ConfigureCell
  /// The header title of a section (default none).
  open var titleForHeaderInSection: TitleForHeaderInSection
  /// The footer title of a section (default none).
  open var titleForFooterInSection: TitleForFooterInSection
  /// Whether a row can be edited (default `false`, as in RxDataSources).
  open var canEditRowAtIndexPath: CanEditRowAtIndexPath
  /// Whether a row can be moved (default `false`).
  open var canMoveRowAtIndexPath: CanMoveRowAtIndexPath
  /// The section index titles (default none).
  open var sectionIndexTitles: SectionIndexTitles
  /// The section an index title jumps to (default the title's index).
  open var sectionForSectionIndexTitle: SectionForSectionIndexTitle

  /// Creates a data source with RxDataSources' closures and defaults.
  public init(
    configureCell: @escaping ConfigureCell,
    titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
    titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil },
    canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in false },
    canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in false },
    sectionIndexTitles: @escaping SectionIndexTitles = { _ in nil },
    sectionForSectionIndexTitle: @escaping SectionForSectionIndexTitle = { _, _, index in index }
  ) {
    self.configureCell = configureCell
    self.titleForHeaderInSection = titleForHeaderInSection
    self.titleForFooterInSection = titleForFooterInSection
    self.canEditRowAtIndexPath = canEditRowAtIndexPath
    self.canMoveRowAtIndexPath = canMoveRowAtIndexPath
    self.sectionIndexTitles = sectionIndexTitles
    self.sectionForSectionIndexTitle = sectionForSectionIndexTitle
  }

  // MARK: TableViewDataSource

  /// The number of items in `section`.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    itemCount(inSection: section)
  }

  /// ``configureCell`` for the item at `indexPath`.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    configureCell(self, tableView, indexPath, self[indexPath])
  }

  /// The number of sections held.
  open func numberOfSections(in tableView: TableView) -> Int {
    sectionModels.count
  }

  /// ``titleForHeaderInSection``.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    titleForHeaderInSection(self, section)
  }

  /// ``titleForFooterInSection``.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    titleForFooterInSection(self, section)
  }

  /// ``canEditRowAtIndexPath``.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    canEditRowAtIndexPath(self, indexPath)
  }

  /// ``canMoveRowAtIndexPath``.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canMoveRowAtIndexPath(self, indexPath)
  }

  /// Moves the item in the held sections, as the user's drag did.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    store.move(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// ``sectionIndexTitles``.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? {
    sectionIndexTitles(self)
  }

  /// ``sectionForSectionIndexTitle``.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    sectionForSectionIndexTitle(self, title, index)
  }

  /// Does nothing: the model changes through `rx.itemDeleted` subscribers.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}
