import Foundation
import Sections
import Streams

/// A collection data source over section models, with RxDataSources'
/// closures: the base of ``RxCollectionViewSectionedReloadDataSource`` and
/// ``RxCollectionViewSectionedAnimatedDataSource``. Main-actor only.
@preconcurrency @MainActor
open class CollectionViewSectionedDataSource<Section: SectionModelType>: CollectionViewDataSource,
  SectionedViewDataSourceType
{
  /// The item type of the sections.
  public typealias Item = Section.Item
  /// Makes the cell for an item.
  public typealias ConfigureCell = (
    CollectionViewSectionedDataSource<Section>, CollectionView, IndexPath, Item
  ) -> CollectionViewCell
  /// Makes a header or footer (`kind`) for a section.
  public typealias ConfigureSupplementaryView = (
    CollectionViewSectionedDataSource<Section>, CollectionView, String, IndexPath
  ) -> CollectionReusableView
  /// Updates the model after the user moved an item.
  public typealias MoveItem = (
    CollectionViewSectionedDataSource<Section>, _ sourceIndexPath: IndexPath,
    _ destinationIndexPath: IndexPath
  ) -> Void
  /// Whether the user may move an item.
  public typealias CanMoveItemAtIndexPath = (
    CollectionViewSectionedDataSource<Section>, IndexPath
  ) -> Bool

  /// Makes the cell for an item.
  open var configureCell: ConfigureCell
  /// Makes headers and footers; `nil` for none.
  open var configureSupplementaryView: ConfigureSupplementaryView?
  /// Called after the user moved an item (the held sections are already
  /// updated).
  open var moveItem: MoveItem
  /// Whether the user may move an item; `nil` means no.
  open var canMoveItemAtIndexPath: CanMoveItemAtIndexPath?

  var store = SectionStore<Section>()

  /// Creates a data source with RxDataSources' closures and defaults.
  public init(
    configureCell: @escaping ConfigureCell,
    configureSupplementaryView: ConfigureSupplementaryView? = nil,
    moveItem: @escaping MoveItem = { _, _, _ in },
    canMoveItemAtIndexPath: CanMoveItemAtIndexPath? = nil
  ) {
    self.configureCell = configureCell
    self.configureSupplementaryView = configureSupplementaryView
    self.moveItem = moveItem
    self.canMoveItemAtIndexPath = canMoveItemAtIndexPath
  }

  /// The sections held now.
  public var sectionModels: [Section] { store.sections }

  /// Replaces the sections held; the collection is not told.
  open func setSections(_ sections: [Section]) {
    store.set(sections)
  }

  /// The section at `section` (must exist).
  public subscript(section: Int) -> Section {
    store.sections[section]
  }

  /// The item at `indexPath` (must exist; ``model(at:)`` throws instead).
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

  /// The number of sections held.
  open func numberOfSections(in collectionView: CollectionView) -> Int {
    store.sections.count
  }

  /// The number of items in `section`.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    store.sections.indices.contains(section) ? store.sections[section].items.count : 0
  }

  /// ``configureCell`` for the item at `indexPath`.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    configureCell(self, collectionView, indexPath, store[indexPath])
  }

  /// ``configureSupplementaryView``, or none.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    configureSupplementaryView?(self, collectionView, kind, indexPath)
  }

  /// ``canMoveItemAtIndexPath``, `false` when it is `nil`.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    canMoveItemAtIndexPath?(self, indexPath) ?? false
  }

  /// Moves the item in the held sections, then calls ``moveItem``.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    store.move(from: sourceIndexPath, to: destinationIndexPath)
    moveItem(self, sourceIndexPath, destinationIndexPath)
  }
}

/// A collection data source that reloads for every new list of sections
/// (RxDataSources').
@preconcurrency @MainActor
open class RxCollectionViewSectionedReloadDataSource<Section: SectionModelType>:
  CollectionViewSectionedDataSource<Section>, RxCollectionViewDataSourceType
{
  /// Each element of the bound sequence is the whole list of sections.
  public typealias Element = [Section]

  /// Holds the new sections and reloads the collection.
  open func collectionView(_ collectionView: CollectionView, observedEvent: Event<Element>) {
    guard case .next(let sections) = observedEvent else { return }
    setSections(sections)
    collectionView.reloadData()
  }
}
